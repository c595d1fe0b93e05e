// The module in parts loaded on demand: every function in exactly one part, each part's module exporting
// exactly its list, NOT_LOADED before a part is loaded, one load per part however many ask, bad part names as
// coded errors, a failed part that leaves the others working and loads on retry, and the same bits either way.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { PARTS, SHARED, SIGNATURES } from '../../dist/src/api/signatures.js';
import { MODULES, flavourFor } from '../../dist/src/api/wasm-flavour.js';
import { BUILT_FLAVOURS } from '../../dist/src/wasm/flavours.js';
import { FLAVOURS, expectCode, loadPart, unlessRunnable } from './load.mjs';

const WASM_DIR = new URL('../../dist/src/wasm/', import.meta.url);
const PART_NAMES = ['core', 'detail', 'kernels', 'learn'];
// The flavour the facade loads here: relaxed under Node's --experimental-wasm-relaxed-simd, else SIMD.
const RUNS = flavourFor(BUILT_FLAVOURS);

// [[2, 1], [1, 2]] has eigenvalues 1 and 3: a call of the core part that must work.
const eigenvaluesOf2x2 = (g) =>
  Array.from(
    g.psdCheck([
      [2, 1],
      [1, 2],
    ]).eigenvalues,
  );

// Each import of the facade with its own query is a separate module instance: its own parts, loaded afresh.
let instances = 0;
const freshFacade = () => import(`../../dist/src/gramlab.js?instance=${++instances}`);

/** A wasmUrl function that counts how often each part's file is asked for (one fetch each). */
function countingUrls(fileOf = (part) => new URL(MODULES[RUNS][part].binary, WASM_DIR)) {
  const asked = {};
  const wasmUrl = (part) => {
    asked[part] = (asked[part] ?? 0) + 1;
    return fileOf(part);
  };
  return { asked, wasmUrl };
}

async function expectRejects(promise, code) {
  const error = await promise.then(
    () => assert.fail(`expected ${code}, it resolved`),
    (e) => e,
  );
  assert.equal(error.name, 'GramLabError', String(error));
  assert.equal(error.code, code, error.message);
  return error;
}

test('every facade function belongs to exactly one part; memoryStats is every part’s', () => {
  assert.deepEqual(Object.keys(PARTS), PART_NAMES);
  const all = [...PART_NAMES.flatMap((part) => Object.keys(PARTS[part])), ...Object.keys(SHARED)];
  assert.equal(new Set(all).size, all.length, 'a name in two parts');
  assert.deepEqual([...all].sort(), Object.keys(SIGNATURES).sort());
  assert.deepEqual(Object.keys(SHARED), ['memoryStats']);
  for (const flavour of FLAVOURS) assert.deepEqual(Object.keys(MODULES[flavour]), PART_NAMES);
});

for (const flavour of FLAVOURS)
  test(`the ${flavour} build: each part's module exports exactly its part's functions`, { skip: unlessRunnable(flavour) }, async () => {
    for (const part of PART_NAMES) {
      const core = await loadPart(flavour, part);
      const expected = [...Object.keys(PARTS[part]), 'memoryStats'].sort();
      assert.deepEqual([...core.coreFunctions()].sort(), expected, part);
    }
  });

test('only the core part loaded: its functions work, a kernels function is NOT_LOADED until loadParts', async () => {
  const { loadGramLab, compiledCore } = await freshFacade();
  const { asked, wasmUrl } = countingUrls();
  const g = await loadGramLab({ parts: ['core'], wasmUrl });
  assert.deepEqual(asked, { core: 1 });
  assert.deepEqual(g.parts, PART_NAMES);
  assert.equal(g.partOf('kernelMatrix'), 'kernels');
  assert.equal(g.partOf('psdCheck'), 'core');
  assert.equal(g.partOf('eigenSymmetric'), 'detail');
  assert.equal(g.partOf('toString'), null);
  assert.equal(g.partOf('noSuchFunction'), null);
  assert.deepEqual(eigenvaluesOf2x2(g), [1, 3]);
  const error = expectCode(assert, () => g.kernelMatrix([[0], [1]], { kind: 'rbf' }), 'NOT_LOADED');
  assert.match(error.message, /kernelMatrix/);
  assert.match(error.message, /"kernels"/);
  assert.match(error.message, /loadParts\(\['kernels'\]\)/);
  assert.equal(error.part, 'kernels');
  assert.deepEqual(Object.keys(compiledCore().modules), ['core']);
  assert.equal(compiledCore().flavour, RUNS);

  await g.loadParts(['kernels']);
  // RBF with γ = 1 on the points 0 and 1: exp(−1) off the diagonal.
  assert.equal(g.kernelMatrix([[0], [1]], { kind: 'rbf', gamma: 1 }).data[1], Math.exp(-1));
  assert.deepEqual(Object.keys(compiledCore().modules).sort(), ['core', 'kernels']);
  assert.ok(compiledCore().modules.kernels instanceof WebAssembly.Module);
  // Two modules, each with at least Emscripten's initial 16 MiB of memory: memoryStats is their sum.
  assert.ok(g.memoryStats().heapBytes >= 2 * 16 * 2 ** 20, `${g.memoryStats().heapBytes}`);
});

test('concurrent and repeated loads of a part fetch it once', async () => {
  const { loadGramLab } = await freshFacade();
  const { asked, wasmUrl } = countingUrls();
  const g = await loadGramLab({ parts: ['core'], wasmUrl });
  await Promise.all([
    g.loadParts(['detail']),
    g.loadParts(['detail', 'detail']),
    loadGramLab({ parts: ['detail'] }),
    g.loadParts(['learn', 'detail']),
  ]);
  await g.loadParts(['detail', 'core']);
  assert.deepEqual(asked, { core: 1, detail: 1, learn: 1 });
  assert.equal(await loadGramLab({ parts: ['learn'] }), g, 'the same facade');
  // Sylvester on [[2, 1], [1, 2]]: leading minors 2 and 2·2 − 1·1 = 3, positive definite.
  const { minors, positiveDefinite } = g.sylvester([
    [2, 1],
    [1, 2],
  ]);
  assert.deepEqual(
    minors.map(({ exact }) => exact),
    ['2', '3'],
  );
  assert.equal(positiveDefinite, true);
});

test('bad part names, a non-array, throwing getters and Proxies: BAD_ARGUMENT, and the facade keeps working', async () => {
  const { loadGramLab } = await freshFacade();
  await expectRejects(loadGramLab({ parts: ['core', 'nope'] }), 'BAD_ARGUMENT');
  await expectRejects(loadGramLab({ parts: 'core' }), 'BAD_ARGUMENT');
  await expectRejects(loadGramLab({ parts: [] }), 'BAD_ARGUMENT');
  await expectRejects(loadGramLab(null), 'BAD_ARGUMENT');
  const getter = {
    get parts() {
      throw new Error('boom');
    },
  };
  assert.match((await expectRejects(loadGramLab(getter), 'BAD_ARGUMENT')).message, /boom/);
  await expectRejects(
    loadGramLab(
      new Proxy(
        {},
        {
          get() {
            throw new Error('trap');
          },
        },
      ),
    ),
    'BAD_ARGUMENT',
  );
  await expectRejects(loadGramLab({ parts: ['core'], flavour: 'avx' }), 'BAD_ARGUMENT');
  await expectRejects(loadGramLab({ parts: ['core'], modules: { core: new Uint8Array(8) } }), 'BAD_ARGUMENT');

  const g = await loadGramLab({ parts: ['core'] });
  for (const names of [['Kernels'], ['__proto__'], 'kernels', null, [1], [Symbol('x')]])
    await expectRejects(g.loadParts(names), 'BAD_ARGUMENT');
  const list = ['kernels'];
  Object.defineProperty(list, 0, {
    get() {
      throw new Error('getter');
    },
  });
  await expectRejects(g.loadParts(list), 'BAD_ARGUMENT');
  assert.deepEqual(
    Array.from(
      g.psdCheck([
        [2, 1],
        [1, 2],
      ]).eigenvalues,
    ),
    [1, 3],
  );
});

test('a missing part file is LOAD_FAILED naming the part; the loaded parts keep working, and a retry loads it', async () => {
  const { loadGramLab } = await freshFacade();
  let missing = true;
  const { asked, wasmUrl } = countingUrls((part) =>
    part === 'detail' && missing ? new URL('absent-detail.wasm', WASM_DIR) : new URL(MODULES[RUNS][part].binary, WASM_DIR),
  );
  const g = await loadGramLab({ parts: ['core'], wasmUrl });
  const error = await expectRejects(g.loadParts(['kernels', 'detail']), 'LOAD_FAILED');
  assert.match(error.message, /missing/);
  assert.match(error.message, /"detail"/);
  assert.equal(error.part, 'detail');
  expectCode(assert, () => g.principalMinors([[1]]), 'NOT_LOADED');
  // The others loaded meanwhile, and work: exp(−1) again, eigenvalues 1 and 3.
  assert.equal(g.kernelMatrix([[0], [1]], { kind: 'rbf', gamma: 1 }).data[1], Math.exp(-1));
  assert.deepEqual(eigenvaluesOf2x2(g), [1, 3]);
  missing = false;
  await g.loadParts(['detail']);
  assert.deepEqual(asked, { core: 1, kernels: 1, detail: 2 });
  // [[5]] has one principal minor, 5.
  assert.deepEqual(
    g.principalMinors([[5]]).map(({ exact }) => exact),
    ['5'],
  );
});

test('results are bit for bit the same with every part loaded at once and with parts loaded one by one', async () => {
  const everything = await (await freshFacade()).loadGramLab();
  const byParts = await (await freshFacade()).loadGramLab({ parts: ['core'] });
  const run = (g) => {
    const z = g.randomNormal(4, 60, 5);
    const k = g.kernelMatrix(z, { kind: 'rbf', gamma: 0.3 });
    return {
      z: Array.from(z.data),
      eigenvalues: Array.from(g.eigenSymmetric(k).values),
      sweep: g.gammaSweep({ seed: 4, n: 60, d: 5, gammas: [0.05, 1] }),
      sigmoid: g.sigmoidCheck({ seed: 4, n: 30, d: 5, a: 0.5, b: 0.1 }).minEigenvalue,
      expression: g.compileExpression('tanh(a*dot(x,y)+b)'),
    };
  };
  await byParts.loadParts(['kernels']);
  await byParts.loadParts(['learn', 'detail']);
  assert.deepEqual(run(byParts), run(everything));
});
