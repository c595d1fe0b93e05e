// The (a, b) map's colour bar: PSD (0 negative eigenvalues) has a swatch of its own, then the ramp of 1 … m
// negative eigenvalues of the map's m points, one colour per count exactly as the cells get it.
import { h } from '../../dom.js';
import { createHeatmap } from '../../widgets/heatmap.js';

/** @param {{t: Function, level: (fraction: number) => number}} options  level: a negative fraction's colour level. */
export function createMapLegend({ t, level }) {
  const ramp = createHeatmap();
  const psdSwatch = createHeatmap();
  const low = h('span', { 'data-value': 1 }, t('sigmoid.map.legendLow'));
  const high = h('span');
  const element = h(
    'div',
    { class: 'map-legend' },
    psdSwatch.element,
    h('span', { 'data-value': 0 }, t('sigmoid.map.legendPsd')),
    h('span', { class: 'map-legend-ramp' }, low, ramp.element, high),
  );
  psdSwatch.draw({ rows: 1, cols: 1, data: Float64Array.of(level(0)) }, { min: 0, max: 1 });
  for (const part of [ramp, psdSwatch]) part.element.setAttribute('aria-hidden', 'true');
  psdSwatch.element.classList.add('psd-swatch');
  let size = 0;

  /** The bar for a map of m points. */
  function draw(m) {
    size = m;
    ramp.draw({ rows: 1, cols: m, data: Float64Array.from({ length: m }, (_, k) => level((k + 1) / m)) }, { min: 0, max: 1 });
    high.textContent = t('sigmoid.map.legendHigh', { m });
    high.dataset.value = String(m);
  }

  return { element, psdSwatch, ramp, draw, size: () => size };
}
