// The page's one diverging scale for signed values, the same everywhere (heat maps, the cᵀSc figure, legends):
// negative red, 0 near-white, positive blue (ColorBrewer's RdBu ends). Red is the page's "negative" (--negative
// in styles.css holds the same end), so a negative entry and a "not PSD" verdict read alike.
export const DIVERGING_STOPS = Object.freeze([
  [178, 24, 43],
  [244, 165, 130],
  [247, 247, 247],
  [146, 197, 222],
  [33, 102, 172],
]);
export const NEGATIVE_RGB = DIVERGING_STOPS[0];
export const NEUTRAL_RGB = DIVERGING_STOPS[2];
export const POSITIVE_RGB = DIVERGING_STOPS[4];

/** [r, g, b] for t in [−1, 1] (clamped; NaN is neutral), linear between the stops. */
export function divergingRgb(t) {
  const s = Number.isNaN(t) ? 0 : Math.max(-1, Math.min(1, t));
  const at = ((s + 1) / 2) * (DIVERGING_STOPS.length - 1);
  const k = Math.min(DIVERGING_STOPS.length - 2, Math.floor(at));
  const f = at - k;
  return DIVERGING_STOPS[k].map((c, n) => Math.round(c + (DIVERGING_STOPS[k + 1][n] - c) * f));
}

/** The scale's ramp, `steps` colours from −1 to 1, for a colour bar or an export's legend. */
export function divergingRamp(steps = 9) {
  return Array.from({ length: steps }, (_, k) => divergingRgb(-1 + (2 * k) / (steps - 1)));
}

export const cssRgb = ([r, g, b]) => `rgb(${r}, ${g}, ${b})`;
