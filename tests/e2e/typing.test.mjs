// Typing is not a flood of announcements: a half-typed number ("-", "1e") raises no alert until the reader
// pauses (TYPING_PAUSE_MS) or leaves the cell, and a live region is written only when its result changed.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { TYPING_PAUSE_MS } from '../../web/src/widgets/typing.js';
import { expectClean, openAndWait, useBrowser } from './harness.mjs';

const context = useBrowser();

// Settled: the worker's exact verdict is in, so nothing is still on its way into the live regions.
const open = (lang) => openAndWait(context, `?lang=${lang}&panel=similarity`, '#panel-similarity .verdict[data-rule="exact"]');

// Records, in the page, when the editor's message last became visible and when the last key went down.
const watchMessage = (page) =>
  page.evaluate(() => {
    const message = document.querySelector('#panel-similarity .table-figure .cell-message');
    window.__typing = { lastKey: 0, shownAt: 0 };
    document.addEventListener('keydown', () => (window.__typing.lastKey = performance.now()), true);
    new MutationObserver(() => {
      if (!message.hidden && !window.__typing.shownAt) window.__typing.shownAt = performance.now();
    }).observe(message, { attributes: true, attributeFilter: ['hidden'] });
  });

for (const [lang, pattern] of [
  ['en', /^S \(A, B\): Not a number/],
  ['ko', /^S \(A, B\): /],
]) {
  test(`${lang}: "-" then "1e" raise no alert while typing; the alert comes after the pause`, async () => {
    const page = await open(lang);
    const panel = page.locator('#panel-similarity');
    const cell = panel.locator('input[aria-label="S (A, B)"]');
    const message = panel.locator('.table-figure .cell-message');
    await watchMessage(page);
    await cell.selectText();
    await page.keyboard.type('-1e');
    assert.equal(await cell.getAttribute('aria-invalid'), null); // "-", "-1", "-1e": nothing said yet
    await message.waitFor({ state: 'visible' });
    const { lastKey, shownAt } = await page.evaluate(() => window.__typing);
    assert.ok(shownAt - lastKey >= TYPING_PAUSE_MS - 5, `alert ${shownAt - lastKey} ms after the last key`);
    assert.match(await message.textContent(), pattern);
    assert.equal(await cell.getAttribute('aria-invalid'), '');
    await expectClean(page);
    await page.close();
  });
}

test('leaving a cell with a half-typed number says so at once; a letter is said at once', async () => {
  const page = await open('en');
  const panel = page.locator('#panel-similarity');
  const cell = panel.locator('input[aria-label="S (A, B)"]');
  const message = panel.locator('.table-figure .cell-message');
  await cell.selectText();
  await page.keyboard.type('1e');
  await page.keyboard.press('Tab');
  assert.equal(await message.isVisible(), true); // the blur reported it, no pause needed
  assert.match(await message.textContent(), /^S \(A, B\): Not a number/);
  await cell.fill('x');
  assert.equal(await message.isVisible(), true);
  await expectClean(page);
  await page.close();
});

test('a keystroke that leaves the result as it was writes nothing into the live regions', async () => {
  const page = await open('en');
  const panel = page.locator('#panel-similarity');
  await page.evaluate(() => {
    window.__writes = 0;
    const observer = new MutationObserver((records) => (window.__writes += records.length));
    for (const region of document.querySelectorAll('#panel-similarity [aria-live]'))
      observer.observe(region, { childList: true, characterData: true, subtree: true });
  });
  const cell = panel.locator('input[aria-label="S (A, B)"]');
  await cell.focus();
  await cell.evaluate((input) => input.setSelectionRange(input.value.length, input.value.length));
  await page.keyboard.type('00'); // 0.9 → 0.900: the same table
  assert.equal(await cell.inputValue(), '0.900');
  assert.equal(await page.evaluate(() => window.__writes), 0);
  await cell.fill('0.5'); // a new table: new eigenvalues, announced
  await panel.locator('.verdict[data-psd="true"]').waitFor();
  assert.ok((await page.evaluate(() => window.__writes)) > 0);
  await expectClean(page);
  await page.close();
});
