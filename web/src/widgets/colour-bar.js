// A heat map's numeric colour bar: its ramp with the values at the ends (and 0 between when the scale spans
// both signs). An end the data passes, where the colour stops changing, reads "≤ −1" or "≥ 1".
import { h } from '../dom.js';
import { number } from '../format.js';
import { replaceLive } from './live.js';

export function createColourBar() {
  const bar = h('div', { class: 'colour-bar', 'aria-hidden': 'true' });
  const labels = h('div', { class: 'colour-bar-labels' });
  const element = h('div', {}, bar, labels);

  /** @param {{range: number[], ramp: number[][]}} scale  heatmap.scale() of the drawn matrix; data: its entries. */
  function update({ range, ramp }, data) {
    bar.style.background = `linear-gradient(to right, ${ramp.map(([r, g, b]) => `rgb(${r} ${g} ${b})`).join(', ')})`;
    const ends = endTexts(range, data);
    const ticks = range[0] < 0 && range[1] > 0 ? [range[0], 0, range[1]] : range;
    const text = (x, k) => (k === 0 ? ends[0] : k === ticks.length - 1 ? ends[1] : number(x));
    replaceLive(labels, ...ticks.map((x, k) => h('span', { 'data-value': x }, text(x, k))));
  }

  return { element, update };
}

/** The scale's end values as text, "≤ low" or "≥ high" where the data passes that end (for a bar or a legend). */
export function endTexts([low, high], data) {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const x of data) {
    if (x < min) min = x;
    if (x > max) max = x;
  }
  return [min < low ? `≤ ${number(low)}` : number(low), max > high ? `≥ ${number(high)}` : number(high)];
}
