// The 1-D data of "γ, seen in predictions": eight training points about two apart (so that at γ = 3 a point
// midway between two neighbours is ~1 from each, where exp(−3·1²) ≈ 0.05: it resembles neither), targets
// that rise roughly along a line, and λ fixed so the story is γ's alone. scripts/gen_gamma_fit_fixtures.py
// holds the same numbers (a unit test compares them) and numpy's answers for them.
export const FIT_X = [-7.1, -5.0, -2.9, -0.9, 1.2, 3.2, 5.1, 7.2];
export const FIT_Y = [-1.9, -1.1, -0.9, 0.1, 0.2, 1.1, 1.2, 2.1];
export const FIT_LAMBDA = 0.1;
// The prediction curve's x: 320 points on [−8, 8] at odd multiples of 0.025, so none falls on a training x.
export const FIT_GRID = Array.from({ length: 320 }, (_, k) => -8 + (16 * (k + 0.5)) / 320);
// Midway between neighbouring training points: where "resembles no training point" is read off.
export const FIT_MIDS = FIT_X.slice(1).map((x, i) => (x + FIT_X[i]) / 2);
// How many of K's eigenvectors are drawn (the largest eigenvalues first).
export const FIT_EIGENVECTORS = 3;
