// <gram-lab panel="similarity" lang="en" params="similarity.m=1,0.5;0.5,1"></gram-lab>
// One script tag embeds any panel in a page: the panel renders in a shadow root, so the host page's CSS and
// ours do not touch. State comes from the `params` attribute (the page's URL is the host's, not ours).
import { mountApp } from './app.js';

const STYLES = new URL('../styles.css', import.meta.url).href;

class GramLabElement extends HTMLElement {
  connectedCallback() {
    if (this.shadowRoot) return;
    const shadow = this.attachShadow({ mode: 'open' });
    const root = document.createElement('div');
    root.className = 'gram-lab-root';
    const link = (href) => Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
    shadow.append(link(STYLES), root); // KaTeX's stylesheet comes with the first formula (widgets/math.js)
    const params = new URLSearchParams(this.getAttribute('params') ?? '');
    if (this.hasAttribute('lang')) params.set('lang', this.getAttribute('lang'));
    const panels =
      this.getAttribute('panel')
        ?.split(',')
        .map((id) => id.trim()) ?? null;
    mountApp(root, { params, panels, syncUrl: false, chrome: false });
  }
}

if (!customElements.get('gram-lab')) customElements.define('gram-lab', GramLabElement);
