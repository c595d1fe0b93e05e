// scripts/module-lists.mjs reads the module's lists (limits, error codes) from the flavour built last, so
// sync-api-doc and assemble-dist work after a build of the scalar flavour alone, the SIMD one alone, or both.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { newestFlavour } from '../../scripts/module-lists.mjs';

/** A build folder holding the core part's binary of each flavour given, each with its modification time (s). */
function buildFolder(times) {
  const folder = mkdtempSync(join(tmpdir(), 'gramlab-wasm-'));
  const binaries = { scalar: 'gramlab-core.wasm', simd: 'gramlab-core-simd.wasm', relaxed: 'gramlab-core-relaxed.wasm' };
  for (const [flavour, seconds] of Object.entries(times)) {
    const file = join(folder, binaries[flavour]);
    writeFileSync(file, '');
    utimesSync(file, seconds, seconds);
  }
  return folder;
}

test('the one flavour built is read, whichever it is', () => {
  for (const flavour of ['scalar', 'simd']) {
    const folder = buildFolder({ [flavour]: 1000 });
    try {
      assert.equal(newestFlavour(folder), flavour);
    } finally {
      rmSync(folder, { recursive: true });
    }
  }
});

test('with both present, the one linked last: a SIMD-only build after a full one reads SIMD, and the reverse', () => {
  const cases = [
    [{ scalar: 1000, simd: 2000 }, 'simd'],
    [{ scalar: 2000, simd: 1000 }, 'scalar'],
  ];
  for (const [times, newest] of cases) {
    const folder = buildFolder(times);
    try {
      assert.equal(newestFlavour(folder), newest);
      // A caller that names the flavours it built (assemble-dist) reads only those.
      assert.equal(newestFlavour(folder, ['scalar']), 'scalar');
    } finally {
      rmSync(folder, { recursive: true });
    }
  }
});

test('a relaxed core linked last is never the one read: it cannot start without its hot loops', () => {
  const folder = buildFolder({ scalar: 1000, simd: 2000, relaxed: 3000 });
  try {
    assert.equal(newestFlavour(folder), 'simd');
  } finally {
    rmSync(folder, { recursive: true });
  }
});

test('no build: an error that says to build', () => {
  const folder = buildFolder({});
  try {
    assert.throws(() => newestFlavour(folder), /no core part of the scalar or simd flavour: build it first/);
  } finally {
    rmSync(folder, { recursive: true });
  }
});
