// Panel: feature maps you can hold. The polynomial φ written out for the reader's d, p, c and checked on a
// and b term by term; the size of feature space (the article's table, the reader's d and p, and the kernel
// trick timed in the core, in the worker); RBF's infinite series converging; and the 1-D lift x ↦ (x, x²).
// Every number comes from the core. This module is the controller: it changes the store, calls the facade
// (the fast calls) or runs a job (the timing) and hands the results to the views in ./feature-maps/.
import { math } from '../widgets/math.js';
import { GramLabError } from '../api/core-call.js';
import { h } from '../dom.js';
import { LIMITS } from '../wasm/limits.js';
import { errorText } from '../widgets/error-text.js';
import { createSlider, linearScale } from '../widgets/slider.js';
import { stateInputs } from '../widgets/state-inputs.js';
import { createLiftView } from './feature-maps/lift-view.js';
import { createPairView, createPhiView } from './feature-maps/phi-view.js';
import { createRbfView } from './feature-maps/rbf-view.js';
import { GROWTH_D, timerStep, timingSteps, timingSummary } from './feature-maps/timing.js';
import { createSizeView } from './feature-maps/size-view.js';
import { ARTICLE_SIZES, STATE, TERMS_SLIDER_MAX } from './feature-maps/state.js';
import { setLiveText } from '../widgets/live.js';
import { numpy } from './feature-maps/numpy.js';

// The RBF kernel as its series of feature products, typeset (the intro had it in ASCII beside KaTeX).
const RBF_SERIES = String.raw`e^{-\gamma (x-y)^2} = \sum_{m=0}^{\infty} \varphi_m(x)\,\varphi_m(y), \qquad \varphi_m(x) = e^{-\gamma x^2} \sqrt{\frac{(2\gamma)^m}{m!}}\, x^m`;

// φ is listed while it stays readable; past this the exact count and the first terms.
const LISTED_TERMS = 300;
// Kernel evaluations timed per call: the φ route repeats as often as the core's work budget allows.
// Which parts of the panel each state key feeds.
const SECTIONS = { d: ['phi'], p: ['phi', 'pair'], c: ['phi', 'pair'], a: ['pair'], b: ['pair'], sizeD: ['size'], sizeP: ['size'] };
for (const key of ['x', 'y', 'gamma', 'terms']) SECTIONS[key] = ['rbf'];
SECTIONS.lift = ['lift'];

// The panel's code, loaded when its section comes near the screen (./index.js holds what the page needs before).
export default {
  mount: mountFeatureMaps,
  numpy, // "copy as numpy": the snippet that reproduces this panel's figures
};

function mountFeatureMaps(root, { t, uid, gramlab, store, jobs, showError }) {
  const state = store.get;
  const { field: stateField, report } = stateInputs({ uid, prefix: 'featureMaps', t, spec: STATE, state: state(), showError });
  const timingJob = jobs.job();

  // ---- inputs: each commits through `ask`, which keeps the last valid result when the core refuses
  const field = (key, extra) => stateField(key, { size: 8, onCommit: (value) => ask({ [key]: value }, inputs[key]), ...extra });
  const inputs = {
    d: field('d', { size: 5, inputmode: 'numeric' }),
    p: field('p', { size: 4, inputmode: 'numeric' }),
    c: field('c', { size: 6 }),
    a: field('a', { size: 16 }),
    b: field('b', { size: 16 }),
    sizeD: field('sizeD', { size: 8, inputmode: 'numeric' }),
    sizeP: field('sizeP', { size: 4, inputmode: 'numeric' }),
    x: field('x', { size: 6 }),
    y: field('y', { size: 6 }),
    gamma: field('gamma', { size: 6 }),
    terms: field('terms', { size: 5, inputmode: 'numeric' }),
  };
  const termsSlider = createSlider({
    id: `${uid}-terms-slider`,
    label: t('featureMaps.termsSlider', { max: TERMS_SLIDER_MAX }),
    scale: linearScale({ min: 1, max: TERMS_SLIDER_MAX, step: 1 }),
    store,
    key: 'terms',
    onInput: (terms) => {
      inputs.terms.setText(String(terms));
      compute(['rbf'], state());
    },
  });
  const row = (...keys) => h('div', { class: 'feature-inputs' }, ...keys.map((key) => inputs[key].element));

  // ---- the views
  const phi = createPhiView({ t });
  const pair = createPairView({ t });
  const size = createSizeView({ t, inputs: row('sizeD', 'sizeP') });
  const rbf = createRbfView({ t, controls: h('div', {}, row('x', 'y', 'gamma', 'terms'), termsSlider.element) });
  const liftMessage = h('p', { class: 'field-message lift-message', role: 'alert', hidden: true });
  const lift = createLiftView({ t, onMove: movePoint, onRemove: removePoint, onAdd: addPoint });

  const section = (key, ...children) =>
    h(
      'section',
      { class: `feature-section feature-${key}`, 'aria-labelledby': `${uid}-${key}` },
      h('h3', { id: `${uid}-${key}` }, t(`featureMaps.${key}.title`)),
      ...children,
    );
  root.append(
    h('p', { class: 'lead' }, t('featureMaps.lead')),
    section(
      'phi',
      h('p', {}, t('featureMaps.phi.intro')),
      row('d', 'p', 'c'),
      phi.element,
      h('h4', {}, t('featureMaps.pair.title')),
      row('a', 'b'),
      pair.element,
    ),
    section('size', h('p', {}, t('featureMaps.size.intro')), size.element),
    section(
      'rbf',
      h('p', {}, t('featureMaps.rbf.intro')),
      math(RBF_SERIES, { display: true }),
      h('p', {}, t('featureMaps.rbf.introRest')),
      rbf.element,
    ),
    section('lift', h('p', {}, t('featureMaps.lift.intro')), lift.element, liftMessage),
  );

  // ---- the core's answers, per section: each throws a GramLabError for input the core refuses
  const vectorOf = (d) => new Float64Array(d); // φ's terms only: the values of x are not shown
  const calls = {
    phi: (s) => {
      const result = gramlab.polyFeatures(vectorOf(s.d), { degree: s.p, c: s.c, maxTerms: LISTED_TERMS });
      return () => phi.render(s, result);
    },
    pair: (s) => {
      const result = gramlab.polyFeaturePair(s.a, s.b, { degree: s.p, c: s.c, maxTerms: LISTED_TERMS });
      return () => pair.render(s, result);
    },
    size: (s) => {
      const rows = ARTICLE_SIZES.map(([d, p]) => [[d, p], gramlab.featureDimension(d, p)]);
      const own = gramlab.featureDimension(s.sizeD, s.sizeP);
      return () => {
        size.render(rows, [s.sizeD, s.sizeP], own);
        runTiming(s);
      };
    },
    rbf: (s) => {
      const series = gramlab.rbfSeries(s.x, s.y, s.gamma, s.terms);
      return () => rbf.render(s, series);
    },
    lift: (s) => {
      const result = separate(s.lift);
      return () => lift.render(s.lift, result);
    },
  };
  const separate = (points) =>
    gramlab.separate1D(
      points.map((point) => point.x),
      points.map((point) => point.label),
    );

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
  }

  // ---- the lift: a move follows the drag (one history entry once it rests), adding and removing are steps
  function setPoints(points, history) {
    let result;
    try {
      result = separate(points);
    } catch (error) {
      if (!(error instanceof GramLabError)) throw error;
      liftMessage.hidden = false;
      setLiveText(liftMessage, `${errorText(t, error)} ${t('featureMaps.kept')}`);
      return false;
    }
    liftMessage.hidden = true;
    store.set({ lift: points }, { history, silent: true });
    lift.render(points, result);
    return true;
  }
  function movePoint(index, x) {
    if (state().lift[index].x === x) return;
    setPoints(
      state().lift.map((point, i) => (i === index ? { ...point, x } : point)),
      'debounce',
    );
  }
  function removePoint(index) {
    if (
      setPoints(
        state().lift.filter((_, i) => i !== index),
        'push',
      )
    )
      lift.focusPoint(index);
  }
  // A new point starts at 0; past the core's limit it answers TOO_LARGE beside the line.
  function addPoint(label) {
    setPoints([...state().lift, { x: 0, label }], 'push');
  }

  // ---- the kernel trick timed in the worker, for the reader's d and p on two fixed random vectors
  async function runTiming(s) {
    const d = s.sizeD;
    const p = s.sizeP;
    if (d > LIMITS.maxDimension || p > LIMITS.maxPolynomialDegree) {
      timingJob.drop();
      return size.renderTiming({ d, p }, { tooWide: true, max: LIMITS.maxDimension });
    }
    const pair = (n) => [gramlab.randomNormal(1, 1, n).data, gramlab.randomNormal(2, 1, n).data];
    const [a, b] = pair(d);
    size.setBusy(true);
    const outcome = await timingJob.run(timingSteps({ a, b, p, pairs: GROWTH_D.map(pair) }));
    if (outcome.status === 'done') size.renderTiming({ d, p }, timingSummary(outcome.values), timerStep());
    else if (outcome.status === 'failed') {
      size.setBusy(false);
      showError(outcome.error);
    }
  }

  // Back or Forward: every input and part follows the address.
  store.subscribe((next, { changed, origin }) => {
    if (origin !== 'address') return;
    for (const key of Object.keys(inputs)) inputs[key].setText(STATE[key].format(next[key]));
    showAll(changed.flatMap((key) => SECTIONS[key] ?? []));
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
  return {};
}
