// The frame both complex planes share (the scores' eigenvalues and the blend's path): a plot box inside the SVG
// with room outside it for what is written — the tick values at the box's ends, "Re" under it and "Im" turned
// beside it — so no word lands on an eigenvalue and no tick value is cut at the edge; the axes through 0 inside
// the box, the eigenvalues kept clear of its edge. Drawing only.
import { fixed } from '../../format.js';

const SVG = 'http://www.w3.org/2000/svg';
const WIDTH = 260;
const HEIGHT = 250;
const TOP = 8;
const RIGHT = 10;
const BOTTOM = 40; // the Re tick values, then "Re"
const INSET = 9; // a large mark (r 4.5) stays inside the box
const CHAR = 6.4; // px per character of an 11 px tick value, generously

export const PLANE_VIEWBOX = `0 0 ${WIDTH} ${HEIGHT}`;

export const svg = (tag, attributes = {}, text = null) => {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  if (text !== null) element.textContent = text;
  return element;
};

/**
 * The plane for real parts low … high (low ≤ 0 ≤ high) and imaginary parts −im … im: at(re, im) → [x, y] in the
 * viewBox, and the frame's elements (box, axes, tick values, titles) to draw under the marks.
 */
export function planeFrame(t, { low, high, im }) {
  const ticks = { low: fixed(low, 2), high: fixed(high, 2), top: fixed(im, 2), bottom: fixed(-im, 2) };
  const left = 22 + CHAR * Math.max(ticks.top.length, ticks.bottom.length); // "Im", then the widest Im tick value
  const box = { left, right: WIDTH - RIGHT, top: TOP, bottom: HEIGHT - BOTTOM };
  const x = (re) => box.left + INSET + ((re - low) / (high - low)) * (box.right - box.left - 2 * INSET);
  const y = (imag) => (box.top + box.bottom) / 2 - (imag / im) * ((box.bottom - box.top) / 2 - INSET);
  const tick = (tx, ty, text, anchor) => svg('text', { x: tx, y: ty, 'text-anchor': anchor, class: 'axis-label tick' }, text);
  const middle = { x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2 };
  const elements = [
    svg('rect', { x: box.left, y: box.top, width: box.right - box.left, height: box.bottom - box.top, class: 'frame' }),
    svg('line', { x1: box.left, y1: y(0), x2: box.right, y2: y(0), class: 'axis' }),
    svg('line', { x1: x(0), y1: box.top, x2: x(0), y2: box.bottom, class: 'axis' }),
    tick(Math.max(x(low), (CHAR * ticks.low.length) / 2 + 2), box.bottom + 14, ticks.low, 'middle'),
    tick(Math.min(x(high), WIDTH - (CHAR * ticks.high.length) / 2 - 2), box.bottom + 14, ticks.high, 'middle'),
    tick(box.left - 4, y(im) + 4, ticks.top, 'end'),
    tick(box.left - 4, y(-im) + 4, ticks.bottom, 'end'),
    svg('text', { x: middle.x, y: HEIGHT - 6, 'text-anchor': 'middle', class: 'axis-label' }, t('attention.plane.re')),
    svg(
      'text',
      { x: 12, y: middle.y, 'text-anchor': 'middle', transform: `rotate(-90 12 ${middle.y})`, class: 'axis-label' },
      t('attention.plane.im'),
    ),
  ];
  return { at: (re, imag) => [x(re), y(imag)], elements };
}
