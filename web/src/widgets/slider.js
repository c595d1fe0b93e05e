// A range input bound to one key of a panel's store: moving it sets the key (a debounced history entry, so a
// drag is not a flood of them), and a change from elsewhere (a table's γ button, Back) moves the thumb.
// Keyboard-operable like any range input; it announces its value (aria-valuetext) and may show it beside the track.
import { h } from '../dom.js';

/**
 * A log scale: `stepsPerDecade` positions per power of ten; `zero` adds one position at the far left for
 * exactly 0 (a λ that can be switched off). Values keep three significant digits, so the value a reader
 * sees, the URL keeps and the core computes with are the same.
 */
export function logScale({ min, max, stepsPerDecade = 50, zero = false }) {
  const low = Math.log10(min);
  const offset = zero ? 1 : 0;
  const last = Math.round((Math.log10(max) - low) * stepsPerDecade) + offset;
  return {
    range: { min: 0, max: last, step: 1 },
    toValue: (position) => (position < offset ? 0 : Number((10 ** (low + (position - offset) / stepsPerDecade)).toPrecision(3))),
    toPosition: (x) => (x <= 0 ? 0 : Math.min(last, Math.max(offset, Math.round((Math.log10(x) - low) * stepsPerDecade) + offset))),
  };
}

/** A linear scale: the input's own min, max and step, so a key press moves the value by `step`. */
export const linearScale = ({ min, max, step }) => ({
  range: { min, max, step },
  toValue: (position) => Number(position),
  toPosition: (x) => x,
});

/**
 * @param {{id?: string, label: string, showLabel?: boolean, scale: object, store: object, key: string,
 *   valueText?: (value: number) => string, onInput?: (value: number) => void}} options
 *   showLabel false: the label is the input's aria-label (a text field beside it says the value);
 *   valueText: shown beside the track and announced; onInput runs after the store was set.
 */
export function createSlider({ id, label, showLabel = true, scale, store, key, valueText = null, onInput = () => {} }) {
  const value = store.get()[key];
  const input = h('input', { type: 'range', id, ...scale.range, value: scale.toPosition(value), 'aria-label': showLabel ? null : label });
  const output = valueText && h('output', { for: id, class: 'slider-value' });
  const element = showLabel ? h('div', { class: 'log-slider' }, h('label', { for: id }, label), input, output) : input;
  element.dataset.stateKey = key; // a teacher's link may hide it (reader/hidden-controls.js)

  function show(x) {
    if (!valueText) return;
    const text = valueText(x);
    input.setAttribute('aria-valuetext', text);
    output.textContent = text;
  }
  let moving = false; // the change comes from this slider: its thumb is already there
  input.addEventListener('input', () => {
    const x = scale.toValue(input.value);
    show(x);
    moving = true;
    store.set({ [key]: x });
    moving = false;
    onInput(x);
  });
  store.subscribe((state, { changed }) => {
    if (moving || !changed.includes(key)) return;
    input.value = String(scale.toPosition(state[key]));
    show(state[key]);
  });
  show(value);

  return { element, input };
}
