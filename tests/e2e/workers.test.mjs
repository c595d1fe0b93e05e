// The γ table and the sigmoid map spread their steps over min(hardwareConcurrency, 4) workers
// (runtime/worker-pool.js, job.js `split`). An init script sets navigator.hardwareConcurrency (1 or 2) and
// counts the workers the page starts; with one and with two the page shows the same numbers, draws the map's
// rows in order, keeps the last valid table on a Cancel and shows one step's failure as it did with one worker.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { ARTICLE_TABLE, readTable, tableNumbers } from './article-table.mjs';
import { expectClean, openPage, useBrowser } from './harness.mjs';

const context = useBrowser();

/** Runs before the page's scripts: the processor count the page sees, a count of the workers it starts, the
 * order the map's rows are drawn in (the `y` of its "rows to come" mask); when `failGamma` is given, a
 * table step for that γ sent to the core as γ = −1, which the core refuses (BAD_ARGUMENT): one step fails; with
 * `holdMap`, the map's calls wait until window.__releaseMap() (those for a worker stopped meanwhile are dropped),
 * so the map is still computing whenever the test needs it to be. */
function pageSetup({ workers, failGamma, holdMap }) {
  Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { configurable: true, get: () => workers });
  const Native = window.Worker;
  window.__workersStarted = 0;
  window.Worker = class extends Native {
    constructor(...args) {
      super(...args);
      window.__workersStarted++;
    }
  };
  window.__mapRows = [];
  new MutationObserver((records) => {
    for (const record of records) if (record.target.classList.contains('map-pending')) window.__mapRows.push(Number(record.oldValue));
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['y'], attributeOldValue: true });
  const post = Native.prototype.postMessage;
  if (failGamma !== undefined)
    Native.prototype.postMessage = function (data, ...rest) {
      const [source] = data?.args ?? [];
      if (data?.method === 'gammaSweep' && !source.spectrum && source.gammas.length === 1 && source.gammas[0] === failGamma)
        return post.call(this, { ...data, args: [{ ...source, gammas: [-1] }] }, ...rest);
      return post.call(this, data, ...rest);
    };
  if (!holdMap) return;
  const held = [];
  const terminate = Native.prototype.terminate;
  Native.prototype.terminate = function () {
    this.stopped = true;
    return terminate.call(this);
  };
  const send = Native.prototype.postMessage;
  Native.prototype.postMessage = function (data, ...rest) {
    if (data?.method === 'sigmoidMap') held.push(() => this.stopped || send.call(this, data, ...rest));
    else send.call(this, data, ...rest);
  };
  window.__releaseMap = () => {
    Native.prototype.postMessage = send;
    for (const release of held.splice(0)) release();
  };
}

const open = (path, workers, options = {}) => openPage(context, path, { init: { script: pageSetup, arg: { workers, ...options } } });
const workersStarted = (page) => page.evaluate(() => window.__workersStarted);

async function articleTable(workers, failGamma) {
  const page = await open('?lang=en&panel=gamma-sweep', workers, { failGamma });
  const panel = page.locator('#panel-gamma-sweep');
  await panel.locator('.gamma-table tbody tr').first().waitFor({ timeout: 30000 });
  await panel.locator('.gamma-table:not([aria-busy])').waitFor({ timeout: 30000 });
  return { page, panel };
}

test("the article's table with one worker and with two: the same numbers, every digit; two workers only with two", async () => {
  const seen = [];
  for (const workers of [1, 2]) {
    const { page, panel } = await articleTable(workers);
    assert.deepEqual(await readTable(panel), ARTICLE_TABLE, `${workers} worker(s)`);
    seen.push(await tableNumbers(panel));
    assert.equal(seen.at(-1).flat().length, 20);
    assert.equal(await workersStarted(page), workers);
    await expectClean(page);
    await page.close();
  }
  assert.deepEqual(seen[1], seen[0]);
});

// The map of the first 100 points of default_rng(4): 17 PSD cells of 1089 (tests/fixtures/sigmoid_map.txt,
// page.psd_cells); with two workers the same cells, drawn row after row.
async function readMap(workers, path = '?lang=en&panel=sigmoid') {
  const page = await open(path, workers);
  const panel = page.locator('#panel-sigmoid');
  await panel.locator('.sigmoid-map[data-state="done"]').waitFor({ timeout: 60000 });
  const map = {
    psdCells: await panel.locator('.sigmoid-map').getAttribute('data-psd-cells'),
    boundary: await panel.locator('.map-boundary').getAttribute('d'),
    pixels: await panel.locator('.map-plot canvas').evaluate((canvas) => canvas.toDataURL()),
    summary: await panel.locator('.map-summary').textContent(),
  };
  return { page, panel, map };
}

test('the sigmoid map with one worker and with two: the same cells, its rows drawn in order', async () => {
  const maps = [];
  for (const workers of [1, 2]) {
    const { page, map } = await readMap(workers);
    assert.equal(map.psdCells, '17', `${workers} worker(s)`);
    assert.equal(map.summary, '17 of 1089 cells are PSD.');
    const drawnBefore = await page.evaluate(() => window.__mapRows);
    assert.deepEqual(drawnBefore, [...Array(33).keys()], 'each row drawn once, after the rows above it');
    assert.equal(await workersStarted(page), workers);
    maps.push(map);
    await expectClean(page);
    await page.close();
  }
  assert.deepEqual(maps[1], maps[0]);
});

test('two workers, Cancel before the first row of n = 2000: the last valid table stays, inputs included', async () => {
  const { page, panel } = await articleTable(2);
  const n = panel.getByLabel('Points n', { exact: true });
  await n.fill('2000');
  await n.press('Enter');
  await panel.locator('.sweep-status').waitFor();
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await panel.locator('.sweep-note', { hasText: 'Cancelled' }).waitFor();
  assert.deepEqual(await readTable(panel), ARTICLE_TABLE);
  assert.equal(await n.inputValue(), '300');
  assert.match(await panel.locator('.source-line').textContent(), /size=\(300, 5\)/);
  assert.equal(await workersStarted(page), 2);
  await expectClean(page);
  await page.close();
});

test('two workers, Cancel after the first row of n = 2000: the rows computed stay, in order, the rest not computed', async () => {
  const page = await open('?lang=en&panel=gamma-sweep&gamma-sweep.n=2000', 2);
  const panel = page.locator('#panel-gamma-sweep');
  await panel.locator('.gamma-table tbody tr [data-col="max"][data-number]').first().waitFor({ timeout: 120000 });
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await panel.locator('.sweep-note', { hasText: 'Cancelled' }).waitFor();
  const rows = await readTable(panel);
  const computed = rows.map((row) => !row.slice(1).includes('not computed'));
  assert.equal(computed[0], true);
  assert.deepEqual(computed, [...computed].sort().reverse(), `computed rows come first: ${JSON.stringify(rows)}`);
  for (const row of rows.filter((_, i) => !computed[i])) assert.deepEqual(row.slice(1), Array(4).fill('not computed'));
  await expectClean(page);
  await page.close();
});

test('two workers, Cancel (the repairs at n = 1000) while the map is computing: the map starts again and ends the same', async () => {
  const { map: reference, page: first } = await readMap(1);
  await first.close();
  const page = await open('?lang=en&panel=sigmoid&sigmoid.n=1000', 2, { holdMap: true });
  const panel = page.locator('#panel-sigmoid');
  await panel.getByRole('button', { name: 'Compute the repairs' }).click({ timeout: 60000 });
  const mapState = await panel.getByRole('button', { name: 'Cancel' }).evaluate((button) => {
    const state = document.querySelector('.sigmoid-map').dataset.state;
    button.click();
    window.__releaseMap();
    return state;
  });
  assert.equal(mapState, 'computing', 'the map was still being computed when Cancel stopped the workers');
  await panel.locator('.repair-on-request', { hasText: 'Cancelled: the repairs were not computed.' }).waitFor();
  await panel.locator('.sigmoid-map[data-state="done"]').waitFor({ timeout: 60000 });
  assert.equal(await panel.locator('.sigmoid-map').getAttribute('data-psd-cells'), '17'); // the first 100 points
  assert.equal(await panel.locator('.map-boundary').getAttribute('d'), reference.boundary);
  assert.equal(await panel.locator('.map-plot canvas').evaluate((canvas) => canvas.toDataURL()), reference.pixels);
  await expectClean(page);
  await page.close();
});

test('a failure in one step (the core refuses γ = 7): the message and the table are what one worker shows', async () => {
  const seen = [];
  for (const workers of [1, 2]) {
    const { page, panel } = await articleTable(workers, 7);
    const gammas = panel.getByLabel('γ values');
    const message = panel.locator(`#${await gammas.getAttribute('id')}-message`);
    const shown = [];
    // The first step fails: the article's table stays. The second fails: the first row is shown, as before.
    for (const list of ['7, 0.3, 1', '0.05, 7, 0.3']) {
      await gammas.fill(list);
      await gammas.press('Enter');
      await message.waitFor({ timeout: 60000 });
      await panel.locator('.gamma-table:not([aria-busy])').waitFor({ timeout: 60000 });
      shown.push({ message: await message.textContent(), table: await readTable(panel), gammas: await gammas.inputValue() });
    }
    assert.deepEqual(shown[0].table, ARTICLE_TABLE, `${workers} worker(s)`);
    assert.match(shown[0].message, /The input is not valid\./);
    assert.match(shown[0].message, /gamma must be greater than 0, got −1/);
    seen.push(shown);
    await page.close();
  }
  assert.deepEqual(seen[1], seen[0]);
});
