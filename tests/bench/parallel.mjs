// `node tests/bench/parallel.mjs` (after a build): what two threads could give the γ sweep on this machine
// without cross-origin isolation. The article's four γ at n = 1000 one after the other in one module
// instance, against two instances on two worker threads (two γ each); medians of five rounds. Not a test.
import { readFile } from 'node:fs/promises';
import { Worker, isMainThread, parentPort } from 'node:worker_threads';

const DIR = new URL('../../dist/src/wasm/', import.meta.url);
async function core() {
  const { default: create } = await import(new URL('gramlab-kernels-simd.mjs', DIR).href);
  const c = await create({ wasmBinary: await readFile(new URL('gramlab-kernels-simd.wasm', DIR)), print() {}, printErr() {} });
  return (gammas, n) => c.gammaSweep({ seed: '4', n, d: 5 }, gammas, false);
}
const N = 1000,
  GAMMAS = [0.05, 0.3, 1, 3];
if (isMainThread) {
  const sweep = await core();
  for (let i = 0; i < 3; i++) sweep(GAMMAS, 300);
  const seq = [];
  const par = [];
  const workers = [0, 1].map(() => new Worker(new URL(import.meta.url)));
  await Promise.all(workers.map((w) => new Promise((r) => w.once('message', r))));
  const ask = (w, gammas) =>
    new Promise((r) => {
      w.once('message', r);
      w.postMessage(gammas);
    });
  for (let round = 0; round < 5; round++) {
    let t = performance.now();
    sweep(GAMMAS, N);
    seq.push(performance.now() - t);
    t = performance.now();
    await Promise.all([ask(workers[0], GAMMAS.slice(0, 2)), ask(workers[1], GAMMAS.slice(2))]);
    par.push(performance.now() - t);
  }
  const med = (xs) => [...xs].sort((a, b) => a - b)[2];
  console.log(
    `4 γ, n = ${N}: one thread ${med(seq).toFixed(0)} ms, two threads ${med(par).toFixed(0)} ms, speed-up ${(med(seq) / med(par)).toFixed(2)}×`,
  );
  workers.forEach((w) => w.terminate());
} else {
  const sweep = await core();
  for (let i = 0; i < 3; i++) sweep(GAMMAS, 300);
  parentPort.postMessage('ready');
  parentPort.on('message', (gammas) => {
    sweep(gammas, N);
    parentPort.postMessage('done');
  });
}
