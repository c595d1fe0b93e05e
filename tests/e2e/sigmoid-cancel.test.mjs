// The sigmoid repairs at n = 1000 (seconds of work) have a Cancel: it stops them, says so, offers them again
// with the focus on the button, and the rest of the panel (the map) still finishes.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { expectClean, openPage, useBrowser } from './harness.mjs';

const context = useBrowser();
const focused = (page) => page.evaluate(() => `${document.activeElement.tagName} ${document.activeElement.textContent}`);

for (const [lang, run, cancel, cancelled] of [
  ['en', 'Compute the repairs', 'Cancel', 'Cancelled: the repairs were not computed.'],
  ['ko', '보정 계산하기', '취소', '취소했습니다. 보정은 계산하지 않았습니다.'],
]) {
  test(`${lang}: n = 1000, Compute the repairs, then Cancel: not computed, offered again, the map still finishes`, async () => {
    const page = await openPage(context, `?lang=${lang}&panel=sigmoid&sigmoid.n=1000`);
    const panel = page.locator('#panel-sigmoid');
    await panel.locator('.repair-on-request:not([hidden])').waitFor({ timeout: 60000 }); // K's eigenvalues at n = 1000 first
    await panel.getByRole('button', { name: run }).click();
    await panel.getByRole('button', { name: cancel }).click();
    await panel.locator('.repair-on-request', { hasText: cancelled }).waitFor();
    assert.equal(await focused(page), `BUTTON ${run}`);
    assert.deepEqual([...new Set(await panel.locator('.repair-table td').allTextContents())], ['…']);
    assert.equal(await panel.locator('.repair-table').getAttribute('aria-busy'), null);
    await panel.locator('.sigmoid-map[data-state="done"]').waitFor({ timeout: 60000 });
    await expectClean(page);
    await page.close();
  });
}

test('n = 2000: past maxEigenvectorOrder the repairs are not offered, and the panel says why (en, ko)', async () => {
  for (const [lang, said] of [
    ['en', /With 2000 points the repairs are not computed.*at most 1000 points/],
    ['ko', /점이 2000개라 보정은 계산하지 않습니다/],
  ]) {
    const page = await openPage(context, `?lang=${lang}&panel=sigmoid&sigmoid.n=2000`);
    const panel = page.locator('#panel-sigmoid');
    const offer = panel.locator('.repair-on-request:not([hidden])');
    await offer.waitFor({ timeout: 60000 });
    assert.match(await offer.textContent(), said);
    assert.equal(await offer.locator('button').isVisible(), false);
    await expectClean(page);
    await page.close();
  }
});
