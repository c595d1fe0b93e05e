// The picture a reader uploads where a blog takes no iframe (Naver Blog, Brunch, velog's Markdown): the panel as it
// is now, 1200 × 630 (embed-code.js, EMBED_CARD) — the brand, the panel's title and the article's claim, the hosted
// address it links to, and the panel's first figure as its own PNG export draws it (figure-svg.js; the export menu
// under it, export-menu.js), or, in a panel that draws none, its first table as shown. Drawn on a canvas in the page,
// dark on light whatever the page's scheme, as every export is; the same layout as the link preview cards
// (scripts/preview-card.mjs), which are drawn at build time from the page by Chromium.
import { EMBED_CARD } from './embed-code.js';
import { exportsOf } from './export-menu.js';
import { EXPORT_COLOURS } from './figure-svg.js';

const FONT = 'system-ui, -apple-system, "Apple SD Gothic Neo", "Noto Sans KR", "Noto Sans CJK KR", "Malgun Gothic", sans-serif';
const LOOK = { paper: '#fbfbfa', ink: '#1d2430', muted: '#5b6575', line: '#d9dde3', accent: '#2456a6', pale: '#9fbbe8' };
// The words' column and the picture's box, in the card's pixels.
const WORDS = { x: 64, y: 56, width: 470 };
const PICTURE = { x: 574, y: 56, width: 570, height: 518, padding: 14 };

const visible = (element) => element.getClientRects().length > 0;

/**
 * @param {HTMLElement} section the panel's section, mounted
 * @param {{brand: string, title: string, claim: string, address: string}} words address: where the image links to
 * @returns {Promise<HTMLCanvasElement>} EMBED_CARD's size
 */
export async function drawEmbedCard(section, { brand, title, claim, address }) {
  const canvas = Object.assign(document.createElement('canvas'), { width: EMBED_CARD.width, height: EMBED_CARD.height });
  const g = canvas.getContext('2d');
  g.fillStyle = LOOK.paper;
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = LOOK.accent;
  g.fillRect(0, 0, 14, canvas.height);
  drawWords(g, { brand, title, claim, address });
  g.fillStyle = EXPORT_COLOURS.paper;
  g.strokeStyle = LOOK.line;
  g.lineWidth = 2;
  g.beginPath();
  g.roundRect(PICTURE.x, PICTURE.y, PICTURE.width, PICTURE.height, 10);
  g.fill();
  g.stroke();
  const picture = await panelPicture(section);
  if (picture) drawContained(g, picture);
  return canvas;
}

// The brand with the page's mark (web/favicon.svg's four squares), the title, the claim, and the address at the foot.
function drawWords(g, { brand, title, claim, address }) {
  const { x, y, width } = WORDS;
  const square = (dx, dy, size, colour) => {
    g.fillStyle = colour;
    g.beginPath();
    g.roundRect(x + dx, y + dy, size, size, size / 5);
    g.fill();
  };
  square(0, 0, 44, LOOK.accent);
  for (const [dx, dy, colour] of [
    [8, 8, '#fff'],
    [23, 8, LOOK.pale],
    [8, 23, LOOK.pale],
    [23, 23, '#fff'],
  ])
    square(dx, dy, 13, colour);
  g.textBaseline = 'alphabetic';
  g.fillStyle = LOOK.accent;
  g.font = `700 30px ${FONT}`;
  g.fillText(brand, x + 58, y + 33);
  let top = y + 44 + 30;
  g.fillStyle = LOOK.ink;
  g.font = `700 40px ${FONT}`;
  for (const line of wrap(g, title, width, 4)) {
    top += 50;
    g.fillText(line, x, top);
  }
  top += 16;
  const foot = EMBED_CARD.height - 56;
  g.fillStyle = LOOK.muted;
  g.font = `22px ${FONT}`;
  const room = Math.max(0, Math.floor((foot - 40 - top) / 32));
  for (const line of wrap(g, claim, width, room)) {
    top += 32;
    g.fillText(line, x, top);
  }
  g.fillStyle = LOOK.accent;
  g.font = `18px ${FONT}`;
  g.fillText(fit(g, address.replace(/^https?:\/\//, '').replace(/\?.*$/, ''), width), x, foot);
}

// Lines of at most `width` pixels, at most `most` of them (the last cut with an ellipsis): broken between words,
// and within a word only when it is wider than a line (a long address, or Korean without spaces).
function wrap(g, text, width, most) {
  const lines = [];
  let line = '';
  for (const word of String(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (g.measureText(next).width <= width) line = next;
    else {
      if (line) lines.push(line);
      line = word;
      while (g.measureText(line).width > width) {
        let cut = line.length - 1;
        while (cut > 1 && g.measureText(line.slice(0, cut)).width > width) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
  }
  if (line) lines.push(line);
  if (lines.length <= most) return lines;
  const kept = lines.slice(0, most);
  if (most) kept[most - 1] = fit(g, `${kept[most - 1]}…`, width, true);
  return kept;
}

// The text cut to `width` pixels with an ellipsis (one already there is kept at the end).
function fit(g, text, width, ellipsis = false) {
  if (g.measureText(text).width <= width && !ellipsis) return text;
  let body = ellipsis ? text.slice(0, -1) : text;
  while (body && g.measureText(`${body}…`).width > width) body = body.slice(0, -1);
  return body === text ? text : `${body}…`;
}

// The panel's picture: its first figure on screen, as the figure's PNG export draws it, else its first table.
async function panelPicture(section) {
  for (const menu of section.querySelectorAll('.panel-content .export-menu')) {
    const png = exportsOf(menu)?.png;
    if (!png || !visible(menu)) continue;
    const canvas = await Promise.resolve()
      .then(png)
      .catch(() => null);
    if (canvas) return canvas;
  }
  // A table of results before a table the reader types into (a matrix editor).
  const tables = [...section.querySelectorAll('.panel-content table')].filter(visible);
  const table = tables.find((candidate) => !candidate.querySelector('input, textarea')) ?? tables[0];
  return table ? tablePicture(table) : null;
}

// A picture scaled to fit the picture's box, whole, centred; a table is never enlarged (its text would blur).
function drawContained(g, picture) {
  const box = { width: PICTURE.width - 2 * PICTURE.padding, height: PICTURE.height - 2 * PICTURE.padding };
  const most = picture.dataset.table ? 1 : Number.POSITIVE_INFINITY;
  const scale = Math.min(box.width / picture.width, box.height / picture.height, most);
  const [w, h] = [picture.width * scale, picture.height * scale];
  g.imageSmoothingQuality = 'high';
  g.drawImage(picture, PICTURE.x + PICTURE.padding + (box.width - w) / 2, PICTURE.y + PICTURE.padding + (box.height - h) / 2, w, h);
}

const MOST_ROWS = 14;
const MOST_COLUMNS = 7;

// A table as it reads on screen (a cell's input by its value), its header cells in bold, drawn on its own canvas
// at the card's scale; rows and columns past what fits are left out, and an ellipsis says so.
function tablePicture(table) {
  const cellOf = (cell) => ({
    text: (cell.querySelector('input, textarea')?.value ?? cell.textContent).replace(/\s+/g, ' ').trim(),
    bold: cell.tagName === 'TH',
  });
  let rows = [...table.rows].map((row) => [...row.cells].slice(0, MOST_COLUMNS).map(cellOf));
  if (rows.length > MOST_ROWS) rows = [...rows.slice(0, MOST_ROWS - 1), rows[0].map(() => ({ text: '…', bold: false }))];
  const canvas = document.createElement('canvas');
  canvas.dataset.table = 'true';
  const g = canvas.getContext('2d');
  const size = 26;
  const font = (cell) => `${cell?.bold ? '700 ' : ''}${size}px ${FONT}`;
  const columns = Math.max(...rows.map((row) => row.length));
  const widths = Array.from({ length: columns }, (_, j) =>
    Math.max(
      ...rows.map((row) => {
        g.font = font(row[j]);
        return g.measureText(row[j]?.text ?? '').width;
      }),
    ),
  );
  const [gap, line] = [size * 1.2, size * 1.6];
  canvas.width = Math.ceil(widths.reduce((sum, w) => sum + w + gap, gap));
  canvas.height = Math.ceil(rows.length * line + size);
  g.fillStyle = EXPORT_COLOURS.paper;
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = EXPORT_COLOURS.ink;
  rows.forEach((row, k) => {
    let x = gap / 2;
    row.forEach((cell, j) => {
      g.font = font(cell);
      g.fillText(cell.text, x, (k + 1) * line);
      x += widths[j] + gap;
    });
  });
  return canvas;
}
