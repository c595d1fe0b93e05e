// A worker job that needs a part the page never loaded: the worker starts from the page's compiled parts,
// loads the missing one itself (fetched by the worker, not the page) and answers; the page still lacks it.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { expectClean, openBarePage, useBrowser } from './harness.mjs';

const context = useBrowser();

test('a worker job calling a kernels function loads that part in the worker; the page keeps only its own', async () => {
  const page = await openBarePage(context);
  const kernelRequests = [];
  page.on('request', (request) => /gramlab-kernels/.test(request.url()) && kernelRequests.push(request.url()));
  const result = await page.evaluate(async () => {
    const { loadGramLab, compiledCore } = await import('./src/gramlab.js');
    const { createWorkerClient } = await import('./src/runtime/worker-client.js');
    const g = await loadGramLab({ parts: ['core'] });
    const client = createWorkerClient(); // no main-thread fallback: the answer must come from the worker
    const k = await client.call('kernelMatrix', [[0], [1]], { kind: 'rbf', gamma: 1 });
    const eigenvalues = await client.call('psdCheck', [
      [2, 1],
      [1, 2],
    ]);
    let pageError = null;
    try {
      g.kernelMatrix([[0], [1]], { kind: 'rbf' });
    } catch (error) {
      pageError = error.code;
    }
    return {
      offDiagonal: k.data[1],
      eigenvalues: Array.from(eigenvalues.eigenvalues),
      onMainThread: client.onMainThread(),
      pageParts: Object.keys(compiledCore().modules),
      pageError,
    };
  });
  // RBF with γ = 1 on the points 0 and 1: exp(−1); [[2, 1], [1, 2]] has eigenvalues 1 and 3.
  assert.equal(result.offDiagonal, Math.exp(-1));
  assert.deepEqual(result.eigenvalues, [1, 3]);
  assert.equal(result.onMainThread, false);
  assert.deepEqual(result.pageParts, ['core']);
  assert.equal(result.pageError, 'NOT_LOADED');
  assert.equal(kernelRequests.filter((url) => url.endsWith('.wasm')).length, 1, kernelRequests.join(', '));
  await expectClean(page);
  await page.close();
});

// A part's Emscripten loader (gramlab-<part>[-simd|-relaxed].mjs) is imported by each realm that instantiates the part, so
// the worker's imports of it, after the page's own, say which parts the worker instantiated and when.
test('a worker instantiates a part only when warmed with it or when a job needs it, from the page’s module', async () => {
  const page = await openBarePage(context);
  await page.evaluate(async () => {
    const { loadGramLab } = await import('./src/gramlab.js');
    await loadGramLab({ parts: ['core', 'kernels'] });
  });
  const requests = []; // the worker's, from here on: the page has imported and compiled both parts
  page.on('request', (request) => {
    const file = /src\/wasm\/(gramlab-[a-z-]+\.(?:mjs|wasm))/.exec(request.url())?.[1];
    if (file) requests.push(file.replace(/-(simd|relaxed)\./, '.'));
  });
  await page.evaluate(async () => {
    const { createWorkerClient } = await import('./src/runtime/worker-client.js');
    window.client = createWorkerClient(); // no main-thread fallback: the answers must come from the worker
    window.client.warm(['kernels']);
  });
  await page.waitForRequest(/gramlab-kernels(-simd|-relaxed)?\.mjs/);
  const k = await page.evaluate(() => window.client.call('kernelMatrix', [[0], [1]], { kind: 'rbf', gamma: 1 }));
  assert.equal(k.data[1], Math.exp(-1)); // RBF with γ = 1 on the points 0 and 1
  assert.deepEqual(requests, ['gramlab-kernels.mjs'], 'warmed with kernels, no core yet, no .wasm fetched');
  const eigenvalues = await page.evaluate(() =>
    window.client.call('psdCheck', [
      [2, 1],
      [1, 2],
    ]),
  );
  assert.deepEqual(Array.from(eigenvalues.eigenvalues), [1, 3]);
  assert.deepEqual(requests, ['gramlab-kernels.mjs', 'gramlab-core.mjs'], 'core when its first job came');
  assert.equal(await page.evaluate(() => window.client.onMainThread()), false);
  await expectClean(page);
  await page.close();
});

// A reply the page cannot read (a messageerror) would leave its call pending for good: the worker is taken for
// dead, and its pending calls run on the main thread.
test('a reply that cannot be read: the pending call runs on the main thread and answers', async () => {
  const page = await openBarePage(context);
  const result = await page.evaluate(async () => {
    // A worker whose every reply to a call arrives as a messageerror.
    window.Worker = class {
      postMessage(data) {
        if (data.id) setTimeout(() => this.onmessageerror?.(new MessageEvent('messageerror')));
      }
      terminate() {}
    };
    const { loadGramLab } = await import('./src/gramlab.js');
    const { createWorkerClient } = await import('./src/runtime/worker-client.js');
    const client = createWorkerClient(undefined, () => loadGramLab({ parts: ['core'] }));
    const { eigenvalues } = await client.call('psdCheck', [
      [2, 1],
      [1, 2],
    ]);
    return { eigenvalues: Array.from(eigenvalues), onMainThread: client.onMainThread() };
  });
  assert.deepEqual(result, { eigenvalues: [1, 3], onMainThread: true }); // [[2, 1], [1, 2]]: 2 ∓ 1
  await expectClean(page);
  await page.close();
});
