// A phone: at 320 and 360 px nothing scrolls the page sideways, in either language, with every panel's
// results on screen; the default 3 × 3 similarity table fits whole, and a table too wide for the screen
// scrolls inside its own box.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { expectClean, openPage, showPanels, useBrowser } from './harness.mjs';

const context = useBrowser();
const WIDTHS = [320, 360];

/** Waits until every panel has drawn its results: the γ table filled, the (a, b) map finished. */
async function waitForResults(page) {
  await showPanels(page);
  await page.locator('#panel-similarity .eigenvalues li').first().waitFor();
  await page.locator('#panel-sylvester .eigenvalues li').first().waitFor();
  await page.locator('#panel-gamma-sweep .gamma-table td[data-col="rank"]').first().waitFor();
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('#panel-gamma-sweep .gamma-table td')].every((td) => td.textContent !== '…') &&
      document.querySelector('#panel-sigmoid .sigmoid-map')?.dataset.state !== 'computing',
    null,
    { timeout: 60000 },
  );
}

/** How far the page can scroll sideways, and the elements sticking out of the viewport (for the message). */
const sideways = (page) =>
  page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth,
    outside: [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > innerWidth + 0.5 && !el.closest('.scroll-box'))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`),
  }));

for (const lang of ['ko', 'en']) {
  for (const width of WIDTHS) {
    test(`${lang} at ${width} px: every panel's results, and the page never scrolls sideways`, async () => {
      const page = await openPage(context, `?lang=${lang}`, { viewport: { width, height: 800 } });
      await waitForResults(page);
      const { scrollWidth, innerWidth, outside } = await sideways(page);
      assert.equal(innerWidth, width);
      assert.ok(scrollWidth <= innerWidth, `scrollWidth ${scrollWidth} > ${innerWidth}: ${outside.join(', ')}`);
      await expectClean(page);
      await page.close();
    });
  }
}

test('at 360 px the default 3 × 3 similarity table is whole: column C is inside its box, nothing to scroll', async () => {
  const page = await openPage(context, '?lang=en&panel=similarity', { viewport: { width: 360, height: 800 } });
  await page.locator('#panel-similarity .eigenvalues li').first().waitFor();
  const editor = page.locator('#panel-similarity .matrix-scroll').first();
  const box = await editor.boundingBox();
  const cell = await page.getByLabel('S (C, C)', { exact: true }).boundingBox();
  assert.ok(cell.x + cell.width <= box.x + box.width, `column C ends at ${cell.x + cell.width}, its box at ${box.x + box.width}`);
  assert.equal(await editor.evaluate((el) => el.scrollWidth <= el.clientWidth), true);
  await expectClean(page);
  await page.close();
});

test('at 320 px a 12 × 12 table scrolls inside its own box, not the page', async () => {
  const row = (i) => Array.from({ length: 12 }, (_, j) => (i === j ? '1' : '0')).join(',');
  const m = Array.from({ length: 12 }, (_, i) => row(i)).join(';');
  const page = await openPage(context, `?lang=ko&panel=similarity&similarity.m=${m}`, { viewport: { width: 320, height: 800 } });
  await page.locator('#panel-similarity .eigenvalues li').first().waitFor();
  const editor = page.locator('#panel-similarity .matrix-scroll').first();
  assert.equal(await editor.evaluate((el) => el.scrollWidth > el.clientWidth), true);
  assert.equal(await editor.evaluate((el) => getComputedStyle(el).overflowX), 'auto');
  const { scrollWidth, innerWidth } = await sideways(page);
  assert.ok(scrollWidth <= innerWidth, `scrollWidth ${scrollWidth} > ${innerWidth}`);
  await expectClean(page);
  await page.close();
});
