// Where the built site is published and what a link to it names, declared once for the build, the previews and
// the tests. One page per language, and one per panel and language (index.html, index.en.html, similarity.html,
// similarity.en.html, …): the same app (index.html as built) with the head tags a link preview and oEmbed discovery
// read, since a crawler runs no script and a static host sends the same file whatever the query. Each page has its
// preview card (previews/<stem>.png, also its oEmbed thumbnail) and its oEmbed JSON (oembed/<stem>.json).
import { DEFAULT_LANGUAGE, LANGUAGES } from '../web/src/runtime/i18n.js';
import { publishedStem } from '../web/src/site.js';

// The hosted address, given at build time (the Pages workflow sets it from the repository). Without it every
// address the build writes is relative to the site's root: right for the page itself, not for an oEmbed consumer.
export const SITE_URL_VARIABLE = 'GRAMLAB_SITE_URL';
// The preview card: Open Graph's large image (1200 × 630) within a byte budget.
export const CARD = { width: 1200, height: 630, maxBytes: 150000 };
// The width an oEmbed iframe is written and measured at: a blog's column.
export const EMBED_WIDTH = 720;
// The whole page in a frame is a window onto it, this tall, that scrolls.
export const PAGE_EMBED_HEIGHT = 800;
export const PROVIDER = 'Gram Lab';
// Open Graph's og:locale for each of the page's languages.
export const LOCALES = { ko: 'ko_KR', en: 'en_US' };
export const PREVIEWS = 'previews';
export const OEMBED = 'oembed';

/** The canonical URL from the environment, ending in '/', or '' when none is given. A value that is no http(s)
 * URL stops the build rather than publish broken links. */
export function siteUrl(env = process.env) {
  const text = env[SITE_URL_VARIABLE]?.trim();
  if (!text) return '';
  let url;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${SITE_URL_VARIABLE} is not a URL: ${text}`);
  }
  if (!/^https?:$/.test(url.protocol) || url.search || url.hash)
    throw new Error(`${SITE_URL_VARIABLE} must be an http(s) folder URL: ${text}`);
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}

/**
 * Every published page: {stem, lang, panel (null: the whole page), file, image, oembed}, the page in the default
 * language first (index.html, the site's root).
 * @param {{id: string}[]} panels the list of panels (web/src/panels/index.js)
 */
export function publishedPages(panels) {
  const languages = [DEFAULT_LANGUAGE, ...Object.keys(LANGUAGES).filter((lang) => lang !== DEFAULT_LANGUAGE)];
  return languages.flatMap((lang) =>
    [null, ...panels.map(({ id }) => id)].map((panel) => {
      const stem = publishedStem(panel, lang);
      return { stem, lang, panel, file: `${stem}.html`, image: `${PREVIEWS}/${stem}.png`, oembed: `${OEMBED}/${stem}.json` };
    }),
  );
}

/** What an embed of the page shows: the panel alone without the header, or the whole page. Relative to the site. */
export function embedPath({ lang, panel }) {
  const params = new URLSearchParams(panel ? { panel, embed: '1', lang } : { lang });
  return `index.html?${params}`;
}
