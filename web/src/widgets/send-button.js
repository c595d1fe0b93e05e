// "Send this matrix to panel X": shown only when X is on this page (asked once every panel is mounted, and
// again at click time: an embed may hold one panel alone).
import { h } from '../dom.js';

/**
 * @param {{label: string, target: string, send: Function, canSend: Function, value: () => any}} options
 *   send and canSend from the panel's context; value: what to hand over (a copy).
 * @returns {HTMLElement} a paragraph holding the button
 */
export function createSendButton({ label, target, send, canSend, value }) {
  const button = h(
    'button',
    {
      type: 'button',
      class: 'send',
      hidden: true,
      onclick: () => {
        if (canSend(target)) send(target, value());
        else button.hidden = true;
      },
    },
    label,
  );
  // Every panel is mounted once this task ends; only then can we ask whether the target is on the page.
  queueMicrotask(() => (button.hidden = !canSend(target)));
  return h('p', {}, button);
}
