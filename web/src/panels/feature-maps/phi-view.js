// φ written out: every feature of (c + x·y)^p as the article writes it (1, √2·x₁, …), and for a and b the
// two routes side by side, term by term: k(a, b) against φ(a)·φ(b) = 1 + 6 − 4 + 9 + 4 − 12.
import { h } from '../../dom.js';
import { math } from '../../widgets/math.js';
import { featureTex, featureText, grouped, shortNumber, termSum } from './text.js';
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

/** @param {{t: Function}} options */
export function createPairView({ t }) {
  const kernelLine = h('p', { class: 'pair-kernel' });
  const featureLine = h('p', { class: 'pair-features' });
  const agreement = h('p', { class: 'pair-agreement' });
  const body = h('tbody');
  const table = h(
    'table',
    { class: 'pair-table' },
    h('caption', {}, t('featureMaps.pair.caption')),
    h(
      'thead',
      {},
      h('tr', {}, ...['feature', 'phiA', 'phiB', 'product'].map((key) => h('th', { scope: 'col' }, t(`featureMaps.pair.${key}`)))),
    ),
    body,
  );
  const element = h(
    'div',
    { class: 'pair-view' },
    h('div', { class: 'pair-sides' }, kernelLine, featureLine),
    agreement,
    h('div', { class: 'table-scroll' }, table),
  );

  function render({ c, p }, pair) {
    kernelLine.replaceChildren(
      h('span', { class: 'pair-route' }, t('featureMaps.pair.kernelRoute')),
      ' ',
      h('span', { class: 'pair-kernel-value' }, t('featureMaps.pair.kernelValue', { c: shortNumber(c), p, k: shortNumber(pair.kernel) })),
    );
    const sum =
      pair.complete && pair.products.length <= SUM_TERMS
        ? `${termSum(pair.products)} = ${shortNumber(pair.featureDot)}`
        : t('featureMaps.pair.longSum', { count: grouped(pair.total), value: shortNumber(pair.featureDot) });
    featureLine.replaceChildren(
      h('span', { class: 'pair-route' }, t('featureMaps.pair.featureRoute')),
      ' ',
      h('span', { class: 'pair-sum' }, sum),
    );
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
          h('td', {}, shortNumber(pair.valuesA[i])),
          h('td', {}, shortNumber(pair.valuesB[i])),
          h('td', {}, shortNumber(pair.products[i])),
        ),
      ),
    );
  }
  return { element, render };
}
