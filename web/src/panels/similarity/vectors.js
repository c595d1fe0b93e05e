// Vectors as rows of X: G = XXᵀ is a Gram matrix by construction. Shows G beside XᵀX, their shared nonzero
// eigenvalues, rank(G) = rank(X), the zeros n > d forces, the one-line proof evaluated for the current c, and
// the way back: vectors X = VΛ^{1/2} from the table. The editor of X and its buttons are here; what X makes
// (G, XᵀX, the facts, the proof) is drawn by products.js.
import { h } from '../../dom.js';
import { decisive, number } from '../../format.js';
import { errorText } from '../../widgets/error-text.js';
import { createMatrixEditor } from '../../widgets/matrix-editor.js';
import { parseTable } from './paste.js';
import { createProductsView, dimensionLabels } from './products.js';
import { MAX_DIMENSION } from './table.js';
import { indexSet, valueText } from '../sylvester/text.js';

/**
 * @param {{t, labels: string[], onX: (x: number[][]) => void, onUseTable: (rows: number[][]) => void,
 *   onReconstruct: () => {x: number[][], rank: number, residual: number}}} options
 *   onX: the reader (or a reconstruction) changed X; onUseTable: put G in the similarity table;
 *   onReconstruct: the controller's vectors from the table (throws the core's error when there are none).
 */
export function createVectorsView({ t, labels, onX, onUseTable, onReconstruct }) {
  let current = null; // the last model rendered: {m, x, c, check, vectors}
  let gram = null;
  const editor = createMatrixEditor({
    t,
    name: 'X',
    labels,
    colLabels: dimensionLabels(2),
    symmetric: false,
    onChange: onX,
    onPaste: (text) => pasteVectors(text),
  });
  const addDimension = h('button', { type: 'button', onclick: () => resizeDimension(1) }, t('similarity.vectors.addDimension'));
  const removeDimension = h('button', { type: 'button', onclick: () => resizeDimension(-1) }, t('similarity.vectors.removeDimension'));
  const reconstruct = h('button', { type: 'button', onclick: () => reconstructFromTable() }, t('similarity.vectors.reconstruct'));
  const reconstructMessage = h('p', { class: 'reconstruct-message', role: 'status' });
  const useTable = h('button', { type: 'button', onclick: () => onUseTable(gram.rows) }, t('similarity.vectors.useG'));
  const productsView = createProductsView({ t });

  /** `model.vectors` from the controller: {products (gramFromVectors), q = cᵀGc, p = ‖Xᵀc‖²}. */
  function render(model) {
    const same = current && ['vectors', 'labels'].every((key) => current[key] === model[key]);
    current = model;
    if (same) return; // typing in S changes nothing here (S is only read by "vectors from the table")
    const {
      x,
      c,
      labels: names,
      vectors: { products: r, gram: copied, q, p },
    } = model;
    gram = copied;
    const d = x[0].length;
    productsView.render({ x, c, names, products: r, q, p });
    removeDimension.disabled = d <= 1;
    addDimension.disabled = d >= MAX_DIMENSION;
  }

  /** Shows X; `names` when the table's items were renamed or resized. */
  const setVectors = (x, names) => editor.setMatrix(x, { labels: names, colLabels: dimensionLabels(x[0].length) });

  // A new dimension starts at 0 for every vector, so G does not change until the reader types.
  function resizeDimension(step) {
    const d = current.x[0].length + step;
    replace(current.x.map((row) => Array.from({ length: d }, (_, k) => row[k] ?? 0)));
  }

  // An X from a button or a paste: shown, then handed on (typing reaches onX through the editor).
  function replace(x) {
    setVectors(x);
    onX(x);
  }

  // X = VΛ^{1/2} from the table; a table that is not PSD has no vectors, and the message says why.
  function reconstructFromTable() {
    try {
      const r = onReconstruct();
      reconstructMessage.dataset.code = '';
      reconstructMessage.textContent = t('similarity.vectors.reconstructed', { rank: r.rank, residual: number(r.residual) });
      replace(r.x);
    } catch (error) {
      reconstructMessage.dataset.code = error.code ?? 'INTERNAL';
      reconstructMessage.textContent = error.exact
        ? t('similarity.vectors.notPsdExact', { c: `(${error.exact.c.join(', ')})`, value: error.exact.value })
        : error.minor
          ? t('similarity.vectors.notPsdMinor', { indices: indexSet(error.minor.indices), value: valueText(error.minor) })
          : error.code === 'NOT_PSD'
            ? t('similarity.vectors.notPsd', { min: decisive(current.check.minEigenvalue, 3) })
            : errorText(t, error);
    }
  }

  function pasteVectors(text) {
    const parsed = parseTable(text);
    const unchanged = t('similarity.paste.unchanged');
    if (parsed.problem) return `${t(`similarity.${parsed.problem.key}`, parsed.problem.params)} ${unchanged}`;
    const [rows, cols] = [parsed.rows.length, parsed.rows[0].length];
    if (rows !== current.x.length || cols > MAX_DIMENSION)
      return `${t('similarity.paste.vectors', { n: current.x.length, max: MAX_DIMENSION, rows, cols })} ${unchanged}`;
    replace(parsed.rows);
    return null;
  }

  /** Forgets a reconstruction message that no longer describes the table. */
  const clearMessage = () => (reconstructMessage.textContent = '');

  const element = h(
    'div',
    { class: 'vectors-view' },
    h('p', { class: 'hint' }, t('similarity.vectors.intro')),
    h(
      'div',
      { class: 'vectors-input' },
      h('figure', {}, h('figcaption', {}, t('similarity.vectors.x')), editor.element),
      h('div', { class: 'button-row' }, addDimension, removeDimension),
      h('div', { class: 'button-row' }, reconstruct, useTable),
      reconstructMessage,
    ),
    ...productsView.elements,
  );
  return { element, render, setVectors, clearMessage };
}
