// A link's preview card as HTML, 1200 × 630 (scripts/published.mjs, CARD), for headless Chromium to draw
// (scripts/link-previews.mjs): the brand, the page's title and description on the left, its pictures on the right
// (a panel's first result; for the whole page, four panels' two by two). The page's own colours and fonts.
import { escapeHtml } from './link-pages.mjs';
import { CARD } from './published.mjs';

const dataUrl = (png) => `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
// web/favicon.svg's four squares, the page's mark.
const LOGO =
  '<svg viewBox="0 0 32 32" width="44" height="44" aria-hidden="true"><rect width="32" height="32" rx="6" fill="#2456a6"/><rect x="6" y="6" width="9" height="9" rx="1.5" fill="#fff"/><rect x="17" y="6" width="9" height="9" rx="1.5" fill="#9fbbe8"/><rect x="6" y="17" width="9" height="9" rx="1.5" fill="#9fbbe8"/><rect x="17" y="17" width="9" height="9" rx="1.5" fill="#fff"/></svg>';

const STYLE = `
* { box-sizing: border-box; margin: 0; }
html, body { width: ${CARD.width}px; height: ${CARD.height}px; overflow: hidden; }
body { display: grid; grid-template-columns: 470px 1fr; gap: 40px; padding: 56px 56px 56px 64px; background: #fbfbfa;
  color: #1d2430; font-family: "Noto Sans CJK KR", "Noto Sans KR", system-ui, sans-serif; border-left: 14px solid #2456a6; }
.words { display: flex; flex-direction: column; gap: 22px; min-height: 0; }
.brand { display: flex; align-items: center; gap: 14px; font-size: 30px; font-weight: 700; color: #2456a6; }
h1 { font-size: 42px; line-height: 1.22; font-weight: 700; }
.words * { word-break: keep-all; overflow-wrap: anywhere; } /* Korean breaks between words */
.words p { font-size: 24px; line-height: 1.45; color: #5b6575; overflow: hidden; display: -webkit-box;
  -webkit-box-orient: vertical; -webkit-line-clamp: 6; }
.pictures { display: grid; gap: 14px; min-height: 0; align-content: center; }
.pictures.four { grid-template-columns: 1fr 1fr; grid-template-rows: 1fr 1fr; }
.pictures img { width: 100%; height: 100%; min-height: 0; object-fit: contain; background: #fff;
  border: 1px solid #d9dde3; border-radius: 10px; padding: 10px; }
`;

/**
 * @param {{heading: string, description: string, lang: string, brand: string, pictures: Uint8Array[]}} card
 *   pictures: PNGs, one (a panel's) or four (the whole page's); the description is left out when it is the heading
 */
export function cardHtml({ heading, description, lang, brand, pictures }) {
  const shown = pictures.filter(Boolean);
  const images = shown.map((png) => `<img alt="" src="${dataUrl(png)}">`).join('');
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${STYLE}</style></head><body>
<div class="words"><div class="brand">${LOGO}${escapeHtml(brand)}</div><h1>${escapeHtml(heading)}</h1>${description === heading ? '' : `<p>${escapeHtml(description)}</p>`}</div>
<div class="pictures${shown.length === 4 ? ' four' : ''}">${images}</div></body></html>`;
}
