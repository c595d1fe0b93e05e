// <gram-lab panel="similarity" lang="en" params="similarity.m=1,0.5;0.5,1"></gram-lab>
// One script tag embeds any panel in a page: the panel renders in a shadow root, so the host page's CSS and
// ours do not touch. State comes from the `params` attribute (the page's URL is the host's, not ours).
import { mountApp } from './app/mount-app.js';
import { PANELS } from './panels/index.js';
import { pickLanguage } from './runtime/i18n.js';
import { linkStylesheet } from './runtime/stylesheets.js';

const STYLES = new URL('../styles.css', import.meta.url).href;
// "Open in Gram Lab" leads here: the hosted page beside this module's folder.
const HOME = new URL('../index.html', import.meta.url).href;

class GramLabElement extends HTMLElement {
  // Changed after mount, each of these mounts the panels again with the new value.
  static observedAttributes = ['panel', 'lang', 'params'];

  connectedCallback() {
    if (this.shadowRoot) return;
    const shadow = this.attachShadow({ mode: 'open' });
    linkStylesheet(shadow, STYLES); // KaTeX's stylesheet comes with the first formula (widgets/math.js)
    mountInto(this);
  }

  attributeChangedCallback(_name, before, after) {
    if (before !== after && this.shadowRoot) mountInto(this);
  }
}

// A fresh root for the element's current attributes, in place of the one before (if any).
function mountInto(element) {
  const { params, panels, lang } = mountOptions(element);
  const root = Object.assign(document.createElement('div'), { className: 'gram-lab-root', lang });
  const previous = element.shadowRoot.querySelector('.gram-lab-root');
  if (previous) previous.replaceWith(root);
  else element.shadowRoot.append(root);
  // The panels mounted before stop their work (their workers end); the new ones start afresh.
  mounted.get(element)?.then((app) => app?.stop());
  mounted.set(element, mountApp(root, PANELS, { params, panels, syncUrl: false, chrome: false, home: HOME }));
}

const mounted = new WeakMap(); // element → the promise of its current mountApp

// The attributes as mountApp takes them. Without `lang`, the host page's language (<html lang="en-GB"> → en).
function mountOptions(element) {
  const params = new URLSearchParams(element.getAttribute('params') ?? '');
  const lang = element.getAttribute('lang') ?? (document.documentElement.lang || '').split('-')[0].toLowerCase();
  if (lang) params.set('lang', lang);
  const panels =
    element
      .getAttribute('panel')
      ?.split(',')
      .map((id) => id.trim()) ?? null;
  return { params, panels, lang: pickLanguage(params.get('lang')) };
}

if (!customElements.get('gram-lab')) customElements.define('gram-lab', GramLabElement);
