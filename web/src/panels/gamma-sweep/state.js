// The panel's URL state: the point set (seed, n, d, or pasted points), the table's γ list, the slider's γ and the ridge λ.
import { fields } from '../../runtime/state.js';
import { LIMITS } from '../../wasm/limits.js';
import { pointsField } from '../../widgets/points-input.js';

// The γ slider's range; a table γ outside it is shown but cannot be jumped to.
export const GAMMA_MIN = 1e-3;
export const GAMMA_MAX = 1e2;

const gammaList = fields.numberList({ default: [0.05, 0.3, 1, 3], maxLength: LIMITS.maxGammas });

// Declared once: each key is mirrored in the URL as gamma-sweep.<key>. The bounds are the core's limits, so a
// hostile link falls back at once; the core enforces them again.
export const STATE = {
  seed: fields.seed({ default: '4' }),
  n: fields.integer({ default: 300, min: 1, max: LIMITS.maxPoints }),
  d: fields.integer({ default: 5, min: 1, max: LIMITS.maxDimension }),
  gammas: {
    ...gammaList,
    parse(text) {
      const list = gammaList.parse(text);
      if (list.some((gamma) => !(gamma > 0))) throw new Error('every γ must be greater than 0');
      return list;
    },
  },
  gamma: fields.number({ default: 0.05, min: GAMMA_MIN, max: GAMMA_MAX }),
  lambda: fields.number({ default: 0, min: 0, max: 10 }),
  // 'stopped': the reader cancelled this sweep; opening the link shows Recompute instead of restarting it.
  run: fields.choice({ default: 'auto', options: ['auto', 'stopped'] }),
  // Pasted points in use instead of the seeded ones ([]: the seeded ones), within the link's length limit.
  points: pointsField(),
};

/**
 * The predict question's numbers (panels/index.js): the table's largest γ and the points it is asked of.
 * @param {import('../panel.js').PanelState} state
 */
export function largestGammaQuestion({ gammas, seed, n, d, points }) {
  const gamma = gammas.length ? Math.max(...gammas) : STATE.gamma.default;
  if (!points.length) return { gamma, n, d, seed };
  return { gamma, n: points.length, d: points[0].length, points: STATE.points.format(points) };
}
