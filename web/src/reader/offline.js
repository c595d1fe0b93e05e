// Offline after the first visit: registers ../sw.js (it caches the built assets, web/sw.js). Only the hosted
// page calls this (main.js); a <gram-lab> element never registers a worker in its host's origin.
const WORKER = new URL('../sw.js', import.meta.url);

export function registerOffline({ container = globalThis.navigator?.serviceWorker } = {}) {
  // http://localhost is a secure context too; file:// and plain http elsewhere have no service workers.
  if (!container || !globalThis.isSecureContext) return;
  const start = () =>
    container.register(WORKER, { scope: new URL('./', WORKER).pathname }).catch(() => {
      // Without it the page still works online; nothing to tell the reader.
    });
  // After the page has loaded, so caching the assets never competes with the first load.
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}
