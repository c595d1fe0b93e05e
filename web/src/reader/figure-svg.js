// Figures as standalone SVG files (and PNGs drawn from them), built from what the page drew: a plot's series,
// a heat map's pixels as one embedded image (not a rect per cell: a 300 × 300 map stays small), the overlay
// lines, and always the axes with their ticks and names, and a legend.
const esc = (text) => String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

// An exported figure is read on its own, printed or pasted into a document: always dark ink on white.
export const EXPORT_COLOURS = {
  paper: '#ffffff',
  ink: '#1a1a1a',
  muted: '#4b5563',
  line: '#d1d5db',
  accent: '#2456a6',
  bad: '#b2182b',
  good: '#1b7a3e',
};
const SERIES_COLOURS = ['#2456a6', '#b2182b', '#1b7a3e', '#8a4baf'];
const MARGIN = { left: 76, right: 24, top: 34, bottom: 52 };
const LEGEND_ROW = 24;

/**
 * A figure as a standalone SVG: its title, the picture in a plot box, ticks and names on both axes, and a
 * legend under it. The picture is an image (a heat map's pixels, scaled up crisp), SVG markup in the plot
 * box's own coordinates (viewBox), or both, the markup on top.
 * @param {{
 *   title?: string, width?: number, height?: number,
 *   image?: string, imageBox?: string, markup?: string, viewBox?: string,
 *   x: {name: string, ticks: {at: number, text: string}[]}, y: {name: string, ticks: {at: number, text: string}[]},
 *   legend?: ({ramp: number[][], low: string, high: string, text?: string} | {colour: string, text: string, line?: boolean, dash?: boolean})[],
 * }} figure
 *   ticks: `at` from 0 (left, bottom) to 1 (right, top); image: a data: URL, drawn over the whole plot box;
 *   markup: drawn in `viewBox` stretched over the plot box (preserveAspectRatio none), clipped to it.
 */
export function figureSvg({ title = '', width = 480, height = 480, image, markup, viewBox, x, y, legend = [] }) {
  const c = EXPORT_COLOURS;
  const titleLines = wrap(title, width + MARGIN.right, 14);
  const [left, top] = [MARGIN.left, MARGIN.top + 18 * (titleLines.length - 1)];
  const total = { w: left + width + MARGIN.right, h: top + height + MARGIN.bottom + legend.length * LEGEND_ROW };
  const text = (tx, ty, content, extra = '') => `<text x="${round(tx)}" y="${round(ty)}" fill="${c.muted}"${extra}>${esc(content)}</text>`;
  const xTicks = x.ticks.map(({ at, text: label }) => {
    const px = left + at * width;
    return `<line x1="${round(px)}" y1="${top + height}" x2="${round(px)}" y2="${top + height + 5}" stroke="${c.muted}"/>${text(px, top + height + 18, label, ' text-anchor="middle"')}`;
  });
  const yTicks = y.ticks.map(({ at, text: label }) => {
    const py = top + (1 - at) * height;
    return `<line x1="${left - 5}" y1="${round(py)}" x2="${left}" y2="${round(py)}" stroke="${c.muted}"/>${text(left - 8, py + 4, label, ' text-anchor="end"')}`;
  });
  const legendRows = legend.map((entry, k) => legendRow(entry, left, top + height + MARGIN.bottom + k * LEGEND_ROW + 4, k));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${total.w}" height="${total.h}" viewBox="0 0 ${total.w} ${total.h}" font-family="sans-serif" font-size="12">`,
    `<title>${esc(title)}</title>`,
    `<rect width="100%" height="100%" fill="${c.paper}"/>`,
    `<text x="${left}" y="${MARGIN.top - 12}" fill="${c.ink}" font-size="14" font-weight="600">${titleLines.map((line, k) => `<tspan x="${left}" dy="${k ? 18 : 0}">${esc(line)}</tspan>`).join('')}</text>`,
    image
      ? `<image x="${left}" y="${top}" width="${width}" height="${height}" preserveAspectRatio="none" style="image-rendering:pixelated" href="${image}"/>`
      : '',
    markup
      ? `<svg x="${left}" y="${top}" width="${width}" height="${height}" viewBox="${viewBox}" preserveAspectRatio="none" overflow="hidden">${markup}</svg>`
      : '',
    `<rect x="${left}" y="${top}" width="${width}" height="${height}" fill="none" stroke="${c.muted}"/>`,
    ...xTicks,
    ...yTicks,
    text(left + width / 2, top + height + 40, x.name, ' text-anchor="middle" font-style="italic"'),
    `<text transform="translate(16 ${round(top + height / 2)}) rotate(-90)" text-anchor="middle" fill="${c.muted}" font-style="italic">${esc(y.name)}</text>`,
    ...legendRows,
    '</svg>',
  ].join('\n');
}

// One legend row: a colour ramp between its two end labels, or a swatch (or a line) before its text.
function legendRow(entry, left, top, k) {
  const c = EXPORT_COLOURS;
  const mid = top + 8;
  if (entry.ramp) {
    const id = `ramp-${k}`;
    const stops = entry.ramp.map(
      ([r, g, b], i) => `<stop offset="${round(i / (entry.ramp.length - 1))}" stop-color="rgb(${r},${g},${b})"/>`,
    );
    return [
      `<defs><linearGradient id="${id}">${stops.join('')}</linearGradient></defs>`,
      `<text x="${left}" y="${mid + 4}" fill="${c.muted}">${esc(entry.low)}</text>`,
      `<rect x="${left + 80}" y="${top}" width="160" height="14" fill="url(#${id})" stroke="${c.line}"/>`,
      `<text x="${left + 248}" y="${mid + 4}" fill="${c.muted}">${esc(entry.high)}${entry.text ? `  ${esc(entry.text)}` : ''}</text>`,
    ].join('');
  }
  // A line sample sits on a grey ground, so a white line (the sigmoid map's boundary) shows too.
  const mark = entry.line
    ? `<rect x="${left - 2}" y="${top}" width="28" height="16" fill="#9ca3af"/><line x1="${left}" y1="${mid}" x2="${left + 24}" y2="${mid}" stroke="${entry.colour}" stroke-width="2.5"${entry.dash ? ' stroke-dasharray="5 4"' : ''}/>`
    : `<rect x="${left}" y="${top}" width="14" height="14" fill="${entry.colour}" stroke="${c.line}"/>`;
  return `${mark}<text x="${left + 32}" y="${mid + 4}" fill="${c.ink}">${esc(entry.text)}</text>`;
}

const round = (v) => Math.round(v * 100) / 100;

// A title in lines that fit `width` pixels at `size`: an estimate (a Hangul or CJK character is about one em
// wide, other characters about 0.6 em), as an SVG file cannot measure its own text.
function wrap(text, width, size) {
  const measure = (t) => [...t].reduce((sum, ch) => sum + (/[\u1100-\u11ff\u3000-\u9fff\uac00-\ud7af]/.test(ch) ? 1 : 0.6) * size, 0);
  const lines = [''];
  for (const word of String(text).split(' ')) {
    const next = lines.at(-1) ? `${lines.at(-1)} ${word}` : word;
    if (measure(next) > width && lines.at(-1)) lines.push(word);
    else lines[lines.length - 1] = next;
  }
  return lines;
}

/**
 * A line plot as a figure: a polyline per series (a null is spanned, as on the page; a value the axes cannot
 * draw breaks the line), dashed marks, ticks where the plot puts them.
 * @param {{title?: string, x: {label: string, log?: boolean}, y: {label: string, log?: boolean},
 *   series: {label: string, colour?: 'accent'|'muted'|'bad'|'good', dash?: number[], points?: boolean}[]}} axes
 *   a series' colour names the palette's (as the plot on the page draws it); without one, the series' place picks it;
 *   `points`: a dot per value and no line
 * @param {(number|null)[][]} data [xs, ys…] as the plot holds it
 * @param {{range: {x: [number, number], y: [number, number]}, ticks: {x: number[], y: number[]}, tickText: (v: number, log: boolean) => string,
 *   marks?: {x?: number, y?: number, label?: string}[]}} look
 */
export function plotSvg(axes, data, { range, ticks, tickText, marks = [] }) {
  const [width, height] = [560, 300];
  const fraction = (value, [low, high], log) =>
    log ? (Math.log10(value) - Math.log10(low)) / (Math.log10(high) - Math.log10(low)) : (value - low) / (high - low);
  const px = (v) => round(fraction(v, range.x, axes.x.log) * width);
  const py = (v) => round((1 - fraction(v, range.y, axes.y.log)) * height);
  const inside = (f) => f >= -1e-9 && f <= 1 + 1e-9;
  const lines = data.slice(1).map((ys, s) => {
    const runs = [[]];
    data[0].forEach((xv, i) => {
      const yv = ys[i];
      if (yv === null || yv === undefined) return; // no value here: the line spans it, as the page's plots do (spanGaps)
      if (!Number.isFinite(yv) || !Number.isFinite(xv) || (axes.y.log && yv <= 0)) runs.push([]);
      else runs.at(-1).push(`${px(xv)},${py(yv)}`);
    });
    const { colour, dash } = seriesLook(axes.series[s], s);
    if (axes.series[s]?.points)
      return runs
        .flat()
        .map((at) => dot(at, colour))
        .join('');
    const dashed = dash ? ` stroke-dasharray="${dash.join(' ')}"` : '';
    return runs
      .filter((run) => run.length)
      .map(
        (run) =>
          `<polyline fill="none" stroke="${colour}" stroke-width="2"${dashed} vector-effect="non-scaling-stroke" points="${run.join(' ')}"/>`,
      )
      .join('');
  });
  const markLines = marks.map((mark) =>
    mark.x !== undefined
      ? `<line x1="${px(mark.x)}" y1="0" x2="${px(mark.x)}" y2="${height}" stroke="${EXPORT_COLOURS.bad}" stroke-dasharray="5 4"/>`
      : `<line x1="0" y1="${py(mark.y)}" x2="${width}" y2="${py(mark.y)}" stroke="${EXPORT_COLOURS.muted}" stroke-dasharray="5 4"/>`,
  );
  const tickList = (values, [low, high], log) =>
    values.map((v) => ({ at: fraction(v, [low, high], log), text: tickText(v, log) })).filter(({ at }) => inside(at));
  return figureSvg({
    title: axes.title ?? '',
    width,
    height,
    markup: [...markLines, ...lines].join(''),
    viewBox: `0 0 ${width} ${height}`,
    x: { name: axes.x.label, ticks: tickList(ticks.x, range.x, axes.x.log) },
    y: { name: axes.y.label, ticks: tickList(ticks.y, range.y, axes.y.log) },
    legend: [
      ...axes.series.map((series, s) => {
        const { colour, dash } = seriesLook(series, s);
        return { colour, text: series.label, line: !series.points, dash: Boolean(dash) };
      }),
      ...marks
        .filter((mark) => mark.label)
        .map((mark) => ({
          colour: mark.x !== undefined ? EXPORT_COLOURS.bad : EXPORT_COLOURS.muted,
          text: mark.label,
          line: true,
          dash: true,
        })),
    ],
  });
}

const dot = (at, colour) => {
  const [cx, cy] = at.split(',');
  return `<circle cx="${cx}" cy="${cy}" r="4" fill="${colour}"/>`;
};

// A series' stroke in an export: its palette colour and dash as the page draws it, else one by its place.
function seriesLook(series, place) {
  const named = series?.colour && Object.hasOwn(EXPORT_COLOURS, series.colour) ? EXPORT_COLOURS[series.colour] : null;
  return { colour: named ?? SERIES_COLOURS[place % SERIES_COLOURS.length], dash: series?.dash };
}

/** A heat map's canvas (one pixel per entry) as a PNG data: URL, scaled up crisp to at least `least` pixels. */
export function pixelImage(canvas, least = 600) {
  const scale = Math.max(1, Math.ceil(least / Math.max(canvas.width, canvas.height)));
  const big = Object.assign(document.createElement('canvas'), { width: canvas.width * scale, height: canvas.height * scale });
  const context = big.getContext('2d');
  context.imageSmoothingEnabled = false;
  context.drawImage(canvas, 0, 0, big.width, big.height);
  return big.toDataURL('image/png');
}

/** Both exports of a figure built by `svgOf()` at click time: the SVG, and a PNG drawn from it. */
export function figureExports(svgOf) {
  return {
    svg: svgOf,
    png: () => {
      const text = svgOf();
      if (!text) return null;
      const [, width, height] = /width="(\d+)" height="(\d+)"/.exec(text);
      return svgCanvas(text, Number(width), Number(height));
    },
  };
}

// The presentation properties a figure's stylesheet sets, copied onto each node of a standalone copy.
const STYLED = [
  'fill',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-linecap',
  'vector-effect',
  'opacity',
  'font-size',
  'font-family',
];

// A copy of an SVG drawn in the page with the colours its stylesheet gives each node written into the copy.
function styledCopy(picture) {
  const copy = picture.cloneNode(true);
  const from = [picture, ...picture.querySelectorAll('*')];
  const to = [copy, ...copy.querySelectorAll('*')];
  from.forEach((node, k) => {
    const style = getComputedStyle(node);
    for (const name of STYLED) to[k].setAttribute(name, style.getPropertyValue(name));
  });
  return copy;
}

/** A figure drawn as SVG in the page, as a standalone file: its CSS-set colours written into the copy. */
export function standaloneSvg(picture) {
  const copy = styledCopy(picture);
  const box = picture.getBoundingClientRect();
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(Math.round(box.width) || 400));
  copy.setAttribute('height', String(Math.round(box.height) || 400));
  return new XMLSerializer().serializeToString(copy);
}

/** An overlay's drawing (its children, colours written in) as markup for figureSvg, in the overlay's viewBox. */
export function overlayMarkup(overlay) {
  const copy = styledCopy(overlay);
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  const text = new XMLSerializer().serializeToString(copy);
  return { markup: text.slice(text.indexOf('>') + 1, text.lastIndexOf('</svg>')), viewBox: overlay.getAttribute('viewBox') };
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
