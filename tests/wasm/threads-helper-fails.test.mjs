// loadGramLab's `helper` when it fails (docs/api.md, "Parts"): a helper that throws, or gives what is no port, leaves
// the part on one lane with the same results, at once (not after the helper's 5 s wait). Its own file: the facade is
// one per process. Runs where threads-facade.test.mjs runs.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { HELPER_READY_MS } from '../../dist/src/api/hot-loops.js';
import { loadGramLab, near, reference, unlessThreads } from './load.mjs';

const skip = unlessThreads();

test('helper: one that throws, then one that gives no port, leaves each part on one lane, with the same values', { skip }, async () => {
  const given = [
    () => {
      throw new Error('no helper here');
    },
    () => ({
      postMessage: 7,
      get addEventListener() {
        throw new Error('a getter that throws');
      },
    }),
  ];
  let calls = 0;
  const started = Date.now();
  const g = await loadGramLab({ parts: ['core', 'detail'], threads: 2, helper: () => given[calls++]() });
  await g.loadParts(['kernels']);
  assert.ok(Date.now() - started < HELPER_READY_MS, 'no wait for a helper that never answers');
  assert.equal(calls, 2);
  assert.equal(g.lanes('detail'), 1);
  assert.equal(g.lanes('kernels'), 1);
  const { matrix, eigenvalues_ascending: numpy } = reference.small_matrices.S_similarity;
  const values = g.eigenSymmetric(matrix).values;
  numpy.forEach((value, i) => near(values[i], value, 8 * 2 ** -52 * 2.4, `eigenvalue ${i}`));
});
