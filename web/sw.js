// Gram Lab's service worker: after the first visit the page works offline. sw-assets.js (written by
// scripts/offline-assets.mjs at the end of the build) lists every built file, the WASM modules by flavour, and
// a version hashed from their contents, so a new build is a new cache and the old one is deleted when the new
// worker takes over. The page registers sw.js?flavour=relaxed|simd|scalar (reader/offline.js): the flavour it runs
// is precached, another only when the page asks for it (a fallback), so a first visit downloads one. Every
// response it serves carries the isolation headers (scripts/isolation.mjs): from its second load a static host's
// page is cross-origin isolated, and an isolated page's compute worker runs the eigensolver on two lanes.
self.importScripts('sw-assets.js');

const PREFIX = 'gram-lab-';
const { version, files, flavours, later, isolation } = self.GRAM_LAB_ASSETS;
const CACHE = PREFIX + version;
const scope = new URL(self.registration.scope);
const flavour = new URL(self.location.href).searchParams.get('flavour');
const url = (file) => new URL(file, scope).href;
// Every file this build may serve from the cache, whichever flavour, and the two lanes' files.
const known = new Set([...files, ...Object.values(flavours).flat(), ...later].map(url));

self.addEventListener('install', (event) => {
  const wasm = Object.hasOwn(flavours, flavour) ? flavours[flavour] : Object.values(flavours).flat();
  // From its second load (this worker's headers) a relaxed page is isolated and its compute worker runs two lanes.
  const precached = [...files, ...wasm, ...(flavour === 'relaxed' ? later : [])];
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(precached.map(url)))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  const stale = (name) => name.startsWith(PREFIX) && name !== CACHE;
  event.waitUntil(caches.keys().then((names) => Promise.all(names.filter(stale).map((name) => caches.delete(name)))));
});

// Cached assets first (they change only with a new build, which brings a new cache); a page address with any
// query (?panel=…, state) is its page (the folder: index.html; index.en.html, similarity.html, … are pages of
// their own); a file of this build not cached yet (another flavour) is cached as it comes; everything else goes
// to the network.
self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || !request.url.startsWith(scope.href)) return;
  const address = new URL(request.url);
  const page = request.mode === 'navigate' && (address.pathname === scope.pathname || address.pathname.endsWith('.html'));
  const key = page ? url(address.pathname === scope.pathname ? 'index.html' : address.pathname) : address.href.split('#')[0];
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(key, { ignoreSearch: page }).then((hit) => hit ?? fetchAndKeep(event, cache, request, key)))
      .then(withIsolation),
  );
});

// The response with the isolation headers (a network error's, status 0, cannot be rebuilt and is left as it is).
function withIsolation(response) {
  if (response.status === 0) return response;
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(isolation)) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

// The copy is stored after the response is handed over; waitUntil keeps the worker alive until it is.
function fetchAndKeep(event, cache, request, key) {
  return fetch(request).then((response) => {
    if (response.ok && known.has(key)) event.waitUntil(cache.put(key, response.clone()).catch(() => {}));
    return response;
  });
}
