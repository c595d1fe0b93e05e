// φ written out: every feature of (c + x·y)^p as the article writes it (1, √2·x₁, …), and for a and b the
// two routes side by side, term by term: k(a, b) against φ(a)·φ(b) = 1 + 6 − 4 + 9 + 4 − 12.
import { h } from '../../dom.js';
import { math } from '../../widgets/math.js';
import { exactEntry, exactProduct, featureText, featureTex, grouped, shortNumber, sumForm, valueForm, vectorForm } from './text.js';
import { setLiveText } from '../../widgets/live.js';

// The term-by-term sum is written out while it stays one readable line.
const SUM_TERMS = 40;

/** @param {{t: Function}} options */
export function createPhiView({ t }) {
  const summary = h('p', { class: 'phi-summary', role: 'status' });
  const list = h('ol', { class: 'phi-list', 'aria-label': t('featureMaps.phi.listLabel') });
  const element = h('div', { class: 'phi-view' }, summary, list);

  /** features: polyFeatures' result for the reader's d, p, c. */
  function render({ d, p, c }, features) {
    const count = grouped(features.total);
    setLiveText(
      summary,
      features.complete
        ? t('featureMaps.phi.all', { count, d, p, c })
        : t('featureMaps.phi.first', { count, shown: features.terms.length, d, p, c }),
    );
    list.replaceChildren(
      ...features.terms.map((term) => h('li', { class: 'phi-term', 'data-text': featureText(term) }, math(featureTex(term)))),
    );
  }
  return { element, render };
}

// One printed line in KaTeX with its plain text beside it (data-text: what tests and copy read).
const formula = (className, { tex, text }) => h('span', { class: className, 'data-text': text }, math(tex));

/** The exact forms of one pair: φ(a)_i, φ(b)_i and their product, each {tex, text} (text.js). */
function pairForms(s, pair) {
  const whole = (x) => x.every(Number.isInteger);
  const [wholeA, wholeB] = [whole(s.a), whole(s.b)];
  return pair.terms.map((term, i) => {
    const [a, b, product] = [pair.valuesA[i], pair.valuesB[i], pair.products[i]];
    const [exactA, exactB] = [exactEntry(term.coefficient, a, wholeA), exactEntry(term.coefficient, b, wholeB)];
    const whole = exactProduct(product, Boolean(exactA && exactB));
    const magnitude = whole === null ? valueForm(null, Math.abs(product)) : valueForm({ k: Math.abs(whole), radicand: 1 });
    return {
      a: valueForm(exactA, a),
      b: valueForm(exactB, b),
      product: whole === null ? valueForm(null, product) : valueForm({ k: whole, radicand: 1 }),
      magnitude,
    };
  });
}

/** "a·b = 3 − 2 = 1" (the terms while they fit one line) and "k(a, b) = (1 + 1)² = 4", from the core's values. */
function kernelForms({ c, p }, pair, dot) {
  const ab = valueForm(null, dot.kernel);
  const terms =
    dot.complete && dot.products.length > 1 && dot.products.length <= SUM_TERMS
      ? sumForm(
          dot.products,
          Array.from(dot.products, (x) => valueForm(null, Math.abs(x))),
        )
      : null;
  const dotForm = {
    tex: `\\mathbf{a}\\cdot\\mathbf{b} = ${terms ? `${terms.tex} = ` : ''}${ab.tex}`,
    text: `a·b = ${terms ? `${terms.text} = ` : ''}${ab.text}`,
  };
  const inner = sumForm([c, dot.kernel], [valueForm(null, c), valueForm(null, Math.abs(dot.kernel))]);
  const power = p === 1 ? { tex: '', text: '' } : { tex: `^{${p}}`, text: String(p).replace(/\d/g, (digit) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[digit]) };
  const k = valueForm(null, pair.kernel);
  const kernelForm = {
    tex: `k(\\mathbf{a}, \\mathbf{b}) = (${inner.tex})${power.tex} = ${k.tex}`,
    text: `k(a, b) = (${inner.text})${power.text} = ${k.text}`,
  };
  return { dotForm, kernelForm };
}

/** @param {{t: Function}} options */
export function createPairView({ t }) {
  const kernelLine = h('p', { class: 'pair-kernel' });
  const featureLines = h('div', { class: 'pair-features' });
  const agreement = h('p', { class: 'pair-agreement' });
  const body = h('tbody');
  const columns = ['feature', 'phiA', 'phiB', 'product'];
  const table = h(
    'table',
    { class: 'pair-table' },
    h('caption', {}, t('featureMaps.pair.caption')),
    h('thead', {}, h('tr', {}, ...columns.map((key) => h('th', { scope: 'col' }, t(`featureMaps.pair.${key}`))))),
    body,
  );
  const element = h(
    'div',
    { class: 'pair-view' },
    h('div', { class: 'pair-sides' }, kernelLine, featureLines),
    agreement,
    h('div', { class: 'table-scroll' }, table),
  );
  const route = (key) => h('span', { class: 'pair-route' }, t(`featureMaps.pair.${key}`));
  // A table of up to 300 rows: its numbers are HTML (a root drawn as √ over its radicand), the lines above KaTeX.
  const value = (form) =>
    form.radicand ? [form.front, h('span', { class: 'root' }, '√', h('span', { class: 'radicand' }, String(form.radicand)))] : form.text;
  const cell = (column, form) => h('td', { dataset: { label: t(`featureMaps.pair.${column}`), text: form.text } }, value(form));

  /** s: the panel's state; pair: polyFeaturePair at the reader's p and c; dot: the same at p = 1, c = 0 (a·b). */
  function render(s, pair, dot) {
    const { dotForm, kernelForm } = kernelForms(s, pair, dot);
    kernelLine.replaceChildren(route('kernelRoute'), ' ', formula('pair-dot', dotForm), ', ', formula('pair-kernel-value', kernelForm));
    const forms = pairForms(s, pair);
    const listed = pair.complete && forms.length <= SUM_TERMS;
    const result = valueForm(null, pair.featureDot);
    const vector = (x) => {
      const { tex, text } = vectorForm(forms.map((form) => form[x]));
      return h('p', { class: 'pair-phi' }, formula(`pair-phi-${x}`, { tex: `\\varphi(\\mathbf{${x}}) = ${tex}`, text }));
    };
    const sum = sumForm(
      pair.products,
      forms.map((form) => form.magnitude),
    );
    const sumLine = listed
      ? formula('pair-sum', {
          tex: `\\varphi(\\mathbf{a})\\cdot\\varphi(\\mathbf{b}) = ${sum.tex} = ${result.tex}`,
          text: `${sum.text} = ${result.text}`,
        })
      : h('span', { class: 'pair-sum' }, t('featureMaps.pair.longSum', { count: grouped(pair.total), value: result.text }));
    featureLines.replaceChildren(route('featureRoute'), ...(listed ? [vector('a'), vector('b')] : []), h('p', {}, sumLine));
    setLiveText(
      agreement,
      pair.complete
        ? t('featureMaps.pair.agree', { bound: shortNumber(pair.roundingBound) })
        : t('featureMaps.pair.partial', { shown: pair.terms.length, count: grouped(pair.total) }),
    );
    body.replaceChildren(
      ...pair.terms.map((term, i) =>
        h(
          'tr',
          {},
          h('td', { class: 'pair-feature', 'data-text': featureText(term) }, math(featureTex(term))),
          cell('phiA', forms[i].a),
          cell('phiB', forms[i].b),
          cell('product', forms[i].product),
        ),
      ),
    );
  }
  return { element, render };
}
