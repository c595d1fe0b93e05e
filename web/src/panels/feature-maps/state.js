// The panel's URL state: φ's d, p, c and the vectors a, b; the size table's own d and p; the RBF series' x, y,
// γ and number of terms; the RBF φ built anyway (its γ, D and the Fourier draw's seed); the points of the 1-D
// lift. Bounds that are the core's limits come from LIMITS; γ's range is the γ panel's slider's.
import { fields } from '../../runtime/state.js';
import { LIMITS } from '../../wasm/limits.js';
import { GAMMA_MAX, GAMMA_MIN } from '../gamma-sweep/state.js';

// The lift's line is drawn from −LIFT_RANGE to LIFT_RANGE; a link's points must lie on it.
export const LIFT_RANGE = 3;
// The RBF plot's slider goes this far; more terms can be typed, up to the core's limit.
export const TERMS_SLIDER_MAX = 80;

const vector = fields.numberList({ default: [], maxLength: LIMITS.maxDimension });

// "x:label" items, label 0 or 1: two colours of points on the line.
const liftPoints = {
  default: [
    { x: -2.2, label: 0 },
    { x: -1.6, label: 0 },
    { x: -0.8, label: 1 },
    { x: -0.3, label: 1 },
    { x: 0.4, label: 1 },
    { x: 0.9, label: 1 },
    { x: 1.5, label: 0 },
    { x: 2.1, label: 0 },
  ],
  maxLength: LIMITS.maxLiftPoints,
  parse(text) {
    const items = String(text).split(',').filter(Boolean);
    if (!items.length || items.length > LIMITS.maxLiftPoints) throw new Error(`expected 1 to ${LIMITS.maxLiftPoints} points`);
    return items.map((item) => {
      const match = /^(-?\d+(?:\.\d+)?):([01])$/.exec(item);
      const x = match ? Number(match[1]) : Number.NaN;
      if (!(Math.abs(x) <= LIFT_RANGE)) throw new Error(`"${item.slice(0, 40)}" is not x:label with |x| ≤ ${LIFT_RANGE}, label 0 or 1`);
      return { x, label: Number(match[2]) };
    });
  },
  format: (points) => points.map(({ x, label }) => `${x}:${label}`).join(','),
};

// Declared once: each key is mirrored in the URL as feature-maps.<key>.
export const STATE = {
  d: fields.integer({ default: 2, min: 1, max: LIMITS.maxDimension }),
  p: fields.integer({ default: 2, min: 1, max: LIMITS.maxPolynomialDegree }),
  c: fields.number({ default: 1, min: 0 }),
  a: { ...vector, default: [1, 2] },
  b: { ...vector, default: [3, -1] },
  sizeD: fields.integer({ default: 768, min: 1, max: LIMITS.maxCountedDimension }),
  sizeP: fields.integer({ default: 4, min: 1, max: LIMITS.maxCountedDegree }),
  x: fields.number({ default: 0.5 }),
  y: fields.number({ default: -0.3 }),
  gamma: fields.number({ default: 1, min: Number.MIN_VALUE }),
  terms: fields.integer({ default: 12, min: 1, max: LIMITS.maxRbfTerms }),
  rffGamma: fields.number({ default: 0.05, min: GAMMA_MIN, max: GAMMA_MAX }),
  rffD: fields.integer({ default: 64, min: 1, max: LIMITS.maxRbfFeatures }),
  rffSeed: fields.seed({ default: '0' }),
  lift: liftPoints,
};

/** The article's four γ (its table), the RBF φ's presets. */
export const ARTICLE_GAMMAS = [0.05, 0.3, 1, 3];

/** The article's table: (d, p) rows whose counts the core computes. */
export const ARTICLE_SIZES = [
  [2, 2],
  [768, 2],
  [768, 3],
  [768, 4],
];
