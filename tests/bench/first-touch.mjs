// What the first write to freshly allocated memory costs on this host (docs/performance.md, "Why the copy costs"):
// the eigenvectors at n = 1000 reach JavaScript as a new 8 MB Float64Array copied from the module's memory, and
// numpy's eigh writes its outputs into memory its allocator hands back. Fifteen fresh copies of 10^6 doubles from a
// WebAssembly memory in Node, the same 8 MB into an array already touched, and fifteen fresh copies in numpy.
import { spawnSync } from 'node:child_process';

import { median } from './median.mjs';

const N = 1e6;
const COPIES = 15;
const PYTHON = '/usr/bin/python3'; // Debian's, with python3-numpy (as tests/bench/run.mjs)

const list = (xs) => xs.map((x) => x.toFixed(1)).join(' ');

function node() {
  const memory = new WebAssembly.Memory({ initial: 2000, maximum: 16384 });
  const heap = new Float64Array(memory.buffer);
  heap.fill(2.5, 0, 2 * N);
  const fresh = [];
  const again = [];
  for (let i = 0; i < COPIES; i++) {
    let start = performance.now();
    const copy = new Float64Array(heap.subarray(0, N));
    fresh.push(performance.now() - start);
    start = performance.now();
    copy.set(heap.subarray(N, 2 * N));
    again.push(performance.now() - start);
  }
  console.log(`Node, a new Float64Array copied from the memory (ms): ${list(fresh)}; median ${median(fresh).toFixed(2)}`);
  console.log(`Node, the same 8 MB into that array again: median ${median(again).toFixed(2)} ms`);
}

function numpy() {
  const script = `
import time, numpy as np
src = np.full(${N}, 2.5)
times = []
for _ in range(${COPIES}):
    start = time.perf_counter(); copy = src.copy(); times.append((time.perf_counter() - start) * 1e3)
print(' '.join(f'{t:.1f}' for t in times) + f'; median {sorted(times)[len(times) // 2]:.2f}')`;
  const out = spawnSync(PYTHON, ['-c', script], { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`numpy: ${out.stderr}`);
  console.log(`numpy, a new array copied from another (ms): ${out.stdout.trim()}`);
}

node();
numpy();
