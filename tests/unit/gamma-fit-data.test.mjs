// The γ sweep's 1-D fit uses the data numpy's fixture was computed for (scripts/gen_gamma_fit_fixtures.py).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { FIT_GRID, FIT_LAMBDA, FIT_MIDS, FIT_X, FIT_Y } from '../../web/src/panels/gamma-sweep/fit-data.js';

const reference = JSON.parse(readFileSync(new URL('../fixtures/gamma_fit.json', import.meta.url)));

test('the page’s eight points, targets and λ are the fixture’s', () => {
  assert.deepEqual(FIT_X, reference.x);
  assert.deepEqual(FIT_Y, reference.y);
  assert.equal(FIT_LAMBDA, reference.lambda);
});

test('the grid misses every training x, and the midpoints lie between neighbours', () => {
  assert.equal(FIT_GRID.length, 320);
  for (const x of FIT_X) assert.ok(!FIT_GRID.includes(x));
  FIT_MIDS.forEach((m, i) => assert.ok(FIT_X[i] < m && m < FIT_X[i + 1]));
});
