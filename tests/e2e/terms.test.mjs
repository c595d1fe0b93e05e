// The γ table's "effective rank" is defined on the page: its formula (Σλ)² / Σλ² and the article's own term,
// 참여비 (the participation ratio, as the article's recipe comments: "참여비 = 유효 랭크").
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { expectClean, openAndWait, useBrowser } from './harness.mjs';

const context = useBrowser();

for (const [lang, term] of [
  ['ko', /^유효 랭크\(참여비\) = \(Σλ\)² \/ Σλ²/],
  ['en', /^Effective rank \(the participation ratio\) = \(Σλ\)² \/ Σλ²/],
]) {
  test(`${lang}: effective rank is defined under the γ table`, async () => {
    const page = await openAndWait(context, `?lang=${lang}&panel=gamma-sweep`, '#panel-gamma-sweep .gamma-table tbody tr');
    assert.match(await page.locator('#panel-gamma-sweep .rank-definition').textContent(), term);
    await expectClean(page);
    await page.close();
  });
}
