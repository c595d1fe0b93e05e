// The page's one diverging scale for signed values: negative toward the "negative" red, positive toward the
// accent blue, zero a light neutral grey; the same two ends as the CSS custom properties --bad and --accent.
export const NEGATIVE_RGB = Object.freeze([179, 38, 30]);
export const POSITIVE_RGB = Object.freeze([36, 86, 166]);
export const NEUTRAL_RGB = Object.freeze([236, 236, 236]);

/** [r, g, b] for t in [−1, 1] (clamped; NaN is neutral): linear from neutral at 0 to either end at ±1. */
export function divergingRgb(t) {
  const s = Number.isNaN(t) ? 0 : Math.max(-1, Math.min(1, t));
  const end = s < 0 ? NEGATIVE_RGB : POSITIVE_RGB;
  const a = Math.abs(s);
  return NEUTRAL_RGB.map((c, k) => Math.round(c + (end[k] - c) * a));
}

/** The scale's ramp, `steps` colours from −1 to 1, for a colour bar or an export's legend. */
export function divergingRamp(steps = 9) {
  return Array.from({ length: steps }, (_, k) => divergingRgb(-1 + (2 * k) / (steps - 1)));
}

export const cssRgb = ([r, g, b]) => `rgb(${r}, ${g}, ${b})`;
