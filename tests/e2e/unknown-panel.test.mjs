// An unknown panel id, in the link or in <gram-lab panel>, is said so in the reader's language, naming the
// panels there are, instead of a blank page; the panels that do exist still show.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { addGramLab, expectClean, openPage, useBrowser } from './harness.mjs';

const context = useBrowser();
const KNOWN = 'similarity, sylvester, feature-maps, gamma-sweep, sigmoid, attention, kernel-check, methods';

test('?panel=nope says there is no such panel, in Korean and in English', async () => {
  const page = await openPage(context, '?panel=nope');
  assert.equal(await page.locator('.unknown-panel').textContent(), `“nope”라는 패널은 없습니다. 있는 패널: ${KNOWN}.`);
  await page.goto(new URL('?panel=nope,similarity&lang=en', context.url).href);
  assert.equal(await page.locator('.unknown-panel').textContent(), `There is no panel “nope”. The panels are: ${KNOWN}.`);
  await page.locator('#panel-similarity .eigenvalues li').first().waitFor();
  await expectClean(page);
  await page.close();
});

test('<gram-lab panel="nope"> says so inside the element', async () => {
  const page = await openPage(context, 'embed-example.html');
  await addGramLab(page, 'lost', { panel: 'nope', lang: 'en' });
  assert.equal(await page.locator('#lost .unknown-panel').textContent(), `There is no panel “nope”. The panels are: ${KNOWN}.`);
  await expectClean(page);
  await page.close();
});
