// The certificate of a failure: a few points (of the sample, or found by the search) whose exact table is
// certainly not PSD, shown as that table (each cell carries its value in data-value), its smallest eigenvalue,
// the core's verified upper bound on the exact one, the direction c, the points' coordinates, and buttons that
// hand the table to the other panels.
import { h } from '../../dom.js';
import { number, scientific } from '../../format.js';
import { LIMITS } from '../../wasm/limits.js';

const rowsOf = (m) => Array.from({ length: m.rows }, (_, i) => Array.from(m.data.subarray(i * m.cols, (i + 1) * m.cols)));
const cell = (x) => h('td', { dataset: { value: String(x) } }, number(x, 3));

/** @param {{t: Function, actions: HTMLElement[]}} options actions: the send buttons, shown under the table. */
export function createWitness({ t, actions }) {
  const title = h('h4', {});
  const body = h('div', {});
  const element = h('section', { class: 'kernel-witness', hidden: true }, title, body, h('div', { class: 'kernel-send' }, ...actions));
  let rows = null;

  /** `check` from checkKernel, `w` its verified witness (or the search's); nothing shown when it passed. */
  function render(check, w = check.witness) {
    const failed = w || (check.isSymmetric && !check.isPSD);
    element.hidden = !failed;
    rows = null;
    if (!failed) return;
    if (!w) {
      title.textContent = '';
      body.replaceChildren(h('p', { class: 'kernel-witness-none' }, t('kernel.witness.none', { max: LIMITS.maxWitnessPoints })));
      element.dataset.size = '0';
      return;
    }
    rows = rowsOf(w.matrix);
    const fromSample = w.indices.length > 0;
    const m = w.points.rows;
    const labels = Array.from({ length: m }, (_, a) => (fromSample ? `#${w.indices[a]}` : `p${a + 1}`));
    element.dataset.size = String(m);
    title.textContent = t(m === 1 ? 'kernel.witness.titleOne' : 'kernel.witness.title', { m }); // "1 points" reads wrong
    const header = h(
      'tr',
      {},
      h('th', { scope: 'col' }, t('kernel.witness.point')),
      ...labels.map((label) => h('th', { scope: 'col' }, label)),
    );
    const table = h(
      'table',
      { class: 'kernel-witness-matrix' },
      h('caption', {}, t('kernel.witness.caption')),
      h('thead', {}, header),
      h(
        'tbody',
        {},
        ...rows.map((row, a) =>
          h('tr', { dataset: { index: String(fromSample ? w.indices[a] : a) } }, h('th', { scope: 'row' }, labels[a]), ...row.map(cell)),
        ),
      ),
    );
    const min = number(w.minEigenvalue, 3);
    const coordinates = rowsOf(w.points);
    body.replaceChildren(
      h('div', { class: 'table-scroll', tabindex: 0, role: 'region', 'aria-label': t('kernel.witness.caption') }, table),
      h(
        'p',
        { class: 'kernel-witness-min', dataset: { value: String(w.minEigenvalue) } },
        t('kernel.witness.min', { min, tolerance: scientific(w.tolerance, 1) }),
      ),
      h(
        'p',
        { class: 'kernel-witness-verified', dataset: { bound: String(w.upperBound) } },
        t('kernel.witness.verified', { bound: scientific(w.upperBound, 3) }),
      ),
      h(
        'p',
        { class: 'kernel-witness-c' },
        t('kernel.witness.c', { min }),
        ' ',
        h('span', {}, `(${Array.from(w.c, (x) => number(x, 3)).join(', ')})`),
      ),
      h(
        'details',
        { class: 'kernel-witness-points' },
        h('summary', {}, t('kernel.witness.points')),
        h(
          'ul',
          {},
          ...coordinates.map((point, a) =>
            h(
              'li',
              {},
              `${fromSample ? t('kernel.witness.row', { index: w.indices[a] }) : labels[a]}: (${point.map((x) => String(x)).join(', ')})`,
            ),
          ),
        ),
      ),
    );
  }

  /** The witness table as rows (a copy), for another panel; null when there is none. */
  const table = () => rows?.map((row) => [...row]) ?? null;

  return { element, render, table };
}
