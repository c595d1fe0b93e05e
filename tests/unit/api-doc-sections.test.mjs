// docs/api.md documents every function of the facade (web/src/api/signatures.js) under a heading of its own,
// `### \`name(arguments)\` → result` (two functions may share one), and none that is gone.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { SIGNATURES } from '../../web/src/api/signatures.js';

test('api.md has one section per facade function, and none for a function the facade lacks', () => {
  const text = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
  const documented = [...text.matchAll(/^### .*$/gm)].flatMap(([heading]) => [...heading.matchAll(/`(\w+)\(/g)].map((call) => call[1]));
  // Sorted lists: a function documented twice shows as a repeat, one missing or gone as a difference.
  assert.deepEqual(documented.sort(), Object.keys(SIGNATURES).sort());
});
