// "n = 3 [add] [remove]" under a square matrix editor: the buttons are disabled at the panel's bounds.
import { h } from '../dom.js';
import { hasFocus } from './focus.js';

/**
 * @param {{className: string, addLabel: string, removeLabel: string, min: number, max: number,
 *   onResize: (step: 1|-1) => void}} options  className: the class of the "n = …" text.
 */
export function createSizeRow({ className, addLabel, removeLabel, min, max, onResize }) {
  const size = h('span', { class: className });
  const add = h('button', { type: 'button', onclick: () => onResize(1) }, addLabel);
  const remove = h('button', { type: 'button', onclick: () => onResize(-1) }, removeLabel);

  /** Shows the order n and which way it may still change. */
  function show(n) {
    size.textContent = `n = ${n}`;
    // At a bound the button just pressed is disabled: focus moves to the other one, not to <body>.
    for (const [button, other, off] of [
      [add, remove, n >= max],
      [remove, add, n <= min],
    ]) {
      const focused = hasFocus(button);
      button.disabled = off;
      if (off && focused) other.focus();
    }
  }

  return { element: h('div', { class: 'button-row' }, size, add, remove), show };
}
