// The typed inputs of the first sections: φ's d, p, c and the vectors a, b; the size table's own d and p; the
// RBF series' x, y, γ and number of terms, with the terms slider. A typed value goes to the controller (`onAsk`),
// which asks the core before the store takes it; the slider sets the store itself (widgets/slider.js).
import { h } from '../../dom.js';
import { createSlider, linearScale } from '../../widgets/slider.js';
import { STATE, TERMS_SLIDER_MAX } from './state.js';

/**
 * @param {{t: Function, uid: string, store: import('../panel.js').Store, field: Function,
 *   onAsk: (patch: object, input: object) => void, onTerms: () => void}} options
 *   field: the panel's stateInputs field; onTerms: the slider moved (the store holds the new number of terms).
 */
export function createSectionInputs({ t, uid, store, field, onAsk, onTerms }) {
  const input = (key, extra) => field(key, { size: 8, onCommit: (value) => onAsk({ [key]: value }, inputs[key]), ...extra });
  const inputs = {
    d: input('d', { size: 5, inputmode: 'numeric' }),
    p: input('p', { size: 4, inputmode: 'numeric' }),
    c: input('c', { size: 6 }),
    a: input('a', { size: 16 }),
    b: input('b', { size: 16 }),
    sizeD: input('sizeD', { size: 8, inputmode: 'numeric' }),
    sizeP: input('sizeP', { size: 4, inputmode: 'numeric' }),
    x: input('x', { size: 6 }),
    y: input('y', { size: 6 }),
    gamma: input('gamma', { size: 6 }),
    terms: input('terms', { size: 5, inputmode: 'numeric' }),
  };
  const termsSlider = createSlider({
    id: `${uid}-terms-slider`,
    label: t('featureMaps.termsSlider', { max: TERMS_SLIDER_MAX }),
    scale: linearScale({ min: 1, max: TERMS_SLIDER_MAX, step: 1 }),
    store,
    key: 'terms',
    onInput: (terms) => {
      inputs.terms.setText(String(terms));
      onTerms();
    },
  });
  const row = (...keys) => h('div', { class: 'feature-inputs' }, ...keys.map((key) => inputs[key].element));

  return {
    // Each section's row of inputs, where its view or the controller places it.
    phi: row('d', 'p', 'c'),
    pair: row('a', 'b'),
    size: row('sizeD', 'sizeP'),
    rbf: h('div', {}, row('x', 'y', 'gamma', 'terms'), termsSlider.element),
    /** Back or Forward: the fields show the address's values (the slider follows the store itself). */
    showState: (s) => {
      for (const key of Object.keys(inputs)) inputs[key].setText(STATE[key].format(s[key]));
    },
  };
}
