// The relaxed flavour (docs/architecture.md, "The relaxed flavour"): each relaxed part carries its hot loops'
// module, built by clang-19, which must hold relaxed SIMD's standard multiply-add (f64x2.relaxed_madd, 0xfd 0x87
// 0x02) and not the pre-standard encoding clang 14 writes (0xfd 0xcf 0x01, which engines reject); it imports
// the part's memory and nothing else and writes nothing there on its own (no data, no start function); and the
// facade picks the relaxed flavour exactly where the engine validates relaxed SIMD.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';

import { HOT_LOOPS_SECTION, MODULES, relaxedSimdSupported } from '../../dist/src/api/wasm-flavour.js';
import { unlessBuilt } from './load.mjs';

const WASM_DIR = new URL('../../dist/src/wasm/', import.meta.url);
const skip = unlessBuilt('relaxed');

// The module's sections, read by the binary format's framing: [{id, bytes}] (id 0: custom, 2: import, 8: start,
// 10: code, 11: data).
function sections(bytes) {
  const out = [];
  let at = 8; // after "\0asm" and the version
  const leb = () => {
    let value = 0;
    let shift = 0;
    let byte;
    do {
      byte = bytes[at++];
      value += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    return value;
  };
  while (at < bytes.length) {
    const id = bytes[at++];
    const size = leb();
    out.push({ id, bytes: bytes.subarray(at, at + size) });
    at += size;
  }
  return out;
}

function count(bytes, pattern) {
  let found = 0;
  for (let i = 0; i + pattern.length <= bytes.length; i++) if (pattern.every((b, k) => bytes[i + k] === b)) found++;
  return found;
}

const hotLoopsOf = async (part) => {
  const module = await WebAssembly.compile(await readFile(new URL(MODULES.relaxed[part].binary, WASM_DIR)));
  const [section] = WebAssembly.Module.customSections(module, HOT_LOOPS_SECTION);
  return { module, hotLoops: section && new Uint8Array(section) };
};

test('every relaxed part carries its hot loops: relaxed_madd in the standard encoding, never the prototype one', {
  skip,
}, async () => {
  for (const part of Object.keys(MODULES.relaxed)) {
    const { hotLoops } = await hotLoopsOf(part);
    assert.ok(hotLoops, `part ${part} has no ${HOT_LOOPS_SECTION} section`);
    const code = sections(hotLoops).find(({ id }) => id === 10)?.bytes;
    assert.ok(code, `${part}: the hot loops have a code section`);
    // Every part runs the reduction: the rank-2k update's eight tile sums at least; part detail (the eigenvectors)
    // the product's eight tiles' sums too, and the matrix-vector product's: dozens.
    const madds = count(code, [0xfd, 0x87, 0x02]);
    assert.ok(madds >= (part === 'detail' ? 24 : 8), `${part}: f64x2.relaxed_madd (fd 87 02) × ${madds}`);
    assert.equal(count(hotLoops, [0xfd, 0xcf, 0x01]), 0, `${part}: the prototype encoding fd cf 01 is absent`);
  }
});

test('the hot loops import the part memory and nothing else, hold no data and start nothing', { skip }, async () => {
  const { hotLoops } = await hotLoopsOf('core');
  const ids = sections(hotLoops).map(({ id }) => id);
  assert.ok(!ids.includes(11), 'no data section: it would be written into the part memory');
  assert.ok(!ids.includes(8), 'no start function');
  // WebAssembly.Module.imports/exports read a module without validating its code, relaxed or not.
  const module = relaxedSimdSupported() ? new WebAssembly.Module(hotLoops) : null;
  if (module) assert.deepEqual(WebAssembly.Module.imports(module), [{ module: 'env', name: 'memory', kind: 'memory' }]);
  assert.equal(WebAssembly.validate(hotLoops), relaxedSimdSupported(), 'it validates exactly where relaxed SIMD does');
});

test('each relaxed part imports its memory, and its hot loops export exactly the loops it calls', {
  skip: skip || (!relaxedSimdSupported() && 'this engine does not compile relaxed SIMD (node --experimental-wasm-relaxed-simd)'),
}, async () => {
  for (const part of Object.keys(MODULES.relaxed)) {
    const { module, hotLoops } = await hotLoopsOf(part);
    assert.ok(
      WebAssembly.Module.imports(module).some(({ kind }) => kind === 'memory'),
      `${part} imports its memory`,
    );
    // Emscripten's stub for each loop the link left undefined (api/hot-loops.js wires the loops by them).
    const loader = await readFile(new URL(MODULES.relaxed[part].script, WASM_DIR), 'utf8');
    const loops = [...loader.matchAll(/function _(gramlab_\w+)\(/g)].map(([, name]) => name);
    const exported = WebAssembly.Module.exports(new WebAssembly.Module(hotLoops)).map(({ name }) => name);
    for (const name of loops) assert.ok(exported.includes(name), `${part} calls ${name}, which the hot loops lack`);
    // Nothing it never calls: the first visit downloads part core's loops and no others.
    assert.deepEqual(exported.toSorted(), [...new Set(loops)].toSorted(), `${part}: its hot loops export only what it calls`);
    if (part === 'detail') assert.ok(loops.includes('gramlab_product_tiles'), 'the eigenvectors run on the product tiles');
    if (part === 'core') assert.ok(loops.includes('gramlab_rank2k_tiles'), 'the eigenvalues run on the rank-2k tiles');
  }
});

// Feature detection, not assumption: Node 20 runs relaxed SIMD only under its flag.
const flavourIn = (flags) => {
  const facade = new URL('../../dist/src/gramlab.js', import.meta.url).href;
  const script = `const g = await import(${JSON.stringify(facade)}); await g.loadGramLab({parts: ['core']}); console.log(g.compiledCore().flavour)`;
  const run = spawnSync(process.execPath, [...flags, '--input-type=module', '-e', script], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  return run.stdout.trim();
};

test('the facade loads the relaxed flavour under --experimental-wasm-relaxed-simd and the SIMD one without', { skip }, () => {
  assert.equal(flavourIn(['--experimental-wasm-relaxed-simd']), 'relaxed');
  assert.equal(flavourIn(['--no-experimental-wasm-relaxed-simd']), 'simd');
});
