// Writes into a live region only when what it says changes: a screen reader announces every write, so a
// keystroke that leaves the result as it was must leave the region untouched.
import { numberNodes } from '../dom.js';

/** Sets `element`'s text if it differs, each number in it kept on one line (dom.js numberNodes). */
export function setLiveText(element, text) {
  if (element.textContent !== text) element.replaceChildren(...numberNodes(text));
}

/** Replaces `element`'s children with `children` if they would read or look differently. */
export function replaceLive(element, ...children) {
  const next = element.cloneNode(false);
  next.append(...children);
  if (next.innerHTML !== element.innerHTML) element.replaceChildren(...next.childNodes);
}

/** Marks `element` busy (aria-busy="true": assistive technology waits, and so does the page walk's settle,
 * scripts/page-walk.mjs) or not busy (the attribute removed). */
export function markBusy(element, busy) {
  if (busy) element.setAttribute('aria-busy', 'true');
  else element.removeAttribute('aria-busy');
}
