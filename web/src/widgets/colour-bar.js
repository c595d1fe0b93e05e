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
    let low = Number.POSITIVE_INFINITY;
    let high = Number.NEGATIVE_INFINITY;
    for (const x of data) {
      if (x < low) low = x;
      if (x > high) high = x;
    }
    const ticks = range[0] < 0 && range[1] > 0 ? [range[0], 0, range[1]] : range;
    const text = (x) => (x === range[0] && low < x ? `≤ ${number(x)}` : x === range[1] && high > x ? `≥ ${number(x)}` : number(x));
    replaceLive(labels, ...ticks.map((x) => h('span', { 'data-value': x }, text(x))));
  }

  return { element, update };
}
