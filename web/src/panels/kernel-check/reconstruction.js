// On a pass: the first few points' table is an inner-product table, and here are vectors that produce it
// (the core's reconstructVectors, run in the worker: X = V·Λ^{1/2}, XXᵀ = K up to the residual shown).
import { h } from '../../dom.js';
import { number, scientific } from '../../format.js';

export function createReconstruction({ t }) {
  const lead = h('p', {});
  const holder = h('div', { class: 'table-scroll', tabindex: 0, role: 'region', 'aria-label': t('kernel.reconstruction.title') });
  const element = h(
    'section',
    { class: 'kernel-reconstruction', hidden: true },
    h('h4', {}, t('kernel.reconstruction.title')),
    lead,
    holder,
  );

  /** `reconstruction` from reconstructVectors on the first m points' table, or null to hide. */
  function render(reconstruction) {
    element.hidden = !reconstruction;
    if (!reconstruction) return;
    const { vectors, rank, residual } = reconstruction;
    lead.textContent = t('kernel.reconstruction.lead', { m: vectors.rows, rank, residual: scientific(residual, 1) });
    const rows = Array.from({ length: vectors.rows }, (_, i) =>
      h(
        'tr',
        {},
        h('th', { scope: 'row' }, t('kernel.reconstruction.row', { index: i })),
        ...Array.from(vectors.data.subarray(i * vectors.cols, (i + 1) * vectors.cols), (x) => h('td', {}, number(x, 3))),
      ),
    );
    holder.replaceChildren(h('table', { class: 'kernel-vectors' }, h('tbody', {}, ...rows)));
  }

  return { element, render };
}
