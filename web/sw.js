// Gram Lab's service worker: after the first visit the page works offline. sw-assets.js (written by
// scripts/offline-assets.mjs at the end of the build) lists every built file and a version hashed from their
// contents, so a new build is a new cache and the old one is deleted when the new worker takes over.
self.importScripts('sw-assets.js');

const PREFIX = 'gram-lab-';
const { version, files } = self.GRAM_LAB_ASSETS;
const CACHE = PREFIX + version;
const scope = new URL(self.registration.scope);

self.addEventListener('install', (event) => {
  const urls = files.map((file) => new URL(file, scope).href);
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(urls))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  const stale = (name) => name.startsWith(PREFIX) && name !== CACHE;
  event.waitUntil(caches.keys().then((names) => Promise.all(names.filter(stale).map((name) => caches.delete(name)))));
});

// Cached assets first (they change only with a new build, which brings a new cache); a page address with any
// query (?panel=…, state) is index.html; everything else goes to the network.
self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || !request.url.startsWith(scope.href)) return;
  const url = new URL(request.url);
  const page = request.mode === 'navigate' && (url.pathname === scope.pathname || url.pathname.endsWith('/index.html'));
  const key = page ? new URL('index.html', scope).href : url.href.split('#')[0];
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(key, { ignoreSearch: page }))
      .then((hit) => hit ?? fetch(request)),
  );
});
