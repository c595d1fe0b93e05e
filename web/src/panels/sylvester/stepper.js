// Sylvester's criterion one leading minor at a time: the block as TeX, the core's hand working, the sign, what
// a stop means, and the pivots Dₖ / Dₖ₋₁ that link the test to LDLᵀ and Cholesky. ←/→ step when it has focus.
import { h } from '../../dom.js';
import { number } from '../../format.js';
import { replaceLive } from '../../widgets/live.js';
import { math } from '../../widgets/math.js';
import { afterName, minorName, signOf, texNumber, valueText } from './text.js';
import { workingRows } from './working.js';

// Past 4×4 the block is shaded in the editor instead of written out.
const MAX_TEX_BLOCK = 4;

/**
 * @param {{t: Function, onStep: (k: number) => void, onShowAll: () => void}} options
 *   onStep asks for step k (1 … the number of minors); onShowAll switches to the all-minors view.
 */
export function createStepper({ t, onStep, onShowAll }) {
  let k = 1;
  let count = 1;
  const button = (label, step, className) => h('button', { type: 'button', class: className, onclick: () => onStep(k + step) }, label);
  const previous = button(t('sylvester.step.previous'), -1, 'step-previous');
  const next = button(t('sylvester.step.next'), 1, 'step-next');
  const position = h('span', { class: 'step-position', 'aria-hidden': 'true' });
  const status = h('p', { class: 'step-status', 'aria-live': 'polite', 'aria-atomic': 'true' });
  const heading = h('p', { class: 'step-block' });
  const formula = h('div', { class: 'block-formula' });
  const working = h('div', { class: 'working', role: 'group', 'aria-label': t('sylvester.working') });
  const pivotHint = h('p', { class: 'hint', hidden: true }, t('sylvester.working.pivots'));
  const verdict = h('p', { class: 'step-verdict' });
  const showAll = h(
    'button',
    { type: 'button', class: 'show-all', hidden: true, onclick: () => onShowAll() },
    t('sylvester.verdict.showAll'),
  );
  const inexact = h('p', { class: 'hint inexact', hidden: true }, t('sylvester.inexact'));
  const pivots = createPivotTable(t);

  const element = h(
    'section',
    {
      class: 'stepper',
      tabindex: 0,
      'aria-label': t('sylvester.stepper'),
      'aria-keyshortcuts': 'ArrowLeft ArrowRight Home End',
      onkeydown: (event) => key(event),
    },
    h('div', { class: 'step-nav' }, previous, position, next),
    status,
    heading,
    formula,
    working,
    pivotHint,
    verdict,
    showAll,
    inexact,
    pivots.element,
  );

  function key(event) {
    const target = { ArrowLeft: k - 1, ArrowRight: k + 1, Home: 1, End: count }[event.key];
    if (target === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    if (target >= 1 && target <= count && target !== k) onStep(target);
  }

  /** Shows step `step` of `result` (from gramlab.sylvester) on matrix `m`. */
  function render({ m, result }, step) {
    const { minors, positiveDefinite } = result;
    [k, count] = [step, minors.length];
    const minor = minors[k - 1];
    const sign = signOf(minor);
    const outcome = sign !== 'positive' ? sign : positiveDefinite && k === count ? 'pd' : 'positive';
    const name = minorName(k);

    // Out of the steps this test takes: a test that stops early says so, not "2 / 10".
    position.textContent = count < m.length ? t('sylvester.step.positionStopped', { k, count, n: m.length }) : `${k} / ${count}`;
    previous.disabled = k === 1;
    next.disabled = k === count;
    status.dataset.outcome = outcome;
    replaceLive(
      status,
      `k = ${k}: `,
      h('span', { class: 'minor-value' }, `${name}${afterName(minor)}`),
      ' ',
      h('span', { class: `mark ${sign}` }, t(`sylvester.mark.${sign}`)),
      ' — ',
      t(`sylvester.status.${outcome}`),
    );
    heading.textContent = t('sylvester.step.block', { k });
    formula.replaceChildren(math(blockTex(m, k), { display: true }));
    working.replaceChildren(
      ...workingRows(minor).flatMap(([lhs, rhs]) => [h('span', { class: 'lhs' }, lhs), h('span', { class: 'rhs' }, rhs)]),
    );
    pivotHint.hidden = k < 4;
    verdict.textContent = t(`sylvester.verdict.${outcome}`, { D: name, k, n: m.length });
    verdict.dataset.outcome = outcome;
    showAll.hidden = outcome !== 'zero' && outcome !== 'zeroWithinRounding';
    inexact.hidden = minors.slice(0, k).every((x) => x.exact !== null);
    pivots.render(minors.slice(0, k));
    // A button that just became disabled would drop the focus to the page; keep it in the stepper.
    if (element.contains(document.activeElement) && document.activeElement.disabled) element.focus();
  }

  return { element, render };
}

function blockTex(m, k) {
  const name = `D_{${k}}`;
  if (k > MAX_TEX_BLOCK) return `${name} = \\det G_{1:${k},\\,1:${k}}`;
  const rows = m.slice(0, k).map((row) => row.slice(0, k).map(texNumber).join(' & '));
  return `${name} = \\det\\begin{bmatrix}${rows.join(' \\\\ ')}\\end{bmatrix}`;
}

// k, Dₖ, Dₖ / Dₖ₋₁ and the pivot dₖ for the steps taken so far.
function createPivotTable(t) {
  const body = h('tbody');
  const columns = ['Dₖ', 'Dₖ / Dₖ₋₁', t('sylvester.pivots.pivot'), t('sylvester.pivots.sign')];
  const quotient = (minor, previous) => {
    const text = (x) => x.exact ?? (x.determinant === null ? valueText(x) : number(x.determinant, 4));
    return previous ? `${text(minor)} / ${text(previous)}` : text(minor);
  };
  const element = h(
    'section',
    { class: 'pivots' },
    h('h4', {}, t('sylvester.pivots.title')),
    h(
      'table',
      { class: 'pivot-table cards-on-phone' },
      h('thead', {}, h('tr', {}, ...['k', ...columns].map((name) => h('th', { scope: 'col' }, name)))),
      body,
    ),
    h('p', { class: 'hint' }, t('sylvester.pivots.note')),
  );

  function render(minors) {
    body.replaceChildren(
      ...minors.map((minor, i) => {
        const sign = signOf(minor);
        const values = [
          valueText(minor),
          quotient(minor, minors[i - 1]),
          minor.pivot === null ? '' : number(minor.pivot, 3),
          t(`sylvester.mark.${sign}`),
        ];
        // data-label: the column's name beside each value where the table stacks (a phone: cards-on-phone, widgets.css).
        const cells = values.map((text, j) => h('td', { 'data-label': columns[j] }, text));
        cells.at(-1).className = `mark ${sign}`;
        return h('tr', { class: sign }, h('th', { scope: 'row' }, String(minor.k)), ...cells);
      }),
    );
  }

  return { element, render };
}
