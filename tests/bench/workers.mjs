// `node tests/bench/workers.mjs [--runs 3]` (after a build): the page's split jobs with one worker and with two,
// in headless Chromium (navigator.hardwareConcurrency set by an init script, as tests/e2e/workers.test.mjs does):
// - the article's four γ at n = 1000: Enter in the seed field → the table's last row (its aria-busy gone), each
//   run a new seed, after the first table and its rank curve have settled (both workers started and warm);
// - the sigmoid (a, b) map, 33 × 33 cells of the first min(n, 100) points: the map's own time (its data-state
//   'computing' → 'done') after a new seed, at the default d = 5 and at the largest d = 1000 (100 points is
//   already the default n's map: MAP_POINTS caps it).
// The worker counts take turns run by run; medians, with the load average before and after (the machine may be
// shared: a figure taken under load says so). `--isolated` serves the page cross-origin isolated, as `npm start`
// does: its workers run the eigensolver on two lanes, a split job's steps on one each where cores are few
// (runtime/worker-pool.js). Not a test: it prints, and exits non-zero only when something failed.
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

import { serve } from '../../scripts/serve.mjs';
import { dontAsk } from '../e2e/harness.mjs';

const arg = (name, fallback) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback);
const RUNS = Number(arg('--runs', 3));
const ISOLATED = process.argv.includes('--isolated');
const WORKERS = [1, 2];
const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

// Before the page's scripts: the processor count it sees, and the times (performance.now()) of Enter in a field,
// of the γ table's last row and of the sigmoid map's start and end.
function pageSetup(workers) {
  Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { configurable: true, get: () => workers });
  window.__times = {};
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Enter') window.__times.enter = performance.now();
    },
    true,
  );
  new MutationObserver((records) => {
    for (const { target } of records) {
      const now = performance.now();
      if (target.classList.contains('gamma-table') && !target.hasAttribute('aria-busy')) window.__times.table ??= now;
      if (target.classList.contains('sigmoid-map') && target.dataset.state === 'computing') window.__times.mapStart ??= now;
      if (target.classList.contains('sigmoid-map') && target.dataset.state === 'done') window.__times.mapEnd ??= now;
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-busy', 'data-state'] });
}

async function open(browser, site, path, workers) {
  const page = await browser.newPage();
  await dontAsk(page); // the panels show their results at once (their questions would fold the γ table)
  await page.addInitScript(pageSetup, workers);
  await page.goto(new URL(path, site).href);
  return page;
}

/** Types `seed` in the panel's seed field and presses Enter, the page's clock reset; then waits for `key`. */
async function newSeed(page, panel, seed, key) {
  await panel.getByLabel('Seed', { exact: true }).fill(String(seed));
  await page.evaluate(() => {
    window.__times = {};
  });
  await panel.getByLabel('Seed', { exact: true }).press('Enter');
  await page.waitForFunction((k) => window.__times[k] !== undefined, key, { timeout: 180000, polling: 50 });
  return page.evaluate(() => window.__times);
}

const gammaTable = {
  name: 'four γ, n = 1000 (Enter → last row)',
  path: '?lang=en&panel=gamma-sweep&gamma-sweep.n=1000',
  async ready(page) {
    const panel = page.locator('#panel-gamma-sweep');
    await panel.locator('.gamma-table tbody tr [data-col="max"][data-number]').nth(3).waitFor({ timeout: 180000 });
    await panel.locator('.sweep-status').waitFor({ state: 'hidden', timeout: 180000 }); // the rank curve too
    return panel;
  },
  async time(page, panel, seed) {
    const times = await newSeed(page, panel, seed, 'table');
    await panel.locator('.sweep-status').waitFor({ state: 'hidden', timeout: 180000 });
    return times.table - times.enter;
  },
};

const sigmoidMap = (d) => ({
  name: `sigmoid map, 100 points, d = ${d} (map start → end)`,
  path: `?lang=en&panel=sigmoid&sigmoid.d=${d}`,
  async ready(page) {
    const panel = page.locator('#panel-sigmoid');
    await panel.locator('.sigmoid-map[data-state="done"]').waitFor({ timeout: 180000 });
    return panel;
  },
  async time(page, panel, seed) {
    const times = await newSeed(page, panel, seed, 'mapEnd');
    return times.mapEnd - times.mapStart;
  },
});

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(', ');

const { server, url: site } = await serve({ dir: DIST, port: 0, isolated: ISOLATED });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
let failed = false;
try {
  console.log(`${ISOLATED ? 'cross-origin isolated' : 'not isolated'}; load average before: ${load()}`);
  for (const bench of [gammaTable, sigmoidMap(5), sigmoidMap(1000)]) {
    const pages = {};
    for (const workers of WORKERS) {
      const page = await open(browser, site, bench.path, workers);
      pages[workers] = { page, panel: await bench.ready(page), ms: [] };
    }
    for (let run = 0; run < RUNS; run++) {
      for (const workers of WORKERS) pages[workers].ms.push(await bench.time(pages[workers].page, pages[workers].panel, 10 + run));
    }
    const [one, two] = WORKERS.map((workers) => median(pages[workers].ms));
    const runs = (workers) => pages[workers].ms.map((ms) => ms.toFixed(0)).join(', ');
    console.log(
      `${bench.name}: one worker ${one.toFixed(0)} ms (${runs(1)}), two ${two.toFixed(0)} ms (${runs(2)}), ` +
        `speed-up ${(one / two).toFixed(2)}× (load ${load()})`,
    );
    for (const { page } of Object.values(pages)) await page.close();
  }
  console.log(`load average after: ${load()}`);
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await browser.close();
  server.close();
}
process.exit(failed ? 1 : 0);
