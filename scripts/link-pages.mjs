// Writes into every published page (scripts/published.mjs) what a link to it shows before any script runs: its
// language and panel on <html> (main.js reads them), its title, and the tags link previews and oEmbed discovery
// read (Open Graph, twitter:card, the oEmbed JSON's address, the other languages' page). Run on the staging site
// once bundle.mjs has written the pages; every page's own words come from the page's string tables.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CARD, LOCALES, PROVIDER, publishedPages, siteUrl } from './published.mjs';

// index.html's comment that the tags replace, whole.
const MARKER = /<!-- link previews[\s\S]*?-->/;
const HTML_TAG = '<html lang="ko">';

/** Text as an HTML attribute's value or an element's text. */
export const escapeHtml = (text) => String(text).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A page's words in its language (t: the page's translator for that language): its title and description, and
 * the heading its preview card shows under the brand (the panel's own title, or the page's subtitle). */
export function pageWords(t, page, panels) {
  if (!page.panel) return { title: t('app.documentTitle'), description: t('app.subtitle'), heading: t('app.subtitle') };
  const panel = panels.find(({ id }) => id === page.panel);
  const heading = t(panel.titleKey);
  return { title: t('app.panelTitle', { panel: heading }), description: t(`claim.${panel.id}`), heading };
}

/** The head tags of `page` (its words from pageWords), every address under `site` ('' = relative). */
export function headTags(page, words, pages, site) {
  const meta = (attribute, name, content) => `<meta ${attribute}="${name}" content="${escapeHtml(content)}">`;
  const others = pages.filter((other) => other.panel === page.panel && other.lang !== page.lang);
  return [
    ...(site ? [`<link rel="canonical" href="${escapeHtml(site + page.file)}">`] : []),
    meta('name', 'description', words.description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', PROVIDER),
    meta('property', 'og:locale', LOCALES[page.lang]),
    meta('property', 'og:title', words.title),
    meta('property', 'og:description', words.description),
    ...(site ? [meta('property', 'og:url', site + page.file)] : []),
    meta('property', 'og:image', site + page.image),
    meta('property', 'og:image:width', CARD.width),
    meta('property', 'og:image:height', CARD.height),
    meta('property', 'og:image:alt', words.title),
    // Twitter reads og:title, og:description and og:image when its own are missing.
    meta('name', 'twitter:card', 'summary_large_image'),
    `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(site + page.oembed)}" title="${escapeHtml(words.title)}">`,
    ...others.map((other) => `<link rel="alternate" hreflang="${other.lang}" href="${escapeHtml(site + other.file)}">`),
  ].join('\n  ');
}

/** Fills in every published page of the staging site `dir` (each a copy of index.html as bundled). */
export async function writeLinkPages(dir, env = process.env) {
  const src = pathToFileURL(join(dir, 'src/')).href;
  const { PANELS } = await import(`${src}panels/index.js`);
  const { loadLanguage, translator } = await import(`${src}runtime/i18n.js`);
  const pages = publishedPages(PANELS);
  const site = siteUrl(env);
  for (const page of pages) {
    await loadLanguage(page.lang);
    const words = pageWords(translator(page.lang), page, PANELS);
    const path = join(dir, page.file);
    const html = readFileSync(path, 'utf8');
    if (!MARKER.test(html) || !html.includes(HTML_TAG)) throw new Error(`${page.file}: no <!-- link previews --> or ${HTML_TAG}`);
    const attributes = `lang="${page.lang}"${page.panel ? ` data-panel="${page.panel}"` : ''}`;
    const written = html
      .replace(HTML_TAG, `<html ${attributes}>`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(words.title)}</title>`)
      .replace(MARKER, () => headTags(page, words, pages, site));
    writeFileSync(path, written);
  }
  return pages;
}
