import assert from 'node:assert/strict';
import { test } from 'node:test';

import { openPage, useBrowser } from './harness.mjs';

const context = useBrowser();

test("the page shows the article's S: eigenvalues −0.177, 0.800, 2.377 and 'not PSD'", async () => {
  const page = await openPage(context);
  const section = page.locator('#panel-similarity');
  await section.locator('.eigenvalues li').first().waitFor();
  assert.deepEqual(await section.locator('.eigenvalues li').allTextContents(), ['\u22120.177', '0.800', '2.377']);
  assert.equal(await section.locator('.verdict').getAttribute('data-psd'), 'false');
  assert.match(await section.locator('.verdict').textContent(), /양반정치\(PSD\)가 아닙니다/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('English: the same numbers and the verdict in English', async () => {
  const page = await openPage(context, '?lang=en');
  const section = page.locator('#panel-similarity');
  await section.locator('.eigenvalues li').first().waitFor();
  assert.equal(await page.locator('html').getAttribute('lang'), 'en');
  assert.match(await section.locator('.verdict').textContent(), /Not positive semi-definite/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('the page runs under script-src self + wasm-unsafe-eval (no eval, no CSP violations)', async () => {
  const page = await openPage(context);
  await page.locator('#panel-similarity .eigenvalues li').first().waitFor();
  const violations = await page.evaluate(() => window.__cspViolations ?? []);
  assert.deepEqual(violations, []);
  assert.ok(!page.problems.some((p) => /Content Security Policy/i.test(p)), page.problems.join('\n'));
  await page.close();
});
