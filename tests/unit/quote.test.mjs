// A hostile value quoted in a message: a URL value is cut to a short prefix and loses its bidi
// controls (state.js); a caller's string in a facade message shows them as escapes (describe.js).
import assert from 'node:assert/strict';
import test from 'node:test';
import { describe } from '../../web/src/api/describe.js';
import { fields, readState } from '../../web/src/runtime/state.js';

const SPEC = { view: fields.choice({ default: 'table', options: ['table', 'vectors'] }), x: fields.number({ default: 0 }) };

test('a 100 kB choice value is quoted as 40 characters and an ellipsis', () => {
  const { state, problems } = readState(SPEC, new URLSearchParams({ view: 'v'.repeat(100000) }));
  assert.equal(state.view, 'table');
  assert.equal(problems.length, 1);
  assert.equal(problems[0].message, `"${'v'.repeat(40)}…" is not one of table, vectors`);
});

test('bidi overrides, embeddings, isolates and marks are dropped from a quoted URL value', () => {
  const { problems } = readState(SPEC, new URLSearchParams({ x: '\u202eabc\u2067d\u200fe\u061c' }));
  assert.equal(problems[0].message, '"abcde" is not a finite number');
});

test('describe: a caller’s string keeps its bidi controls only as escapes', () => {
  assert.equal(describe('\u202eabc'), '"\\u202eabc"');
  assert.equal(describe('a\u2066b'), '"a\\u2066b"');
});
