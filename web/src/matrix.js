// Matrices at the facade: nested arrays or {rows, cols, data: Float64Array (row-major)}.
import { GramLabError } from './core-call.js';

/** Normalises either form to {rows, cols, data: Float64Array}; ragged or non-numeric input is a GramLabError. */
export function toMatrix(input) {
  if (Array.isArray(input)) return fromNested(input);
  if (input && typeof input === 'object' && 'data' in input) return fromFlat(input);
  throw new GramLabError('BAD_ARGUMENT', 'a matrix is nested arrays or {rows, cols, data}');
}

function fromNested(rows) {
  const cols = rows.length ? rowLength(rows[0], 0) : 0;
  const data = new Float64Array(rows.length * cols);
  rows.forEach((row, i) => {
    if (rowLength(row, i) !== cols)
      throw new GramLabError('RAGGED', `row ${i + 1} has ${row.length} entries; row 1 has ${cols}`, { row: i });
    row.forEach((x, j) => {
      if (typeof x !== 'number')
        throw new GramLabError('NOT_A_NUMBER', `entry (${i + 1}, ${j + 1}) is not a number`, { row: i, col: j });
      data[i * cols + j] = x;
    });
  });
  return { rows: rows.length, cols, data };
}

function rowLength(row, i) {
  if (!Array.isArray(row)) throw new GramLabError('RAGGED', `row ${i + 1} is not an array`, { row: i });
  return row.length;
}

function fromFlat({ rows, cols, data }) {
  const array = data instanceof Float64Array ? data : Float64Array.from(data ?? [], Number);
  if (!Number.isInteger(rows) || !Number.isInteger(cols) || rows < 0 || cols < 0 || rows * cols !== array.length)
    throw new GramLabError('BAD_ARGUMENT', 'rows × cols must equal data.length');
  return { rows, cols, data: array };
}

/** {rows, cols, data} → nested arrays, for display and JSON. */
export function toNested({ rows, cols, data }) {
  return Array.from({ length: rows }, (_, i) => Array.from(data.subarray(i * cols, (i + 1) * cols)));
}
