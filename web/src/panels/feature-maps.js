// @ts-check
// Panel: feature maps you can hold. The polynomial φ written out for the reader's d, p, c and checked on a
// and b term by term; the size of feature space (the article's table, the reader's d and p, and the kernel
// trick timed in the core, in the worker); RBF's infinite series converging; its φ built anyway (random
// Fourier features, Nyström, ./feature-maps/rff-section.js); and the 1-D lift x ↦ (x, x²)
// (./feature-maps/lift-controller.js). Every number comes from the core. This module is the controller of the
// first sections: it changes the store, calls the facade (the fast calls, ./feature-maps/compute.js) or runs a
// job (the timing, ./feature-maps/timing-run.js) and hands the results to the views in ./feature-maps/.
import { GramLabError } from '../api/core-call.js';
import { stateInputs } from '../widgets/state-inputs.js';
import { featurePair, featureSizes, phiFeatures, rbfSeries } from './feature-maps/compute.js';
import { createLiftSection } from './feature-maps/lift-controller.js';
import { createPairView, createPhiView } from './feature-maps/phi-view.js';
import { createRbfView } from './feature-maps/rbf-view.js';
import { RFF_KEYS, createRffSection } from './feature-maps/rff-section.js';
import { createSectionInputs } from './feature-maps/section-inputs.js';
import { createSectionsView } from './feature-maps/sections-view.js';
import { createSizeView } from './feature-maps/size-view.js';
import { createTimingRun } from './feature-maps/timing-run.js';
import { STATE } from './feature-maps/state.js';
import { memoryChoice } from './feature-maps/text.js';
import { numpy } from './feature-maps/numpy.js';

// Which parts of the panel each state key feeds.
const SECTIONS = { d: ['phi'], p: ['phi', 'pair'], c: ['phi', 'pair'], a: ['pair'], b: ['pair'], sizeD: ['size'], sizeP: ['size'] };
for (const key of ['x', 'y', 'gamma', 'terms']) SECTIONS[key] = ['rbf'];
SECTIONS.lift = ['lift'];

// The panel's code, loaded when its section comes near the screen (./index.js holds what the page needs before).
/** @type {import('./panel.js').PanelModule} */
export default {
  mount: mountFeatureMaps,
  numpy, // "copy as numpy": the snippet that reproduces this panel's figures
};

/**
 * @param {HTMLElement} root
 * @param {import('./panel.js').PanelContext} context
 */
function mountFeatureMaps(root, context) {
  const { t, uid, gramlab, store, jobs, showError, watch, answer } = context;
  const state = store.get;
  const { field, report } = stateInputs({ uid, prefix: 'featureMaps', t, spec: STATE, state: state(), showError });

  // ---- inputs: each typed value commits through `ask`, which keeps the last valid result when the core refuses
  const inputs = createSectionInputs({
    t,
    uid,
    store,
    field,
    onAsk: (patch, input) => ask(patch, input),
    onTerms: () => compute(['rbf'], state()),
  });

  // ---- the views, the timing's run, and the two sections with their own controllers
  const phi = createPhiView({ t });
  const pair = createPairView({ t });
  const size = createSizeView({ t, inputs: inputs.size });
  const runTiming = createTimingRun({ gramlab, jobs, size, showError });
  const rbf = createRbfView({ t, controls: inputs.rbf });
  const lift = createLiftSection({ t, gramlab, store });
  const rff = createRffSection({ t, uid, gramlab, store, jobs, watch, field, report, showError });
  const sections = createSectionsView({
    t,
    uid,
    phi: [inputs.phi, phi.element],
    pair: [inputs.pair, pair.element],
    size: size.element,
    rbf: rbf.element,
    rff: rff.element,
    lift: lift.elements,
  });
  root.append(...sections.elements);

  // ---- the core's answers, per section (./feature-maps/compute.js): each throws a GramLabError for input the
  // core refuses, else returns what shows it
  const calls = {
    phi: (s) => {
      const result = phiFeatures(gramlab, s);
      return () => phi.render(s, result);
    },
    pair: (s) => {
      const { pair: result, dot } = featurePair(gramlab, s);
      return () => pair.render(s, result, dot);
    },
    size: (s) => {
      const { rows, own, memory } = featureSizes(gramlab, s);
      return () => {
        size.render(rows, [s.sizeD, s.sizeP], own, memory);
        answer(memoryChoice(own.approxFloat32Bytes), s); // the question above, in the unit the table prints
        runTiming(s);
      };
    },
    rbf: (s) => {
      const series = rbfSeries(gramlab, s);
      return () => rbf.render(s, series);
    },
    lift: lift.call,
  };

  /** Computes every part in `names` for state `s`; shows them only if all succeed. Throws the core's error. */
  function compute(names, s) {
    const shows = names.map((name) => calls[name](s));
    for (const show of shows) show();
  }

  /** A typed value: the link takes it once the core has; a refusal is said at the input, the last result stays. */
  function ask(patch, input) {
    const next = { ...state(), ...patch };
    try {
      compute([...new Set(Object.keys(patch).flatMap((key) => SECTIONS[key]))], next);
    } catch (error) {
      if (!(error instanceof GramLabError)) throw error;
      return report(error, input);
    }
    store.set(patch, { history: 'push' }); // the terms slider follows a typed number
    input?.setError(null);
    showError(null);
    rff.refresh(Object.keys(patch)); // p and c feed the exact polynomial route
  }

  // Back or Forward: every input and part follows the address.
  store.subscribe((next, { changed, origin }) => {
    if (origin !== 'address') return;
    inputs.showState(next);
    showAll(changed.flatMap((key) => SECTIONS[key] ?? []));
    if (changed.some((key) => RFF_KEYS.includes(key))) rff.follow(next, changed);
  });

  // Each part on its own, so a link value one part refuses leaves the others working.
  function showAll(names) {
    for (const name of new Set(names)) {
      try {
        compute([name], state());
      } catch (error) {
        if (!(error instanceof GramLabError)) throw error;
        showError(error);
      }
    }
  }

  showAll(Object.keys(calls));
  rff.refresh();
  return {};
}
