// Overflow inside a computation is its own clear error: entries of 1e308 are finite, but S's eigenvalue
// 2·10³⁰⁸ is not a double. One message per panel, in the page's language, no cards that contradict it.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { axeViolations, expectClean, openAndWait, openForAxe, useBrowser } from './harness.mjs';

const context = useBrowser();
const HUGE = 'similarity.m=1e308,1e308;1e308,1e308';

for (const [lang, summary] of [
  ['en', /^The result is too large to represent as a number\./],
  ['ko', /^결과가 너무 커서 수로 나타낼 수 없습니다\./],
]) {
  test(`${lang}: similarity with 1e308 entries shows one overflow notice and no eigenvalues, verdict or repair cards`, async () => {
    const page = await openAndWait(context, `?lang=${lang}&panel=similarity&${HUGE}`, '#panel-similarity .notice:not([hidden])');
    const panel = page.locator('#panel-similarity');
    const notice = panel.locator('.notice');
    assert.equal(await notice.getAttribute('data-code'), 'OVERFLOW');
    assert.match(await notice.textContent(), summary);
    if (lang === 'ko') assert.doesNotMatch(await notice.textContent(), /[A-Za-z]{4,}/); // no English core message
    assert.equal(await panel.locator('.results').isHidden(), true);
    assert.equal(await panel.locator('.repair-card').first().isHidden(), true);
    assert.equal(await panel.locator('.url-problem').count(), 0); // the link's table is fine: it is shown
    assert.equal(await panel.locator('input[aria-label="S (A, A)"]').inputValue(), '1e+308');
    assert.doesNotMatch(await panel.textContent(), /Infinity|NaN/);
    // A table that fits brings the results back.
    await panel.locator('.presets button').first().click();
    await panel.locator('.eigenvalues li').first().waitFor();
    assert.equal(await panel.locator('.results').isVisible(), true);
    assert.equal(await notice.isHidden(), true);
    await expectClean(page);
    await page.close();
  });
}

test('Sylvester with 1e308 entries: the minors stand (D₂ = 0 exactly), the eigenvalue side says it overflows', async () => {
  const page = await openAndWait(
    context,
    '?lang=en&panel=sylvester&sylvester.m=1e308,1e308;1e308,1e308&sylvester.k=2',
    '#panel-sylvester .step-status',
  );
  const panel = page.locator('#panel-sylvester');
  assert.equal(await panel.locator('.url-problem').count(), 0);
  // D₂ = 1e308·1e308 − 1e308·1e308 = 0, in exact arithmetic.
  assert.equal(await panel.locator('.minor-value').textContent(), 'D₂ = 0');
  assert.equal(await panel.locator('.eigen-view .eigenvalues li').count(), 0);
  assert.match(
    await panel.locator('.eigen-view .verdict').textContent(),
    /^No eigenvalue verdict: an eigenvalue of this matrix is beyond the range of a double/,
  );
  // The core's exact text (1e+308 as typed) is kept; no rounded double is written as Infinity.
  assert.doesNotMatch(await panel.textContent(), /Infinity|NaN/);
  await expectClean(page);
  await page.close();
});

test('Sylvester with 1e200 entries: huge minors written as ×10ⁿ, never Infinity', async () => {
  // D₂ = 1e200·3e200 − 1e200·1e200 = 2·10⁴⁰⁰: exact, past double's range.
  const page = await openAndWait(
    context,
    '?lang=en&panel=sylvester&sylvester.m=1e200,1e200;1e200,3e200&sylvester.k=2',
    '#panel-sylvester .step-status',
  );
  const panel = page.locator('#panel-sylvester');
  await panel.locator('.step-status[data-outcome="pd"]').waitFor();
  assert.doesNotMatch(await panel.textContent(), /Infinity|NaN/);
  await expectClean(page);
  await page.close();
});

test('axe: the overflowing similarity panel, in Korean and English', async () => {
  for (const lang of ['ko', 'en']) {
    const page = await openForAxe(context, `?lang=${lang}&panel=similarity&${HUGE}`);
    await page.locator('#panel-similarity .notice:not([hidden])').waitFor();
    assert.deepEqual(await axeViolations(page, '#panel-similarity'), [], lang);
    await page.close();
  }
});
