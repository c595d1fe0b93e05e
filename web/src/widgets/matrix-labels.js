// The matrix editor's names: of its rows (a similarity table's items), its columns and its cells; what a row
// label may be, and the input that edits one.
import { h } from '../dom.js';

const MAX_LABEL_LENGTH = 16;

/** Why `text` cannot be a row label (empty, too long, or a ',' / ';' that URL state uses), or null. */
export function labelProblem(text) {
  const label = String(text).trim();
  if (label === '') return 'empty';
  if (label.length > MAX_LABEL_LENGTH || /[,;\p{Cc}]/u.test(label)) return 'bad';
  return null;
}

/** The input of a row's label: `name` is its accessible name; `onInput(text)` hears every keystroke. */
export function labelInput({ value, name, onInput }) {
  return h('input', {
    type: 'text',
    class: 'label-input',
    autocomplete: 'off',
    spellcheck: 'false',
    maxlength: MAX_LABEL_LENGTH + 8, // room to type past the limit and be told, not silently cut
    value,
    'aria-label': name,
    oninput: (event) => onInput(event.target.value),
  });
}

/**
 * The names of the rows, the columns (`colLabels`, or null: named like the rows) and the cells (`cellName(row,
 * col)`, or "S (A, C)" for matrix `name`); a row or column past its labels is named by its number.
 */
export function createMatrixNames({ name, labels, colLabels, cellName }) {
  let rowLabels = [...labels];
  let columnLabels = colLabels && [...colLabels]; // null: the columns are named like the rows
  const rowLabel = (i) => rowLabels[i] ?? String(i + 1);
  const colLabel = (j) => (columnLabels ?? rowLabels)[j] ?? String(j + 1);
  return {
    rowLabel,
    colLabel,
    cellName: (i, j) => (cellName ? cellName(rowLabel(i), colLabel(j)) : `${name} (${rowLabel(i)}, ${colLabel(j)})`),
    /** New row and column labels, where given (a new table's size). */
    set(newLabels, newColLabels) {
      if (newLabels) rowLabels = [...newLabels];
      if (newColLabels) columnLabels = [...newColLabels];
    },
    /** Row i renamed (a label labelProblem accepts). */
    rename(i, text) {
      rowLabels[i] = text.trim();
    },
    rowLabels: () => [...rowLabels],
  };
}
