// A stylesheet linked into the root that shows what it styles (the document's head, or a <gram-lab> element's
// shadow root, whose tree the page's sheets do not reach), once per root: a panel's sheet, awaited before the
// panel is drawn (a panel below the first downloads its rules with its code, never as part of the first visit),
// the page's own sheet in a <gram-lab> element, and KaTeX's (widgets/math.js), put before the page's rules.
const linked = new WeakMap(); // root → href → the promise of its <link>'s load

/**
 * @param {Document | ShadowRoot} root
 * @param {string} href
 * @param {{first?: boolean}} [options] first: before the root's other sheets, so that theirs win a tie (a library's)
 * @returns {Promise<void>} settled when the sheet has loaded, or failed to (the panel then shows unstyled, not never)
 */
export function linkStylesheet(root, href, { first = false } = {}) {
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
    const parent = root instanceof ShadowRoot ? root : root.head;
    if (first) parent.prepend(link);
    else parent.append(link);
  }
  return sheets.get(href);
}
