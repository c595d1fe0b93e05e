// The plane as an exported figure: the surface, the line f = 0 and the points over it, x₁ and x₂ with their
// ticks, and the legend (the colour ramp with the ends the bar shows, the boundary, the two classes).
import { overlayMarkup } from '../../reader/figure-svg.js';
import { DIVERGING_STOPS } from '../../widgets/heatmap.js';
import { VIEW } from './state.js';

const plainTick = (v) => (v < 0 ? `−${-v}` : String(v));

/**
 * figureSvg's fields for the plane; `heatmap` the surface, `overlay` the SVG of the boundary and the points,
 * `surface` the colour bar's readout (surface-readout.js: its ends as the bar writes them).
 * @param {{t: Function, heatmap: {element: HTMLElement}, overlay: SVGSVGElement, surface: {ends: () => string[]}}} options
 */
export function planeFigure({ t, heatmap, overlay, surface }) {
  const ticks = [-3, -2, -1, 0, 1, 2, 3]
    .filter((v) => Math.abs(v) <= VIEW)
    .map((v) => ({ at: (v + VIEW) / (2 * VIEW), text: plainTick(v) }));
  const [low, high] = surface.ends();
  return {
    title: heatmap.element.getAttribute('aria-label'),
    ...overlayMarkup(overlay),
    x: { name: 'x₁', ticks },
    y: { name: 'x₂', ticks },
    legend: [
      {
        ramp: DIVERGING_STOPS,
        low: `f ${low.startsWith('≤') ? low : `= ${low}`}`,
        high: `f ${high.startsWith('≥') ? high : `= ${high}`}`,
      },
      { colour: '#1a1a1a', text: t('methods.legend.boundary'), line: true },
      { colour: 'rgb(33,102,172)', text: t('methods.legend.plus') },
      { colour: 'rgb(178,24,43)', text: t('methods.legend.minus') },
    ],
  };
}
