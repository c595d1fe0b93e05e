// A range input on a log scale, keyboard-operable like any range input, that announces its value
// (aria-valuetext) and shows it beside the track. Positions are `stepsPerDecade` per power of ten;
// `zero` adds one position at the far left for exactly 0 (a λ that can be switched off).
import { h } from '../dom.js';

/**
 * @param {{id: string, label: string, min: number, max: number, value: number, stepsPerDecade?: number,
 *   zero?: boolean, valueText: (value: number) => string, onInput: (value: number) => void, onChange?: (value: number) => void}} options
 */
export function createLogSlider({ id, label, min, max, value, stepsPerDecade = 50, zero = false, valueText, onInput, onChange = () => {} }) {
  const low = Math.log10(min);
  const offset = zero ? 1 : 0;
  const last = Math.round((Math.log10(max) - low) * stepsPerDecade) + offset;
  // Three significant digits: the value a reader sees, the URL keeps and the core computes with are the same.
  const toValue = (position) => (position < offset ? 0 : Number((10 ** (low + (position - offset) / stepsPerDecade)).toPrecision(3)));
  const toPosition = (x) => (x <= 0 ? 0 : Math.min(last, Math.max(offset, Math.round((Math.log10(x) - low) * stepsPerDecade) + offset)));

  const input = h('input', { type: 'range', id, min: 0, max: last, step: 1, value: toPosition(value) });
  const output = h('output', { for: id, class: 'slider-value' });
  const element = h('div', { class: 'log-slider' }, h('label', { for: id }, label), input, output);

  function show(x) {
    const text = valueText(x);
    input.setAttribute('aria-valuetext', text);
    output.textContent = text;
  }
  const read = () => toValue(Number(input.value));
  input.addEventListener('input', () => {
    show(read());
    onInput(read());
  });
  input.addEventListener('change', () => onChange(read()));
  show(value);

  /** Moves the thumb to `x` (snapped to the nearest position) without firing onInput; shows x itself. */
  function setValue(x) {
    input.value = String(toPosition(x));
    show(x);
  }

  return { element, input, setValue };
}
