// Matrices at the facade: nested arrays or a plain object {rows, cols, data: Float64Array or number[] (row-major)}.
// Either form becomes a fresh {rows, cols, data: Float64Array}, reading every property and length exactly once,
// with the sizes checked before anything is allocated: nothing the caller owns (a getter, a Proxy, a subclass) is
// ever reached from C++. Arrays are copied; a Float64Array is not: a fresh view of its memory (through the
// intrinsic getters) goes to the binding, whose copy into the WASM heap is then the one copy (a JS copy first
// took 4 ms of a 73 ms call at n = 1000, 15 ms at n = 2000).
import { GramLabError, pastLimit } from './core-call.js';
import { describe, describeObject, isPlainObject } from './describe.js';

const UNBOUNDED = { rows: Infinity, cols: Infinity };

// The real length and kind of a typed array, past any subclass's overrides.
const typedArrayPrototype = Object.getPrototypeOf(Float64Array.prototype);
const intrinsic = (key) => Object.getOwnPropertyDescriptor(typedArrayPrototype, key).get;
const typedLength = intrinsic('length');
const typedKind = intrinsic(Symbol.toStringTag);
const typedBuffer = intrinsic('buffer');
const typedOffset = intrinsic('byteOffset');
const isFloat64Array = (value) => typedKind.call(value) === 'Float64Array';

/**
 * Either form → a fresh {rows, cols, data: Float64Array}. Ragged, non-numeric or oversized input is a
 * GramLabError (RAGGED, NOT_A_NUMBER, BAD_ARGUMENT, TOO_LARGE past `bound` rows × cols).
 */
export function toMatrix(input, bound = UNBOUNDED, what = 'the matrix') {
  if (Array.isArray(input)) return fromNested(input, bound, what);
  if (isPlainObject(input)) return fromFlat(input, bound, what);
  // A typed array holds entries but not the shape; a Date or a Map is no matrix at all.
  const flat = ArrayBuffer.isView(input) ? ' (a flat list of entries: give it as data, with rows and cols)' : '';
  throw new GramLabError(
    'BAD_ARGUMENT',
    `${what} must be nested arrays or a plain object {rows, cols, data}, not ${describeObject(input)}${flat}`,
  );
}

/** An array of numbers or a Float64Array → a fresh Float64Array of at most `maxLength` entries. */
export function toNumbers(list, maxLength, what) {
  if (isTyped(list)) {
    const out = new Float64Array(checkedLength(typedLength.call(list), maxLength, what));
    out.set(list);
    return out;
  }
  if (!Array.isArray(list)) throw new GramLabError('BAD_ARGUMENT', `${what} must be an array of numbers, not ${describe(list)}`);
  const length = checkedLength(list.length, maxLength, what);
  const out = new Float64Array(length);
  for (let k = 0; k < length; k++) out[k] = entry(list[k], () => `${what} entry ${k + 1}`, { index: k });
  return out;
}

function isTyped(value) {
  try {
    return isFloat64Array(value);
  } catch {
    return false; // not a typed array at all
  }
}

function checkedLength(length, maxLength, what) {
  if (length > maxLength) throw pastLimit(`${what} has ${length} entries; the limit is ${maxLength}`, `dim ${what}`, length, maxLength);
  return length;
}

function entry(x, where, details) {
  if (typeof x !== 'number') throw new GramLabError('NOT_A_NUMBER', `${where()} (${describe(x)}) is not a number`, details);
  return x;
}

function fromNested(rows, bound, what) {
  const n = rows.length;
  if (n > bound.rows) throw tooLarge(what, n, ROWS, bound.rows);
  const first = n ? rowOf(rows, 0) : [];
  const cols = first.length;
  if (cols > bound.cols) throw tooLarge(what, cols, COLUMNS, bound.cols);
  const data = new Float64Array(n * cols);
  for (let i = 0; i < n; i++) {
    const row = i === 0 ? first : rowOf(rows, i);
    const length = i === 0 ? cols : row.length;
    if (length !== cols) throw new GramLabError('RAGGED', `row ${i + 1} has ${length} entries; row 1 has ${cols}`, { row: i });
    for (let j = 0; j < cols; j++) data[i * cols + j] = entry(row[j], () => `entry (${i + 1}, ${j + 1})`, { row: i, col: j });
  }
  return { rows: n, cols, data };
}

function rowOf(rows, i) {
  const row = rows[i];
  if (!Array.isArray(row)) throw new GramLabError('RAGGED', `row ${i + 1} is not an array`, { row: i });
  return row;
}

function fromFlat(input, bound, what) {
  const { rows, cols, data } = input;
  size(rows, 'rows', what);
  size(cols, 'cols', what);
  if (rows > bound.rows) throw tooLarge(what, rows, ROWS, bound.rows);
  if (cols > bound.cols) throw tooLarge(what, cols, COLUMNS, bound.cols);
  const length = rows * cols;
  if (isTyped(data)) {
    if (typedLength.call(data) !== length) throw mismatch(what, typedLength.call(data), rows, cols);
    return { rows, cols, data: new Float64Array(typedBuffer.call(data), typedOffset.call(data), length) };
  }
  if (!Array.isArray(data))
    throw new GramLabError('BAD_ARGUMENT', `${what}: data must be a Float64Array or an array of numbers, not ${describe(data)}`);
  const given = data.length;
  if (given !== length) throw mismatch(what, given, rows, cols);
  const out = new Float64Array(length);
  for (let k = 0; k < length; k++)
    out[k] = entry(data[k], () => `entry (${Math.floor(k / cols) + 1}, ${(k % cols) + 1})`, { row: Math.floor(k / cols), col: k % cols });
  return { rows, cols, data: out };
}

function size(value, name, what) {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
    throw new GramLabError('BAD_ARGUMENT', `${what}: ${name} must be a whole number ≥ 0, not ${describe(value)}`);
}

// Rows are the article's n (points, or a square matrix's order) and columns its d, as the core names them.
const ROWS = { unit: 'rows', quantity: 'n' };
const COLUMNS = { unit: 'columns', quantity: 'd' };
const tooLarge = (what, count, { unit, quantity }, limit) =>
  pastLimit(`${what} has ${count} ${unit}; the limit is ${limit}`, quantity, count, limit);
const mismatch = (what, length, rows, cols) =>
  new GramLabError('BAD_ARGUMENT', `${what}: data has ${length} entries, rows × cols = ${rows} × ${cols}`);

/** {rows, cols, data} → nested arrays, for display and JSON. */
export function toNested({ rows, cols, data }) {
  return Array.from({ length: rows }, (_, i) => Array.from(data.subarray(i * cols, (i + 1) * cols)));
}
