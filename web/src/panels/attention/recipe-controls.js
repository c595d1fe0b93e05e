// The attention panel's recipe: seed, tokens, d_k and the scale as typed fields, and the two switches (tie
// W_Q = W_K, row softmax). Part of the controller: a commit or a switch goes to onAsk.
import { h } from '../../dom.js';
import { STATE } from './state.js';

/**
 * @param {{t: Function, uid: string, field: Function, state: object,
 *   onAsk: (patch: object, input: object|null, history?: string) => void}} options
 *   field: stateInputs' field maker; state: the values the inputs start with; onAsk(patch, input, history): input
 *   takes the core's complaint about a typed value (setError).
 */
export function createRecipeControls({ t, uid, field, state, onAsk }) {
  const textInput = (key, size, inputmode = 'numeric') =>
    field(key, { size, inputmode, onCommit: (value) => onAsk({ [key]: value }, inputs[key]) });
  const inputs = {
    seed: textInput('seed', 22),
    tokens: textInput('tokens', 5),
    dk: textInput('dk', 5),
    scale: textInput('scale', 8, 'decimal'),
  };
  const switches = { tie: toggle('tie'), softmax: toggle('softmax') };

  function toggle(key) {
    const id = `${uid}-${key}`;
    const box = h('input', {
      type: 'checkbox',
      id,
      checked: state[key] === 'on',
      onchange: () => onAsk({ [key]: box.checked ? 'on' : 'off' }, null, 'push'),
    });
    return { element: h('div', { class: 'attention-switch' }, box, h('label', { for: id }, t(`attention.${key}`))), box };
  }

  /** The switches show `state`'s (after a change the core refused, or Back and Forward). */
  function showSwitches(state) {
    for (const key of Object.keys(switches)) switches[key].box.checked = state[key] === 'on';
  }

  return {
    elements: [
      h('div', { class: 'attention-inputs' }, ...Object.values(inputs).map((input) => input.element)),
      h('div', { class: 'attention-switches' }, switches.tie.element, switches.softmax.element),
    ],
    showSwitches,
    /** Every control shows `state`'s values (Back or Forward). */
    follow(state) {
      for (const key of Object.keys(inputs)) inputs[key].setText(STATE[key].format(state[key]));
      showSwitches(state);
    },
  };
}
