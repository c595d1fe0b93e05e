// The sigmoid panel's exercise: how many eigenvalues of tanh(a·x·y + b) on the article's 300 points are negative,
// by the panel's own check (sigmoidCheck: below −n·ε·max|λ|, psdCheck's rule).
import { missing, plain, solved } from './verdict.js';
import { request } from '../panels/sigmoid/state.js';

/** a ≠ 0, not PSD, and fewer than 20 negative eigenvalues (the article's a = 0.5, b = 0.1 has 142). */
async function fewNegatives(state, core) {
  const { seed, n, d, a, b } = state;
  if (seed !== '4' || n !== 300 || d !== 5) return missing('points');
  if (a === 0) return missing('aZero', { b: plain(b) });
  const check = await core.sigmoidCheck(request(state));
  const params = { a: plain(a), b: plain(b), count: check.negativeCount, n };
  if (check.isPSD) return missing('psd', params);
  if (check.negativeCount >= 20) return missing('many', params);
  return solved('solved', params);
}

export default [
  {
    id: 'few-negatives',
    panel: 'sigmoid',
    parts: ['kernels'],
    solution: { a: '0.001', b: '1' },
    check: fewNegatives,
  },
];
