// The controller of "Building φ anyway": it wires its inputs (γ, following the γ panel where it is on the page; D
// on a log slider; the Fourier draw's seed; the article's four γ as presets: rff-controls.js), its two jobs in
// the worker (the error curve a few D per step; the spectra at the current D: rff-run.js) and the view they
// feed (rff-view.js). The numbers all come from the core.
import { createRffControls } from './rff-controls.js';
import { createRffRun } from './rff-run.js';
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
  const view = createRffView({ t, controls: controls.element });
  const run = createRffRun({ gramlab, jobs, view, inputs: controls.inputs, onProgress: controls.showProgress, report });

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

  function cancel() {
    run.cancel();
    controls.showProgress(null);
    view.setBusy(false);
  }

  /** Recomputes what `changed` keys feed (all when null). */
  function refresh(changed = null) {
    const s = state();
    // A cancelled curve comes back with any change of the section.
    const curveKeys = run.curveStopped() ? RFF_KEYS : RFF_CURVE_KEYS;
    if (!changed || changed.some((key) => curveKeys.includes(key))) run.runCurve(s).catch(showError);
    if (!changed || changed.some((key) => RFF_POINT_KEYS.includes(key))) run.runPoint(s).catch(showError);
  }

  /** Back or Forward: the inputs show the address's values and the figures follow. */
  function follow(next, changed) {
    controls.showState(next);
    refresh(changed);
  }

  return { element: view.element, refresh, follow };
}
