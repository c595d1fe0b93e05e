// Where no worker can start (a host page that forbids ours, e.g. a cross-origin embed), the panels compute on
// the main thread with the same rules: the article's figures, progress while a long sweep runs, and a Cancel
// that takes effect between its steps.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { expectClean, openPage, useBrowser } from './harness.mjs';

const context = useBrowser();

// Every `new Worker` throws, as it does where the host page's policy forbids our worker; long tasks are counted.
async function openWithoutWorkers(path) {
  const page = await openPage(context, 'about:blank');
  await page.addInitScript(() => {
    window.Worker = class {
      constructor() {
        throw new DOMException('workers are not allowed here', 'SecurityError');
      }
    };
    window.__longest = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longest = Math.max(window.__longest, entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(new URL(path, context.url).href);
  return page;
}

test('no worker: the γ table is the article’s, and a long sweep shows progress and stops on Cancel', async () => {
  const page = await openWithoutWorkers('?panel=gamma-sweep');
  const panel = page.locator('#panel-gamma-sweep');
  const rank = (gamma) => panel.locator(`.gamma-table tbody tr[data-gamma="${gamma}"] [data-col="rank"]`);
  // The article's table: effective rank 2.35 at γ = 0.05 and 270.75 at γ = 3, 13 axes for 95% at γ = 0.05.
  await rank(3).filter({ hasText: '270.75' }).waitFor({ timeout: 60000 });
  assert.equal(await rank(0.05).textContent(), '2.35');
  assert.equal(await panel.locator('.gamma-table tbody tr[data-gamma="0.05"] [data-col="k95"]').textContent(), '13');
  await panel.locator('.sweep-status').waitFor({ state: 'hidden', timeout: 60000 });

  await panel.getByLabel('점 개수 n').fill('1000');
  await panel.getByLabel('점 개수 n').press('Enter');
  // The page paints between the sweep's steps: the progress line shows while the γ rows are computed.
  await panel.locator('.sweep-status', { hasText: /표 \d\/4/ }).waitFor();
  // The click lands between two steps; one step at n = 1000 holds the main thread for a second or more.
  await panel.getByRole('button', { name: '취소' }).click({ timeout: 60000 });
  await panel.locator('.sweep-note', { hasText: '취소했습니다' }).waitFor();
  assert.equal(await panel.locator('.sweep-status').isVisible(), false);
  // Nothing more runs after Cancel: no progress line comes back.
  await page.waitForTimeout(1500);
  assert.equal(await panel.locator('.sweep-status').isVisible(), false);
  assert.equal(await panel.locator('.gamma-table tbody tr').count(), 4);
  const longest = await page.evaluate(() => window.__longest);
  console.log(`# main-thread fallback: longest task ${longest.toFixed(0)} ms (one γ step; printed, not asserted)`);
  await expectClean(page);
  await page.close();
});
