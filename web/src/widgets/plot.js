// Line plots drawn by uPlot, loaded on first use so panels without plots stay light. Axes may be
// logarithmic; `marks` adds dashed reference lines (a limit, the current slider value) redrawn on demand.
// uPlot is a chunk of the bundle, and its stylesheet is linked inside the plot's own element when uPlot
// arrives, so it also applies inside a <gram-lab> shadow root and costs nothing before a plot is drawn.
import { h } from '../dom.js';
import { number, scientific } from '../format.js';
import { onSchemeChange } from '../reader/color-scheme.js';
import { figureExports, plotSvg } from '../reader/figure-svg.js';
import { VENDOR } from '../site.js';
import { whenVisible } from './visible.js';

const STYLESHEET = new URL('uplot/uPlot.min.css', VENDOR).href;
let loading = null;
const loadUPlot = () => (loading ??= import('uplot').then((module) => module.default));

/**
 * @param {{
 *   x: {label: string, log?: boolean, range?: [number, number]},
 *   y: {label: string, log?: boolean, range?: [number, number] | (() => [number, number])},  (fixed: no jumps while a slider moves)
 *   series: {label: string, colour?: 'accent'|'muted'|'bad'|'good', dash?: number[], points?: boolean}[],
 *     (colour: a palette name, accent by default; points: a dot per value, no line)
 *   marks?: () => {x?: number, y?: number, label?: string, align?: 'left'|'right', below?: boolean}[],
 *   height?: number,
 * }} options
 * @returns {{element: HTMLElement, setData(data: (number|null)[][]): void, redraw(): void}}
 *   data: [xs, ys…] as uPlot takes it; null leaves a gap. A mark is a vertical (x) or horizontal (y) dashed
 *   line; a vertical one's label sits over it, above the data; a horizontal one's at its left or right end, above
 *   the line or below it, or wherever along it the label is off the curves (drawMarks).
 */
export function createPlot({ x, y, series, marks, height = 240 }) {
  // A plot with marks keeps a strip above its data for the vertical lines' labels (drawMarks).
  const room = marks ? MARK_ROOM : null;
  marks ??= () => [];
  // The plot's height and its legend's rows (legendRows) are kept free before uPlot arrives, so text below does
  // not jump when a plot scrolls into view and draws; once drawn, its own height is kept.
  const element = h('div', { class: 'plot' });
  const labels = [x.label, ...series.map(({ label }) => label)];
  let plot = null;
  const keepHeight = () => {
    element.style.minHeight = `${plot ? plot.root.offsetHeight : height + LEGEND_ROW * legendRows(element, labels)}px`;
  };
  keepHeight();
  // Laid out or resized: uPlot takes the width and the kept height follows, in the next frame. Changed inside the
  // observer's callback, the element's own size would be a "ResizeObserver loop" error on the page (and on an
  // embedding blog's error reports).
  let resizing = false;
  new ResizeObserver(() => {
    if (resizing) return;
    resizing = true;
    requestAnimationFrame(() => {
      resizing = false;
      plot?.setSize({ width: widthOf(element), height });
      keepHeight();
    });
  }).observe(element);
  let latest = null;
  let waiting = false;

  function setData(data) {
    latest = data;
    if (plot) {
      plot.setData(data);
      drawn();
    } else if (!waiting) {
      waiting = true; // uPlot loads when the plot first comes near the screen
      whenVisible(element, () =>
        Promise.all([loadUPlot(), styled()]).then(
          ([uPlot]) => build(uPlot),
          () => element.classList.add('plot-failed'),
        ),
      );
    }
  }

  // A performance mark per draw: the page bench times input → redrawn plot with it (tests/bench/page.mjs).
  const drawn = () => performance.mark('gramlab:plot-drawn');

  // uPlot's stylesheet, linked in the plot's element (once) and loaded (or failed) before the first plot is built:
  // an unstyled legend is taller, and the height kept at build would then stay too tall (a jump below when it shrank).
  let sheet = null;
  const styled = () =>
    (sheet ??= new Promise((resolve) => {
      element.append(h('link', { rel: 'stylesheet', href: STYLESHEET, onload: resolve, onerror: resolve }));
    }));

  let built = false; // the scheme listener, set up with the first plot
  function build(uPlot) {
    if (plot || !element.isConnected) return;
    const colours = palette(element);
    plot = new uPlot(plotOptions({ x, y, series, height, room, marks, element, colours }), latest, element);
    element.uplot = plot; // the layout check reads the plot on screen: its scales, its data (tests/e2e/layout-checks.mjs)
    keepHeight();
    drawn();
    if (built) return;
    built = true;
    // Dark or light changed: the colours are read at build time, so build again with the new ones.
    onSchemeChange(element, () => {
      plot?.destroy();
      plot = null;
      build(uPlot);
    });
  }

  // The exported figure: its caption as title, the series and marks as drawn, ticks where the plot has them, a legend.
  const figure = () => {
    if (!plot) return null;
    const range = { x: [plot.scales.x.min, plot.scales.x.max], y: [plot.scales.y.min, plot.scales.y.max] };
    const ticksOf = ({ log }, [min, max]) => (log ? decades(null, null, min, max) : linearTicks(min, max));
    // The title is the caption the reader sees above the plot, read when exported (so it is in their language).
    const title = element.closest('figure')?.querySelector(':scope > figcaption')?.textContent ?? '';
    return plotSvg({ title, x, y, series }, latest, {
      range,
      ticks: { x: ticksOf(x, range.x), y: ticksOf(y, range.y) },
      tickText: (value, log) => (log ? powerOfTen(value) : number(value, 3).replace(/\.?0+$/, '')),
      marks: marks(),
    });
  };
  return { element, setData, redraw: () => plot?.redraw(false), exports: figureExports(figure) };
}

// uPlot's options for a plot of createPlot's arguments in the given colours (palette), marks drawn over it.
function plotOptions({ x, y, series, height, room, marks, element, colours }) {
  const axis = ({ label, log }) => ({
    label,
    stroke: colours.muted,
    grid: { stroke: colours.line, width: 1 },
    ticks: { stroke: colours.line },
    ...(log && { splits: decades, filter: (_u, splits) => splits, values: (_u, splits) => splits.map(powerOfTen) }),
  });
  const scale = ({ log, range }) => ({ distr: log ? 3 : 1, ...(range && { range }) });
  return {
    width: widthOf(element),
    height,
    scales: { x: { time: false, ...scale(x) }, y: scale(y) },
    axes: [axis(x), axis(y)],
    series: [
      { label: x.label },
      ...series.map(({ label, colour = 'accent', dash, points }) => ({
        label,
        stroke: colours[colour],
        width: 2,
        spanGaps: true,
        ...(dash && { dash }),
        // Dots only: no path, a filled dot at each value.
        ...(points && { dots: true, paths: () => null, points: { show: true, size: 9, fill: colours[colour] } }),
      })),
    ],
    cursor: { drag: { x: false, y: false } },
    padding: [room, null, null, null], // null: uPlot's own
    hooks: { draw: [(u) => (element.drawnMarks = drawMarks(u, marks(), colours))] },
  };
}

// The dashed lines first, then their labels, each at the first place (its preferred one first) where it stays
// inside the plot and off the series, the other lines and the labels placed before it; where there is none, at
// its preferred place. Returns the lines as drawn (canvas pixels) with their labels, for the layout check.
function drawMarks(u, marks, colours) {
  const { ctx, bbox } = u;
  const ratio = globalThis.devicePixelRatio || 1;
  const gap = 5 * ratio;
  ctx.save();
  ctx.setLineDash([5 * ratio, 4 * ratio]);
  ctx.lineWidth = ratio;
  ctx.font = `${12 * ratio}px system-ui, sans-serif`;
  ctx.textBaseline = 'alphabetic'; // uPlot leaves the axes' alignment behind
  const lines = marks.map((mark) => {
    const vertical = mark.x !== undefined;
    const at = vertical ? u.valToPos(mark.x, 'x', true) : u.valToPos(mark.y, 'y', true);
    const [x0, y0, x1, y1] = vertical ? [at, bbox.top, at, bbox.top + bbox.height] : [bbox.left, at, bbox.left + bbox.width, at];
    ctx.strokeStyle = vertical ? colours.bad : colours.muted;
    ctx.beginPath();
    ctx.moveTo(x0, y0);
    ctx.lineTo(x1, y1);
    ctx.stroke();
    return { mark, vertical, at, x0, y0, x1, y1, label: mark.label };
  });
  const taken = { points: seriesPoints(u), lines, boxes: [] };
  for (const line of lines) {
    if (!line.label) continue;
    const width = ctx.measureText(line.label).width;
    const spots = line.vertical ? verticalSpots(line, width, bbox, gap) : horizontalSpots(line, width, bbox, gap);
    const spot = spots.find((box) => free(box, line, taken, bbox, gap)) ?? spots[0];
    taken.boxes.push(spot);
    ctx.fillStyle = line.vertical ? colours.bad : colours.muted;
    ctx.textAlign = 'left';
    ctx.fillText(line.label, spot.left, spot.baseline);
  }
  ctx.restore();
  return lines.map(({ x0, y0, x1, y1, label }) => ({ x0, y0, x1, y1, label }));
}

// A label's box ({left, right, top, bottom}: canvas pixels, 12 px text) with its baseline at y.
const labelBox = (left, y, width, gap) => ({ left, right: left + width, top: y - 2.4 * gap, bottom: y + 0.6 * gap, baseline: y });

// A horizontal line's label: at its preferred end, above or below as asked, then the other side, the other end,
// then along the line a tenth of the plot at a time.
function horizontalSpots({ mark, at, x0, x1 }, width, bbox, gap) {
  const ends = [x0 + gap, x1 - gap - width];
  if (mark.align === 'right') ends.reverse();
  for (let k = 1; k < 10; k++) ends.push(bbox.left + (k / 10) * (bbox.width - width));
  const sides = mark.below ? [at + 3 * gap, at - gap] : [at - gap, at + 3 * gap];
  return ends.flatMap((left) => sides.map((y) => labelBox(left, y, width, gap)));
}

// A vertical line's label: centred over it in the strip above the data (clear of every curve), kept over the plot.
function verticalSpots({ at }, width, bbox, gap) {
  const left = Math.min(Math.max(at - width / 2, bbox.left), bbox.left + bbox.width - width);
  return [{ ...labelBox(left, bbox.top - gap, width, gap), above: true }];
}

function free(box, own, { points, lines, boxes }, bbox, gap) {
  const pad = gap / 5; // 1 px: a label just above its line, clear of a curve that runs along it
  const top = box.above ? 0 : bbox.top; // a vertical line's label sits in the strip above the data
  const within = box.left >= bbox.left && box.right <= bbox.left + bbox.width && box.top >= top && box.bottom <= bbox.top + bbox.height;
  const hits = (x, y) => x > box.left - pad && x < box.right + pad && y > box.top - pad && y < box.bottom + pad;
  const crossed = (line) =>
    line !== own &&
    (line.vertical ? line.at > box.left - pad && line.at < box.right + pad : line.at > box.top - pad && line.at < box.bottom + pad);
  const overlaps = (b) => b.left < box.right && box.left < b.right && b.top < box.bottom && box.top < b.bottom;
  return within && !points.some(([x, y]) => hits(x, y)) && !lines.some(crossed) && !boxes.some(overlaps);
}

// Every shown series' values as canvas pixels, and points every 2 px along its lines (a dots-only series: the dots).
function seriesPoints(u) {
  const points = [];
  u.series.forEach((series, i) => {
    if (i === 0 || !series.show) return;
    let previous = null;
    u.data[0].forEach((x, j) => {
      const y = u.data[i][j];
      if (y == null || !Number.isFinite(y)) return;
      const here = [u.valToPos(x, 'x', true), u.valToPos(y, series.scale, true)];
      if (previous && !series.dots) {
        const steps = Math.max(1, Math.ceil(Math.hypot(here[0] - previous[0], here[1] - previous[1]) / 2));
        for (let k = 1; k < steps; k++)
          points.push([previous[0] + ((here[0] - previous[0]) * k) / steps, previous[1] + ((here[1] - previous[1]) * k) / steps]);
      }
      points.push(here);
      previous = here;
    });
  });
  return points;
}

// Ticks on whole powers of ten, at most about six of them, however many decades the axis spans.
function decades(_u, _axis, min, max) {
  const low = Math.ceil(Math.log10(min));
  const high = Math.floor(Math.log10(max));
  const every = Math.max(1, Math.ceil((high - low) / 6));
  const ticks = [];
  for (let e = low; e <= high; e += every) ticks.push(10 ** e);
  return ticks;
}

// Round ticks (1, 2 or 5 × 10ⁿ apart), about five across [min, max].
function linearTicks(min, max) {
  if (!(max > min)) return [min];
  const raw = (max - min) / 5;
  const unit = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * unit).find((s) => s >= raw);
  const ticks = [];
  for (let k = Math.ceil(min / step); k * step <= max + step * 1e-9; k++) ticks.push(Number((k * step).toPrecision(12)));
  return ticks;
}

// 10⁻⁹ rather than 1e-9 or 0.000000001.
const powerOfTen = (x) => scientific(x, 0).replace(/^1 × /, '');

// Canvas text and lines cannot read CSS variables; take the page's (light or dark) colours once.
function palette(element) {
  const style = getComputedStyle(element);
  const read = (name, fallback) => style.getPropertyValue(name).trim() || fallback;
  return {
    accent: read('--accent', '#2456a6'),
    muted: read('--muted', '#5b6575'),
    line: read('--line', '#d9dde3'),
    bad: read('--bad', '#b2182b'),
    good: read('--good', '#1b7a3d'),
  };
}

const LEGEND_ROW = 28; // px: one row of uPlot's legend at the page's .8rem
// px of a legend entry besides its text and its marker (1em), as uPlot's stylesheet lays it out (measured in
// Chromium: 15 px of margins and padding around the text), its 16 px right margin and the space between entries
const ENTRY_PADDING = 15 + 16 + 4;
let measure = null; // a 2-D context that measures the legend's text

/**
 * The rows uPlot's legend will take in `element`: its entries (x's first, then each series: "label: --" until the
 * cursor moves) side by side in the legend's font (600 weight, .8rem: styles/widgets.css) and wrapped at the
 * element's width. About three a row while the element is not laid out. An estimate (no uPlot yet to measure): in
 * Chromium it is exact for every plot of the page in both languages at 320 and 1280 px.
 */
function legendRows(element, labels) {
  const width = element.clientWidth;
  if (!width) return Math.ceil(labels.length / 3);
  measure ??= document.createElement('canvas').getContext('2d');
  const size = 0.8 * parseFloat(getComputedStyle(document.documentElement).fontSize);
  measure.font = `600 ${size}px ${getComputedStyle(element).fontFamily}`;
  let rows = 1;
  let used = 0;
  for (const label of labels) {
    const entry = measure.measureText(`${label}: --`).width + size + ENTRY_PADDING;
    if (used && used + entry > width) [rows, used] = [rows + 1, 0];
    // An entry wider than a row wraps its own text, over as many rows as it fills.
    if (entry > width) [rows, used] = [rows + Math.ceil(entry / width) - 1, width];
    else used += entry;
  }
  return rows;
}
const MARK_ROOM = 20; // px above the data of a plot with marks: a vertical line's label
const widthOf = (element) => Math.max(240, element.clientWidth);
