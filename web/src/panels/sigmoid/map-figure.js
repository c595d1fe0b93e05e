// The (a, b) map as an exported figure: the heat map's pixels with the overlay's boundary and marker, a and b
// with the ticks the page shows, and the legend (the PSD swatch, the ramp, the white line, the marker).
import { fixed } from '../../format.js';
import { overlayMarkup } from '../../reader/figure-svg.js';
import { plain } from './text.js';

const rgb = ([r, g, b]) => `rgb(${r},${g},${b})`;

/**
 * figureSvg's fields for the map; `legend` the page's colour bar (map-legend.js), `current` the (a, b)
 * shown, `grid` the map's {side, a: {values, ticks}, b: {values, ticks}}.
 */
export function mapFigure({ t, overlay, legend, current, grid }) {
  const size = legend.size();
  const at = (index) => (index + 0.5) / grid.side;
  const tick = (value) => fixed(value, value % 1 ? 1 : 0);
  return {
    title: t('sigmoid.map.title'),
    ...overlayMarkup(overlay),
    x: { name: 'a', ticks: grid.a.ticks.map((a) => ({ at: at(grid.a.values.indexOf(a)), text: tick(a) })) },
    y: { name: 'b', ticks: grid.b.ticks.map((b) => ({ at: 1 - at(grid.b.values.indexOf(b)), text: tick(b) })) },
    legend: [
      { colour: rgb(legend.psdSwatch.scale().colourOf(0)), text: t('sigmoid.map.legendPsd') },
      {
        ramp: Array.from({ length: 8 }, (_, k) => legend.ramp.scale().colourOf(Math.round(((size - 1) * k) / 7))),
        low: t('sigmoid.map.legendLow', { m: size }),
        high: t('sigmoid.map.legendHigh', { m: size }),
      },
      { colour: '#ffffff', text: t('sigmoid.map.legendBoundary'), line: true },
      { colour: '#b3261e', text: t('sigmoid.map.legendMarker', { a: plain(current.a), b: plain(current.b) }), line: true },
    ],
  };
}
