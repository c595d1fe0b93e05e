// The similarity table as the page holds it: 2 … 12 items, exactly mirrored, named A, B, C… by default.
// Only shape checks live here; whether the table is PSD is the core's call.
export const MIN_ITEMS = 2;
export const MAX_ITEMS = 12;
export const MAX_DIMENSION = 12;

/** The default name of item i: A … L. */
export const letter = (i) => String.fromCharCode(65 + i);

/** Names for n items: the reader's where given, letters after. */
export const labelsFor = (n, custom = []) => Array.from({ length: n }, (_, i) => custom[i] || letter(i));

/**
 * Why `rows` cannot be the table, as {key, params, code} (a panel string and the matching error code), or
 * null. Checks the page's own limits (2 … 12 items, exact mirror, finite numbers), so a link, a paste or
 * another panel never puts a table in the editor that the editor could not have produced.
 */
export function tableProblem(rows) {
  const problem = (key, code, params = {}) => ({ key, code, params });
  if (!Array.isArray(rows) || !rows.every(Array.isArray)) return problem('table.notTable', 'BAD_ARGUMENT');
  const n = rows.length;
  const ragged = rows.find((row) => row.length !== n);
  if (ragged) return problem('table.notSquare', 'NOT_SQUARE', { rows: n, cols: ragged.length });
  if (n < MIN_ITEMS || n > MAX_ITEMS)
    return problem('table.size', n > MAX_ITEMS ? 'TOO_LARGE' : n ? 'BAD_ARGUMENT' : 'EMPTY', { n, min: MIN_ITEMS, max: MAX_ITEMS });
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      if (typeof rows[i][j] !== 'number' || !Number.isFinite(rows[i][j]))
        return problem('table.notFinite', 'NOT_FINITE', { row: i + 1, col: j + 1 });
      if (rows[i][j] !== rows[j][i])
        return problem('table.notSymmetric', 'NOT_SYMMETRIC', { a: i + 1, b: j + 1, x: rows[i][j], y: rows[j][i] });
    }
  return null;
}

/** The table grown by one item (similar to itself only) or shrunk by the last one. */
export function resizeTable(rows, n) {
  return Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => rows[i]?.[j] ?? (i === j ? 1 : 0)));
}

/** A list fitted to n entries: kept where it exists, `fill` after. */
export const resizeList = (list, n, fill) => Array.from({ length: n }, (_, i) => list[i] ?? fill);

/** X fitted to n rows (a new item starts at the origin) and d columns. */
export const resizeVectors = (x, n, d) => Array.from({ length: n }, (_, i) => resizeList(x[i] ?? [], d, 0));
