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
 *   line; a horizontal one's label sits at its left or right end, above the line or below it.
 */
export function createPlot({ x, y, series, marks = () => [], height = 240 }) {
  // The plot's height and its legend's rows (about three entries a row) are kept free before uPlot arrives, so
  // text below does not jump when a plot scrolls into view and draws; once drawn, its own height is kept.
  const element = h('div', { class: 'plot' });
  element.style.minHeight = `${height + LEGEND_ROW * Math.ceil((series.length + 1) / 3)}px`;
  const keepHeight = () => {
    if (plot) element.style.minHeight = `${plot.root.offsetHeight}px`;
  };
  let plot = null;
  let latest = null;
  let waiting = false;

  function setData(data) {
    latest = data;
    if (plot) {
      plot.setData(data);
      drawn();
    } else if (!waiting) {
      waiting = true; // uPlot loads when the plot first comes near the screen
      whenVisible(element, () => loadUPlot().then(build, () => element.classList.add('plot-failed')));
    }
  }

  // A performance mark per draw: the page bench times input → redrawn plot with it (tests/bench/page.mjs).
  const drawn = () => performance.mark('gramlab:plot-drawn');

  let built = false; // the stylesheet, the resize observer and the scheme listener, set up with the first plot
  function build(uPlot) {
    if (plot || !element.isConnected) return;
    if (!built) element.append(h('link', { rel: 'stylesheet', href: STYLESHEET }));
    const colours = palette(element);
    plot = new uPlot(options(colours), latest, element);
    keepHeight();
    drawn();
    if (built) return;
    built = true;
    new ResizeObserver(() => {
      plot?.setSize({ width: widthOf(element), height });
      keepHeight();
    }).observe(element);
    // Dark or light changed: the colours are read at build time, so build again with the new ones.
    onSchemeChange(element, () => {
      plot?.destroy();
      plot = null;
      build(uPlot);
    });
  }

  function options(colours) {
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
          ...(points && { paths: () => null, points: { show: true, size: 9, fill: colours[colour] } }),
        })),
      ],
      cursor: { drag: { x: false, y: false } },
      hooks: { draw: [(u) => drawMarks(u, marks(), colours)] },
    };
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

function drawMarks(u, marks, colours) {
  const { ctx, bbox } = u;
  const ratio = globalThis.devicePixelRatio || 1;
  const gap = 5 * ratio;
  ctx.save();
  ctx.setLineDash([5 * ratio, 4 * ratio]);
  ctx.lineWidth = ratio;
  ctx.font = `${12 * ratio}px system-ui, sans-serif`;
  ctx.textBaseline = 'alphabetic'; // uPlot leaves the axes' alignment behind
  for (const mark of marks) {
    const vertical = mark.x !== undefined;
    const at = vertical ? u.valToPos(mark.x, 'x', true) : u.valToPos(mark.y, 'y', true);
    const [x0, y0, x1, y1] = vertical ? [at, bbox.top, at, bbox.top + bbox.height] : [bbox.left, at, bbox.left + bbox.width, at];
    ctx.strokeStyle = ctx.fillStyle = vertical ? colours.bad : colours.muted;
    ctx.beginPath();
    ctx.moveTo(x0, y0);
    ctx.lineTo(x1, y1);
    ctx.stroke();
    if (!mark.label) continue;
    const right = !vertical && mark.align === 'right';
    ctx.textAlign = right ? 'right' : 'left';
    if (vertical) ctx.fillText(mark.label, at + gap, bbox.top + bbox.height / 2);
    else ctx.fillText(mark.label, right ? x1 - gap : x0 + gap, mark.below ? at + 3 * gap : at - gap);
  }
  ctx.restore();
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
const widthOf = (element) => Math.max(240, element.clientWidth);
