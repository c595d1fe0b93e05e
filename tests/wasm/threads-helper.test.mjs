// loadGramLab's `helper` (docs/api.md, "Parts"): a threads part's helper lane started by the caller — as a page starts
// its workers' (runtime/worker-client.js) — reached through a MessagePort. Its own file: the facade is one per process,
// and the first load's options hold for every part. Runs where threads-facade.test.mjs runs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MessageChannel, Worker } from 'node:worker_threads';

import { HELPER_URL } from '../../dist/src/gramlab.js';
import { loadGramLab, near, reference, unlessThreads } from './load.mjs';

const skip = unlessThreads();

test('helper: anything but a function is BAD_ARGUMENT, before anything loads', async () => {
  for (const helper of [5, 'worker', {}, null]) {
    await assert.rejects(
      loadGramLab({ threads: 2, helper }),
      (error) => error.code === 'BAD_ARGUMENT' && /helper must be a function/.test(error.message),
    );
  }
});

test('helper: each threads part asks it for one port, and runs on two lanes through it', { skip }, async () => {
  const helpers = [];
  const helper = () => {
    const { port1, port2 } = new MessageChannel();
    const worker = new Worker(HELPER_URL);
    worker.unref();
    worker.postMessage({ port: port2 }, [port2]);
    helpers.push(worker);
    return port1;
  };
  const g = await loadGramLab({ parts: ['core', 'detail', 'kernels'], threads: 2, helper });
  assert.equal(helpers.length, 2, 'one helper for each threads part');
  assert.equal(g.lanes('detail'), 2);
  assert.equal(g.lanes('kernels'), 2);
  // The article's S and numpy's eigenvalues of it (tests/fixtures/article.json), to a few rounding errors of ‖S‖ ≤ 2.4.
  const { matrix, eigenvalues_ascending: numpy } = reference.small_matrices.S_similarity;
  const values = g.eigenSymmetric(matrix).values;
  numpy.forEach((value, i) => near(values[i], value, 8 * 2 ** -52 * 2.4, `eigenvalue ${i}`));
  // n = 600: past the split thresholds, so the helper runs halves; the same digits on one lane.
  const k = g.kernelMatrix(g.randomNormal(4, 600, 5), { kind: 'rbf', gamma: 0.5 });
  const two = g.eigenSymmetric(k, { vectors: true });
  g.useLanes(1);
  assert.deepEqual(g.eigenSymmetric(k, { vectors: true }), two);
});
