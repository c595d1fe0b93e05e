// Reads a table pasted from a spreadsheet, a CSV file or a terminal: tab-, comma- or space-separated, with
// optional item names in the first row and/or column. Parsing only; shape rules belong to the caller.
import { parseCell } from '../../format.js';
import { labelProblem } from '../../widgets/matrix-labels.js';

const MAX_PASTE = 20000;

/**
 * @returns {{rows: number[][], labels: string[]|null} | {problem: {key: string, params: object}}}
 *   labels: the names found in a header row or column (null when there are none).
 */
export function parseTable(text) {
  if (String(text).length > MAX_PASTE) return fail('paste.tooLong', { max: MAX_PASTE });
  const lines = String(text)
    .split(/\r\n|\n|\r/)
    .filter((line) => line.trim() !== '');
  if (!lines.length) return fail('paste.empty');
  let cells = lines.map(splitter(lines));
  let labels = null;
  // Messages count lines and cells as the reader sees them, names included.
  let [rowOffset, colOffset] = [1, 1];
  if (cells[0].every(isName)) {
    labels = cells[0].filter((cell) => cell !== '');
    cells = cells.slice(1);
    rowOffset++;
  }
  if (cells.length && cells.every((row) => isName(row[0]) && row[0] !== '')) {
    labels ??= cells.map((row) => row[0]);
    cells = cells.map((row) => row.slice(1));
    colOffset++;
  }
  if (!cells.length || !cells[0].length) return fail('paste.empty');
  const width = cells[0].length;
  const rows = [];
  for (const [i, row] of cells.entries()) {
    if (row.length !== width) return fail('paste.ragged', { row: i + rowOffset, found: row.length, expected: width });
    const values = [];
    for (const [j, cell] of row.entries()) {
      const { value, error } = parseCell(cell);
      if (error) return fail(`paste.cell.${error}`, { row: i + rowOffset, col: j + colOffset, text: cell.slice(0, 20) });
      values.push(value);
    }
    rows.push(values);
  }
  // A name the editor would refuse (too long, a comma) falls back to the item's letter.
  return { rows, labels: labels === null ? null : labels.map((label) => (labelProblem(label) ? '' : label)) };
}

// Tabs if any line has one (spreadsheets), else commas (CSV), else runs of spaces (terminals, numpy).
function splitter(lines) {
  const by = (separator) => (line) => line.split(separator).map((cell) => cell.trim());
  if (lines.some((line) => line.includes('\t'))) return by('\t');
  if (lines.some((line) => line.includes(','))) return by(',');
  return (line) => line.trim().split(/\s+/);
}

// A header cell: empty (the corner) or text that is not a number at all.
const isName = (cell) => cell === '' || parseCell(cell).error === 'not-a-number';

const fail = (key, params = {}) => ({ problem: { key, params } });
