// A stylesheet linked into the root that shows what it styles (the document's head, or a <gram-lab> element's
// shadow root, whose tree the page's sheets do not reach), once per root, awaited before what it styles is drawn:
// a panel below the first downloads its rules with its code, never as part of the first visit.
const linked = new WeakMap(); // root → href → the promise of its <link>'s load

/**
 * @param {Document | ShadowRoot} root
 * @param {string} href
 * @returns {Promise<void>} settled when the sheet has loaded, or failed to (the panel then shows unstyled, not never)
 */
export function linkStylesheet(root, href) {
  if (!linked.has(root)) linked.set(root, new Map());
  const sheets = linked.get(root);
  if (!sheets.has(href)) {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
    sheets.set(
      href,
      new Promise((resolve) => {
        link.addEventListener('load', () => resolve());
        link.addEventListener('error', () => resolve());
      }),
    );
    (root instanceof ShadowRoot ? root : root.head).append(link);
  }
  return sheets.get(href);
}
