// Keyboard focus never falls to <body> when the control that had it disappears, is disabled or is rebuilt:
// it lands on the thing the reader acted on.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { expectClean, openAndWait, useBrowser } from './harness.mjs';

const context = useBrowser();

/** The focused element's tag and accessible name (aria-label or text), or "BODY". */
const focused = (page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (el === document.body) return 'BODY';
    return `${el.tagName} ${el.getAttribute('aria-label') ?? el.className ?? ''}|${el.textContent.slice(0, 40)}`;
  });

const matrix = (n) => Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? '1' : '0')).join(',')).join(';');

test('similarity: remove down to 2 items and add up to 12, focus moves to the other button at each bound', async () => {
  const page = await openAndWait(context, '?lang=en&panel=similarity', '#panel-similarity .eigenvalues li');
  const panel = page.locator('#panel-similarity');
  await panel.getByRole('button', { name: 'Remove the last item' }).focus();
  await page.keyboard.press('Enter'); // 3 → 2: the bound
  await panel.getByLabel('S (B, B)', { exact: true }).waitFor();
  assert.equal(await panel.getByRole('button', { name: 'Remove the last item' }).isDisabled(), true);
  assert.equal(await focused(page), 'BUTTON |Add an item');
  await page.close();

  const wide = await openAndWait(context, `?lang=en&panel=similarity&similarity.m=${matrix(11)}`, '#panel-similarity .eigenvalues li');
  await wide.locator('#panel-similarity').getByRole('button', { name: 'Add an item' }).focus();
  await wide.keyboard.press('Enter'); // 11 → 12: the bound
  assert.equal(await wide.locator('#panel-similarity').getByRole('button', { name: 'Add an item' }).isDisabled(), true);
  assert.equal(await focused(wide), 'BUTTON |Remove the last item');
  await expectClean(wide);
  await wide.close();
});

test('similarity: a block pasted into a cell rebuilds the table, and focus stays at that cell', async () => {
  const page = await openAndWait(context, '?lang=en&panel=similarity', '#panel-similarity .eigenvalues li');
  const cell = page.getByLabel('S (A, A)', { exact: true });
  await cell.focus();
  await cell.evaluate((input) => {
    const data = new DataTransfer();
    data.setData('text/plain', '2 1\n1 2');
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await page.locator('#panel-similarity .eigenvalues li', { hasText: '3.000' }).waitFor(); // [[2,1],[1,2]]: 1 and 3
  assert.equal(await page.locator('#panel-similarity .matrix-editor').first().locator('input[data-row]').count(), 4);
  assert.equal(await focused(page), 'INPUT S (A, A)|');
  await expectClean(page);
  await page.close();
});

test("similarity: a repair card's 'Use this table' puts focus on the table that now holds the repair", async () => {
  const page = await openAndWait(context, '?lang=en&panel=similarity', '#panel-similarity .eigenvalues li');
  await page.locator('#panel-similarity .repair-card.clip').getByRole('button', { name: 'Use this table' }).click();
  await page.locator('#panel-similarity .repair-card.clip .repair-unchanged:not([hidden])').waitFor();
  assert.equal(await focused(page), 'INPUT S (A, A)|');
  await expectClean(page);
  await page.close();
});

test("Sylvester: 'Check all principal minors' hides with the stepper; focus goes to the minors view", async () => {
  // [[0, 0], [0, 1]]: D₁ = 0, so the leading test cannot decide and offers every principal minor.
  const page = await openAndWait(context, '?lang=en&panel=sylvester&sylvester.m=0,0;0,1&sylvester.k=1', '#panel-sylvester .eigenvalues li');
  await page.locator('#panel-sylvester').getByRole('button', { name: 'Check all principal minors' }).click();
  await page.locator('#panel-sylvester .all-minors:not([hidden])').waitFor();
  assert.match(await focused(page), /^SECTION all-minors\|/);
  await expectClean(page);
  await page.close();
});

test("sigmoid at n = 700: 'Compute the repairs' hides; focus goes to its Cancel, then to the repair table", async () => {
  const page = await openAndWait(context, '?lang=en&panel=sigmoid&sigmoid.n=700', '#panel-sigmoid .repair-on-request:not([hidden])');
  await page.locator('#panel-sigmoid').getByRole('button', { name: 'Compute the repairs' }).click();
  assert.equal(await focused(page), 'BUTTON |Cancel'); // while they run, on their Cancel
  await page.locator('#panel-sigmoid .repair-table[data-for]:not([data-for=""])').waitFor({ timeout: 60000 });
  assert.match(await focused(page), /^DIV repair-scroll scroll-box\|/);
  await expectClean(page);
  await page.close();
});
