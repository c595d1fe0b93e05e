import assert from 'node:assert/strict';
import { test } from 'node:test';

import { panelIds, settlePanel } from '../../scripts/page-walk.mjs';
import { expectClean, openPage, PANEL_IDS, showPanel, useBrowser } from './harness.mjs';

// A static host that puts the site under /gram-lab/, not at its root, as GitHub Pages serves a repository's site
// (https://<owner>.github.io/<repository>/): every URL must be relative.
// Its pages register the service worker, whose precache list must survive the sub-path too.
const context = useBrowser({ subPath: 'gram-lab' });

// Every response of the page and its workers that is not a success: a 404 is a URL that did not survive the sub-path.
function watchFailures(page) {
  const failures = [];
  page.context().on('response', (response) => response.status() >= 400 && failures.push(`${response.status()} ${response.url()}`));
  page.on('requestfailed', (request) => failures.push(`failed ${request.url()}`));
  return failures;
}

// What every panel shows once it has computed (as offline.test.mjs reads it): no load failure, no error notice, no
// failed plot, and something drawn.
const panelResults = (page) =>
  page.locator('section.panel').evaluateAll((sections) =>
    sections.map((section) => ({
      id: section.id,
      loadFailed: section.querySelector('.panel-load-failed') !== null,
      notice: [...section.querySelectorAll('.notice')].filter((notice) => !notice.hidden).map((notice) => notice.textContent),
      plotFailed: section.querySelector('.plot-failed') !== null,
      drawn:
        section.querySelector('.panel-content canvas, .panel-content svg, .panel-content table, .panel-content ol, .panel-content ul') !==
        null,
    })),
  );

test('dist/ works from a sub-path: module, wasm, worker, styles and KaTeX all load', async () => {
  const page = await openPage(context, '?lang=en', { serviceWorker: true });
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

test('under the sub-path every panel loads its code, parts and worker and computes, with no 404', async () => {
  const page = await openPage(context, '?lang=en', { serviceWorker: true });
  const failures = watchFailures(page);
  await page.locator('#panel-similarity .eigenvalues li').first().waitFor();
  const ids = await panelIds(page);
  assert.deepEqual(ids, PANEL_IDS);
  for (const id of ids) await settlePanel(page, id);
  for (const panel of await panelResults(page))
    assert.deepEqual(panel, { id: panel.id, loadFailed: false, notice: [], plotFailed: false, drawn: true });
  assert.deepEqual(failures, []);
  await expectClean(page);
  await page.close();
});

test('under the sub-path a panel’s own page (sigmoid.en.html) computes its panel, with no 404', async () => {
  const page = await openPage(context, 'sigmoid.en.html', { serviceWorker: true });
  const failures = watchFailures(page);
  await settlePanel(page, 'sigmoid');
  const [panel, ...others] = await panelResults(page);
  assert.deepEqual(others, []);
  assert.deepEqual(panel, { id: 'panel-sigmoid', loadFailed: false, notice: [], plotFailed: false, drawn: true });
  assert.deepEqual(failures, []);
  await expectClean(page);
  await page.close();
});
