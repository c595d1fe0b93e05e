// Two lanes against one (issue 38; docs/architecture.md, "Threads"): the threads parts (detail, kernels) against the relaxed ones, loaded straight from
// build/wasm/ (no dist/ needed) through their Embind functions, as the bench's diagnosis rows call them.
//   node --experimental-wasm-relaxed-simd tests/bench/two-lanes.mjs [--facade]   (one run: numpy 1 and 2 threads,
//   relaxed, threads; --facade: through loadGramLab from dist/, each in a process of its own)
// (tests/wasm/threads-flavour.test.mjs checks the threads parts' accuracy with the same loader.)
import { readFile } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

import { withHotLoops } from '../../web/src/api/hot-loops.js';
import { median } from './median.mjs';

const BUILD = new URL('../../build/wasm/', import.meta.url);
const HELPER = new URL('../../web/src/api/hot-loops-helper.js', import.meta.url);

// One part of `flavour` ('relaxed' or 'threads') from build/wasm, its hot loops' module beside it (not yet embedded
// as a custom section: scripts/assemble-dist.mjs does that), the helper lane started for a threads part.
async function loadPart(flavour, part) {
  const { default: create } = await import(new URL(`gramlab-${part}-${flavour}.mjs`, BUILD).href);
  const module = await WebAssembly.compile(await readFile(new URL(`gramlab-${part}-${flavour}.wasm`, BUILD)));
  const loopsFile = flavour === 'threads' ? `gramlab-${part}-threads-hot-loops.wasm` : `gramlab-${part}-hot-loops.wasm`;
  const section = await readFile(new URL(loopsFile, BUILD));
  const startHelper = flavour === 'threads' ? () => new Worker(HELPER) : undefined;
  return create({
    print: () => {},
    printErr: () => {},
    instantiateWasm: (imports, done) => {
      withHotLoops(module, imports, { section, startHelper })
        .then((wired) => WebAssembly.instantiate(module, wired))
        .then((instance) => done(instance, module));
      return {};
    },
  });
}

export async function loadFromBuild(flavour) {
  const cores = { core: await loadPart('relaxed', 'core') };
  for (const part of ['detail', 'kernels']) cores[part] = await loadPart(flavour, part);
  const partOf = { randomNormal: 'core', randomUniform: 'core', kernelMatrix: 'kernels', gammaSweep: 'kernels' };
  return (name, ...args) => {
    const out = cores[partOf[name] ?? 'detail'][name](...args);
    if (out.error) throw Object.assign(new Error(out.error.message), { code: out.error.code });
    return out.value;
  };
}

function timeMedian(run, warmup, reps) {
  for (let i = 0; i < warmup; i++) run();
  const times = [];
  for (let i = 0; i < reps; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return median(times);
}

const WORKLOADS = [
  { name: 'eigvals1000', n: 1000, warmup: 1, reps: 9 },
  { name: 'eigvals2000', n: 2000, warmup: 1, reps: 5 },
  { name: 'step1000', n: 1000, warmup: 1, reps: 9 },
  { name: 'eigh1000', n: 1000, warmup: 1, reps: 5, vectors: true },
];

function runner(call, w) {
  if (w.name.startsWith('step')) return () => call('gammaSweep', { seed: '4', n: w.n, d: 5 }, [1], false);
  const k = call('kernelMatrix', call('randomNormal', '4', w.n, 5), { kind: 'rbf', gamma: 1 });
  return () => call('eigenSymmetric', k, Boolean(w.vectors));
}

// numpy (tests/bench/numpy_bench.py) in a child process with `threads` OpenBLAS threads, without the
// OPENBLAS_CORETYPE / OPENBLAS_L2_SIZE overrides (as run.mjs starts it).
function startNumpy(threads) {
  const env = { ...process.env, OPENBLAS_NUM_THREADS: String(threads), OMP_NUM_THREADS: String(threads) };
  for (const key of ['OPENBLAS_CORETYPE', 'OPENBLAS_L2_SIZE', 'MKL_NUM_THREADS']) delete env[key];
  return startChild('/usr/bin/python3', [fileURLToPath(new URL('./numpy_bench.py', import.meta.url))], env);
}

// A child answering a JSON line per JSON line asked.
function startChild(command, args, env) {
  const child = spawn(command, args, { env, stdio: ['pipe', 'pipe', 'inherit'] });
  const answers = [];
  createInterface({ input: child.stdout }).on('line', (line) => answers.shift()?.(JSON.parse(line)));
  const ask = (request) =>
    new Promise((resolve) => {
      answers.push(resolve);
      child.stdin.write(`${JSON.stringify(request)}\n`);
    });
  return { ask, close: () => child.stdin.end() };
}

// A child process that times workloads through the facade (one facade per process) with `threads` lanes, a
// request per line as numpy_bench.py does: loadGramLab({threads}) from dist/.
async function serveFacade(threads) {
  const { loadGramLab } = await import('../../dist/src/gramlab.js');
  const g = await loadGramLab({ threads });
  const kernels = new Map();
  const kernelOf = (n) => {
    if (!kernels.has(n)) kernels.set(n, g.kernelMatrix(g.randomNormal(4, n, 5), { kind: 'rbf', gamma: 1 }));
    return kernels.get(n);
  };
  const run = (w) =>
    w.name.startsWith('step')
      ? () => g.gammaSweep({ seed: 4, n: w.n, d: 5, gammas: [1] })
      : () => g.eigenSymmetric(kernelOf(w.n), { vectors: Boolean(w.vectors) });
  for await (const line of createInterface({ input: process.stdin })) {
    const w = WORKLOADS.find(({ name }) => name === JSON.parse(line).name);
    console.log(JSON.stringify({ ms: timeMedian(run(w), w.warmup, w.reps) }));
  }
  process.exit(0);
}

// One run: per workload, numpy on 1 and 2 threads, then 1 lane and 2 lanes (the relaxed parts and the threads
// parts: through the facade with --facade, loadGramLab({threads: 1}) and ({threads: 2}), else their Embind functions
// directly), one after another (never two at once on 2 cores); each the median of the workload's repetitions.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const child = process.argv.indexOf('--serve-facade');
  if (child > 0) await serveFacade(Number(process.argv[child + 1]));
  const facade = process.argv.includes('--facade');
  const lanes = {};
  for (const [flavour, threads] of [
    ['relaxed', 1],
    ['threads', 2],
  ]) {
    if (facade) {
      const server = startChild(
        process.execPath,
        [...process.execArgv, fileURLToPath(import.meta.url), '--serve-facade', String(threads)],
        process.env,
      );
      lanes[flavour] = async (w) => (await server.ask({ name: w.name })).ms;
    } else {
      const call = await loadFromBuild(flavour);
      lanes[flavour] = async (w) => timeMedian(runner(call, w), w.warmup, w.reps);
    }
  }
  const numpy = { 1: startNumpy(1), 2: startNumpy(2) };
  const about = await numpy[2].ask({ about: true });
  console.log(JSON.stringify({ through: facade ? 'the facade' : 'Embind directly', numpy: about.numpy, blas: about.blas, env: about.env }));
  for (const w of WORKLOADS) {
    const row = { workload: w.name, load: +loadavg()[0].toFixed(2) };
    for (const threads of [1, 2]) row[`numpy${threads}`] = +(await numpy[threads].ask(w)).ms.toFixed(1);
    for (const flavour of ['relaxed', 'threads']) row[flavour] = +(await lanes[flavour](w)).toFixed(1);
    row['relaxed/numpy1'] = +(row.relaxed / row.numpy1).toFixed(3);
    row['threads/numpy2'] = +(row.threads / row.numpy2).toFixed(3);
    row['threads/relaxed'] = +(row.threads / row.relaxed).toFixed(3);
    row['numpy2/numpy1'] = +(row.numpy2 / row.numpy1).toFixed(3);
    console.log(JSON.stringify(row));
  }
  process.exit(0);
}
