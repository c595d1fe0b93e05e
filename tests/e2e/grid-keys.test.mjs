// The matrix editor moves like a spreadsheet: ←/→ leave a cell only from the text's edge, ↑/↓ and Enter go
// between rows, Home/End to the row's ends, Ctrl+Home/End to the table's corners.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { expectClean, openAndWait, useBrowser } from './harness.mjs';

const context = useBrowser();

const focused = (page) => page.evaluate(() => document.activeElement.getAttribute('aria-label'));
const caretAt = (page, position) =>
  page.evaluate((p) => {
    const input = document.activeElement;
    const at = p === 'end' ? input.value.length : p;
    input.setSelectionRange(at, at);
  }, position);

test('similarity table: arrows at the text edge, Home/End, Enter and Ctrl+Home/End move between cells', async () => {
  const page = await openAndWait(context, '?lang=en', '#panel-similarity .eigenvalues li');
  const cell = (name) => page.locator(`#panel-similarity input[aria-label="${name}"]`);
  await cell('S (A, B)').focus();
  await caretAt(page, 1); // inside "0.9": the arrows edit the text
  await page.keyboard.press('ArrowRight');
  assert.equal(await focused(page), 'S (A, B)');
  await caretAt(page, 'end');
  await page.keyboard.press('ArrowRight');
  assert.equal(await focused(page), 'S (A, C)');
  // The cell entered is selected whole: the next arrow moves on at once.
  const selection = await page.evaluate(() => [document.activeElement.selectionStart, document.activeElement.selectionEnd]);
  assert.deepEqual(selection, [0, '0.2'.length]);
  await page.keyboard.press('ArrowLeft');
  assert.equal(await focused(page), 'S (A, B)');
  await page.keyboard.press('Home');
  assert.equal(await focused(page), 'S (A, A)');
  await page.keyboard.press('ArrowLeft'); // the first column: nowhere to go; the caret goes to the text's start
  assert.equal(await focused(page), 'S (A, A)');
  await page.keyboard.press('End'); // first to the text's end, as in any text field
  assert.equal(await focused(page), 'S (A, A)');
  await page.keyboard.press('End'); // then, from the edge, to the row's last cell
  assert.equal(await focused(page), 'S (A, C)');
  await page.keyboard.press('Enter');
  assert.equal(await focused(page), 'S (B, C)');
  await page.keyboard.press('Enter');
  assert.equal(await focused(page), 'S (C, C)');
  await page.keyboard.press('Shift+Enter');
  assert.equal(await focused(page), 'S (B, C)');
  await page.keyboard.press('ArrowUp');
  assert.equal(await focused(page), 'S (A, C)');
  await page.keyboard.press('Control+End');
  assert.equal(await focused(page), 'S (C, C)');
  await page.keyboard.press('Control+Home');
  assert.equal(await focused(page), 'S (A, A)');
  // Moving never edited anything: the article's S and its eigenvalue −0.177 are still there.
  assert.equal(await cell('S (A, C)').inputValue(), '0.2');
  await expectClean(page);
  await page.close();
});
