// cᵀSc for the reader's own c, and the one click that puts in the eigenvector making it negative.
import { h } from '../../dom.js';
import { decisive, scientific } from '../../format.js';
import { setLiveText } from '../../widgets/live.js';
import { createMatrixEditor } from '../../widgets/matrix-editor.js';
import { createFormFigure } from './form-figure.js';
import { parseTable } from './paste.js';

/**
 * @param {{t, labels: string[], onC: (c: number[]) => void, onEigenvector: () => number[]}} options
 *   onEigenvector: the controller's eigenvector of the smallest eigenvalue, as c.
 */
export function createQuadraticView({ t, labels, onC, onEigenvector }) {
  let current = null; // {m, check}: what the eigenvector button works on
  const editor = createMatrixEditor({
    t,
    name: 'c',
    labels: ['c'],
    colLabels: labels,
    symmetric: false,
    cellName: (_, item) => `c (${item})`,
    onChange: ([c]) => {
      note.textContent = '';
      onC(c);
    },
    onPaste: (text) => pasteVector(text),
  });
  const value = h('output', { class: 'quadratic-value' });
  const sign = h('span', { class: 'quadratic-sign' });
  const useEigenvector = h('button', { type: 'button', onclick: () => putEigenvector() }, t('similarity.quadratic.eigenvector'));
  const note = h('p', { class: 'quadratic-note' });
  const figure = createFormFigure({ t });

  /** `q` = quadraticFormSign (cᵀSc, its rounding bound, its sign when certain), `check` (psdCheck) and `decision`
   * (the verdict on screen), `form` (quadraticFormOnSphere, null past 3 × 3, undefined until part "detail" is
   * in: `detailIn`, or `detailError` if it cannot be), from the core, for table `m` and c. */
  function render({ m, c, labels: names, check, decision, q, form, detailIn, detailError }) {
    if (m !== current?.m) note.textContent = ''; // the eigenvector note is about the previous table
    current = { m, check };
    setLiveText(value, `cᵀSc = ${decisive(q.value, 3)}`);
    value.classList.toggle('negative', q.sign < 0);
    // "This c proves it" only for a sign beyond the rounding bound; within it (not c = 0) the sign is unknown.
    const key = q.sign < 0 ? 'negative' : q.sign > 0 || q.errorBound === 0 ? 'nonNegative' : 'withinRounding';
    setLiveText(sign, t(`similarity.quadratic.${key}`, { bound: scientific(q.errorBound, 1) }));
    // Offered beside a "no" only: a PSD table has no such c, and a pending verdict is not a "no"; the eigenvector
    // comes with part "detail".
    useEigenvector.disabled = decision.isPSD !== false || !detailIn;
    useEigenvector.title = decision.isPSD ? t('similarity.quadratic.noEigenvector') : '';
    figure.render({ form, c, labels: names, failed: Boolean(detailError) });
  }

  function putEigenvector() {
    replace(onEigenvector());
    note.textContent = t('similarity.quadratic.eigenvectorNote', { lambda: decisive(current.check.minEigenvalue, 3) });
  }

  function pasteVector(text) {
    const parsed = parseTable(text);
    if (parsed.problem) return `${t(`similarity.${parsed.problem.key}`, parsed.problem.params)} ${t('similarity.paste.unchanged')}`;
    const flat = parsed.rows.length === 1 || parsed.rows[0].length === 1 ? parsed.rows.flat() : null;
    const n = current.m.length;
    if (flat?.length !== n) return `${t('similarity.paste.vector', { n })} ${t('similarity.paste.unchanged')}`;
    replace(flat);
    return null;
  }

  /** Shows c in the editor; `names` when the items were renamed or resized. */
  const setC = (c, names) => editor.setMatrix([c], { colLabels: names });

  // A c from a button or a paste: shown, then handed on (typing reaches onC through the editor).
  function replace(c) {
    setC(c);
    onC(c);
  }

  const element = h(
    'section',
    { class: 'quadratic' },
    h('h3', {}, t('similarity.quadratic.title')),
    h('p', { class: 'hint' }, t('similarity.quadratic.hint')),
    editor.element,
    h('p', { 'aria-live': 'polite' }, value, ' ', sign),
    h('p', {}, useEigenvector),
    note,
    figure.element,
  );
  return { element, render, setC };
}
