// SVG built from a figure's data (not a picture of the canvas): a line plot's series and a heat map's cells,
// so an exported figure scales without blur and its numbers stay in the file.
const esc = (text) => String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const svgOpen = (width, height) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="12">`;

/**
 * @param {{x: {label: string, log?: boolean}, y: {label: string, log?: boolean}, series: {label: string, colour?: string, dash?: number[]}[]}} axes
 * @param {(number|null)[][]} data [xs, ys…] as the plot holds it (null: a gap)
 * @param {{range: {x: [number, number], y: [number, number]}, colours: {accent: string, muted: string, line: string, bad?: string}}} look
 */
export function plotSvg(axes, data, { range, colours }) {
  const [width, height, left, right, top, bottom] = [640, 360, 64, 16, 16, 48];
  const map = (value, [low, high], log, from, to) => {
    const f = log ? (Math.log10(value) - Math.log10(low)) / (Math.log10(high) - Math.log10(low)) : (value - low) / (high - low);
    return from + f * (to - from);
  };
  const px = (x) => map(x, range.x, axes.x.log, left, width - right);
  const py = (y) => map(y, range.y, axes.y.log, height - bottom, top);
  const lines = data.slice(1).map((ys, k) => {
    const { colour = 'accent', dash } = axes.series[k] ?? {};
    const points = [];
    data[0].forEach((x, i) => {
      const y = ys[i];
      if (y !== null && Number.isFinite(y) && Number.isFinite(x)) points.push(`${px(x).toFixed(2)},${py(y).toFixed(2)}`);
    });
    const dashed = dash ? ` stroke-dasharray="${dash.join(' ')}"` : '';
    return `<polyline fill="none" stroke="${colours[colour]}" stroke-width="2"${dashed} points="${points.join(' ')}"/>`;
  });
  const tick = (value) => (Math.abs(value) >= 1e4 || (value !== 0 && Math.abs(value) < 1e-3) ? value.toExponential(0) : String(value));
  return [
    svgOpen(width, height),
    `<rect x="${left}" y="${top}" width="${width - left - right}" height="${height - top - bottom}" fill="none" stroke="${colours.line}"/>`,
    ...lines,
    `<text x="${left}" y="${height - bottom + 16}" fill="${colours.muted}">${esc(tick(range.x[0]))}</text>`,
    `<text x="${width - right}" y="${height - bottom + 16}" text-anchor="end" fill="${colours.muted}">${esc(tick(range.x[1]))}</text>`,
    `<text x="${left - 4}" y="${height - bottom}" text-anchor="end" fill="${colours.muted}">${esc(tick(range.y[0]))}</text>`,
    `<text x="${left - 4}" y="${top + 12}" text-anchor="end" fill="${colours.muted}">${esc(tick(range.y[1]))}</text>`,
    `<text x="${(left + width - right) / 2}" y="${height - 8}" text-anchor="middle" fill="${colours.muted}">${esc(axes.x.label)}</text>`,
    `<text transform="translate(14 ${(top + height - bottom) / 2}) rotate(-90)" text-anchor="middle" fill="${colours.muted}">${esc(axes.y.label)}</text>`,
    '</svg>',
  ].join('\n');
}

/**
 * One square per entry, filled with the colour the heat map gives it.
 * @param {{rows: number, cols: number, data: ArrayLike<number>}} matrix
 * @param {(k: number) => [number, number, number]} colourOf the RGB of entry k (row-major)
 * @param {string} label the figure's text alternative, kept as the SVG's <title>
 */
export function heatmapSvg({ rows, cols }, colourOf, label) {
  const cell = Math.max(1, Math.floor(600 / Math.max(rows, cols)));
  const rects = [];
  for (let i = 0; i < rows; i++)
    for (let j = 0; j < cols; j++) {
      const [r, g, b] = colourOf(i * cols + j);
      rects.push(`<rect x="${j * cell}" y="${i * cell}" width="${cell}" height="${cell}" fill="rgb(${r},${g},${b})"/>`);
    }
  return [
    svgOpen(cols * cell, rows * cell),
    `<title>${esc(label)}</title>`,
    `<g shape-rendering="crispEdges">`,
    ...rects,
    '</g>',
    '</svg>',
  ].join('\n');
}

// The presentation properties a figure's stylesheet sets, copied onto each node of a standalone copy.
const STYLED = ['fill', 'stroke', 'stroke-width', 'stroke-dasharray', 'opacity', 'font-size', 'font-family'];

/** A figure drawn as SVG in the page, as a standalone file: its CSS-set colours written into the copy. */
export function standaloneSvg(picture) {
  const copy = picture.cloneNode(true);
  const from = [picture, ...picture.querySelectorAll('*')];
  const to = [copy, ...copy.querySelectorAll('*')];
  from.forEach((node, k) => {
    const style = getComputedStyle(node);
    for (const name of STYLED) to[k].setAttribute(name, style.getPropertyValue(name));
  });
  const box = picture.getBoundingClientRect();
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(Math.round(box.width) || 400));
  copy.setAttribute('height', String(Math.round(box.height) || 400));
  return new XMLSerializer().serializeToString(copy);
}

/** That SVG drawn on a canvas, for its PNG (a data: URL: the page's CSP allows data: images, not blob:). */
export function svgCanvas(text, width, height) {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => {
      const canvas = Object.assign(document.createElement('canvas'), { width: 2 * width, height: 2 * height });
      const context = canvas.getContext('2d');
      context.scale(2, 2);
      context.drawImage(image, 0, 0, width, height);
      resolve(canvas);
    };
    image.onerror = () => resolve(null);
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
  });
}
