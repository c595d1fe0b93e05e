// A classic script (it runs where the app's ES modules cannot: a file:// page, a sandboxed iframe without
// allow-same-origin, a server without CORS): replaces index.html's "Loading…" with the reason, in words.
(() => {
  const show = (which) => {
    for (const node of document.querySelectorAll('[data-boot]')) node.hidden = node.dataset.boot !== which;
  };
  // Modules never load from file://: say so at once.
  if (location.protocol === 'file:') {
    document.addEventListener('DOMContentLoaded', () => show('file'));
    return;
  }
  // A script that fails to load fires `error` on its element, which does not bubble: listen while capturing.
  addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLScriptElement && document.querySelector('[data-boot]')) show('blocked');
    },
    true,
  );
})();
