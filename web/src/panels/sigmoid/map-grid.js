// The (a, b) map's grid and what its cells hold: the a and b of each column and row, the ticks the axes show,
// and, as the rows land, each cell's count of negative eigenvalues and its colour level.
//
// The map uses the first MAP_POINTS points: a cell is one eigen-decomposition, ~1 ms at 100 points in WASM
// and ~12 ms at 300, so 33 × 33 cells take about a second instead of half a minute.
export const MAP_POINTS = 100;
export const MAP_SIDE = 33;
// a = −1 … 1 in steps of 1/16 and b = 2 … −2 (top row first) in steps of 1/8: exact binary fractions, and
// both grids hold 0, where the a = 0 column is the constant table tanh(b).
export const A_VALUES = Array.from({ length: MAP_SIDE }, (_, j) => -1 + j / 16);
export const B_VALUES = Array.from({ length: MAP_SIDE }, (_, i) => 2 - i / 8);
export const A_STEP = 1 / 16;
export const B_STEP = 1 / 8;
export const A_TICKS = [-1, -0.5, 0, 0.5, 1];
export const B_TICKS = [2, 1, 0, -1, -2];
// PSD has a colour of its own: the ramp's dark end, which no other cell gets. A cell with any negative
// eigenvalue starts this far up the ramp, so 1 negative in 100 is plainly not PSD.
const NEGATIVE_FROM = 0.3;
export const level = (fraction) => (fraction > 0 ? NEGATIVE_FROM + (1 - NEGATIVE_FROM) * fraction : fraction);

/**
 * @typedef {{size: number, levels: Float64Array, negative: Uint16Array, psdCells: number, rows: number}} MapCells
 *   a map of `size` points: each cell's colour level (level(negative fraction); NaN until its row lands) and
 *   count of negative eigenvalues, how many cells are PSD, and how many rows (from the top) have landed.
 */

/** @returns {MapCells} a map of m points before its first row. */
export const emptyCells = (m) => ({
  size: m,
  levels: new Float64Array(MAP_SIDE * MAP_SIDE).fill(NaN),
  negative: new Uint16Array(MAP_SIDE * MAP_SIDE),
  psdCells: 0,
  rows: 0,
});

/** Row i (b = B_VALUES[i]) from the core's sigmoidMap, into `cells`. */
export function fillRow(cells, i, row) {
  row.negativeCount.data.forEach((count, j) => {
    cells.levels[i * MAP_SIDE + j] = level(count / row.size);
    cells.negative[i * MAP_SIDE + j] = count;
  });
  cells.psdCells += row.psdCells;
  cells.rows = i + 1;
}
