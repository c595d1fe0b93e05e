// An editable table of numbers. Bad cells get a message beside them and are never passed on:
// onChange(rows) fires only when every cell parses, so the panel keeps its last valid result.
// Optional: editable row labels (matrix-labels.js), a multi-cell paste handed to the panel. The keyboard moves
// like a spreadsheet's (matrix-keys.js); a number can be scrubbed: dragged sideways, or Alt+↑/↓, by steps that
// suit it (Shift: a tenth), each step passed on as if typed (the cells: matrix-cells.js); the message under the
// table is cell-problems.js; highlight() marks cells a panel's text is about.
import { h } from '../dom.js';
import { parseCell, unfinishedNumber } from '../format.js';
import { pastedBlock } from './block-paste.js';
import { createCellProblems } from './cell-problems.js';
import { focusedIn } from './focus.js';
import { cellInput, matrixSections } from './matrix-cells.js';
import { createMatrixNames, labelInput, labelProblem } from './matrix-labels.js';
import { createPause } from './typing.js';

let editorCount = 0;

/**
 * @param {{t: Function, name: string, labels: string[], symmetric?: boolean, onChange: (rows: number[][]) => void,
 *   colLabels?: string[], cellName?: (row: string, col: string) => string, editableLabels?: boolean,
 *   onLabelsChange?: (labels: string[]) => void, onPaste?: (text: string, at: {row: number, col: number}) => string|null}} options
 *   labels name the rows (and the columns, unless colLabels is given); cellName gives a cell's accessible name
 *   (default "S (A, C)"); editableLabels turns the row headers into inputs (labels checked by labelProblem);
 *   onPaste receives a paste of more than one value into a cell and returns a message to show there, or null.
 */
export function createMatrixEditor({
  t,
  name,
  labels,
  symmetric = true,
  onChange,
  colLabels = null,
  cellName = null,
  editableLabels = false,
  onLabelsChange = () => {},
  onPaste = null,
}) {
  const uid = `matrix-${++editorCount}`;
  const names = createMatrixNames({ name, labels, colLabels, cellName });
  const { rowLabel, colLabel, cellName: nameOf } = names;
  let inputs = [];
  let labelInputs = [];
  let columnHeaders = [];
  const pause = createPause(); // a half-typed number is reported after a pause, or when its cell loses focus
  const table = h('table', { class: 'matrix-editor' });
  const problems = createCellProblems({ t, id: `${uid}-message` });
  const element = h('div', { class: 'matrix-editor-wrap' }, h('div', { class: 'matrix-scroll scroll-box' }, table), problems.element);

  // What every cell does (matrix-cells.js): typed, stepped or scrubbed (handed on like typing), pasted into, left.
  const cellActions = {
    title: t('matrix.scrub'),
    grid: () => inputs,
    onInput: edit,
    onText: setCell,
    onPaste: paste,
    onBlur: () => pause.now(),
  };

  /** Replaces the table; `labels`/`colLabels` rename rows/columns when the size changes. */
  function setMatrix(rows, { labels: newLabels, colLabels: newColLabels } = {}) {
    names.set(newLabels, newColLabels);
    problems.forgetPaste();
    pause.cancel();
    const focused = focusedCell(); // a paste rebuilds the cell it happened in: focus stays at its place
    inputs = rows.map((row, i) => row.map((x, j) => cellInput({ ...cellActions, value: x, name: nameOf(i, j), row: i, col: j })));
    labelInputs = editableLabels ? rows.map((_, i) => createLabel(i)) : [];
    columnHeaders = (rows[0] ?? []).map((_, j) => h('th', { scope: 'col' }, colLabel(j)));
    const rowHeaders = inputs.map((_, i) => labelInputs[i] ?? rowLabel(i));
    table.replaceChildren(...matrixSections({ columnHeaders, rowHeaders, inputs }));
    showProblems();
    if (focused) focusCell(focused.row, focused.col);
  }

  // {row, col} of the focused cell, or null when focus is elsewhere.
  function focusedCell() {
    const active = focusedIn(table);
    if (!active || !table.contains(active) || !active.dataset.row) return null;
    return { row: Number(active.dataset.row), col: Number(active.dataset.col) };
  }

  /** Focuses cell (i, j), or the nearest one when the table is smaller. */
  function focusCell(i = 0, j = 0) {
    const row = inputs[Math.min(i, inputs.length - 1)];
    row?.[Math.min(j, row.length - 1)]?.focus();
  }

  // A scrubbed or stepped value, handed on like typing (the mirror cell follows).
  function setCell(i, j, text) {
    const input = inputs[i]?.[j];
    if (!input || input.value === text) return;
    input.value = text;
    edit(i, j, input);
  }

  const createLabel = (i) =>
    labelInput({ value: rowLabel(i), name: t('matrix.labelName', { index: i + 1 }), onInput: (text) => relabel(i, text) });

  function edit(i, j, input) {
    if (symmetric && i !== j) inputs[j][i].value = input.value;
    problems.forgetPaste();
    // The cell and its mirror hold a half-typed number: not reported yet.
    const typing = unfinishedNumber(input.value) ? [input, symmetric ? inputs[j][i] : input] : [];
    const cellProblems = showProblems(typing);
    if (typing.length) pause.later(() => showProblems());
    else pause.cancel();
    if (!cellProblems.length && !typing.length) onChange(getMatrix());
  }

  function relabel(i, text) {
    problems.forgetPaste();
    if (!labelProblem(text)) {
      names.rename(i, text);
      renameCells();
      onLabelsChange(getLabels());
    }
    showProblems();
  }

  // Column headers and accessible names follow a renamed row.
  function renameCells() {
    columnHeaders.forEach((th, j) => (th.textContent = colLabel(j)));
    inputs.forEach((row, i) => row.forEach((input, j) => input.setAttribute('aria-label', nameOf(i, j))));
  }

  // A block of values pasted into a cell goes to the panel (block-paste.js), which says what it could not do.
  function paste(event, i, j) {
    const text = onPaste && pastedBlock(event);
    if (!text) return;
    const problem = onPaste(text, { row: i, col: j });
    if (problem) {
      problems.pasteFailed(inputs[i][j], problem);
      showProblems();
    }
  }

  // Marks every bad cell and label (cell-problems.js) and returns the cell problems; `typing`: cells with a
  // half-typed number, not reported yet.
  const showProblems = (typing = []) => problems.show({ labelInputs, inputs, nameOf, typing });

  const getMatrix = () => inputs.map((row) => row.map((input) => parseCell(input.value).value));
  const getLabels = () => names.rowLabels();

  /**
   * Puts `className` on the cells (their <td>) where `where(i, j)` is true and takes it off the others: a
   * block the panel's text is about. setMatrix builds new cells, without it.
   */
  function highlight(where, className) {
    inputs.forEach((row, i) => row.forEach((input, j) => input.closest('td').classList.toggle(className, Boolean(where(i, j)))));
  }

  return { element, setMatrix, getMatrix, getLabels, highlight, focusCell };
}
