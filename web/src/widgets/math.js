// TeX typesetting with KaTeX, loaded on first use so pages without formulas stay light.
// The TeX source shows until KaTeX arrives (and stays, readable, if it never does).
const VENDOR = new URL('../../vendor/katex/', import.meta.url);
// A shadow root (the <gram-lab> element) links this stylesheet itself; the document's copy stays anyway,
// since Chromium takes @font-face only from the document.
export const KATEX_STYLESHEET = new URL('katex.min.css', VENDOR).href;
let loading = null;

function loadKatex() {
  loading ??= new Promise((resolve, reject) => {
    if (globalThis.katex) return resolve(globalThis.katex);
    const script = Object.assign(document.createElement('script'), { src: new URL('katex.min.js', VENDOR).href });
    script.onload = () => resolve(globalThis.katex);
    script.onerror = () => reject(new Error('KaTeX did not load'));
    const css = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: KATEX_STYLESHEET });
    document.head.append(css, script);
  });
  return loading;
}

/** A <span> (or <div> for display math) that renders `tex`. */
export function math(tex, { display = false } = {}) {
  const element = document.createElement(display ? 'div' : 'span');
  element.className = display ? 'math math-display' : 'math';
  element.textContent = tex;
  loadKatex().then(
    (katex) => katex.render(tex, element, { displayMode: display, throwOnError: false, output: 'htmlAndMathml' }),
    () => {},
  );
  return element;
}
