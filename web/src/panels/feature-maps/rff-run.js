// The two jobs of "Building φ anyway", in the worker: the error curve, a few D per step (rff-grid.js), with
// RBF's two routes (γ and the draw) and the polynomial one (p and c) kept apart so a new p or c recomputes
// only its route; and the spectra at the current D, following a dragged slider. Part of the controller: it
// hands the core's results to the view, and a refusal to the input that caused it.
import { LIMITS } from '../../wasm/limits.js';
import { RFF_POINTS, curveBatches, curveCounts } from './rff-grid.js';

/**
 * @param {{gramlab: object, jobs: import('../panel.js').Jobs, view: object, inputs: object, onProgress: Function,
 *   report: Function}} options  view: rff-view.js; inputs: rff-controls.js's fields; onProgress: hears the
 *   curve job's progress; report: the panel's stateInputs report
 */
export function createRffRun({ gramlab, jobs, view, inputs, onProgress, report }) {
  const curveJob = jobs.job({ onProgress });
  const pointJob = jobs.job({ keepUp: true });
  const request = (s, method) =>
    method === 'polynomial'
      ? { method, ...RFF_POINTS, degree: s.p, c: s.c }
      : { method, ...RFF_POINTS, gamma: s.rffGamma, featureSeed: BigInt(s.rffSeed) };
  // The curves on screen and what they were computed for: RBF's two (γ and the draw) and the polynomial one (p
  // and c) apart, so a new p or c recomputes only its route; `asked`, the newest state asked for.
  let done = { rbf: null, polynomial: null, curves: {}, rank: null };
  let asked = null;
  const routeOf = (method) => (method === 'polynomial' ? 'polynomial' : 'rbf');

  /** The exact φ's feature count for the panel's p and c in the points' d, or null past what the route builds. */
  function polynomialCount(s) {
    try {
      const total = Number(gramlab.polyFeatures(new Float64Array(RFF_POINTS.d), { degree: s.p, c: s.c, maxTerms: 1 }).total);
      return total <= LIMITS.maxRbfFeatures ? total : null;
    } catch {
      return null; // p or c the φ section refuses: that section says why
    }
  }

  async function runCurve(s) {
    const keys = { rbf: `${s.rffGamma}/${s.rffSeed}`, polynomial: `${s.p}/${s.c}` };
    const key = `${keys.rbf}/${keys.polynomial}`;
    if (key === asked) return;
    asked = key;
    const redo = { rbf: keys.rbf !== done.rbf, polynomial: keys.polynomial !== done.polynomial };
    const all = curveCounts({ maxFeatures: LIMITS.maxRbfFeatures, n: RFF_POINTS.n, polynomialCount: polynomialCount(s) });
    const counts = Object.fromEntries(Object.entries(all).filter(([method]) => redo[routeOf(method)]));
    const curves = Object.fromEntries(Object.entries(done.curves).filter(([method]) => !redo[routeOf(method)]));
    view.setBusy(true);
    if (redo.rbf) view.renderWaiting(s.rffGamma);
    const steps = curveBatches(counts, RFF_POINTS.n).map(
      ({ method, counts: Ds }) =>
        (call) =>
          call('rbfFeatureErrors', request(s, method), Ds).then((points) => ({ method, points })),
    );
    if (redo.rbf)
      steps.push((call) => call('gammaSweep', { ...RFF_POINTS, gammas: [s.rffGamma] }).then(([row]) => ({ rank: row.effectiveRank })));
    const outcome = await curveJob.run(steps, {
      onStep: (_, value) => {
        if (!value.method) return;
        curves[value.method] = [...(curves[value.method] ?? []), ...value.points].sort((a, b) => a.features - b.features);
        view.renderCurves({ ...curves });
      },
    });
    if (outcome.status === 'superseded') return;
    view.setBusy(false);
    if (outcome.status === 'done') {
      done = { ...keys, curves, rank: redo.rbf ? outcome.values.at(-1).rank : done.rank };
      view.renderCurves({ ...curves });
      view.renderSentence({
        gamma: s.rffGamma,
        exactEffectiveRank: done.rank,
        maxFeatures: LIMITS.maxRbfFeatures,
        n: RFF_POINTS.n,
        p: s.p,
        c: s.c,
      });
    } else {
      asked = null;
      if (outcome.status === 'failed') report(outcome.error, inputs.rffGamma);
      else if (redo.rbf) view.renderStopped(s.rffGamma);
    }
  }

  async function runPoint(s) {
    const landmarks = Math.min(s.rffD, RFF_POINTS.n);
    const outcome = await pointJob.run(
      [
        (call) => call('rbfFeatures', { ...request(s, 'fourier'), features: s.rffD }),
        (call) => call('rbfFeatures', { ...request(s, 'nystrom'), features: landmarks }),
      ],
      { cause: 'rffD' },
    );
    if (outcome.status === 'done') {
      const [fourier, nystrom] = outcome.values;
      view.renderPoint({ D: s.rffD, landmarks, fourier, nystrom });
      inputs.rffD.setError(null);
    } else if (outcome.status === 'failed') report(outcome.error, inputs.rffD);
  }

  return {
    runCurve,
    runPoint,
    /** Cancel: every job of the panel stops, and the next change of the section asks for the curve again. */
    cancel() {
      jobs.cancel();
      asked = null;
    },
    /** The curve was cancelled or failed (nothing asked for since): any change of the section brings it back. */
    curveStopped: () => asked === null,
  };
}
