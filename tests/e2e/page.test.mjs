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

test('each panel opens with the article’s claim and leads on to the next in the article’s order (ko and en)', async () => {
  const page = await openPage(context, '?lang=en');
  await page.locator('#panel-similarity .panel-claim').waitFor();
  const claims = await page.locator('.panel .panel-claim').allTextContents();
  assert.equal(claims.length, PANEL_IDS.length);
  for (const claim of claims) assert.match(claim, /^The article’s claim: \S/);
  assert.match(claims[PANEL_IDS.indexOf('attention')], /neither symmetric nor positive semi-definite/);
  // On the page of every panel: a link to the next section, none after the last.
  const nexts = await page.locator('.panel .panel-next a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  assert.deepEqual(
    nexts,
    PANEL_IDS.slice(1).map((id) => `#panel-${id}`),
  );
  assert.equal(await page.locator(`#panel-${PANEL_IDS.at(-1)} .panel-next`).count(), 0);
  const next = page.locator('#panel-similarity .panel-next a');
  assert.equal(await next.textContent(), `Next: ${await page.locator('#title-sylvester').textContent()}`);
  await page.close();
  // One panel alone: the next one opens alone too, in the same language.
  const alone = await openPage(context, '?panel=sigmoid&lang=ko');
  const link = alone.locator('#panel-sigmoid .panel-next a');
  await link.waitFor();
  assert.equal(await link.getAttribute('href'), '?panel=attention&lang=ko');
  assert.match(await alone.locator('#panel-sigmoid .panel-claim').textContent(), /^글의 주장: 양반정치 판정을 통과하지 못하는/);
  await link.click();
  await alone.locator('#panel-attention .panel-claim').waitFor();
  assert.match(await alone.locator('#panel-attention .panel-next a').textContent(), /^다음: /);
  await alone.close();
});
