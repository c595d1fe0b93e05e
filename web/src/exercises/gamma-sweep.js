// The γ panel's exercises, on the article's 300 points (default_rng(4).normal(size=(300, 5))): the effective rank
// of K at the slider's γ and the condition number of K + λI, through the calls the panel makes (gammaSweep, then
// regularizedStats of that step's eigenvalues).
import { beside, missing, plain, scientific, solved } from './verdict.js';

const articlePoints = ({ seed, n, d, points }) => seed === '4' && n === 300 && d === 5 && points.length === 0;
const step = async (core, gamma, spectrum = false) => (await core.gammaSweep({ seed: 4n, n: 300, d: 5, gammas: [gamma], spectrum }))[0];

/** The slider's γ puts the effective rank between 20 and 30. */
async function rankBand(state, core) {
  if (!articlePoints(state)) return missing('points');
  const { effectiveRank } = await step(core, state.gamma);
  const params = { gamma: plain(state.gamma), rank: beside(effectiveRank, [20, 30]) };
  if (effectiveRank < 20) return missing('below', params);
  if (effectiveRank > 30) return missing('above', params);
  return solved('solved', params);
}

/** At γ = 0.05, a ridge λ that brings the condition number of K + λI between 10⁵ and 10⁶. */
async function ridgeCondition(state, core) {
  if (!articlePoints(state)) return missing('points');
  if (state.gamma !== 0.05) return missing('gamma', { gamma: plain(state.gamma) });
  const { spectrum } = await step(core, 0.05, true);
  const { condition } = await core.regularizedStats(spectrum, state.lambda);
  const params = { lambda: plain(state.lambda), condition: beside(condition, [1e5, 1e6], 1, scientific) };
  if (!(condition <= 1e6)) return missing('tooLarge', params); // ∞ when λ = 0 leaves λ_min ≤ 0
  if (condition < 1e5) return missing('tooSmall', params);
  return solved('solved', params);
}

export default [
  {
    id: 'rank-band',
    panel: 'gamma-sweep',
    parts: ['kernels'],
    solution: { gamma: '0.35' },
    check: rankBand,
  },
  {
    id: 'ridge-condition',
    panel: 'gamma-sweep',
    parts: ['kernels'],
    solution: { lambda: '0.001' },
    check: ridgeCondition,
  },
];
