// The layout check: every panel × ko/en × 320/1280 px × light/dark, as geometry (layout-checks.mjs): a figure's
// layers share one box, canvases keep their aspect, text stays in its panel and off other text, every table shows
// every column without sideways scrolling (stacked or wrapped on a phone), and the page never scrolls sideways.
// One browser; one page per language, resized and re-schemed in place.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { walk } from '../../scripts/page-walk.mjs';
import { useBrowser } from './harness.mjs';
import { layoutProblems } from './layout-checks.mjs';

const context = useBrowser();

test('every panel, both languages, 320 and 1280 px, light and dark: layers aligned, no spilled or overlapping text, tables whole', {
  timeout: 300000,
}, async () => {
  const problems = [];
  await walk(context.browser, context.url, async ({ page, lang, width, scheme, ids }) => {
    for (const id of ids) {
      await page.locator(`#panel-${id}`).scrollIntoViewIfNeeded();
      for (const problem of await layoutProblems(page, id)) problems.push(`${id} ${lang} ${width}px ${scheme}: ${problem}`);
    }
  });
  assert.equal(problems.length, 0, `${problems.length} problems:\n${problems.join('\n')}`);
});
