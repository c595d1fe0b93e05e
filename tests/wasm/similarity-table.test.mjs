// The similarity panel's table parsing and shape rules: plain JS (no core), run with the node:test level so that
// scripts/test.sh covers them. Imported from dist/ like the facade.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { parseTable } from '../../dist/src/panels/similarity/paste.js';
import { STATE } from '../../dist/src/panels/similarity/state.js';
import { resizeTable, tableProblem } from '../../dist/src/panels/similarity/table.js';

const S = [
  [1, 0.9, 0.2],
  [0.9, 1, 0.9],
  [0.2, 0.9, 1],
];

test('parseTable reads tab-, comma- and space-separated tables, the typographic minus and e-notation', () => {
  for (const text of [
    '1\t0.9\t0.2\n0.9\t1\t0.9\n0.2\t0.9\t1\n',
    '1, 0.9, 0.2\r\n0.9, 1, 0.9\r\n0.2, 0.9, 1',
    '  1  .9 .2\n .9 1 .9\n\n .2 .9 1  \n',
  ])
    assert.deepEqual(parseTable(text), { rows: S, labels: null }, JSON.stringify(text));
  assert.deepEqual(parseTable('\u22121 2e-1\n2E-1 -1').rows, [
    [-1, 0.2],
    [0.2, -1],
  ]);
});

test('parseTable takes item names from a header row and/or column (a spreadsheet copy)', () => {
  const both = '\tcat\tdog\ncat\t1\t0.8\ndog\t0.8\t1\n';
  assert.deepEqual(parseTable(both), {
    rows: [
      [1, 0.8],
      [0.8, 1],
    ],
    labels: ['cat', 'dog'],
  });
  assert.deepEqual(parseTable('cat dog\n1 0.8\n0.8 1').labels, ['cat', 'dog']);
  assert.deepEqual(parseTable('cat,1,0.8\ndog,0.8,1').labels, ['cat', 'dog']);
  // A name the editor would refuse falls back to the item's letter (an empty name).
  assert.deepEqual(parseTable('\ta;b\tc\nx\t1\t0\ny\t0\t1').labels, ['', 'c']);
});

test('parseTable: ragged, non-numeric, empty, infinite and oversized pastes are refused with where and why', () => {
  const problem = (text) => parseTable(text).problem;
  assert.deepEqual(problem('1 2 3\n4 5\n6 7 8'), { key: 'paste.ragged', params: { row: 2, found: 2, expected: 3 } });
  assert.deepEqual(problem('1\t2\n3\tx'), { key: 'paste.cell.not-a-number', params: { row: 2, col: 2, text: 'x' } });
  assert.deepEqual(problem('1,2\n3,'), { key: 'paste.cell.empty', params: { row: 2, col: 2, text: '' } });
  assert.deepEqual(problem('1 1e400\n1 1'), { key: 'paste.cell.not-finite', params: { row: 1, col: 2, text: '1e400' } });
  assert.equal(problem('NaN 1\n1 1').key, 'paste.cell.not-a-number');
  assert.equal(problem('  \n\t\n').key, 'paste.empty');
  assert.equal(problem('a b\nc d').key, 'paste.cell.not-a-number');
  assert.equal(problem('1 '.repeat(10001)).key, 'paste.tooLong');
  // Lines count as the reader sees them: the header row is line 1.
  assert.deepEqual(problem('\tA\tB\nA\t1\t0\nB\t0\t?').params, { row: 3, col: 3, text: '?' });
});

test('tableProblem: 2 … 12 items, square, finite, exactly mirrored — with the matching error code', () => {
  assert.equal(tableProblem(S), null);
  const codeOf = (rows) => tableProblem(rows)?.code;
  assert.equal(codeOf([[1]]), 'BAD_ARGUMENT');
  assert.equal(codeOf([]), 'EMPTY');
  assert.equal(codeOf(resizeTable([], 13)), 'TOO_LARGE');
  assert.equal(tableProblem(resizeTable([], 12)), null);
  assert.equal(
    codeOf([
      [1, 2, 3],
      [2, 1, 3],
    ]),
    'NOT_SQUARE',
  );
  assert.equal(
    codeOf([
      [1, 0.5],
      [0.4, 1],
    ]),
    'NOT_SYMMETRIC',
  );
  assert.equal(
    codeOf([
      [1, NaN],
      [NaN, 1],
    ]),
    'NOT_FINITE',
  );
  assert.equal(
    codeOf([
      [1, '0.5'],
      ['0.5', 1],
    ]),
    'NOT_FINITE',
  );
  assert.equal(codeOf('1,2;2,1'), 'BAD_ARGUMENT');
  assert.deepEqual(resizeTable(S, 4)[3], [0, 0, 0, 1]);
});

test('URL state: the table field refuses what the editor could not hold; names are written only when changed', () => {
  assert.deepEqual(STATE.m.parse('1,0.5;0.5,1'), [
    [1, 0.5],
    [0.5, 1],
  ]);
  for (const text of ['1,2;3', '1,0.5;0.4,1', '5', 'NaN,1;1,1', '1e400,0;0,1', Array(13).fill(Array(13).fill(0).join(',')).join(';')])
    assert.throws(() => STATE.m.parse(text), Error, text);
  assert.deepEqual(STATE.labels.parse(',dog'), ['', 'dog']);
  assert.throws(() => STATE.labels.parse('a;b'));
  assert.throws(() => STATE.labels.parse('x'.repeat(17)));
  assert.equal(STATE.labels.format(['A', 'B', 'C']), '');
  assert.equal(STATE.labels.format(['A', 'dog', 'C', 'D']), ',dog');
});
