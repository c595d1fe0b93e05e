// The timing job's results summarised, as pure JS: per route the median and spread (least, most) of the
// samples' times per evaluation, the curves against d and p with gaps where φ was not built, and whether a
// batch is too short for the page's timer. Order statistics only: every time comes from the core.

export const SAMPLES = 5;
// A batch of twenty timer steps is rounded by at most a twentieth of itself.
export const TIMER_STEPS = 20;
// 20 ms is twenty steps of the coarsest timer a browser gives a page (1 ms, Firefox without cross-origin
// isolation), and long enough that one scheduler hiccup does not dominate a batch.
const MIN_BATCH = 0.02;

/** The shortest batch to ask for with a timer of `step` seconds: TIMER_STEPS steps, at least MIN_BATCH, at most `max`. */
export const minBatchSeconds = (step, max) => Math.min(max, Math.max(MIN_BATCH, TIMER_STEPS * step));

/** True when a batch of `batch` seconds is under TIMER_STEPS steps of a timer of `step` seconds. */
export const isCoarse = (batch, step) => batch < TIMER_STEPS * step;

const median = (values) => {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

// Per evaluation: the median and the spread of the samples, the shortest batch and the repetitions' range.
function route(results, name) {
  const values = results.map((r) => r[`${name}Seconds`]);
  const repetitions = results.map((r) => r[`${name}Repetitions`]);
  return {
    median: median(values),
    low: Math.min(...values),
    high: Math.max(...values),
    batch: Math.min(...results.map((r) => r[`${name}BatchSeconds`])),
    repetitions: [Math.min(...repetitions), Math.max(...repetitions)],
  };
}

// [xs, kernel seconds, φ seconds]: null where φ was not built (a gap on the chart, never a zero).
const curve = (xs, runs) => [xs, runs.map((r) => r.kernelSeconds), runs.map((r) => (r.built ? r.featureSeconds : null))];

/**
 * The job's values (SAMPLES calls at the reader's d and p, then one per d of `ds`, then one per p of `ps`) →
 * {first: the first sample, kernel, feature (null when φ was not built), growth: {d, p}: [xs, kernel, φ]}.
 */
export function timingSummary(values, { ds, ps }) {
  const own = values.slice(0, SAMPLES);
  const first = own[0];
  return {
    first,
    kernel: route(own, 'kernel'),
    feature: first.built ? route(own, 'feature') : null,
    growth: {
      d: curve(ds, values.slice(SAMPLES, SAMPLES + ds.length)),
      p: curve(ps, values.slice(SAMPLES + ds.length, SAMPLES + ds.length + ps.length)),
    },
  };
}
