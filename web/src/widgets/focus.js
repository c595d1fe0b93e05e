// Where keyboard focus goes when the control that had it disappears (hidden, disabled or rebuilt): to the
// thing the reader acted on, never to <body>, which would send a keyboard reader back to the top of the page.

/** The element with focus in `node`'s document or shadow root (a <gram-lab> keeps its own). */
export const focusedIn = (node) => node.getRootNode().activeElement;

/** Whether focus is on `element` or inside it. */
export function hasFocus(element) {
  const active = focusedIn(element);
  return Boolean(active) && element.contains(active);
}

/** Focuses `target`, made focusable by script only (tabindex −1) if it is not a control. */
export function moveFocus(target) {
  if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.tabIndex = -1;
  target.focus();
}
