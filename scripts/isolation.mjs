// The two headers that make the page cross-origin isolated (crossOriginIsolated: shared memory, so the
// eigensolver's two lanes, loadGramLab's threads: 2): sent by scripts/serve.mjs (npm start), and added by the
// service worker (web/sw.js, through sw-assets.js) to what it serves, so a static host's page is isolated from its
// second load. The page loads nothing from another origin, so require-corp costs it nothing.
export const ISOLATION_HEADERS = Object.freeze({
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
});
