// The similarity panel's exercises: tables on the edge of being a Gram matrix, decided exactly (exactPsdCheck
// over the typed short decimals: the rank and, when not PSD, an integer c with cᵀSc < 0).
import { listed, missing, plain, solved } from './verdict.js';

const offDiagonal = (m) => m.flatMap((row, i) => row.filter((_, j) => j !== i));

/** The exact verdict on a typed table, or the reason it cannot be given. */
async function exactly(core, m) {
  const check = await core.exactPsdCheck(m);
  if (!check.exact) return { reason: missing('notExact') };
  if (!check.isPSD) return { reason: missing('notGram', { c: listed(check.c), value: check.value }) };
  return { rank: check.rank };
}

/** A–B and B–C stay at 0.9 (the article's), A–C alone changes: its smallest value for a Gram matrix, 0.62. */
async function farApart({ m }, core) {
  if (m.length !== 3) return missing('size');
  const keep = m.every((row, i) => row[i] === 1) && [m[0][1], m[1][0], m[1][2], m[2][1]].every((x) => x === 0.9);
  if (!keep) return missing('keep');
  const verdict = await exactly(core, m);
  if (verdict.reason) return verdict.reason;
  const z = m[0][2];
  // PSD with A, B, C in a plane (rank 2): 0.62 or 1 (det = −(z − 0.62)(z − 1) with the 0.9s fixed).
  if (verdict.rank === 3) return missing('lower', { z: plain(z) });
  return z === 1 ? missing('same') : solved('solved', { z: plain(z) });
}

/** One value s off the diagonal: its smallest for a Gram matrix, −0.5 (three vectors at 120°). */
async function equalAngles({ m }, core) {
  if (m.length !== 3) return missing('size');
  if (!m.every((row, i) => row[i] === 1)) return missing('diagonal');
  const [s, ...rest] = offDiagonal(m);
  if (!rest.every((x) => x === s)) return missing('equal');
  const verdict = await exactly(core, m);
  if (verdict.reason) return verdict.reason;
  // The eigenvalues are 1 + 2s and 1 − s (twice): rank 1 at s = 1, rank 2 at s = −0.5, else 3.
  if (verdict.rank === 3) return missing('lower', { s: plain(s) });
  return s === 1 ? missing('same') : solved('solved', { s: plain(s) });
}

export default [
  {
    id: 'far-apart',
    panel: 'similarity',
    parts: ['detail'],
    solution: { m: '1,0.9,0.62;0.9,1,0.9;0.62,0.9,1' },
    check: farApart,
  },
  {
    id: 'equal-angles',
    panel: 'similarity',
    parts: ['detail'],
    solution: { m: '1,-0.5,-0.5;-0.5,1,-0.5;-0.5,-0.5,1' },
    check: equalAngles,
  },
];
