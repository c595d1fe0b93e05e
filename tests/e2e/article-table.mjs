// The article's γ table for default_rng(4).normal(size=(300, 5)), as the article prints it, and the γ panel's
// column names in that order: the independent figures the γ table's browser tests compare with, and the table as
// a panel shows it, read the same way.
export const ARTICLE_TABLE = Object.freeze([
  ['0.05', '192.17', '3.6 × 10⁻⁹', '13', '2.35'],
  ['0.3', '53.14', '7.7 × 10⁻⁵', '106', '20.24'],
  ['1.0', '12.33', '9.7 × 10⁻³', '222', '130.38'],
  ['3.0', '3.02', '8.3 × 10⁻²', '269', '270.75'],
]);
/** The article's four γ, the table's rows. */
export const ARTICLE_GAMMAS = Object.freeze([0.05, 0.3, 1, 3]);
export const COLUMNS = Object.freeze(['gamma', 'max', 'min', 'k95', 'rank']);

/** The γ table of `panel` (a locator of the γ panel) as it reads: one row of COLUMNS texts per γ. */
export const readTable = (panel) =>
  panel
    .locator('.gamma-table tbody tr')
    .evaluateAll((rows, columns) => rows.map((row) => columns.map((col) => row.querySelector(`[data-col="${col}"]`).textContent)), COLUMNS);

/** Every number of the γ table of `panel` at full precision (the CSV's data-number), row by row. */
export const tableNumbers = (panel) =>
  panel
    .locator('.gamma-table tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('[data-number]')].map((cell) => cell.dataset.number)));
