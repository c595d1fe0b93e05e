// TeX typesetting with KaTeX, loaded (a chunk of the bundle) only when a formula comes near the screen, so
// a first visit stays light. The TeX source shows until KaTeX arrives (and stays, readable, if it never does).
// KaTeX is imported as a module (no `window.katex`), and its stylesheet goes into the root the formula lives
// in: the document on the hosted page, the shadow root inside <gram-lab>, never a host page's document.
import { linkStylesheet } from '../runtime/stylesheets.js';
import { VENDOR } from '../site.js';
import { whenVisible } from './visible.js';

const KATEX = new URL('katex/', VENDOR);
const KATEX_SHEET = new URL('katex.min.css', KATEX).href;
const KATEX_FONTS = new URL('katex-fonts.css', KATEX).href;
let loading = null;
let katexModule = null; // KaTeX once it has arrived
const waiting = new Set(); // formulas made before it arrived: all typeset when it does, on screen or not
const loadKatex = () =>
  (loading ??= import('katex').then((module) => {
    katexModule = module.default;
    for (const typeset of waiting) typeset(katexModule);
    waiting.clear();
    return katexModule;
  }));

// KaTeX's sheet goes first in its root, so that the page's rules win a tie. Chromium ignores @font-face inside a
// shadow root: the document gets KaTeX's @font-face rules alone, which name fonts and cannot restyle any element
// of the host page.
function styleRoot(root) {
  if (root instanceof ShadowRoot) linkStylesheet(document, KATEX_FONTS);
  return linkStylesheet(root, KATEX_SHEET, { first: true });
}

/**
 * A <span> (or <div> for display math) that renders `tex`. KaTeX is downloaded when the first formula comes
 * within a screen of the view; then every formula is typeset, those in a hidden tab or further down too, and a formula
 * made later at once: a tab shown or a part scrolled to never shows its TeX source.
 */
export function math(tex, { display = false } = {}) {
  const element = document.createElement(display ? 'div' : 'span');
  element.className = display ? 'math math-display' : 'math';
  element.textContent = tex;
  // Unstyled, KaTeX's output shows twice (MathML and HTML) and taller: a formula on the page is typeset once its
  // root has the stylesheet, so the text around it moves once, not twice.
  const render = (katex) => katex.render(tex, element, { displayMode: display, throwOnError: false, output: 'htmlAndMathml' });
  const typeset = (katex) => (element.isConnected ? styleRoot(element.getRootNode()).then(() => render(katex)) : render(katex));
  if (katexModule) typeset(katexModule);
  else waiting.add(typeset);
  // A screen away: KaTeX's download starts (once), early enough to be typeset before the reader scrolls
  // there; the formula's root gets the stylesheet.
  whenVisible(
    element,
    () =>
      loadKatex().then(
        () => element.isConnected && styleRoot(element.getRootNode()),
        () => {},
      ),
    { margin: '100% 0px' },
  );
  return element;
}
