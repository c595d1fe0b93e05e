import assert from 'node:assert/strict';
import { test } from 'node:test';

import { addGramLab, expectClean, openPage, useBrowser } from './harness.mjs';

const context = useBrowser();

test('custom element and iframe embeds both show the panel, styles isolated', async () => {
  const page = await openPage(context, 'embed-example.html');
  const element = page.locator('#element-embed');
  // Playwright's CSS locators pierce open shadow roots.
  await element.locator('.eigenvalues li').first().waitFor();
  assert.deepEqual(await element.locator('.eigenvalues li').allTextContents(), ['\u22120.177', '0.800', '2.377']);
  assert.equal(await element.locator('.app-header').count(), 0);
  // The host page's serif font is not overridden by ours, and ours applies inside the shadow root.
  assert.match(await page.evaluate(() => getComputedStyle(document.body).fontFamily), /Georgia/);

  const frame = page.frameLocator('#iframe-embed');
  await frame.locator('.eigenvalues li').first().waitFor();
  assert.equal(await frame.locator('.app-header').count(), 0);
  assert.equal(await frame.locator('.panel').count(), 1);
  assert.match(await frame.locator('.verdict:not([data-rule="pending"])').textContent(), /Not positive semi-definite/);
  await expectClean(page);
  await page.close();
});

test('embedded state comes from the params attribute, not the host URL', async () => {
  const page = await openPage(context, 'embed-example.html?similarity.m=1,0,0;0,1,0;0,0,1');
  await addGramLab(page, 'second', { panel: 'similarity', lang: 'en', params: 'similarity.m=1,0.5;0.5,1' });
  const second = page.locator('#second');
  await second.locator('.eigenvalues li').first().waitFor();
  assert.deepEqual(await second.locator('.eigenvalues li').allTextContents(), ['0.500', '1.500']);
  // The first element ignored the host page's query string and shows the article's S.
  assert.equal(await page.locator('#element-embed .eigenvalues li').first().textContent(), '\u22120.177');
  await page.close();
});

test('an embed asks nothing: no question above the panel, its results out at once (element and iframe)', async () => {
  const page = await openPage(context, 'embed-example.html', { ask: true }); // a reader who never said "don't ask me"
  const element = page.locator('#element-embed');
  await element.locator('.eigenvalues li').first().waitFor(); // visible: nothing folded
  assert.equal(await element.locator('.predict, .predict-folded-note, .predict-folded').count(), 0);
  const frame = page.frameLocator('#iframe-embed');
  await frame.locator('.eigenvalues li').first().waitFor();
  assert.equal(await frame.locator('.predict, .predict-folded-note, .predict-folded').count(), 0);
  await expectClean(page);
  await page.close();
});
