// Offline after the first visit: registers ../sw.js (it caches the built assets, web/sw.js). Only the hosted
// page calls this (main.js); a <gram-lab> element never registers a worker in its host's origin.
// The hosted page (index.html) sits in the site's root, beside sw.js, however the modules are laid out.
import { flavourFor } from '../api/wasm-flavour.js';
import { BUILT_FLAVOURS } from '../wasm/flavours.js';

// How long an idle moment may be waited for before registering anyway (a page that never idles).
const IDLE_TIMEOUT_MS = 5000;

/**
 * Registers the service worker once `after` has settled (the first panel works) and the page is next idle, so
 * its precaching never competes with what the reader is waiting for; it precaches the WASM flavour this
 * browser runs (wasm-flavour.js), another only if the page ever asks for it.
 * @param {{after?: Promise<unknown>, container?: ServiceWorkerContainer, flavour?: string}} options
 */
export function registerOffline({
  after = Promise.resolve(),
  container = globalThis.navigator?.serviceWorker,
  flavour = flavourFor(BUILT_FLAVOURS),
} = {}) {
  // http://localhost is a secure context too; file:// and plain http elsewhere have no service workers.
  if (!container || !globalThis.isSecureContext) return;
  const worker = new URL(`sw.js?flavour=${flavour}`, document.baseURI);
  const start = () =>
    container.register(worker, { scope: new URL('./', worker).pathname }).catch(() => {
      // Without it the page still works online; nothing to tell the reader.
    });
  const whenIdle = () => (globalThis.requestIdleCallback ? requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(start, 0));
  after.then(whenIdle, whenIdle);
}
