// Where the site's static files are, from this folder (src/): the same URL whether the page runs these
// modules as they are or as the bundle (scripts/bundle.mjs puts every chunk in src/ too).
import { DEFAULT_LANGUAGE } from './runtime/i18n.js';

export const VENDOR = new URL('../vendor/', import.meta.url);
// The stylesheets loaded with what they style (a panel's, the exercises'), beside styles.css, which the page links.
export const STYLESHEETS = new URL('../styles/', import.meta.url);
// The panels' compute worker (worker.js, an entry of the bundle).
export const WORKER = new URL('./worker.js', import.meta.url);
// The exercises (?exercise=id, ?exercises): their bar, sheet and checks, an entry of the bundle loaded only there.
export const EXERCISE_PAGE = new URL('./exercise-page.js', import.meta.url);
// The site's folder (index.html's), as this module was loaded from it: a <gram-lab> element's hosted site.
export const SITE = new URL('../', import.meta.url);

/** A published page's name without .html (scripts/published.mjs): the panel's id, or index for the whole page,
 * with `.<lang>` unless the language is the default (similarity, similarity.en, index.en). */
export const publishedStem = (panel, lang) => (panel ?? 'index') + (lang === DEFAULT_LANGUAGE ? '' : `.${lang}`);
/** The page of one panel in one language, relative to the site: similarity.en.html. */
export const panelPage = (panel, lang) => `${publishedStem(panel, lang)}.html`;

/**
 * The hosted site's folder for a page of ours: the canonical address the build was given (GRAMLAB_SITE_URL: every
 * published page links to itself under it, scripts/link-pages.mjs), else the folder the page is served from.
 * @param {Document} document the page's own document (never a host page's: its canonical link is the host's)
 */
export function hostedSite(document) {
  const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
  try {
    if (canonical) return new URL('./', new URL(canonical, document.baseURI)).href;
  } catch {} // a link that is no URL: the page's own folder
  return new URL('./', document.baseURI).href;
}
