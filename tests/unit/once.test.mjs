// onceUntilFailed (web/src/runtime/once.js): a panel's code asked for by several callers loads once; a failure is
// forgotten so Retry loads again.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { onceUntilFailed } from '../../web/src/runtime/once.js';

test('callers at once and later share one run and its value', async () => {
  let runs = 0;
  const load = onceUntilFailed(async () => ++runs);
  const [a, b] = await Promise.all([load(), load()]);
  assert.deepEqual([a, b, await load(), runs], [1, 1, 1, 1]);
});

test('a failure reaches every waiting caller, and the next call runs the task again', async () => {
  let runs = 0;
  const load = onceUntilFailed(async () => {
    runs += 1;
    if (runs === 1) throw new Error('404');
    return 'module';
  });
  const waiting = [load(), load()];
  for (const result of await Promise.allSettled(waiting)) assert.equal(result.reason?.message, '404');
  assert.equal(await load(), 'module');
  assert.equal(await load(), 'module');
  assert.equal(runs, 2);
});

test('a task that throws before returning a promise fails the same way', async () => {
  let runs = 0;
  const load = onceUntilFailed(() => {
    runs += 1;
    if (runs === 1) throw new TypeError('not a function');
    return 7;
  });
  await assert.rejects(load(), TypeError);
  assert.equal(await load(), 7);
});
