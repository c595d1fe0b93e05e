// The panel's URL state: the expression, the values of its parameters (remembered by name, also for names the
// expression no longer uses) and the seeded sample; and the request the core takes.
import { fields } from '../../runtime/state.js';
import { LIMITS } from '../../wasm/limits.js';
import { pointsField } from '../../widgets/points-input.js';

export const DEFAULT_EXPRESSION = 'exp(k*dot(x,y)/(norm(x)*norm(y)))';
export const STATE = {
  expression: fields.text({ default: DEFAULT_EXPRESSION, maxLength: LIMITS.maxExpressionLength }),
  // Remembered by name, also for names the expression no longer uses.
  params: fields.params({ default: { k: 2 } }),
  seed: fields.seed({ default: '4' }),
  n: fields.integer({ default: 300, min: 1, max: LIMITS.maxEigenvectorOrder }), // checkKernel forms the sample's eigenvectors
  d: fields.integer({ default: 5, min: 1, max: LIMITS.maxDimension }),
  // Pasted points in use instead of the seeded sample ([]: the seeded one), within the link's length limit.
  points: pointsField(),
};

/** A value for each name the expression uses: the remembered one, else 1. */
export const valuesFor = (names, params) => Object.fromEntries(names.map((name) => [name, Object.hasOwn(params, name) ? params[name] : 1]));

/** The core's request: the expression, its parameters and the sample (pasted rows, or the seeded points). */
export function request(state, names, pasted) {
  const base = { expression: state.expression, params: valuesFor(names, state.params) };
  return pasted ? { ...base, points: pasted } : { ...base, seed: BigInt(state.seed), n: state.n, d: state.d };
}

/** The same request for the first `m` points of its sample (numpy fills the rows in order, so a seed's first m rows are normal(size=(m, d))). */
export function leading(req, m) {
  if (req.points) return { ...req, points: req.points.slice(0, m) };
  return { ...req, n: Math.min(req.n, m) };
}
