// What the vectors X make, under their editor: G = XXᵀ beside XᵀX with their shared nonzero eigenvalues,
// rank(G) = rank(X) and the zeros n > d forces, and the one-line proof that cᵀGc ≥ 0, evaluated for the current c.
// Drawing only: every number is the core's (compute.vectors).
import { h } from '../../dom.js';
import { fixed } from '../../format.js';
import { toNested } from '../../api/matrix.js';
import { createFigureNote } from '../../widgets/figure-note.js';
import { math } from '../../widgets/math.js';
import { spectrumList } from '../../widgets/eigenvalues.js';
import { createMatrixTable } from './matrix-table.js';

const SUBSCRIPT = '₀₁₂₃₄₅₆₇₈₉';
/** The names of X's columns: x₁ … x_d. */
export const dimensionLabels = (d) => Array.from({ length: d }, (_, k) => `x${String(k + 1).replace(/\d/g, (c) => SUBSCRIPT[c])}`);
const tex = (x) => fixed(x, 3).replace('\u2212', '-');

/** @param {{t}} options */
export function createProductsView({ t }) {
  const gramTable = createMatrixTable();
  const covarianceTable = createMatrixTable();
  const gramSpectrum = h('span', { dataset: { of: 'gram' } });
  const covarianceSpectrum = h('span', { dataset: { of: 'covariance' } });
  const notes = { gram: createFigureNote(), covariance: createFigureNote() };
  const products = h(
    'div',
    { class: 'products' },
    h(
      'figure',
      { class: 'product' },
      gramTable.element,
      h('p', { class: 'spectrum-line' }, t('similarity.vectors.gramSpectrum'), ' ', gramSpectrum),
      notes.gram.element,
    ),
    h(
      'figure',
      { class: 'product' },
      covarianceTable.element,
      h('p', { class: 'spectrum-line' }, t('similarity.vectors.covarianceSpectrum'), ' ', covarianceSpectrum),
      notes.covariance.element,
    ),
  );
  const facts = h('div', { class: 'vector-facts', 'aria-live': 'polite' });
  const proofFor = h('p');
  const evaluated = h('div');
  const proof = h(
    'div',
    { class: 'proof' },
    proofFor,
    math(
      String.raw`\mathbf{c}^\top G\,\mathbf{c} = \mathbf{c}^\top X X^\top \mathbf{c} = (X^\top\mathbf{c})^\top (X^\top\mathbf{c}) = \lVert X^\top \mathbf{c} \rVert^2 \ge 0`,
      { display: true },
    ),
    evaluated,
  );

  /** `products`: gramFromVectors on `x`; `q` = cᵀGc, `p` = ‖Xᵀc‖²; `names`: the table's items (X's rows). */
  function render({ x, c, names, products: r, q, p }) {
    const [n, d] = [x.length, x[0].length];
    gramTable.show({ rows: toNested(r.gram), rowLabels: names, caption: t('similarity.vectors.gram', { n }) });
    covarianceTable.show({
      rows: toNested(r.covariance),
      rowLabels: dimensionLabels(d),
      caption: t('similarity.vectors.covariance', { d }),
    });
    gramSpectrum.replaceChildren(spectrumList(r.sharedEigenvalues, { zeros: n - r.rank }));
    covarianceSpectrum.replaceChildren(spectrumList(r.sharedEigenvalues, { zeros: d - r.rank }));
    // What to notice: the two share their nonzero eigenvalues (one list from the core), the rest are zeros.
    for (const [key, zeros] of [
      ['gram', n - r.rank],
      ['covariance', d - r.rank],
    ])
      notes[key].set(t(`similarity.vectors.note.${key}${zeros ? '' : 'Full'}`, { rank: r.rank, zeros }));
    facts.replaceChildren(
      h('p', { class: 'rank' }, t('similarity.vectors.rank', { rank: r.rank })),
      h(
        'p',
        { class: 'zeros' },
        t(n > d ? 'similarity.vectors.zerosForced' : 'similarity.vectors.zeros', {
          n,
          d,
          gramZeros: n - r.rank,
          covarianceZeros: d - r.rank,
        }),
      ),
    );
    proofFor.textContent = t('similarity.vectors.proof', { c: c.map((v) => fixed(v, 3)).join(', ') });
    evaluated.replaceChildren(
      math(String.raw`\mathbf{c}^\top G\,\mathbf{c} = ${tex(q)}, \qquad \lVert X^\top \mathbf{c} \rVert^2 = ${tex(p)} \ge 0`, {
        display: true,
      }),
    );
    proof.dataset.quadratic = String(q);
    proof.dataset.projected = String(p);
  }

  return { elements: [products, facts, proof], render };
}
