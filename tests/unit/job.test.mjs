// The job primitive against a fake runner whose calls the test settles by hand, so every ordering is
// chosen here: newest wins, one step in flight, cancel, progress, failure attribution, the fallback path.
import assert from 'node:assert/strict';
import test from 'node:test';
import { CANCELLED, createJobs } from '../../web/src/runtime/job.js';

// A runner whose calls wait until the test answers them (like a worker), or answer at once (like the
// main-thread fallback, which computes synchronously inside the call).
function fakeRunner({ immediate = null } = {}) {
  const calls = [];
  let cancels = 0;
  return {
    calls,
    cancels: () => cancels,
    call(method, ...args) {
      if (immediate) return Promise.resolve(immediate(method, ...args));
      return new Promise((resolve, reject) => calls.push({ method, args, resolve, reject }));
    },
    cancel() {
      cancels++;
      for (const call of calls.splice(0)) call.reject(Object.assign(new Error('cancelled'), { code: CANCELLED }));
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));
const step =
  (method, ...args) =>
  (call) =>
    call(method, ...args);
const noPause = () => Promise.resolve();

test('two runs asked for in the same turn: the older is dropped before it starts', async () => {
  const runner = fakeRunner();
  const job = createJobs(runner, { pause: noPause }).job();
  const older = job.run([step('f', 1)]);
  const newer = job.run([step('f', 2)]);
  await tick();
  assert.deepEqual(
    runner.calls.map((c) => c.args),
    [[2]],
    'only the newest value reached the runner',
  );
  runner.calls[0].resolve('two');
  assert.deepEqual(await older, { status: 'superseded' });
  assert.deepEqual(await newer, { status: 'done', values: ['two'] });
});

test('a dragged control: one step in flight, then only the newest of the values asked for meanwhile', async () => {
  const runner = fakeRunner();
  const job = createJobs(runner, { pause: noPause }).job();
  const first = job.run([step('f', 1)]);
  await tick();
  const middle = [2, 3, 4].map((x) => job.run([step('f', x)]));
  await tick();
  assert.equal(runner.calls.length, 1, 'nothing new is sent while a step is in flight');
  runner.calls.shift().resolve('one');
  await tick();
  assert.deepEqual(
    runner.calls.map((c) => c.args),
    [[4]],
  );
  runner.calls.shift().resolve('four');
  assert.equal((await first).status, 'superseded', 'its answer came after a newer run was asked for');
  assert.deepEqual(
    (await Promise.all(middle)).map((o) => o.status),
    ['superseded', 'superseded', 'done'],
  );
});

test('keepUp (a dragged control): a step that landed is shown even though newer values were asked for', async () => {
  const runner = fakeRunner();
  const job = createJobs(runner, { pause: noPause }).job({ keepUp: true });
  const first = job.run([step('f', 1)]);
  await tick();
  const middle = [2, 3].map((x) => job.run([step('f', x)]));
  runner.calls.shift().resolve('one');
  assert.deepEqual(await first, { status: 'done', values: ['one'] }, 'the drag is followed, not frozen');
  await tick();
  assert.deepEqual(
    runner.calls.map((c) => c.args),
    [[3]],
    'the values in between are still skipped',
  );
  runner.calls.shift().resolve('three');
  assert.deepEqual(
    (await Promise.all(middle)).map((o) => o.status),
    ['superseded', 'done'],
  );
});

test('keepUp never keeps a cancelled step', async () => {
  const runner = fakeRunner();
  const jobs = createJobs(runner, { pause: noPause });
  const job = jobs.job({ keepUp: true });
  const run = job.run([step('f', 1)]);
  await tick();
  jobs.cancel();
  assert.deepEqual(await run, { status: 'cancelled' });
});

test('a long run is dropped between its steps when a newer run comes; onStep hears only the newest', async () => {
  const runner = fakeRunner();
  const job = createJobs(runner, { pause: noPause }).job();
  const heard = [];
  const long = job.run([step('row', 0), step('row', 1), step('row', 2)], { onStep: (i, v) => heard.push(['long', i, v]) });
  await tick();
  runner.calls.shift().resolve('r0');
  await tick();
  const short = job.run([step('other')], { onStep: (i, v) => heard.push(['short', i, v]) });
  runner.calls.shift().resolve('r1'); // the long run's second step was in flight: it lands and is dropped
  await tick();
  assert.deepEqual(
    runner.calls.map((c) => c.method),
    ['other'],
    'the long run never sent its third step',
  );
  runner.calls.shift().resolve('o');
  assert.deepEqual(await long, { status: 'superseded' });
  assert.deepEqual(await short, { status: 'done', values: ['o'] });
  assert.deepEqual(heard, [
    ['long', 0, 'r0'],
    ['short', 0, 'o'],
  ]);
});

test('progress: before each step, then null when the run ends', async () => {
  const runner = fakeRunner({ immediate: (_method, x) => x * 10 });
  const progress = [];
  const job = createJobs(runner, { pause: noPause }).job({ onProgress: (p) => progress.push(p) });
  const outcome = await job.run([step('f', 1), step('f', 2), step('f', 3)]);
  assert.deepEqual(outcome, { status: 'done', values: [10, 20, 30] });
  assert.deepEqual(progress, [{ done: 0, total: 3 }, { done: 1, total: 3 }, { done: 2, total: 3 }, null]);
});

test('cancel: every job of the panel stops, the runner is told once, and nothing more is sent', async () => {
  const runner = fakeRunner();
  const jobs = createJobs(runner, { pause: noPause });
  const [table, curve] = [jobs.job(), jobs.job()];
  const a = table.run([step('t', 0), step('t', 1)]);
  const b = curve.run([step('c', 0)]);
  await tick();
  jobs.cancel();
  assert.deepEqual(await a, { status: 'cancelled' });
  assert.deepEqual(await b, { status: 'cancelled' });
  assert.equal(runner.cancels(), 1);
  assert.equal(runner.calls.length, 0);
  // The job works again after a cancel.
  const again = table.run([step('t', 9)]);
  await tick();
  runner.calls.shift().resolve('nine');
  assert.deepEqual(await again, { status: 'done', values: ['nine'] });
});

test('a failure comes back with the input that caused it and is remembered until a run succeeds', async () => {
  const runner = fakeRunner();
  const job = createJobs(runner, { pause: noPause }).job();
  const failing = job.run([step('f', 'bad')], { cause: 'the n field' });
  await tick();
  const error = Object.assign(new Error('too many points'), { code: 'TOO_LARGE' });
  runner.calls.shift().reject(error);
  assert.deepEqual(await failing, { status: 'failed', error, cause: 'the n field' });
  assert.deepEqual(job.failure(), { error, cause: 'the n field' });
  const good = job.run([step('f', 'good')], { cause: 'the seed field' });
  await tick();
  runner.calls.shift().resolve('ok');
  assert.equal((await good).status, 'done');
  assert.equal(job.failure(), null);
});

test('a failure of a superseded run is not reported: the newer run decides', async () => {
  const runner = fakeRunner();
  const job = createJobs(runner, { pause: noPause }).job();
  const older = job.run([step('f', 1)], { cause: 'a' });
  await tick();
  const newer = job.run([step('f', 2)], { cause: 'b' });
  runner.calls.shift().reject(Object.assign(new Error('bad'), { code: 'BAD_ARGUMENT' }));
  await tick();
  runner.calls.shift().resolve('fine');
  assert.deepEqual(await older, { status: 'superseded' });
  assert.equal((await newer).status, 'done');
  assert.equal(job.failure(), null);
});

test('the main-thread fallback: same outcomes, and the page gets a turn before every step', async () => {
  const order = [];
  const runner = fakeRunner({
    immediate: (_method, x) => {
      order.push(`step ${x}`);
      return x;
    },
  });
  const pause = () => {
    order.push('pause');
    return Promise.resolve();
  };
  const jobs = createJobs(runner, { pause });
  const job = jobs.job();
  assert.deepEqual(await job.run([step('f', 1), step('f', 2), step('f', 3)]), { status: 'done', values: [1, 2, 3] });
  assert.deepEqual(order, ['pause', 'step 1', 'pause', 'step 2', 'pause', 'step 3']);

  // Newer run and Cancel both take effect at the next pause, so a long run never finishes after either.
  order.length = 0;
  let resume;
  const waiting = () => {
    order.push('pause');
    return new Promise((resolve) => {
      resume = resolve;
    });
  };
  const slow = createJobs(runner, { pause: waiting });
  const slowJob = slow.job();
  const long = slowJob.run([step('f', 1), step('f', 2)]);
  await tick();
  resume();
  await tick();
  slow.cancel(); // clicked during the pause before the second step
  resume();
  assert.deepEqual(await long, { status: 'cancelled' });
  assert.deepEqual(order, ['pause', 'step 1', 'pause'], 'the second step never ran');
  order.length = 0;
  const next = slowJob.run([step('f', 5), step('f', 6)]);
  await tick();
  resume();
  await tick();
  const newest = slowJob.run([step('f', 7)]); // asked for while the long run pauses before its second step
  resume();
  await tick();
  resume();
  assert.deepEqual(await next, { status: 'superseded' });
  assert.deepEqual(await newest, { status: 'done', values: [7] });
  assert.deepEqual(order, ['pause', 'step 5', 'pause', 'pause', 'step 7'], 'step 6 never ran');
});

test('drop() abandons the newest run without cancelling the runner', async () => {
  const runner = fakeRunner();
  const jobs = createJobs(runner, { pause: noPause });
  const job = jobs.job();
  const run = job.run([step('f', 1), step('f', 2)]);
  await tick();
  job.drop();
  runner.calls.shift().resolve('late');
  assert.deepEqual(await run, { status: 'superseded' });
  assert.equal(runner.cancels(), 0);
});
