// The kernel checker's exercises, decided by its proof or its verified witness (checkKernel, then the
// counterexample search's rounds when neither, as the panel runs them), on the request the panel sends.
import { PRESETS } from '../panels/kernel-check/presets.js';
import { request } from '../panels/kernel-check/state.js';
import { beside, missing, solved } from './verdict.js';

// How far a rounded k(x, x) may sit from 1, and |k(x, y)| above 1, and still count (dot(x,x)/(norm(x)*norm(x)) is 1 ± ulp).
const SLACK = 1e-12;

/** The core's request for the panel's state, and the expression's parameter names (compileExpression). */
async function requestOf(state, core) {
  const names = (await core.compileExpression(state.expression)).parameters.map((parameter) => parameter.name);
  return request(state, names, state.points.length ? state.points : null);
}

/** A formula's shape: no spaces, × as *, every parameter and number one placeholder (the core says which names
 * are parameters). */
async function shape(core, expression) {
  const names = new Set((await core.compileExpression(expression)).parameters.map((parameter) => parameter.name));
  return expression
    .replace(/\s+/g, '')
    .replace(/×/g, '*')
    .replace(/[A-Za-z_][A-Za-z0-9_]*/g, (name) => (names.has(name) ? '#' : name))
    .replace(/(\d+\.?\d*|\.\d+)(e[+-]?\d+)?/gi, '#');
}

/** Proved a kernel, and none of the checker's presets (with other numbers or parameter names it still is one). */
async function ownKernel(state, core) {
  const req = await requestOf(state, core);
  const mine = await shape(core, state.expression);
  for (const preset of PRESETS)
    if ((await shape(core, preset.expression)) === mine) return missing('preset', { preset: preset.expression });
  const { status } = await core.checkKernel(req);
  return status === 'proved' ? solved('solved') : missing(status); // 'refuted' or 'unknown'
}

/** Where on the sample k(x, x) ≠ 1 or |k(x, y)| > 1 (beyond SLACK), or null: ½K + ½Kᵀ as the checker checks it. */
async function looksLikeRbf(core, req) {
  const { rows, data } = await core.expressionMatrix(req);
  for (let i = 0; i < rows; i++)
    if (!(Math.abs(data[i * rows + i] - 1) <= SLACK)) return missing('diagonal', { i: i + 1, value: beside(data[i * rows + i], [1], 3) });
  const k = data.findIndex((x) => !(Math.abs(x) <= 1 + SLACK));
  return k < 0 ? null : missing('bounded', { i: Math.floor(k / rows) + 1, j: (k % rows) + 1, value: beside(data[k], [1, -1], 3) });
}

/** The search's rounds after an undecided check, as the panel runs them: a verified witness or null. */
async function searched(core, req) {
  let rounds = 1;
  for (let round = 0; round < rounds; round++) {
    const result = await core.searchCounterexample({ ...req, round });
    rounds = result.rounds;
    if (result.witness) return result.witness;
  }
  return null;
}

/** k(x, x) = 1 and |k(x, y)| ≤ 1 on the sample, like the RBF, and refuted by a verified witness. */
async function lookAlike(state, core) {
  const req = await requestOf(state, core);
  const check = await core.checkKernel(req);
  if (!check.isSymmetric) return missing('asymmetric');
  const unlike = await looksLikeRbf(core, req);
  if (unlike) return unlike;
  if (check.status === 'refuted') return solved('solved', { size: check.witness.points.rows });
  if (check.status === 'proved') return missing('proved');
  const witness = await searched(core, req);
  return witness ? solved('solvedSearch', { size: witness.points.rows }) : missing('unknown');
}

export default [
  {
    id: 'own-kernel',
    panel: 'kernel-check',
    parts: ['learn'],
    solution: { expression: 'exp(-norm(x-y)^1.5)' },
    check: ownKernel,
  },
  {
    id: 'look-alike',
    panel: 'kernel-check',
    parts: ['learn'],
    solution: { expression: 'exp(-norm(x-y)^3)' },
    check: lookAlike,
  },
];
