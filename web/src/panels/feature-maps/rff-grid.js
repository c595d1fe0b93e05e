// Which D the error curve is computed at, and how they go into job steps. Pure: no facade, no DOM.
// The curve is many (method, D) points; each step asks the core for a few of them (rbfFeatureErrors), so a
// step stays a fraction of a second, progress shows and Cancel works between steps.

/** The article's 300 points: default_rng(4).normal(size=(300, 5)), as the γ panel draws them. */
export const RFF_POINTS = Object.freeze({ seed: 4, n: 300, d: 5 });
/** The share of ‖K‖_F the sentence asks each method to reach. */
export const TARGET_ERROR = 0.05;
// n²·D per step: D = 1024 at n = 300 (≈ 0.1 s in WASM); a larger D is a step of its own.
const WORK_PER_STEP = 300 * 300 * 1024;

/** D = round(2^(k/2)) from 1 to `max`, without repeats, and `max` itself: two points per octave. */
export function featureGrid(max) {
  const grid = new Set();
  for (let k = 0; 2 ** (k / 2) <= max; k++) grid.add(Math.round(2 ** (k / 2)));
  grid.add(max);
  return [...grid].sort((a, b) => a - b);
}

/**
 * The curve's D per method: Fourier on the whole grid; Nyström up to n landmarks (then exact); the exact
 * polynomial φ up to its feature count `polynomialCount` (then exact), when given.
 */
export function curveCounts({ maxFeatures, n, polynomialCount }) {
  const upTo = (max) => featureGrid(Math.min(max, maxFeatures));
  return {
    fourier: upTo(maxFeatures),
    nystrom: upTo(n),
    ...(polynomialCount && polynomialCount <= maxFeatures && { polynomial: upTo(polynomialCount) }),
  };
}

/** [{method, counts}] batches, each at most WORK_PER_STEP of n²·D (a larger D alone), largest D first. */
export function curveBatches(countsByMethod, n) {
  const batches = [];
  for (const [method, counts] of Object.entries(countsByMethod)) {
    let batch = [];
    let work = 0;
    for (const D of [...counts].reverse()) {
      const cost = n * n * D;
      if (batch.length && work + cost > WORK_PER_STEP) {
        batches.push({ method, counts: batch });
        batch = [];
        work = 0;
      }
      batch.push(D);
      work += cost;
    }
    if (batch.length) batches.push({ method, counts: batch });
  }
  return batches;
}

/** The first D of a curve ([{features, gramError}] ascending) whose relative error is at most `target`, or null. */
export function featuresFor(curve, target = TARGET_ERROR) {
  return curve.find((point) => point.gramError.relativeFrobenius <= target)?.features ?? null;
}
