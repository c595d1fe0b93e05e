// @ts-check
// Panel: feature maps you can hold. The polynomial φ written out for the reader's d, p, c and checked on a
// and b term by term; the size of feature space (the article's table, the reader's d and p, and the kernel
// trick timed in the core, in the worker); RBF's infinite series converging; its φ built anyway (random
// Fourier features, Nyström, ./feature-maps/rff-section.js); and the 1-D lift x ↦ (x, x²)
// (./feature-maps/lift-controller.js). Every number comes from the core. This module is the controller of the
// first sections: it changes the store, calls the facade (the fast calls) or runs a job (the timing) and hands
// the results to the views in ./feature-maps/.
import { GramLabError } from '../api/core-call.js';
import { h } from '../dom.js';
import { math } from '../widgets/math.js';
import { createSlider, linearScale } from '../widgets/slider.js';
import { stateInputs } from '../widgets/state-inputs.js';
import { createLiftSection } from './feature-maps/lift-controller.js';
import { createPairView, createPhiView } from './feature-maps/phi-view.js';
import { createRbfView } from './feature-maps/rbf-view.js';
import { RFF_KEYS, createRffSection } from './feature-maps/rff-section.js';
import { createSizeView } from './feature-maps/size-view.js';
import { GROWTH_P, createTiming } from './feature-maps/timing.js';
import { ARTICLE_SIZES, STATE, TERMS_SLIDER_MAX } from './feature-maps/state.js';
import { memoryChoice } from './feature-maps/text.js';
import { numpy } from './feature-maps/numpy.js';

// The RBF kernel as its series of feature products, typeset (the intro had it in ASCII beside KaTeX).
const RBF_SERIES = String.raw`e^{-\gamma (x-y)^2} = \sum_{m=0}^{\infty} \varphi_m(x)\,\varphi_m(y), \qquad \varphi_m(x) = e^{-\gamma x^2} \sqrt{\frac{(2\gamma)^m}{m!}}\, x^m`;

// φ is listed while it stays readable; past this the exact count and the first terms.
const LISTED_TERMS = 300;
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
  const { field: stateField, report } = stateInputs({ uid, prefix: 'featureMaps', t, spec: STATE, state: state(), showError });

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
  const runTiming = createTiming({ gramlab, jobs, size, showError });
  const rbf = createRbfView({ t, controls: h('div', {}, row('x', 'y', 'gamma', 'terms'), termsSlider.element) });
  const lift = createLiftSection({ t, gramlab, store });
  const rff = createRffSection({ t, uid, gramlab, store, jobs, watch, field: stateField, report, showError });

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
    section('rff', h('p', {}, t('featureMaps.rff.intro')), rff.element),
    section('lift', h('p', {}, t('featureMaps.lift.intro')), ...lift.elements),
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
      const bytes = (d) => GROWTH_P.map((p) => gramlab.featureDimension(d, p).approxFloat32Bytes);
      const [articleD, articleP] = ARTICLE_SIZES.at(-1); // 768/4: the row the memory chart marks
      const memory = { d: s.sizeD, ps: GROWTH_P, own: bytes(s.sizeD), article: { d: articleD, p: articleP, bytes: bytes(articleD) } };
      return () => {
        size.render(rows, [s.sizeD, s.sizeP], own, memory);
        answer(memoryChoice(own.approxFloat32Bytes), s); // the question above, in the unit the table prints
        runTiming(s);
      };
    },
    rbf: (s) => {
      const series = gramlab.rbfSeries(s.x, s.y, s.gamma, s.terms);
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
    for (const key of Object.keys(inputs)) inputs[key].setText(STATE[key].format(next[key]));
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
