// The one export mechanism: a small menu under a figure or table. A panel declares what it exports
// ({name, png, svg, csv}); this module turns each into a button and a download, so every figure exports alike.
// PNG comes from the figure's canvas, SVG is built from its data (figure-svg.js), CSV from its rows.
import { h } from '../dom.js';

/**
 * @param {Function} t the panel's translator (export.* strings are common ones)
 * @param {{name: string, png?: () => HTMLCanvasElement|Promise<HTMLCanvasElement|null>|null, svg?: () => string|null, csv?: () => string[][]}} what
 *   name: the file name without extension; each function is called at click time, on what is on screen then.
 * @returns {HTMLElement}
 */
export function exportMenu(t, { name, png, svg, csv }) {
  const button = (kind, run) =>
    h(
      'button',
      { type: 'button', class: `export-${kind}`, 'aria-label': t(`export.${kind}.label`, { name }), onclick: run },
      t(`export.${kind}`),
    );
  const menu = h(
    'div',
    { class: 'export-menu', role: 'group', 'aria-label': t('export.group', { name }) },
    png && button('png', () => Promise.resolve(png()).then((canvas) => savePng(name, canvas))),
    svg && button('svg', () => saveText(`${name}.svg`, svg(), 'image/svg+xml')),
    csv && button('csv', () => saveText(`${name}.csv`, toCsv(csv()), 'text/csv')),
  );
  declared.set(menu, { name, png, svg, csv });
  return menu;
}

const declared = new WeakMap(); // a menu → what it exports

/** What an export menu on the page exports ({name, png?, svg?, csv?}), or null for another element: the panel's
 * picture for its Embed (reader/embed-card.js). */
export const exportsOf = (menu) => declared.get(menu) ?? null;

/** RFC 4180: fields with a comma, quote or line break are quoted, quotes doubled; lines end in CRLF. */
export function toCsv(rows) {
  const field = (value) => {
    const text = String(value ?? '');
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return `${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}

/**
 * A table's rows for a CSV, its header row and row headers included: a cell's number at full precision where the
 * view wrote one into `data-number` (a number shown as "3.6 × 10⁻⁹" is 3.6e-9 in the file, every digit kept),
 * else an input's value, else the text as shown.
 */
export function tableRows(table) {
  return [...table.rows].map((row) =>
    [...row.cells].map((cell) => {
      if (cell.dataset.number !== undefined) return cell.dataset.number;
      const input = cell.querySelector('input, textarea');
      return (input ? input.value : cell.textContent).replace(/\s+/g, ' ').trim();
    }),
  );
}

// A canvas drawn one pixel per entry (a heat map) is scaled up with crisp edges, so the PNG is legible.
function savePng(name, canvas) {
  if (!canvas) return;
  const scale = Math.max(1, Math.ceil(600 / Math.max(canvas.width, canvas.height)));
  let source = canvas;
  if (scale > 1) {
    source = document.createElement('canvas');
    source.width = canvas.width * scale;
    source.height = canvas.height * scale;
    const context = source.getContext('2d');
    context.imageSmoothingEnabled = false;
    context.drawImage(canvas, 0, 0, source.width, source.height);
  }
  source.toBlob((blob) => blob && download(`${name}.png`, blob), 'image/png');
}

/** Downloads `text` as `file` (nothing when there is no text). */
export function saveText(file, text, type) {
  if (text) download(file, new Blob([text], { type: `${type};charset=utf-8` }));
}

/** Downloads `blob` as `file`. */
export function download(file, blob) {
  const url = URL.createObjectURL(blob);
  const link = h('a', { href: url, download: file, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000); // the download has started by then
}
