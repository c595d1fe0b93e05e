// A point set is either seeded ({seed, n, d}: numpy's default_rng(seed).normal(size=(n, d))) or pasted
// ({points}); these helpers treat both alike.

// Seeded sources are equal by value; pasted ones only to themselves.
export const sourceKey = (source) => ('seed' in source ? `${source.seed}/${source.n}/${source.d}` : source);

/** Whether two {source, gammas} ask for the same table, so leaving a field unchanged recomputes nothing. */
export const sameTable = (a, b) => sourceKey(a.source) === sourceKey(b.source) && a.gammas.join() === b.gammas.join();

export const sizeOf = (source) => ('seed' in source ? { n: source.n, d: source.d } : { n: source.points.rows, d: source.points.cols });

/** The first `count` points of `source`, as a {rows, cols, data} matrix. */
export function leadingPoints(gramlab, source, count) {
  const { n, d } = sizeOf(source);
  const m = Math.min(n, count);
  // The first m rows of normal(size=(n, d)) are normal(size=(m, d)): numpy fills row by row.
  if ('seed' in source) return gramlab.randomNormal(source.seed, m, d);
  return { rows: m, cols: d, data: source.points.data.slice(0, m * d) };
}
