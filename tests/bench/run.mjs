// `npm run bench`: the core in WASM (through the facade, in this Node process: the same V8 engine as
// Chromium) against numpy on OpenBLAS (tests/bench/numpy_bench.py, started here), on the same workloads in
// the same run. Prints a table of medians and their ratio, with memory after each workload. Not a test: it
// exits 0 whatever the numbers are, and non-zero only when something failed to run.
// A second table is the eigensolver's against numpy on one BLAS thread: the calls as the page makes them,
// through the facade (the relaxed flavour where the build made it: the bench restarts itself under Node's
// --experimental-wasm-relaxed-simd, as Chrome, Edge and Firefox run it; --no-relaxed keeps the SIMD flavour), and,
// as a diagnosis, the SIMD and scalar builds called directly through their Embind functions, loaded from
// dist/src/wasm/; then the JavaScript libraries a reader would reach for, on the same matrices (peers.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

import { compiledCore, loadGramLab, partOf } from '../../dist/src/gramlab.js';
import { MODULES, relaxedSimdSupported } from '../../dist/src/api/wasm-flavour.js';
import { withHotLoops } from '../../dist/src/api/hot-loops.js';
import { BUILT_FLAVOURS } from '../../dist/src/wasm/flavours.js';
import { ceilingLines } from './ceiling.mjs';
import { median } from './median.mjs';
import { loadPeers, timePeer } from './peers.mjs';

// Node 20 validates relaxed SIMD only under its flag: run again with it, unless told not to.
if (BUILT_FLAVOURS.includes('relaxed') && !relaxedSimdSupported() && !process.argv.includes('--no-relaxed')) {
  const flags = ['--experimental-wasm-relaxed-simd', ...process.execArgv];
  const again = spawnSync(process.execPath, [...flags, ...process.argv.slice(1)], { stdio: 'inherit' });
  process.exit(again.status ?? 1);
}

const PYTHON = '/usr/bin/python3'; // Debian's, with python3-numpy on libopenblas0-pthread (scripts/setup.sh --bench)
const NUMPY_BENCH = fileURLToPath(new URL('./numpy_bench.py', import.meta.url));
const ARTICLE_GAMMAS = [0.05, 0.3, 1, 3];
const MAP_A = Array.from({ length: 33 }, (_, j) => -1 + j / 16); // one row of the page's map

const g = await loadGramLab();
const z300 = g.randomNormal(4, 300, 5);
const z2000 = g.randomNormal(4, 2000, 5);
const rbf = { kind: 'rbf', gamma: 1 };
const k300 = g.kernelMatrix(z300, rbf);

// Same names as numpy_bench.py. Light workloads get more repetitions; the n = 2000 decompositions take
// seconds each in WASM, so they get three after one warm-up.
const WORKLOADS = [
  { name: 'normals', label: '1e6 normals, default_rng(4)', warmup: 2, reps: 9, run: () => g.randomNormal(4, 1000, 1000) },
  { name: 'rbf300', label: 'RBF kernel matrix, n = 300, d = 5', warmup: 3, reps: 15, run: () => g.kernelMatrix(z300, rbf) },
  { name: 'rbf2000', label: 'RBF kernel matrix, n = 2000, d = 5', warmup: 1, reps: 5, run: () => g.kernelMatrix(z2000, rbf) },
  { name: 'eigvalsh300', label: 'eigvalsh of the n = 300 RBF matrix', warmup: 3, reps: 15, run: () => g.eigenSymmetric(k300) },
  {
    name: 'sweep300',
    label: "the article's γ sweep, n = 300, 4 γ",
    warmup: 2,
    reps: 9,
    run: () => g.gammaSweep({ seed: 4, n: 300, d: 5, gammas: ARTICLE_GAMMAS }),
  },
  {
    name: 'gamma300',
    label: 'one γ, n = 300 (a γ-slider step)',
    warmup: 3,
    reps: 15,
    run: () => g.gammaSweep({ seed: 4, n: 300, d: 5, gammas: [1] }),
  },
  { name: 'gamma1000', label: 'one γ, n = 1000', warmup: 1, reps: 3, run: () => g.gammaSweep({ seed: 4, n: 1000, d: 5, gammas: [1] }) },
  { name: 'gamma2000', label: 'one γ, n = 2000', warmup: 1, reps: 3, run: () => g.gammaSweep({ seed: 4, n: 2000, d: 5, gammas: [1] }) },
  {
    name: 'sigmoid300',
    label: 'sigmoid check, n = 300 (an a-slider step)',
    warmup: 3,
    reps: 15,
    run: () => g.sigmoidCheck({ seed: 4, n: 300, d: 5, a: 0.5, b: 0.1 }),
  },
  {
    name: 'maprow100',
    label: 'sigmoid map, one row: 33 cells, n = 100',
    warmup: 2,
    reps: 9,
    run: () => g.sigmoidMap({ seed: 4, n: 100, d: 5, aValues: MAP_A, bValues: [0.1] }),
  },
];

// The eigensolver's workloads, run on each build through its Embind functions (inputs copied in, results
// out, as the facade does). A γ step is the core's whole gammaSweep call for one γ: points, distances,
// kernel, eigenvalues, statistics; numpy's is given its distances precomputed.
const EIGEN_WORKLOADS = [
  ...[300, 1000, 2000].map((n) => ({
    name: `eigvals${n}`,
    label: `eigenvalues only, n = ${n}`,
    warmup: n < 1000 ? 3 : 1,
    reps: n < 1000 ? 21 : n < 2000 ? 9 : 5,
    n,
  })),
  ...[300, 1000, 2000].map((n) => ({
    name: `step${n}`,
    label: `one γ step, n = ${n}`,
    warmup: n < 1000 ? 3 : 1,
    reps: n < 1000 ? 21 : n < 2000 ? 9 : 5,
    n,
  })),
  { name: 'eigh300', label: 'eigenvalues + vectors, n = 300', warmup: 2, reps: 7, n: 300, vectors: true },
  { name: 'eigh1000', label: 'eigenvalues + vectors, n = 1000', warmup: 1, reps: 5, n: 1000, vectors: true },
];

// Every part of one flavour's build, each from its own module and started as the facade starts it (a relaxed
// part with its hot loops, api/hot-loops.js); a call goes to the part that exports it.
async function loadBuild(flavour) {
  const dir = new URL('../../dist/src/wasm/', import.meta.url);
  const cores = {};
  for (const [part, { script, binary }] of Object.entries(MODULES[flavour])) {
    const { default: create } = await import(new URL(script, dir));
    const module = await WebAssembly.compile(await readFile(new URL(binary, dir)));
    const instantiateWasm = (imports, done) => {
      withHotLoops(module, imports)
        .then((wired) => WebAssembly.instantiate(module, wired))
        .then((instance) => done(instance, module));
      return {};
    };
    cores[part] = await create({ instantiateWasm, print: () => {}, printErr: () => {} });
  }
  return (name, ...args) => {
    const out = cores[partOf(name)][name](...args);
    if (out.error) throw Object.assign(new Error(out.error.message), { code: out.error.code });
    return out.value;
  };
}

// The same workloads as the page calls them: through the facade (its argument copies and checks included).
function facadeRunners() {
  const kernels = new Map();
  const kernelOf = (n) => {
    if (!kernels.has(n)) kernels.set(n, g.kernelMatrix(g.randomNormal(4, n, 5), rbf));
    return kernels.get(n);
  };
  return (w) => {
    if (w.name.startsWith('step')) return () => g.gammaSweep({ seed: 4, n: w.n, d: 5, gammas: [1] });
    const k = kernelOf(w.n);
    return () => g.eigenSymmetric(k, { vectors: Boolean(w.vectors) });
  };
}

function eigenRunners(call) {
  const kernels = new Map();
  const kernelOf = (n) => {
    if (!kernels.has(n)) kernels.set(n, call('kernelMatrix', call('randomNormal', '4', n, 5), { kind: 'rbf', gamma: 1 }));
    return kernels.get(n);
  };
  return (w) => {
    if (w.name.startsWith('step')) return () => call('gammaSweep', { seed: '4', n: w.n, d: 5 }, [1], false);
    const k = kernelOf(w.n);
    return () => call('eigenSymmetric', k, Boolean(w.vectors));
  };
}

function timeOnce(run) {
  const start = performance.now();
  run();
  return performance.now() - start;
}

function runWasm({ warmup, reps, run }) {
  const load = loadavg()[0];
  for (let i = 0; i < warmup; i++) run();
  const times = [];
  for (let i = 0; i < reps; i++) times.push(timeOnce(run));
  return { ms: median(times), min: Math.min(...times), load, heapBytes: g.memoryStats().heapBytes };
}

// numpy in one child process that runs a workload per request (a JSON line in, a JSON line out), right after
// the same workload's WASM runs: this shared machine's speed drifts over minutes (other guests of its host),
// and a ratio whose two sides ran minutes apart measured the drift. Never both at once on 2 cores. The child
// runs without the OPENBLAS_CORETYPE / OPENBLAS_L2_SIZE overrides this machine may set for older OpenBLAS
// builds: they make a current one pick a slower kernel. Only that process loses them.
function startNumpy() {
  // One BLAS thread: the WASM side has one.
  const env = { ...process.env, OPENBLAS_NUM_THREADS: '1', OMP_NUM_THREADS: '1', MKL_NUM_THREADS: '1' };
  const removed = ['OPENBLAS_CORETYPE', 'OPENBLAS_L2_SIZE'].filter((key) => key in env);
  for (const key of removed) delete env[key];
  const child = spawn(PYTHON, [NUMPY_BENCH], { env, stdio: ['pipe', 'pipe', 'inherit'] });
  const answers = [];
  createInterface({ input: child.stdout }).on('line', (line) => answers.shift()?.(JSON.parse(line)));
  const failed = (why) => {
    console.error(`numpy side failed (${why}); install it with: bash scripts/setup.sh --bench`);
    process.exit(1);
  };
  child.on('error', (error) => failed(error.message));
  child.on('exit', (code) => answers.length && failed(`exit ${code}`));
  const ask = (request) =>
    new Promise((resolve) => {
      answers.push(resolve);
      child.stdin.write(`${JSON.stringify(request)}\n`);
    });
  return {
    removed,
    about: () => ask({ about: true }),
    run: ({ name, warmup, reps }) => ask({ name, warmup, reps }),
    close: () => child.stdin.end(),
  };
}

const mb = (bytes) => (bytes / 2 ** 20).toFixed(0);
const ms = (x) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));

function table(rows) {
  const head = ['workload', 'WASM ms', 'numpy ms', 'ratio', 'WASM heap MB', 'numpy maxrss MB'];
  const body = rows.map((r) => [
    r.label,
    ms(r.wasm.ms),
    ms(r.numpy.ms),
    `${(r.wasm.ms / r.numpy.ms).toFixed(1)}×`,
    mb(r.wasm.heapBytes),
    mb(r.numpy.maxrssBytes),
  ]);
  const widths = head.map((h, k) => Math.max(h.length, ...body.map((row) => row[k].length)));
  const line = (cells) => `| ${cells.map((c, k) => (k ? c.padStart(widths[k]) : c.padEnd(widths[k]))).join(' | ')} |`;
  return [line(head), `|${widths.map((w, k) => (k ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`, ...body.map(line)].join(
    '\n',
  );
}

const cpu = cpus();
console.log(
  `Gram Lab bench — ${cpu.length} cores (${cpu[0]?.model ?? 'unknown CPU'}), ${mb(totalmem())} MB RAM, Node ${process.versions.node} (V8 ${process.versions.v8})`,
);
console.log(
  `load average at start: ${loadavg()
    .map((x) => x.toFixed(1))
    .join(', ')} (timings mean little when it is above the core count)`,
);
console.log('WASM: the facade in this process (median after warm-up; results copied out of the heap included)');

// `node tests/bench/run.mjs --eigen`: only the eigensolver table.
const eigenOnly = process.argv.includes('--eigen');
const numpy = startNumpy();
const numpyResults = {};
const wasm = {};
for (const workload of eigenOnly ? [] : WORKLOADS) {
  try {
    wasm[workload.name] = runWasm(workload);
  } catch (error) {
    console.error(`WASM workload ${workload.name} failed: ${error.code ?? ''} ${error.message}`);
    process.exit(1);
  }
  numpyResults[workload.name] = await numpy.run(workload);
}

// The eigensolver's workloads run in pairs: one timed run through the facade, at once one numpy run, then
// one direct run of each build (the relaxed one where this engine runs it). This machine's speed drifts within
// seconds (neighbours on its host share the L3 cache that the n ≥ 1000 reductions stream through), so a ratio
// is the median of the pairs' ratios, each pair measured within a second; the medians of each side and the
// pairs' range are printed beside it.
const DIRECT = BUILT_FLAVOURS.includes('relaxed') && relaxedSimdSupported() ? ['relaxed', 'simd', 'scalar'] : ['simd', 'scalar'];
const SIDES = ['facade', ...DIRECT];
const runners = { facade: facadeRunners() };
for (const flavour of DIRECT) runners[flavour] = eigenRunners(await loadBuild(flavour));
// V8 runs new WASM code in its baseline tier and optimises hot functions in the background; on a busy
// machine that takes a while, so every kind of workload (each runs in its own part's module: the values,
// the γ step, the vectors) is made hot at n = 300 on every side before anything is timed.
for (const side of SIDES)
  for (const workload of EIGEN_WORKLOADS.filter(({ n }) => n === 300)) {
    const warm = runners[side](workload);
    for (let i = 0; i < 30; i++) warm();
  }
const pairs = {};
for (const workload of EIGEN_WORKLOADS) {
  const run = Object.fromEntries(SIDES.map((side) => [side, runners[side](workload)]));
  const times = Object.fromEntries([...SIDES, 'numpy'].map((side) => [side, []]));
  const loads = { facade: loadavg()[0] };
  try {
    for (const side of SIDES) for (let i = 0; i < workload.warmup; i++) run[side]();
    for (let rep = 0; rep < workload.reps; rep++) {
      times.facade.push(timeOnce(run.facade));
      const np = await numpy.run({ name: workload.name, warmup: rep ? 0 : workload.warmup, reps: 1 });
      times.numpy.push(np.ms);
      loads.numpy ??= np.load;
      for (const side of DIRECT) times[side].push(timeOnce(run[side]));
    }
  } catch (error) {
    console.error(`WASM workload ${workload.name} failed: ${error.code ?? ''} ${error.message}`);
    process.exit(1);
  }
  pairs[workload.name] = { times, loads };
}

// The peers on the same matrices (the facade's), after the pairs: seconds each, so not inside them.
const { peers, missing: peersMissing } = await loadPeers();
const peerCache = new Map();
const peerTimes = {};
for (const workload of EIGEN_WORKLOADS.filter(({ name }) => !name.startsWith('step'))) {
  const matrix = g.kernelMatrix(g.randomNormal(4, workload.n, 5), rbf);
  peerTimes[workload.name] = Object.fromEntries(
    peers.map((peer) => [peer.name, timePeer(peer, matrix, Boolean(workload.vectors), peerCache)]),
  );
}

const { numpy: numpyVersion, python, blas } = await numpy.about();
numpy.close();
console.log(`numpy ${numpyVersion} (Python ${python}) on ${blas.config ?? 'a BLAS that is not OpenBLAS'}`);
console.log(`  core ${blas.corename ?? '?'}, ${blas.threads ?? '?'} threads; loaded: ${blas.libraries.join(', ')}`);
console.log(
  `  unset for numpy only: ${numpy.removed.length ? numpy.removed.join(', ') : 'none (neither was set)'}; set: OPENBLAS_NUM_THREADS=OMP_NUM_THREADS=MKL_NUM_THREADS=1`,
);
if (blas.threadpoolctl) console.log(`  threadpoolctl: ${JSON.stringify(blas.threadpoolctl)}`);
if (!blas.config) console.warn('warning: numpy is not running on OpenBLAS; install libopenblas0-pthread (scripts/setup.sh --bench)');
if (!eigenOnly) {
  console.log();
  console.log(table(WORKLOADS.map((w) => ({ label: w.label, wasm: wasm[w.name], numpy: numpyResults[w.name] }))));
  console.log();
  console.log('ratio = WASM / numpy (above 1: numpy is faster). Memory only grows in both columns: the peak so far.');
  // The page's budget: a slider step at n = 300 should land within one frame (16.7 ms at 60 Hz).
  const FRAME_MS = 1000 / 60;
  for (const name of ['sigmoid300', 'gamma300']) {
    const { label } = WORKLOADS.find((w) => w.name === name);
    const { ms: took } = wasm[name];
    console.log(
      `page budget: ${label}: ${ms(took)} ms in WASM, ${took <= FRAME_MS ? 'within' : `${(took / FRAME_MS).toFixed(1)}× of`} one 60 Hz frame (${FRAME_MS.toFixed(1)} ms)`,
    );
  }
}

// The eigensolver table: each side's median, the ratios (the median of the pairs' ratios, then the lowest
// and highest pair), and the 1-minute load average when the facade's and numpy's first runs started.
console.log();
console.log(
  `eigensolver against numpy on one thread, in pairs: through the facade (as the page calls it: the ${compiledCore().flavour} flavour), then the ${DIRECT.join(', ')} builds' Embind functions directly (a diagnosis; relaxed ÷ SIMD: the median of the pairs' ratios of those two)`,
);
const pairRatios = (wasmTimes, numpyTimes) => wasmTimes.map((t, i) => t / numpyTimes[i]);
const ratioCells = (ratios) => [`${median(ratios).toFixed(2)}×`, `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`];
const eigenHead = [
  'workload',
  'pairs',
  'numpy ms',
  'facade ms',
  'facade ratio',
  'facade pairs',
  ...DIRECT.flatMap((side) => [`${side} ms`, `${side} ratio`]),
  ...(DIRECT.includes('relaxed') ? ['relaxed ÷ SIMD'] : []),
  'load',
];
const eigenBody = EIGEN_WORKLOADS.map(({ name, label }) => {
  const { times, loads } = pairs[name];
  const ratio = (side) => ratioCells(pairRatios(times[side], times.numpy))[0];
  return [
    label,
    String(times.numpy.length),
    ms(median(times.numpy)),
    ms(median(times.facade)),
    ...ratioCells(pairRatios(times.facade, times.numpy)),
    ...DIRECT.flatMap((side) => [ms(median(times[side])), ratio(side)]),
    ...(DIRECT.includes('relaxed') ? [`${median(pairRatios(times.relaxed, times.simd)).toFixed(3)}`] : []),
    [loads.facade, loads.numpy].map((x) => x.toFixed(1)).join(' / '),
  ];
});
const eigenWidths = eigenHead.map((h, k) => Math.max(h.length, ...eigenBody.map((row) => row[k].length)));
const eigenLine = (cells) => `| ${cells.map((c, k) => (k ? c.padStart(eigenWidths[k]) : c.padEnd(eigenWidths[k]))).join(' | ')} |`;
console.log(
  [
    eigenLine(eigenHead),
    `|${eigenWidths.map((w, k) => (k ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`,
    ...eigenBody.map(eigenLine),
  ].join('\n'),
);

// The peers' table: each library's median ms on the same matrix, and its ratio to numpy's and to the facade's.
console.log();
console.log(
  `JavaScript libraries on the same matrices (ms; × numpy's ms, × the facade's)${peersMissing.length ? `; not installed: ${peersMissing.join(', ')} (npm install)` : ''}`,
);
for (const { name, label } of EIGEN_WORKLOADS.filter(({ name }) => peerTimes[name])) {
  const numpyMs = median(pairs[name].times.numpy);
  const facadeMs = median(pairs[name].times.facade);
  const cells = Object.entries(peerTimes[name])
    .filter(([, took]) => took !== null)
    .map(([peer, took]) => `${peer} ${ms(took)} (${(took / numpyMs).toFixed(0)}× numpy, ${(took / facadeMs).toFixed(0)}× Gram Lab)`);
  if (cells.length) console.log(`  ${label}: numpy ${ms(numpyMs)}, Gram Lab ${ms(facadeMs)}; ${cells.join('; ')}`);
}

// The facade's own path, bounded from above: a matrix whose one asymmetric pair is the last the ordered
// check reaches goes through everything eigenSymmetric does before the reduction (the facade's copy, the
// binding's copy, the one pass that undoes the transpose, checks and finds the scale) and one ordered pass
// more, then fails. Its time is at least the overhead of a call that succeeds.
{
  const n = 1000;
  const k = g.kernelMatrix(g.randomNormal(4, n, 5), rbf);
  const data = Float64Array.from(k.data);
  data[(n - 1) * n + (n - 2)] += 1;
  const broken = { rows: n, cols: n, data };
  const fail = () => {
    try {
      g.eigenSymmetric(broken);
    } catch (error) {
      if (error.code !== 'NOT_SYMMETRIC') throw error;
    }
  };
  const bound = runWasm({ warmup: 3, reps: 15, run: fail });
  const call = median(pairs.eigvals1000.times.facade);
  console.log(
    `the facade's own path at n = ${n} (bound: copies, checks and one ordered pass more): ${ms(bound.ms)} ms, ${((100 * bound.ms) / call).toFixed(1)} % of the values-only call (${ms(call)} ms)`,
  );
}

for (const line of await ceilingLines()) console.log(line);
