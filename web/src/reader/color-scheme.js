// Canvas figures take their colours from CSS when they draw; when the reader's light/dark preference changes,
// they must draw again. One media-query listener for the page; figures subscribe as they are built.
const listeners = new Set();
let query = null;

/** Calls `repaint()` after every change of prefers-color-scheme, while `element` is in the document. */
export function onSchemeChange(element, repaint) {
  if (!query && globalThis.matchMedia) {
    query = matchMedia('(prefers-color-scheme: dark)');
    query.addEventListener('change', () => {
      for (const entry of listeners) if (entry.element.isConnected) entry.repaint();
    });
  }
  listeners.add({ element, repaint });
}
