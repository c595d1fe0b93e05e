// Two lanes on a cross-origin-isolated page (issue 38; docs/architecture.md, "Threads"): served with the isolation
// headers (as npm start serves it), the panels' compute worker loads the eigensolver's parts from the threads build
// and starts a helper worker for each; the γ table still prints the article's figures. The same page served
// without them (a static host's first load, every embed) stays on one lane; a helper that cannot start leaves the
// part on one lane, with the same figures.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { ARTICLE_GAMMAS, ARTICLE_TABLE, readTable, tableNumbers } from './article-table.mjs';
import { expectClean, openBarePage, openPage, showPanel, useBrowser } from './harness.mjs';
import { ISOLATION_HEADERS } from '../../scripts/isolation.mjs';
import { serve } from '../../scripts/serve.mjs';

const isolated = useBrowser({ isolated: true });
const plain = useBrowser();

// Opens the γ panel, records every request of the page and its workers (file names), and reads the finished table.
async function gammaTable(context) {
  const page = await openPage(context, '?panel=gamma-sweep');
  const requested = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname.split('/').pop()));
  await showPanel(page, 'gamma-sweep');
  const panel = page.locator('#panel-gamma-sweep');
  await panel.locator('.gamma-table tbody tr').first().waitFor({ timeout: 30000 });
  await panel.locator('.sweep-status').waitFor({ state: 'hidden', timeout: 30000 });
  const table = await readTable(panel);
  return { page, requested, table, isolated: await page.evaluate(() => crossOriginIsolated) };
}

test('isolated: the γ sweep runs on the threads build with a helper lane, and prints the article’s table', async () => {
  const { page, requested, table, isolated: isolatedPage } = await gammaTable(isolated);
  assert.equal(isolatedPage, true);
  assert.deepEqual(table, ARTICLE_TABLE);
  assert.ok(requested.includes('gramlab-kernels-threads.wasm'), requested.join(' '));
  assert.ok(requested.includes('hot-loops-helper.js'), requested.join(' '));
  await expectClean(page);
  await page.close();
});

test("isolated: a size past the core's limit is refused at the textarea, in words, and the table stays", async () => {
  // The threads parts' errors keep their codes (core/wasm/threads/landing_pad.cpp): TOO_LARGE, not INTERNAL.
  const { page } = await gammaTable(isolated);
  const panel = page.locator('#panel-gamma-sweep');
  await panel.locator('.points-input summary').click();
  await panel.locator('.points-input textarea').evaluate((element) => {
    element.value = Array.from({ length: 2001 }, (_, i) => `${i}, 0`).join('\n');
  });
  await panel.getByRole('button', { name: '이 점들로 계산' }).click();
  await panel.locator('.points-input .field-message').filter({ hasText: '크기 제한을 넘었습니다. (n = 2001, 한도 2000)' }).waitFor();
  assert.deepEqual(await readTable(panel), ARTICLE_TABLE);
  await expectClean(page);
  await page.close();
});

test('not isolated: the same table on one lane, and nothing of the threads build is fetched', async () => {
  const { page, requested, table, isolated: isolatedPage } = await gammaTable(plain);
  assert.equal(isolatedPage, false);
  assert.deepEqual(table, ARTICLE_TABLE);
  assert.ok(!requested.some((name) => /-threads\.|hot-loops-helper/.test(name)), requested.join(' '));
  await expectClean(page);
  await page.close();
});

test('isolated, but the helper cannot load: the part runs on one lane and the table is the same', async () => {
  // dist/ as a tree of links without the helper's module: its worker fails to start.
  const dir = mkdtempSync(join(tmpdir(), 'gram-lab-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  execFileSync('cp', ['-rs', fileURLToPath(new URL('../../dist/', import.meta.url)), join(dir, 'site')]);
  rmSync(join(dir, 'site/src/api/hot-loops-helper.js'));
  const { server, url } = await serve({ dir: join(dir, 'site'), port: 0, isolated: true });
  after(() => server.close());
  const { page, requested, table } = await gammaTable({ browser: isolated.browser, url });
  assert.ok(requested.includes('hot-loops-helper.js') && requested.includes('gramlab-kernels-threads.wasm'), requested.join(' '));
  assert.deepEqual(table, ARTICLE_TABLE);
  await page.close();
});

// Before the page's scripts: the processor count it sees, and each γ step's call to a worker: [gammas, spectrum, lanes, n].
function countLanes(workers) {
  Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { configurable: true, get: () => workers });
  window.__lanes = [];
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (data, ...rest) {
    if (data?.method === 'gammaSweep') window.__lanes.push([data.args[0].gammas, data.args[0].spectrum, data.lanes, data.args[0].n]);
    return post.call(this, data, ...rest);
  };
}

// A split job's steps run one lane each where the cores are fewer than the lanes (runtime/worker-pool.js): on 2 cores
// one worker's four γ run on two lanes, two workers' on one each. At n = 1000 every big loop splits, and the table is
// the same to the last digit either way (each split call's halves are summed in one order, whoever runs them).
test('isolated, n = 1000: one worker on two lanes, two workers on one lane each, the same table to the last digit', async () => {
  const seen = {};
  for (const workers of [1, 2]) {
    const page = await openPage(isolated, '?lang=en&panel=gamma-sweep&gamma-sweep.n=1000', { init: { script: countLanes, arg: workers } });
    const panel = page.locator('#panel-gamma-sweep');
    await panel.locator('.gamma-table tbody tr').nth(3).waitFor({ timeout: 60000 });
    await panel.locator('.gamma-table:not([aria-busy])').waitFor({ timeout: 60000 });
    seen[workers] = await tableNumbers(panel);
    assert.equal(seen[workers].flat().length, 20);
    // The table's four γ: the first four steps of its 1000 points without a spectrum (the rank curve's steps come
    // after them, γ = 1 among them, and ask for two lanes: a job that does not split; the panel above, if it comes
    // near the screen, asks for a step at γ = 1 of its own 300 points).
    const table = (await page.evaluate(() => window.__lanes)).filter(([, spectrum, , n]) => !spectrum && n === 1000).slice(0, 4);
    assert.deepEqual(
      table.map(([gammas, , lanes]) => [gammas[0], lanes]),
      ARTICLE_GAMMAS.map((gamma) => [gamma, workers === 1 ? 2 : 1]),
      `${workers} worker(s)`,
    );
    await expectClean(page);
    await page.close();
  }
  assert.deepEqual(seen[2], seen[1]);
});

// The page starts each worker's helper lanes (worker.js asks with {helper: port}), never the worker: in Firefox a
// Worker constructed inside a worker could block it for good (docs/architecture.md, "Threads"). Cancel ends them
// with the worker.
test('isolated: the page, not the worker, starts the helper lane, and cancel ends it with the worker', async () => {
  const page = await openBarePage(isolated, ISOLATION_HEADERS); // isolated as npm start serves it
  const seen = await page.evaluate(async () => {
    const started = [];
    const ended = [];
    const name = (url) => String(url).split('/').pop();
    // Every Worker this page constructs, and every one it ends.
    window.Worker = class extends Worker {
      constructor(url, options) {
        super(url, options);
        this.file = name(url);
        started.push(this.file);
      }
      terminate() {
        ended.push(this.file);
        super.terminate();
      }
    };
    const { createWorkerClient } = await import('./src/runtime/worker-client.js');
    const client = createWorkerClient(); // no main-thread fallback: the answer must come from the worker
    const { values } = await client.call('eigenSymmetric', [
      [2, 1],
      [1, 2],
    ]);
    const before = [...started];
    client.cancel();
    return { isolated: crossOriginIsolated, values: Array.from(values), started: before, ended };
  });
  assert.equal(seen.isolated, true);
  assert.deepEqual(seen.values, [1, 3]); // 2 ∓ 1
  assert.deepEqual(seen.started, ['worker.js', 'hot-loops-helper.js'], 'the helper of part detail, started by the page');
  assert.deepEqual(seen.ended, ['worker.js', 'hot-loops-helper.js']);
  await expectClean(page);
  await page.close();
});
