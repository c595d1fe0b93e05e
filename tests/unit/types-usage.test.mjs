// tests/types/usage.ts (type-checked by npm run typecheck) calls every function of the facade, as
// web/src/api/signatures.js declares them, so a d.ts that drifts from any of them fails to compile.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { PARTS } from '../../web/src/api/signatures.js';

test('usage.ts calls every function of every part', () => {
  const usage = readFileSync(new URL('../types/usage.ts', import.meta.url), 'utf8');
  const names = Object.values(PARTS).flatMap((functions) => Object.keys(functions));
  assert.ok(names.length > 0);
  assert.deepEqual(
    names.filter((name) => !new RegExp(`\\.${name}\\(`).test(usage)),
    [],
  );
});
