// The controller of "Building φ anyway": its inputs (γ, following the γ panel where it is on the page; D on a
// log slider; the Fourier draw's seed; the article's four γ as presets), its two jobs in the worker (the error
// curve a few D per step; the spectra at the current D) and the view it feeds. The numbers all come from the core.
import { LIMITS } from '../../wasm/limits.js';
import { createRffControls } from './rff-controls.js';
import { RFF_POINTS, curveBatches, curveCounts } from './rff-grid.js';
import { createRffView } from './rff-view.js';
import { STATE } from './state.js';

/** The keys whose change redraws the curve (γ, the draw, the polynomial route's p and c) or only the point. */
export const RFF_CURVE_KEYS = ['rffGamma', 'rffSeed', 'p', 'c'];
const RFF_POINT_KEYS = ['rffGamma', 'rffSeed', 'rffD'];
export const RFF_KEYS = [...RFF_CURVE_KEYS, 'rffD'];

/**
 * @param {{t: Function, uid: string, gramlab: object, store: object, jobs: object, watch: Function,
 *   field: Function, report: Function, showError: Function}} context  field/report: the panel's stateInputs
 */
export function createRffSection({ t, uid, gramlab, store, jobs, watch, field, report, showError }) {
  const state = store.get;
  const controls = createRffControls({ t, uid, store, field, onChange: (keys) => refresh(keys), onCancel: () => cancel() });
  const { inputs } = controls;
  const curveJob = jobs.job({ onProgress: controls.showProgress });
  const pointJob = jobs.job({ keepUp: true });
  const view = createRffView({ t, controls: controls.element });

  // γ follows the γ panel's slider: its value at mount unless a link set this one, then each change of it.
  let followed = null;
  watch('gamma-sweep', (gammaState) => {
    controls.showSource(Boolean(gammaState));
    if (!gammaState) return;
    const first = followed === null;
    const changed = gammaState.gamma !== followed;
    followed = gammaState.gamma;
    if (first && state().rffGamma !== STATE.rffGamma.default) return;
    if (changed) controls.setGamma(gammaState.gamma, first ? 'none' : 'replace');
  });

  // ---- the jobs
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

  function cancel() {
    jobs.cancel();
    asked = null;
    controls.showProgress(null);
    view.setBusy(false);
  }

  /** Recomputes what `changed` keys feed (all when null). */
  function refresh(changed = null) {
    const s = state();
    // A cancelled curve (asked is null) comes back with any change of the section.
    const curveKeys = asked === null ? RFF_KEYS : RFF_CURVE_KEYS;
    if (!changed || changed.some((key) => curveKeys.includes(key))) runCurve(s).catch(showError);
    if (!changed || changed.some((key) => RFF_POINT_KEYS.includes(key))) runPoint(s).catch(showError);
  }

  /** Back or Forward: the inputs show the address's values and the figures follow. */
  function follow(next, changed) {
    controls.showState(next);
    refresh(changed);
  }

  return { element: view.element, refresh, follow };
}
