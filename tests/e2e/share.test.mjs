// Share copies the page's link with its state (the clipboard, or a selected field when it is refused);
// Reset brings one panel back to its defaults as one history entry.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { axeViolations, expectClean, openForAxe, openPage, params, useBrowser } from './harness.mjs';

const context = useBrowser();
const HALF = '?panel=similarity&lang=en&similarity.m=1,0.5;0.5,1';
// The article's S and the eigenvalues it prints for it; [[1, .5], [.5, 1]] has 1 ± 0.5 by hand.
const ARTICLE_S = ['\u22120.177', '0.800', '2.377'];
const eigenvalues = (page) => page.locator('#panel-similarity .verdict-view .eigenvalues li').allTextContents();

async function open(path) {
  const page = await openPage(context, path);
  await page.locator('#panel-similarity .eigenvalues li').first().waitFor();
  return page;
}

test('Share copies the address with the state and the panel list', async () => {
  const page = await open(HALF);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: context.url });
  await page.locator('.share-link').click();
  await page.locator('.share .share-status', { hasText: 'Copied.' }).waitFor();
  const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  assert.equal(link.searchParams.get('similarity.m'), '1,0.5;0.5,1');
  assert.equal(link.searchParams.get('panel'), 'similarity');
  assert.equal(link.searchParams.get('lang'), 'en');
  // The link opens what the reader saw.
  const copy = await open(link.href);
  assert.deepEqual(await eigenvalues(copy), ['0.500', '1.500']);
  await copy.close();
  await expectClean(page);
  await page.close();
});

test('Share where the clipboard refuses: the link in a selected field to copy by hand', async () => {
  const page = await open(HALF);
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  await page.locator('.share-link').click();
  const field = page.locator('.share .share-field');
  await field.waitFor();
  assert.match(await field.inputValue(), /similarity\.m=1%2C0\.5%3B0\.5%2C1/);
  assert.equal(await page.evaluate(() => document.activeElement.classList.contains('share-field')), true);
  const selected = await field.evaluate((input) => input.value.slice(input.selectionStart, input.selectionEnd));
  assert.equal(selected, await field.inputValue());
  assert.match(await page.locator('.share .share-status').textContent(), /copy the selected text/);
  await expectClean(page);
  await page.close();
});

test('Reset: the panel returns to its defaults in one history entry; Back restores the reader’s table', async () => {
  const page = await open(HALF);
  assert.deepEqual(await eigenvalues(page), ['0.500', '1.500']);
  const entries = await page.evaluate(() => history.length);
  await page.locator('#panel-similarity .reset').click();
  await page.waitForFunction(() => document.querySelectorAll('#panel-similarity .verdict-view .eigenvalues li').length === 3);
  assert.deepEqual(await eigenvalues(page), ARTICLE_S);
  assert.equal(params(page).get('similarity.m'), null);
  assert.equal(await page.evaluate(() => history.length), entries + 1);
  await page.goBack();
  await page.waitForFunction(() => document.querySelectorAll('#panel-similarity .verdict-view .eigenvalues li').length === 2);
  assert.deepEqual(await eigenvalues(page), ['0.500', '1.500']);
  await expectClean(page);
  await page.close();
});

for (const lang of ['ko', 'en']) {
  test(`Share and Reset, with the copy field shown, pass axe (${lang})`, async () => {
    const page = await openForAxe(context, `?panel=similarity&lang=${lang}`);
    await page.locator('#panel-similarity .eigenvalues li').first().waitFor();
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
    });
    await page.locator('.share-link').click();
    await page.locator('.share .share-field').waitFor();
    assert.deepEqual(await axeViolations(page, '#app'), []);
    await page.close();
  });
}
