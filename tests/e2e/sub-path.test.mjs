import assert from 'node:assert/strict';
import { test } from 'node:test';

import { expectClean, openPage, showPanel, useBrowser } from './harness.mjs';

// A static host that puts the site under /gram-lab/, not at its root: every URL must be relative.
const context = useBrowser({ subPath: 'gram-lab' });

test('dist/ works from a sub-path: module, wasm, worker, styles and KaTeX all load', async () => {
  const page = await openPage(context, '?lang=en');
  assert.match(page.url(), /\/gram-lab\/\?lang=en$/);
  const similarity = page.locator('#panel-similarity');
  await similarity.locator('.eigenvalues li').first().waitFor();
  assert.deepEqual(await similarity.locator('.eigenvalues li').allTextContents(), ['\u22120.177', '0.800', '2.377']);
  // The γ table is computed in the panel's worker, loaded from a URL relative to the module.
  await showPanel(page, 'gamma-sweep');
  const firstRow = page.locator('#panel-gamma-sweep tbody tr').first();
  await firstRow.locator('td', { hasText: '192.17' }).waitFor({ timeout: 30000 });
  // Stylesheet applied (the panel card has its border) and KaTeX rendered somewhere on the page.
  assert.notEqual(await similarity.evaluate((el) => getComputedStyle(el).borderTopStyle), 'none');
  // KaTeX loads when a formula comes near the screen: bring one there.
  await page.locator('.math:visible').first().scrollIntoViewIfNeeded();
  await page.locator('.katex').first().waitFor({ state: 'attached', timeout: 20000 });
  await expectClean(page);
  await page.close();
});
