// An editable table of numbers. Bad cells get a message beside them and are never passed on:
// onChange(rows) fires only when every cell parses, so the panel keeps its last valid result.
// Optional: editable row labels, a multi-cell paste handed to the panel. The keyboard moves like a
// spreadsheet's (see moveByKey); a number can be scrubbed: dragged sideways, or Alt+↑/↓, by steps that suit it
// (Shift: a tenth), each step passed on as if typed;
// highlight() marks cells a panel's text is about.
import { h } from '../dom.js';
import { parseCell, unfinishedNumber } from '../format.js';
import { focusedIn } from './focus.js';
import { scrubDrag, stepByKey } from './scrub.js';
import { createPause } from './typing.js';

let editorCount = 0;

const MAX_LABEL_LENGTH = 16;

/** Why `text` cannot be a row label (empty, too long, or a ',' / ';' that URL state uses), or null. */
export function labelProblem(text) {
  const label = String(text).trim();
  if (label === '') return 'empty';
  if (label.length > MAX_LABEL_LENGTH || /[,;\p{Cc}]/u.test(label)) return 'bad';
  return null;
}

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
  let rowLabels = [...labels];
  let columnLabels = colLabels && [...colLabels]; // null: the columns are named like the rows
  let inputs = [];
  let labelInputs = [];
  let columnHeaders = [];
  let pasteProblem = null; // {input, text}: shown until the next edit
  const pause = createPause(); // a half-typed number is reported after a pause, or when its cell loses focus
  const table = h('table', { class: 'matrix-editor' });
  const message = h('p', { class: 'cell-message', id: `${uid}-message`, role: 'alert', hidden: true });
  const element = h('div', { class: 'matrix-editor-wrap' }, h('div', { class: 'matrix-scroll scroll-box' }, table), message);

  const rowLabel = (i) => rowLabels[i] ?? String(i + 1);
  const colLabel = (j) => (columnLabels ?? rowLabels)[j] ?? String(j + 1);
  const nameOf = (i, j) => (cellName ? cellName(rowLabel(i), colLabel(j)) : `${name} (${rowLabel(i)}, ${colLabel(j)})`);

  /** Replaces the table; `labels`/`colLabels` rename rows/columns when the size changes. */
  function setMatrix(rows, { labels: newLabels, colLabels: newColLabels } = {}) {
    if (newLabels) rowLabels = [...newLabels];
    if (newColLabels) columnLabels = [...newColLabels];
    pasteProblem = null;
    pause.cancel();
    const focused = focusedCell(); // a paste rebuilds the cell it happened in: focus stays at its place
    inputs = rows.map((row, i) => row.map((x, j) => cellInput(x, i, j)));
    labelInputs = editableLabels ? rows.map((_, i) => labelInput(i)) : [];
    columnHeaders = (rows[0] ?? []).map((_, j) => h('th', { scope: 'col' }, colLabel(j)));
    table.replaceChildren(
      h('thead', {}, h('tr', {}, h('td', { class: 'corner' }), ...columnHeaders)),
      h(
        'tbody',
        {},
        ...inputs.map((row, i) =>
          h('tr', {}, h('th', { scope: 'row' }, labelInputs[i] ?? rowLabel(i)), ...row.map((input) => h('td', {}, input))),
        ),
      ),
    );
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

  function cellInput(x, i, j) {
    return h('input', {
      type: 'text',
      inputmode: 'decimal',
      autocomplete: 'off',
      spellcheck: 'false',
      value: String(x),
      class: 'scrubbable',
      title: t('matrix.scrub'),
      'aria-label': nameOf(i, j),
      dataset: { row: i, col: j },
      oninput: (event) => edit(i, j, event.target),
      onkeydown: (event) => stepByKey(event, (text) => setCell(i, j, text)) || moveByKey(event, inputs, i, j),
      onpointerdown: (event) => scrubDrag(event, (text) => setCell(i, j, text)),
      onpaste: (event) => paste(event, i, j),
      onblur: () => pause.now(),
    });
  }

  // A scrubbed or stepped value, handed on like typing (the mirror cell follows).
  function setCell(i, j, text) {
    const input = inputs[i]?.[j];
    if (!input || input.value === text) return;
    input.value = text;
    edit(i, j, input);
  }

  function labelInput(i) {
    return h('input', {
      type: 'text',
      class: 'label-input',
      autocomplete: 'off',
      spellcheck: 'false',
      maxlength: MAX_LABEL_LENGTH + 8, // room to type past the limit and be told, not silently cut
      value: rowLabel(i),
      'aria-label': t('matrix.labelName', { index: i + 1 }),
      oninput: (event) => relabel(i, event.target.value),
    });
  }

  function edit(i, j, input) {
    if (symmetric && i !== j) inputs[j][i].value = input.value;
    pasteProblem = null;
    // The cell and its mirror hold a half-typed number: not reported yet.
    const typing = unfinishedNumber(input.value) ? [input, symmetric ? inputs[j][i] : input] : [];
    const problems = showProblems(typing);
    if (typing.length) pause.later(() => showProblems());
    else pause.cancel();
    if (!problems.length && !typing.length) onChange(getMatrix());
  }

  function relabel(i, text) {
    pasteProblem = null;
    if (!labelProblem(text)) {
      rowLabels[i] = text.trim();
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

  // A single value is pasted by the browser as usual; a block of values goes to the panel.
  function paste(event, i, j) {
    const text = event.clipboardData?.getData('text/plain') ?? '';
    if (!onPaste || !/[\s,;]/.test(text.trim())) return;
    event.preventDefault();
    const problem = onPaste(text, { row: i, col: j });
    if (problem) {
      pasteProblem = { input: inputs[i][j], text: problem };
      showProblems();
    }
  }

  // Marks every bad cell and label, says what is wrong with the first one, and returns the cell problems;
  // `typing`: cells with a half-typed number, not reported yet.
  function showProblems(typing = []) {
    const problems = [];
    const mark = (input, problem) => {
      input.toggleAttribute('aria-invalid', Boolean(problem));
      if (problem || input === pasteProblem?.input) input.setAttribute('aria-describedby', message.id);
      else input.removeAttribute('aria-describedby');
    };
    labelInputs.forEach((input, i) => {
      const error = labelProblem(input.value);
      mark(input, error);
      if (error) problems.push({ text: `${t('matrix.labelName', { index: i + 1 })}: ${t(`matrix.label.${error}`)}` });
    });
    inputs.forEach((row, i) =>
      row.forEach((input, j) => {
        const { error } = typing.includes(input) ? {} : parseCell(input.value);
        mark(input, error);
        if (error) problems.push({ i, j, text: `${nameOf(i, j)}: ${t(`cell.${error}`)} ${t('cell.kept')}` });
      }),
    );
    const shown = problems[0]?.text ?? pasteProblem?.text;
    message.hidden = !shown;
    message.textContent = shown ?? '';
    return problems.filter((problem) => problem.i !== undefined);
  }

  const getMatrix = () => inputs.map((row) => row.map((input) => parseCell(input.value).value));
  const getLabels = () => [...rowLabels];

  /**
   * Puts `className` on the cells (their <td>) where `where(i, j)` is true and takes it off the others: a
   * block the panel's text is about. setMatrix builds new cells, without it.
   */
  function highlight(where, className) {
    inputs.forEach((row, i) => row.forEach((input, j) => input.closest('td').classList.toggle(className, Boolean(where(i, j)))));
  }

  return { element, setMatrix, getMatrix, getLabels, highlight, focusCell };
}

// Like a spreadsheet: ↑/↓ and Enter (Shift+Enter up) move between rows; ←/→ edit the text and move to the
// next cell only from the text's edge; Home/End do the same for the row's first and last cell, and
// Ctrl+Home/End go to the table's corners. `inputs`: the table's cells, row by row.
function moveByKey(event, inputs, i, j) {
  if (event.altKey || event.metaKey || event.isComposing) return;
  const input = event.target;
  // A cell entered by these keys has its text selected: then the next key moves on at once.
  const whole = input.selectionStart === 0 && input.selectionEnd === input.value.length;
  const caret = input.selectionStart === input.selectionEnd ? input.selectionStart : null;
  const atStart = whole || caret === 0;
  const atEnd = whole || caret === input.value.length;
  const last = inputs[i].length - 1;
  const ctrl = event.ctrlKey;
  const target = {
    ArrowUp: !ctrl && [i - 1, j],
    ArrowDown: !ctrl && [i + 1, j],
    Enter: !ctrl && [event.shiftKey ? i - 1 : i + 1, j],
    ArrowLeft: !ctrl && atStart && [i, j - 1],
    ArrowRight: !ctrl && atEnd && [i, j + 1],
    Home: ctrl ? [0, 0] : atStart && [i, 0],
    End: ctrl ? [inputs.length - 1, inputs.at(-1).length - 1] : atEnd && [i, last],
  }[event.key];
  const cell = target && inputs[target[0]]?.[target[1]];
  if (!cell || cell === input) return;
  event.preventDefault();
  cell.focus();
  cell.select();
}
