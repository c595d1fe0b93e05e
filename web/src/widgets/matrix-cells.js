// The matrix editor's cells: a number's input — typed, stepped by Alt+↑/↓ or scrubbed sideways (scrub.js), left
// by the keys of a spreadsheet (matrix-keys.js) — and the table that lays them out under their headers.
import { h } from '../dom.js';
import { moveByKey } from './matrix-keys.js';
import { scrubDrag, stepByKey } from './scrub.js';

/**
 * The input of cell (row, col).
 * @param {{value: number, name: string, title: string, row: number, col: number, grid: () => HTMLInputElement[][],
 *   onInput: (i: number, j: number, input: HTMLInputElement) => void, onText: (i: number, j: number, text: string) => void,
 *   onPaste: (event: ClipboardEvent, i: number, j: number) => void, onBlur: () => void}} options
 *   name: its accessible name; title: the scrub hint; grid: the table's cells now (for the keys);
 *   onInput: typed in; onText: a stepped or scrubbed value, to be handed on as if typed.
 */
export function cellInput({ value, name, title, row, col, grid, onInput, onText, onPaste, onBlur }) {
  const typed = (text) => onText(row, col, text);
  return h('input', {
    type: 'text',
    inputmode: 'decimal',
    autocomplete: 'off',
    spellcheck: 'false',
    value: String(value),
    class: 'scrubbable',
    title,
    'aria-label': name,
    dataset: { row, col },
    oninput: (event) => onInput(row, col, event.target),
    onkeydown: (event) => stepByKey(event, typed) || moveByKey(event, grid(), row, col),
    onpointerdown: (event) => scrubDrag(event, typed),
    onpaste: (event) => onPaste(event, row, col),
    onblur: onBlur,
  });
}

/**
 * The table's head and body: a corner, the column headers (`columnHeaders`, <th> elements), and a row per row of
 * `inputs` under its header (`rowHeaders[i]`: a label's input or its text).
 */
export function matrixSections({ columnHeaders, rowHeaders, inputs }) {
  return [
    h('thead', {}, h('tr', {}, h('td', { class: 'corner' }), ...columnHeaders)),
    h(
      'tbody',
      {},
      ...inputs.map((row, i) => h('tr', {}, h('th', { scope: 'row' }, rowHeaders[i]), ...row.map((input) => h('td', {}, input)))),
    ),
  ];
}
