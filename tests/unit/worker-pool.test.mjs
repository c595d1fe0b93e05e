// The worker pool and the split job against fake workers whose calls the test answers by hand, so every
// ordering is chosen here: steps spread one per worker, values and progress heard in order whatever order the
// workers answer in, the first failure in order, newest wins, cancel, and one worker exactly as before.
import assert from 'node:assert/strict';
import test from 'node:test';
import { CANCELLED, createJobs } from '../../web/src/runtime/job.js';
import { MAX_WORKERS, createWorkerPool, workerCount } from '../../web/src/runtime/worker-pool.js';

// A fake worker client: its calls wait until the test answers them; inWorker() false is the main-thread case.
function fakeLane(lane, log, { inWorker = true } = {}) {
  let cancels = 0;
  return {
    cancels: () => cancels,
    call(method, ...args) {
      return this.callOnLanes(2, method, ...args);
    },
    callOnLanes(lanes, method, ...args) {
      return new Promise((resolve, reject) => log.push({ lane, lanes, method, args, resolve, reject }));
    },
    cancel() {
      cancels++;
      for (const call of log.filter((c) => c.lane === lane)) {
        log.splice(log.indexOf(call), 1);
        call.reject(Object.assign(new Error('cancelled'), { code: CANCELLED }));
      }
    },
    inWorker: () => inWorker,
    onMainThread: () => !inWorker,
    warm() {},
  };
}

/** A pool of `size` fake lanes; `calls` is every call in flight, `made` every lane made so far. */
function fakePool(size, options, concurrency = size) {
  const calls = [];
  const made = [];
  const pool = createWorkerPool({
    size,
    concurrency,
    lane: () => {
      made.push(fakeLane(made.length, calls, options));
      return made.at(-1);
    },
  });
  return { pool, calls, made };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));
const noPause = () => Promise.resolve();
const row = (x) => (call) => call('row', x);
const sent = (calls) => calls.map((c) => [c.lane, c.args[0]]);
/** Answers the call in flight for step x with `value` (or rejects it with `error`). */
function answer(calls, x, { value = `r${x}`, error } = {}) {
  const call = calls.find((c) => c.args[0] === x);
  calls.splice(calls.indexOf(call), 1);
  if (error) call.reject(error);
  else call.resolve(value);
}

test('workerCount: the logical processors, at most MAX_WORKERS, 1 when unknown or nonsense', () => {
  assert.equal(MAX_WORKERS, 4);
  for (const [given, count] of [
    [undefined, 1],
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 4],
    [16, 4],
    [0, 1],
    [Number.NaN, 1],
    [2.5, 1],
    ['4', 1],
  ])
    assert.equal(workerCount(given), count, String(given));
});

test('the pool: lane 0 only until a call reaches another lane, which is then kept; cancel stops every lane', async () => {
  const { pool, calls, made } = fakePool(3);
  assert.equal(made.length, 1, 'one worker client at first, as before');
  const answers = [pool.call('f', 'a')];
  assert.equal(made.length, 1);
  const onTwo = pool.callOn(2);
  assert.equal(made.length, 1, 'asking for the call function starts nothing');
  answers.push(onTwo('f', 'b'));
  assert.equal(made.length, 3);
  assert.deepEqual(sent(calls), [
    [0, 'a'],
    [2, 'b'],
  ]);
  pool.cancel();
  assert.deepEqual(
    made.map((lane) => lane.cancels()),
    [1, 1, 1],
  );
  for (const outcome of await Promise.allSettled(answers)) assert.equal(outcome.reason.code, CANCELLED);
  pool.callOn(2)('f', 'c');
  assert.equal(made.length, 3, 'a lane is reused after a cancel, not made again');
  assert.equal(pool.lanes(), 3);
});

test('the pool: one lane while lane 0 runs on the main thread', () => {
  const { pool } = fakePool(4, { inWorker: false });
  assert.equal(pool.lanes(), 1);
  assert.equal(pool.onMainThread(), true);
});

test('split on two workers: one step per worker; values and progress in order whatever order they land in', async () => {
  const { pool, calls } = fakePool(2);
  const progress = [];
  const heard = [];
  const job = createJobs(pool, { pause: noPause }).job({ split: true, onProgress: (p) => progress.push(p) });
  const run = job.run([0, 1, 2, 3].map(row), { onStep: (i, v) => heard.push([i, v]) });
  await tick();
  assert.deepEqual(sent(calls), [
    [0, 0],
    [1, 1],
  ]);
  answer(calls, 1); // the second worker is first
  await tick();
  assert.deepEqual(heard, [], 'step 1 waits for step 0');
  assert.deepEqual(sent(calls), [
    [0, 0],
    [1, 2],
  ]);
  answer(calls, 0);
  await tick();
  assert.deepEqual(heard, [
    [0, 'r0'],
    [1, 'r1'],
  ]);
  assert.deepEqual(sent(calls), [
    [1, 2],
    [0, 3],
  ]);
  answer(calls, 3);
  answer(calls, 2);
  assert.deepEqual(await run, { status: 'done', values: ['r0', 'r1', 'r2', 'r3'] });
  assert.deepEqual(
    heard.map(([i]) => i),
    [0, 1, 2, 3],
  );
  assert.deepEqual(progress, [{ done: 0, total: 4 }, { done: 1, total: 4 }, { done: 2, total: 4 }, { done: 3, total: 4 }, null]);
});

test('split on four workers: four γ go out at once', async () => {
  const { pool, calls } = fakePool(4);
  const job = createJobs(pool, { pause: noPause }).job({ split: true });
  const run = job.run([0, 1, 2, 3].map(row));
  await tick();
  assert.deepEqual(sent(calls), [
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 3],
  ]);
  for (const x of [3, 2, 1, 0]) answer(calls, x);
  assert.deepEqual(await run, { status: 'done', values: ['r0', 'r1', 'r2', 'r3'] });
});

test('a failure in one step: the steps before it are heard, it is the failure, nothing after it is sent', async () => {
  const { pool, calls } = fakePool(2);
  const heard = [];
  const job = createJobs(pool, { pause: noPause }).job({ split: true });
  const run = job.run([0, 1, 2, 3].map(row), { cause: 'the γ list', onStep: (i) => heard.push(i) });
  await tick();
  const error = Object.assign(new Error('gamma must be greater than 0'), { code: 'BAD_ARGUMENT' });
  answer(calls, 1, { error });
  await tick();
  assert.deepEqual(sent(calls), [[0, 0]], 'no step is sent after a failure');
  answer(calls, 0);
  const outcome = await run;
  assert.equal(outcome.status, 'failed');
  assert.equal(outcome.error, error);
  assert.equal(outcome.cause, 'the γ list');
  assert.deepEqual(heard, [0]);
  assert.equal(job.failure().error, error);
});

test('the first failure in order wins, whichever lands first', async () => {
  const { pool, calls } = fakePool(2);
  const job = createJobs(pool, { pause: noPause }).job({ split: true });
  const run = job.run([0, 1, 2].map(row));
  await tick();
  answer(calls, 1, { error: Object.assign(new Error('second'), { code: 'TOO_LARGE' }) });
  await tick();
  answer(calls, 0, { error: Object.assign(new Error('first'), { code: 'NOT_FINITE' }) });
  const outcome = await run;
  assert.equal(outcome.error.message, 'first');
});

test('newest wins: the older run holds its workers until its steps land; they are dropped, the newer run takes the workers', async () => {
  const { pool, calls } = fakePool(2);
  const heard = [];
  const job = createJobs(pool, { pause: noPause }).job({ split: true });
  const older = job.run([0, 1, 2, 3].map(row), { onStep: (i, v) => heard.push(['older', i, v]) });
  await tick();
  const newer = job.run([10, 11, 12].map(row), { onStep: (i, v) => heard.push(['newer', i, v]) });
  await tick();
  assert.equal(calls.length, 2, 'nothing more is sent while both workers hold a step');
  answer(calls, 1);
  await tick();
  assert.deepEqual(sent(calls), [
    [0, 0],
    [1, 10],
  ]);
  answer(calls, 0);
  await tick();
  assert.deepEqual(sent(calls), [
    [1, 10],
    [0, 11],
  ]);
  assert.deepEqual(await older, { status: 'superseded' });
  for (const x of [10, 11]) answer(calls, x);
  await tick();
  answer(calls, 12);
  assert.deepEqual(await newer, { status: 'done', values: ['r10', 'r11', 'r12'] });
  assert.deepEqual(heard, [
    ['newer', 0, 'r10'],
    ['newer', 1, 'r11'],
    ['newer', 2, 'r12'],
  ]);
});

test('cancel mid-run: every worker is stopped, the run is cancelled, and the job runs again after', async () => {
  const { pool, calls, made } = fakePool(2);
  const heard = [];
  const jobs = createJobs(pool, { pause: noPause });
  const job = jobs.job({ split: true });
  const run = job.run([0, 1, 2, 3].map(row), { onStep: (i) => heard.push(i) });
  await tick();
  answer(calls, 0);
  answer(calls, 1);
  await tick();
  assert.deepEqual(heard, [0, 1]);
  jobs.cancel();
  assert.deepEqual(await run, { status: 'cancelled' });
  assert.deepEqual(
    made.map((lane) => lane.cancels()),
    [1, 1],
  );
  assert.equal(calls.length, 0);
  await tick();
  assert.deepEqual(heard, [0, 1], 'nothing is heard after the cancel');
  assert.equal(job.failure(), null);
  const again = job.run([5, 6].map(row));
  await tick();
  assert.deepEqual(sent(calls), [
    [0, 5],
    [1, 6],
  ]);
  answer(calls, 6);
  answer(calls, 5);
  assert.deepEqual(await again, { status: 'done', values: ['r5', 'r6'] });
});

test('one worker (hardwareConcurrency 1 or unknown, or the main thread): a split job is the job it always was', async () => {
  for (const { pool, calls } of [fakePool(1), fakePool(4, { inWorker: false })]) {
    const progress = [];
    const job = createJobs(pool, { pause: noPause }).job({ split: true, onProgress: (p) => progress.push(p) });
    const run = job.run([0, 1, 2].map(row));
    for (const x of [0, 1, 2]) {
      await tick();
      assert.deepEqual(sent(calls), [[0, x]], 'one step in flight, on the one worker');
      answer(calls, x);
    }
    assert.deepEqual(await run, { status: 'done', values: ['r0', 'r1', 'r2'] });
    assert.deepEqual(progress, [{ done: 0, total: 3 }, { done: 1, total: 3 }, { done: 2, total: 3 }, null]);
  }
});

test('a job that does not split uses lane 0 only, even with four workers', async () => {
  const { pool, calls, made } = fakePool(4);
  const job = createJobs(pool, { pause: noPause }).job();
  const run = job.run([0, 1].map(row));
  await tick();
  assert.deepEqual(sent(calls), [[0, 0]]);
  answer(calls, 0);
  await tick();
  assert.deepEqual(sent(calls), [[0, 1]]);
  answer(calls, 1);
  assert.equal((await run).status, 'done');
  assert.equal(made.length, 1, 'no second worker was started');
});

test('a one-step run of a split job waits for every step the job has in flight', async () => {
  const { pool, calls } = fakePool(2);
  const jobs = createJobs(pool, { pause: noPause });
  const split = jobs.job({ split: true });
  const first = split.run([0, 1].map(row));
  await tick();
  const second = split.run([7].map(row)); // one step: in order, on lane 0, after both in flight land
  await tick();
  answer(calls, 1);
  await tick();
  assert.deepEqual(sent(calls), [[0, 0]], 'the one-step run waits for every step of the job in flight');
  answer(calls, 0);
  await tick();
  assert.deepEqual(sent(calls), [[0, 7]]);
  answer(calls, 7);
  assert.deepEqual(await first, { status: 'superseded' });
  assert.deepEqual(await second, { status: 'done', values: ['r7'] });
});

// An isolated page's workers run the eigensolver's big loops on two lanes each (worker.js); a split job's steps run
// side by side, so each keeps its helper only where the machine has a core for every lane (2 cores: two workers
// with a helper each took 241 and 233 ms for the four γ against 198 and 221 without; docs/performance.md).
test("a split job's steps ask for one lane each unless every worker's two lanes have a core; other jobs for two", async () => {
  for (const [size, concurrency, each] of [
    [2, 2, 1],
    [4, 4, 1],
    [4, 7, 1],
    [4, 8, 2],
    [2, null, 1],
  ]) {
    const { pool, calls } = fakePool(size, {}, concurrency);
    const split = createJobs(pool, { pause: noPause }).job({ split: true });
    const run = split.run([0, 1].map(row));
    await tick();
    assert.deepEqual(
      calls.map((c) => [c.lane, c.lanes]),
      [
        [0, each],
        [1, each],
      ],
      `${size} workers on ${concurrency} cores`,
    );
    answer(calls, 0);
    answer(calls, 1);
    await run;
    const single = createJobs(pool, { pause: noPause }).job().run([5].map(row));
    await tick();
    assert.deepEqual(
      calls.map((c) => [c.lane, c.lanes]),
      [[0, 2]],
    );
    answer(calls, 5);
    await single;
  }
});
