// The panel's URL state: the data (a seeded preset, or the reader's own labelled points), the method, the
// kernel with its parameters, λ and C; and the requests the core takes.
import { parseCell } from '../../format.js';
import { fields } from '../../runtime/state.js';
import { LIMITS } from '../../wasm/limits.js';

export const DATASETS = ['moons', 'rings', 'xor', 'blobs'];
export const KERNELS = ['rbf', 'polynomial', 'linear', 'sigmoid', 'expression'];
export const DEFAULT_EXPRESSION = 'exp(-g*norm(x-y)^2)';
// The plane shown, [−VIEW, VIEW]², and the grid of the decision surface over it.
export const VIEW = 3;
export const GRID = 48;
// |f| at most this is "predicted ≈ 0": a twentieth of the ±1 labels.
export const NEAR_ZERO = 0.05;
// SVM starts (the first α = 0, the others random and feasible) and iterations per start.
export const STARTS = 4;
export const MAX_ITERATIONS = 20000;
// Points a link may hold: as many as the methods take.
const MAX_LINK_POINTS = LIMITS.maxMethodPoints;

const number = (text) => {
  const { value, error } = parseCell(text);
  if (error) throw new Error(`"${String(text).slice(0, 20)}" is not a finite number`);
  return value;
};

// "x,y,label;…": the reader's own training points, each inside the view with label 1 or −1; empty: the preset's.
const pointsField = {
  default: [],
  parse(text) {
    if (text === '') return [];
    const rows = String(text).split(';');
    if (rows.length > MAX_LINK_POINTS) throw new Error(`more than ${MAX_LINK_POINTS} points`);
    return rows.map((row) => {
      const parts = row.split(',');
      if (parts.length !== 3) throw new Error('each point is x,y,label');
      const [x, y, label] = parts.map(number);
      if (Math.abs(x) > VIEW || Math.abs(y) > VIEW) throw new Error(`(${x}, ${y}) is outside the plane`);
      if (label !== 1 && label !== -1) throw new Error(`label ${label} is not 1 or −1`);
      return [x, y, label];
    });
  },
  format: (rows) => rows.map((row) => row.join(',')).join(';'),
};

export const STATE = {
  data: fields.choice({ default: 'moons', options: DATASETS }),
  seed: fields.seed({ default: '0' }),
  nTrain: fields.integer({ default: 60, min: 2, max: LIMITS.maxMethodPoints }),
  nTest: fields.integer({ default: 60, min: 0, max: LIMITS.maxMethodPoints }),
  noise: fields.number({ default: 0.1, min: 0, max: 1 }),
  points: pointsField,
  method: fields.choice({ default: 'ridge', options: ['ridge', 'svm'] }),
  kernel: fields.choice({ default: 'rbf', options: KERNELS }),
  gamma: fields.number({ default: 1, min: 1e-3, max: 1e3 }),
  degree: fields.integer({ default: 3, min: 1, max: LIMITS.maxPolynomialDegree }),
  coef0: fields.number({ default: 1, min: -100, max: 100 }),
  a: fields.number({ default: 1, min: -100, max: 100 }),
  b: fields.number({ default: -1, min: -100, max: 100 }),
  expression: fields.text({ default: DEFAULT_EXPRESSION, maxLength: LIMITS.maxExpressionLength }),
  params: fields.params({ default: { g: 1 } }),
  lambda: fields.number({ default: 1e-3, min: 0, max: 10 }),
  C: fields.number({ default: 10, min: 1e-3, max: 1e3 }),
};

/** The kernel as the core takes it: {kind, …its parameters} or {expression, params}. */
export function kernelOf(state, names) {
  const { kernel: kind, gamma, degree, coef0, a, b } = state;
  if (kind === 'expression')
    return { expression: state.expression, params: Object.fromEntries(names.map((name) => [name, state.params[name] ?? 1])) };
  if (kind === 'rbf') return { kind, gamma };
  if (kind === 'polynomial') return { kind, degree, coef0 };
  if (kind === 'sigmoid') return { kind, a, b };
  return { kind };
}

/** The grid's points, row by row from the top (y = VIEW) down, as {rows, cols, data}. */
export function gridPoints() {
  const data = new Float64Array(2 * GRID * GRID);
  const at = (k) => -VIEW + ((k + 0.5) * 2 * VIEW) / GRID;
  for (let r = 0; r < GRID; r++)
    for (let c = 0; c < GRID; c++) {
      data[2 * (r * GRID + c)] = at(c);
      data[2 * (r * GRID + c) + 1] = -at(r);
    }
  return { rows: GRID * GRID, cols: 2, data };
}
