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

// The four: at 320 px the size table's 59 GB, the γ table's effective rank, the φ table's products and the
// repairs' % and ε sat in inner scroll boxes wider than the screen, cut mid-word. Now each is on screen whole:
// its text inside its cell, its cell inside the viewport, and no box around it scrolls sideways.
for (const lang of ['ko', 'en']) {
  test(`${lang} at 320 px the tables' key columns are on screen without scrolling: 59 GB, effective rank, products, %, ε`, async () => {
    const page = await openPage(context, `?lang=${lang}`, { viewport: { width: 320, height: 800 } });
    await waitForResults(page);
    await page.locator('#panel-feature-maps .pair-sum').waitFor({ timeout: 30000 });
    await page.locator('#panel-sigmoid .repair-table[data-for]:not([data-for=""])').waitFor({ timeout: 60000 });
    const cells = {
      '59 GB': '#panel-feature-maps .size-table tr.size-row[data-d="768"][data-p="4"] .size-bytes',
      'effective rank': '#panel-gamma-sweep .gamma-table td[data-col="rank"]',
      products: '#panel-feature-maps .pair-table tbody td:nth-of-type(4)',
      '%': '#panel-sigmoid .repair-table td[data-col="relative"]',
      ε: '#panel-sigmoid .repair-table td[data-col="epsilon"]',
    };
    for (const [what, selector] of Object.entries(cells)) {
      const found = await page.locator(selector).evaluateAll((elements) =>
        elements.map((cell) => {
          const box = cell.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(cell);
          const text = range.getBoundingClientRect();
          const scrolls = [];
          for (let e = cell.parentElement; e && !e.matches('section.panel'); e = e.parentElement)
            if (e.scrollWidth > e.clientWidth + 1 && !/visible/.test(getComputedStyle(e).overflowX)) scrolls.push(e.className);
          return {
            text: cell.textContent.trim(),
            inside: box.left >= 0 && box.right <= innerWidth && text.left >= box.left - 1 && text.right <= box.right + 1,
            scrolls,
          };
        }),
      );
      assert.ok(found.length > 0, `${lang}: no ${what}`);
      for (const cell of found) {
        assert.ok(/\d|—/.test(cell.text), `${lang} ${what}: "${cell.text}"`);
        assert.ok(cell.inside, `${lang} ${what}: "${cell.text}" is not whole on screen`);
        assert.deepEqual(cell.scrolls, [], `${lang} ${what}: "${cell.text}" scrolls sideways in ${cell.scrolls.join(', ')}`);
      }
    }
    await expectClean(page);
    await page.close();
  });
}
