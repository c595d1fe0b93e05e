// fields.seed, the state field the γ-sweep and sigmoid panels share: plain JS (no core), run with the node:test
// level like similarity-table.test.mjs. Imported from dist/ like the facade.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { fields, readState, writeState } from '../../dist/src/runtime/state.js';

const seed = fields.seed({ default: '4' });

test('fields.seed keeps the decimal digits of 0 … 2^64 − 1 as text, past 2^53 included', () => {
  for (const text of ['0', '4', '9007199254740993', '18446744073709551615']) assert.equal(seed.parse(text), text);
  assert.equal(seed.default, '4');
  assert.equal(seed.format('18446744073709551615'), '18446744073709551615');
});

test('fields.seed refuses signs, spaces, leading zeros, fractions, other notations and 2^64 or more', () => {
  for (const text of [
    '',
    '-1',
    '+1',
    ' 1',
    '1 ',
    '01',
    '1.5',
    '1e3',
    'abc',
    '0x10',
    'NaN',
    '18446744073709551616',
    '99999999999999999999',
    '184467440737095516150',
  ])
    assert.throws(() => seed.parse(text), Error, JSON.stringify(text));
});

test('a hostile seed in the URL falls back to the default and is reported; the default stays out of the link', () => {
  const spec = { seed };
  const { state, problems } = readState(spec, new URLSearchParams('p.seed=-5'), 'p.');
  assert.equal(state.seed, '4');
  assert.deepEqual(
    problems.map((p) => p.key),
    ['seed'],
  );
  assert.equal(readState(spec, new URLSearchParams('p.seed=18446744073709551615'), 'p.').state.seed, '18446744073709551615');
  assert.equal(writeState(spec, { seed: '4' }, new URLSearchParams(), 'p.').toString(), '');
  assert.equal(writeState(spec, { seed: '7' }, new URLSearchParams(), 'p.').toString(), 'p.seed=7');
});
