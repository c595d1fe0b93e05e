// What a panel's Embed dialog (reader/embed-dialog.js) gives to paste into a blog, as text: the iframe (with its
// measured height, and with the lines that let it take its content's height), the custom element, an image linked
// to the hosted page, and the data of a CodePen prefill form. Pure functions of the hosted site, the panel, its
// language and state (docs/embedding.md, "Which form works where"; tests/unit/embed-code.test.mjs).
import { panelPage } from '../site.js';
import { HEIGHT_MESSAGE } from './frame-height.js';

// The image a reader uploads where a blog takes no iframe (reader/embed-card.js draws it): Open Graph's large size.
export const EMBED_CARD = { width: 1200, height: 630 };
// CodePen's prefill API (CodePen's documentation, "Prefill API"): a form that POSTs `data`, a JSON object, here.
export const CODEPEN_PREFILL = 'https://codepen.io/pen/define';

// The lines a host page adds once so a frame marked data-gram-lab takes the height its page posts
// (reader/frame-height.js); web/embed-example.js is the same code as a file, and docs/embedding.md shows it.
export const AUTO_HEIGHT_SCRIPT = `<script>
addEventListener('message', (event) => {
  if (event.data?.type !== '${HEIGHT_MESSAGE}' || !Number.isFinite(event.data.height)) return;
  for (const frame of document.querySelectorAll('iframe[data-gram-lab]')) {
    if (frame.contentWindow === event.source) frame.style.height = \`\${event.data.height}px\`;
  }
});
</script>`;

/** Text as a double-quoted HTML attribute's value. */
const attribute = (text) => String(text).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// Characters a query keeps as they are where URLSearchParams reads them back the same (a matrix's commas and
// semicolons stay legible); everything else encodeURIComponent escapes stays escaped ('+' would read as a space).
const KEPT = { '%2C': ',', '%3B': ';', '%3A': ':', '%2F': '/', '%40': '@' };

/** [key, value] pairs as a query that URLSearchParams reads back to the same pairs, as legible as that allows. */
export function readableQuery(pairs) {
  const encode = (text) => encodeURIComponent(text).replace(/%(2C|3B|3A|2F|40)/g, (code) => KEPT[code]);
  return pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
}

// Markdown: a link's text with its brackets escaped, its address with the parentheses and spaces that would end it.
const markdownText = (text) => String(text).replace(/([\\[\]])/g, '\\$1');
const markdownUrl = (url) => url.replace(/[()\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);

/**
 * @param {{site: string, panel: string, lang: string, title: string, state: [string, string][], width: number,
 *   height: number, image: string}} what
 *   site: the hosted site's folder, ending in '/'; state: the panel's URL keys as a link writes them (and `hide`);
 *   width, height: the frame's, in CSS pixels; image: where the uploaded picture is (its file name until then)
 * @returns {{iframe: string, iframeAuto: string, element: string, page: string, imageHtml: string,
 *   imageMarkdown: string, pen: {title: string, description: string, html: string, css: string, js: string, editors: string}}}
 */
export function embedCode({ site, panel, lang, title, state, width, height, image }) {
  const query = readableQuery(state);
  const frame = `${site}index.html?${readableQuery([['panel', panel], ['embed', '1'], ['lang', lang], ...state])}`;
  const page = `${site}${panelPage(panel, lang)}${query ? `?${query}` : ''}`;
  const heading = `Gram Lab: ${title}`;
  const iframe =
    `<iframe data-gram-lab src="${attribute(frame)}" title="${attribute(heading)}" width="${width}" height="${height}" ` +
    `style="width:100%;max-width:${width}px;height:${height}px;border:0" loading="lazy"></iframe>`;
  const element =
    `<script type="module" src="${attribute(`${site}src/gram-lab-element.js`)}"></script>\n` +
    `<gram-lab panel="${attribute(panel)}" lang="${attribute(lang)}"${query ? ` params="${attribute(query)}"` : ''}></gram-lab>`;
  const shown = { width: EMBED_CARD.width / 2, height: EMBED_CARD.height / 2 }; // sharp on a screen of twice the density
  return {
    iframe,
    iframeAuto: `${iframe}\n${AUTO_HEIGHT_SCRIPT}`,
    element,
    page,
    imageHtml:
      `<a href="${attribute(page)}"><img src="${attribute(image)}" alt="${attribute(heading)}" ` +
      `width="${shown.width}" height="${shown.height}" style="max-width:100%;height:auto"></a>`,
    imageMarkdown: `[![${markdownText(heading)}](${markdownUrl(image)})](${markdownUrl(page)})`,
    pen: { title: heading, description: page, html: element, css: 'body { margin: 1rem; }', js: '', editors: '100' },
  };
}
