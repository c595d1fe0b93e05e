import assert from 'node:assert/strict';
import { test } from 'node:test';

import { PANEL_IDS, openPage, params, useBrowser } from './harness.mjs';

const context = useBrowser();

test('the page lists every panel and links to it', async () => {
  const page = await openPage(context);
  const links = page.locator('nav.contents a');
  await links.first().waitFor();
  assert.deepEqual(
    await links.evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
    PANEL_IDS.map((id) => `#panel-${id}`),
  );
  for (const id of PANEL_IDS) assert.equal(await page.locator(`#panel-${id}`).count(), 1);
  await page.close();
});

test('switching language keeps what the reader changed', async () => {
  const page = await openPage(context, '?panel=similarity');
  const cell = page.getByLabel('S (A, C)', { exact: true });
  await page.locator('#panel-similarity .eigenvalues li').first().waitFor();
  await cell.fill('0.8');
  await page.waitForFunction(() => new URLSearchParams(location.search).has('similarity.m'));
  await page.locator('nav.language a[lang="en"]').click();
  await page.waitForURL(/lang=en/);
  assert.equal(params(page).get('lang'), 'en');
  assert.match(params(page).get('similarity.m'), /0\.8/);
  await page.locator('#panel-similarity .eigenvalues li').first().waitFor();
  assert.deepEqual(await page.locator('#panel-similarity .eigenvalues li').allTextContents(), ['0.066', '0.200', '2.734']);
  await page.close();
});
