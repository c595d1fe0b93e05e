// Offline after the first visit: registers ../sw.js (it caches the built assets, web/sw.js). Only the hosted
// page calls this (main.js); a <gram-lab> element never registers a worker in its host's origin.
// The hosted page (index.html) sits in the site's root, beside sw.js, however the modules are laid out.
export function registerOffline({ container = globalThis.navigator?.serviceWorker } = {}) {
  // http://localhost is a secure context too; file:// and plain http elsewhere have no service workers.
  if (!container || !globalThis.isSecureContext) return;
  const worker = new URL('sw.js', document.baseURI);
  const start = () =>
    container.register(worker, { scope: new URL('./', worker).pathname }).catch(() => {
      // Without it the page still works online; nothing to tell the reader.
    });
  // After the page has loaded, so caching the assets never competes with the first load.
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}
