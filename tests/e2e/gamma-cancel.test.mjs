// γ sweep Cancel leaves a state the reader can resume: unfinished cells say "not computed" (never "…"
// forever), the link says the sweep was stopped so a reload does not restart the heavy job, Recompute (which
// takes the focus from the vanished Cancel) runs it again; the progress line never claims a sweep not yet started.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { expectClean, openPage, params, useBrowser } from './harness.mjs';

const context = useBrowser();
// The article's table for default_rng(4).normal(size=(300, 5)): γ, largest eigenvalue (its first two columns).
const ARTICLE_MAX = [
  ['0.05', '192.17'],
  ['0.3', '53.14'],
  ['1.0', '12.33'],
  ['3.0', '3.02'],
];

const cells = (panel) => panel.locator('.gamma-table td').allTextContents();
const focused = (page) => page.evaluate(() => `${document.activeElement.tagName} ${document.activeElement.textContent}`);

test('Cancel at n = 2000: rows marked not computed, the link stopped, focus on Recompute; a reload does not restart it', async () => {
  const page = await openPage(context, '?lang=en&panel=gamma-sweep&gamma-sweep.n=2000');
  const panel = page.locator('#panel-gamma-sweep');
  await panel.locator('.sweep-status').waitFor({ timeout: 30000 });
  // Before the table is done, the curve has not started: it is waiting, not ✓.
  assert.match(await panel.locator('.sweep-status').textContent(), /curve waiting/);
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await panel.locator('.sweep-note', { hasText: 'Cancelled' }).waitFor();
  assert.equal((await cells(panel)).includes('…'), false);
  assert.ok((await cells(panel)).includes('not computed'));
  assert.equal(params(page).get('gamma-sweep.run'), 'stopped');
  assert.equal(await focused(page), 'BUTTON Recompute');

  await page.reload();
  await panel.getByRole('button', { name: 'Recompute' }).waitFor();
  await page.waitForTimeout(1500); // time enough for a job to show its progress, were one started
  assert.equal(await panel.locator('.sweep-status').isVisible(), false);
  assert.equal(await panel.locator('.gamma-table tbody tr').count(), 4);
  assert.deepEqual([...new Set(await cells(panel))], ['not computed']);
  assert.match(await panel.locator('.source-line').textContent(), /size=\(2000, 5\)/);
  await expectClean(page);
  await page.close();
});

test("Recompute on a stopped link computes the table (the article's figures) and the link forgets it was stopped", async () => {
  const page = await openPage(context, '?lang=ko&panel=gamma-sweep&gamma-sweep.run=stopped');
  const panel = page.locator('#panel-gamma-sweep');
  await panel.getByRole('button', { name: '다시 계산' }).click();
  await panel.locator('.gamma-table:not([aria-busy]) tbody tr').nth(3).waitFor({ timeout: 60000 });
  const rows = await panel
    .locator('.gamma-table tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [tr.querySelector('[data-col="gamma"]').textContent, tr.querySelector('[data-col="max"]').textContent]),
    );
  assert.deepEqual(rows, ARTICLE_MAX);
  assert.equal(params(page).get('gamma-sweep.run'), null);
  assert.equal(await panel.getByRole('button', { name: '다시 계산' }).isVisible(), false);
  // The Recompute button hid itself: focus is on the table it fills, not on <body>.
  assert.equal(await page.evaluate(() => document.activeElement.querySelector('.gamma-table') !== null), true);
  await expectClean(page);
  await page.close();
});
