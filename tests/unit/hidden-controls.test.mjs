// ?hide=…: a teacher's list of controls to hide, `<panel id>.<state key>`; anything else in it is ignored, quietly.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { MAX_HIDE_LENGTH, hideText, parseHidden } from '../../web/src/reader/hidden-controls.js';

// Two panels as the descriptors declare them: only their state's keys are controls.
const PANELS = [
  { id: 'sylvester', state: { m: {}, k: {}, mode: {} } },
  { id: 'sigmoid', state: { a: {}, b: {}, seed: {}, n: {}, d: {} } },
];
const read = (text) => Object.fromEntries([...parseHidden(text, PANELS)].map(([id, keys]) => [id, [...keys]]));

test('names the controls of known panels by their state keys, in the order given', () => {
  assert.deepEqual(read('sigmoid.b,sigmoid.a,sylvester.mode'), { sigmoid: ['b', 'a'], sylvester: ['mode'] });
  assert.deepEqual(read(''), {});
  assert.deepEqual(read(null), {});
});

test('unknown panels, unknown keys, inherited names and malformed items are ignored', () => {
  const hostile = [
    'similarity.m', // a panel not on this list
    'sigmoid.gamma', // not a key of its state
    'sigmoid.__proto__',
    'sigmoid.constructor',
    '__proto__.a',
    'toString.valueOf',
    'sigmoid',
    '.a',
    'sigmoid.',
    'sigmoid.a.b',
    ' sigmoid.a',
    'SIGMOID.A',
  ];
  assert.deepEqual(read(hostile.join(',')), {});
  assert.deepEqual(read(`${hostile.join(',')},sigmoid.n`), { sigmoid: ['n'] });
  assert.equal(Object.getPrototypeOf({}).a, undefined); // nothing leaked into Object.prototype
});

test('duplicates count once; a value longer than any real list is ignored whole', () => {
  assert.deepEqual(read('sigmoid.a,sigmoid.a,sigmoid.a'), { sigmoid: ['a'] });
  const long = 'sigmoid.a,'.repeat(1000); // 10 kB
  assert.ok(long.length > MAX_HIDE_LENGTH);
  assert.deepEqual(read(long), {});
  assert.deepEqual(read('x'.repeat(10_000)), {});
});

test('written back in page order and state order, whatever order the link gave', () => {
  assert.equal(hideText(parseHidden('sigmoid.n,sylvester.mode,sigmoid.a,sigmoid.a', PANELS), PANELS), 'sylvester.mode,sigmoid.a,sigmoid.n');
  assert.equal(hideText(new Map(), PANELS), '');
});
