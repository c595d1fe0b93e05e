// The inputs of "Building φ anyway": γ typed, on a log slider or as one of the article's four γ; D typed or on
// a log slider from 1 to the core's limit; the Fourier draw's seed; where γ comes from; the curve's progress
// with Cancel. Each change sets the store and tells the controller which key changed.
import { h } from '../../dom.js';
import { LIMITS } from '../../wasm/limits.js';
import { createSlider, logScale } from '../../widgets/slider.js';
import { GAMMA_MAX, GAMMA_MIN } from '../gamma-sweep/state.js';
import { ARTICLE_GAMMAS, STATE } from './state.js';

// The D slider: eight positions per doubling, each a whole D.
const STEPS_PER_OCTAVE = 8;
const featureScale = (max) => {
  const last = Math.round(Math.log2(max) * STEPS_PER_OCTAVE);
  return {
    range: { min: 0, max: last, step: 1 },
    toValue: (position) => Math.min(max, Math.round(2 ** (position / STEPS_PER_OCTAVE))),
    toPosition: (D) => Math.min(last, Math.max(0, Math.round(Math.log2(D) * STEPS_PER_OCTAVE))),
  };
};

/**
 * @param {{t: Function, uid: string, store: object, field: Function, onChange: (keys: string[]) => void,
 *   onCancel: Function}} options  field: the panel's stateInputs field
 */
export function createRffControls({ t, uid, store, field, onChange, onCancel }) {
  const commit = (key) => (value) => {
    store.set({ [key]: value }, { history: 'push' });
    onChange([key]);
  };
  const inputs = {
    rffGamma: field('rffGamma', {
      size: 7,
      onCommit: commit('rffGamma'),
      // γ's bounds are the γ panel's slider's, not a core limit: named here.
      problem: () => `${t('featureMaps.invalid.rffGamma', { min: GAMMA_MIN, max: GAMMA_MAX })} ${t('featureMaps.kept')}`,
    }),
    rffD: field('rffD', { size: 5, inputmode: 'numeric', onCommit: commit('rffD') }),
    rffSeed: field('rffSeed', { size: 12, inputmode: 'numeric', onCommit: commit('rffSeed') }),
  };
  const slider = (key, scale, label, valueText) =>
    createSlider({
      id: `${uid}-${key}-slider`,
      label,
      scale,
      store,
      key,
      valueText,
      onInput: (value) => {
        inputs[key].setText(STATE[key].format(value));
        onChange([key]);
      },
    });
  const gammaSlider = slider('rffGamma', logScale({ min: GAMMA_MIN, max: GAMMA_MAX }), t('featureMaps.rff.gammaSlider'), (g) => `γ = ${g}`);
  const featureSlider = slider(
    'rffD',
    featureScale(LIMITS.maxRbfFeatures),
    t('featureMaps.rff.featureSlider', { max: LIMITS.maxRbfFeatures }),
    (D) => `D = ${D}`,
  );
  const presets = h(
    'div',
    { class: 'rff-presets', role: 'group', 'aria-label': t('featureMaps.rff.presets') },
    ...ARTICLE_GAMMAS.map((gamma) =>
      h('button', { type: 'button', 'data-gamma': String(gamma), onclick: () => setGamma(gamma, 'push') }, `γ = ${gamma}`),
    ),
  );
  const source = h('p', { class: 'field-hint rff-source' });
  const progress = h('progress', { max: 1, value: 0, 'aria-label': t('featureMaps.rff.progress') });
  const status = h(
    'div',
    { class: 'rff-status', hidden: true },
    progress,
    h('button', { type: 'button', class: 'rff-cancel', onclick: () => onCancel() }, t('featureMaps.rff.cancel')),
  );
  const element = h(
    'div',
    { class: 'rff-controls' },
    h('div', { class: 'feature-inputs' }, inputs.rffGamma.element, inputs.rffD.element, inputs.rffSeed.element),
    presets,
    gammaSlider.element,
    source,
    featureSlider.element,
    status,
  );

  /** A γ from a preset or the γ panel: `history` as store.set takes it. */
  function setGamma(gamma, history) {
    if (store.get().rffGamma === gamma) return;
    store.set({ rffGamma: gamma }, { history });
    inputs.rffGamma.setText(STATE.rffGamma.format(gamma));
    onChange(['rffGamma']);
  }

  return {
    element,
    inputs,
    setGamma,
    /** Says where γ comes from: the γ panel on this page (true) or this section alone. */
    showSource: (follows) => {
      source.textContent = t(follows ? 'featureMaps.rff.follows' : 'featureMaps.rff.ownGamma');
    },
    /** The curve job's progress ({done, total}) or null when it ended. */
    showProgress: (p) => {
      status.hidden = !p;
      if (p) Object.assign(progress, { max: p.total, value: p.done });
    },
    /** Back or Forward: the fields show the address's values (the sliders follow the store themselves). */
    showState: (s) => {
      for (const key of Object.keys(inputs)) inputs[key].setText(STATE[key].format(s[key]));
    },
  };
}
