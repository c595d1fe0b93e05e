// TeX typesetting with KaTeX, loaded (a chunk of the bundle) only when a formula comes near the screen, so
// a first visit stays light. The TeX source shows until KaTeX arrives (and stays, readable, if it never does).
// KaTeX is imported as a module (no `window.katex`), and its stylesheet goes into the root the formula lives
// in: the document on the hosted page, the shadow root inside <gram-lab>, never a host page's document.
import { VENDOR } from '../site.js';
import { whenVisible } from './visible.js';

const KATEX = new URL('katex/', VENDOR);
let loading = null;
const loadKatex = () => (loading ??= import('katex').then((module) => module.default));

const styled = new WeakSet(); // the roots (document or shadow roots) that already link KaTeX's stylesheet
let fontsDeclared = false;

const stylesheet = (href) => Object.assign(document.createElement('link'), { rel: 'stylesheet', href });

function styleRoot(root) {
  if (styled.has(root)) return;
  styled.add(root);
  if (root instanceof ShadowRoot) {
    root.prepend(stylesheet(new URL('katex.min.css', KATEX).href));
    // Chromium ignores @font-face inside a shadow root: the document gets KaTeX's @font-face rules alone,
    // which name fonts and cannot restyle any element of the host page.
    if (!fontsDeclared) document.head.append(stylesheet(new URL('katex-fonts.css', KATEX).href));
    fontsDeclared = true;
  } else document.head.append(stylesheet(new URL('katex.min.css', KATEX).href));
}

/** A <span> (or <div> for display math) that renders `tex`. */
export function math(tex, { display = false } = {}) {
  const element = document.createElement(display ? 'div' : 'span');
  element.className = display ? 'math math-display' : 'math';
  element.textContent = tex;
  whenVisible(element, () =>
    loadKatex().then(
      (katex) => {
        if (!element.isConnected) return;
        styleRoot(element.getRootNode());
        katex.render(tex, element, { displayMode: display, throwOnError: false, output: 'htmlAndMathml' });
      },
      () => {},
    ),
  );
  return element;
}
