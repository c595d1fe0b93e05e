// scripts/check-core-layers.mjs: the repository's core keeps its domains' order, and a header that reaches
// up a domain, or a folder that is no domain, is named.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { layerViolations } from '../../scripts/check-core-layers.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

test('the core includes only down its domains', () => {
  assert.deepEqual(layerViolations(root), []);
});

test('an include from a higher domain, and an unknown folder, are violations', () => {
  const dir = mkdtempSync(join(tmpdir(), 'layers-'));
  const write = (path, text) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  write('core/include/gramlab/base/error.hpp', '#pragma once\n');
  write('core/include/gramlab/linear_algebra/psd.hpp', '#include "gramlab/base/error.hpp"\n');
  write('core/src/base/error.cpp', '#include "gramlab/linear_algebra/psd.hpp"\n');
  write('core/src/misc/x.cpp', '\n');
  const problems = layerViolations(dir);
  assert.equal(problems.length, 2, problems.join('\n'));
  assert.match(problems.join('\n'), /base includes linear_algebra, a higher domain/);
  assert.match(problems.join('\n'), /misc: not a domain/);
});
