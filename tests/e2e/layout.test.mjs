// The layout check: every panel × ko/en × 320/1280 px × light/dark, as geometry (layout-checks.mjs): a figure's
// layers share one box, canvases keep their aspect, text stays in its panel and off other text, every table shows
// every column without sideways scrolling (stacked or wrapped on a phone), the page never scrolls sideways, and no
// label of a plot lies on a plotted mark or is cut off by the plot's box. One browser; one page per language,
// resized and re-schemed in place, each plot drawn before it is measured.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { drawPlots, settlePanel, walk } from '../../scripts/page-walk.mjs';
import { openPage, useBrowser } from './harness.mjs';
import { labelProblems, layoutProblems, recordCanvasText } from './layout-checks.mjs';

const context = useBrowser();

test('every panel, both languages, 320 and 1280 px, light and dark: layers aligned, no spilled or overlapping text, labels off the marks, tables whole', {
  timeout: 600000,
}, async () => {
  const problems = [];
  await walk(
    context.browser,
    context.url,
    async ({ page, lang, width, scheme, ids }) => {
      for (const id of ids) {
        await drawPlots(page, id);
        await page.locator(`#panel-${id}`).scrollIntoViewIfNeeded();
        for (const problem of [...(await layoutProblems(page, id)), ...(await labelProblems(page, id))])
          problems.push(`${id} ${lang} ${width}px ${scheme}: ${problem}`);
      }
    },
    { init: recordCanvasText },
  );
  assert.equal(problems.length, 0, `${problems.length} problems:\n${problems.join('\n')}`);
});

// States the walk does not open (it opens the defaults), each with labels that once sat on marks or were cut off.
const STATES = [
  ['attention', 'attention.tie=on'], // every eigenvalue real and ≥ 0: the Im axis at the plane's left edge
  ['attention', 'attention.blend=1'], // the blend's end: the tie
  ['attention', 'attention.softmax=on'], // the tokens' arrows, each token's number in its ring
  ['gamma-sweep', 'gamma-sweep.lambda=0.01'], // the scree's λ line and its label
  ['gamma-sweep', 'gamma-sweep.gamma=3&gamma-sweep.lambda=1e-8'],
  ['similarity', 'similarity.m=1,0.9;0.9,1'], // the 2 × 2 table's circle
  ['similarity', 'similarity.m=1,2;2,1'],
  ['similarity', 'similarity.view=geometry&similarity.m=1,0.5,0.5;0.5,1,0.5;0.5,0.5,1'], // the elliptope
  ['gamma-sweep', 'gamma-sweep.n=40'], // K's heat map, 40 labelled points
];

for (const [id, query] of STATES)
  test(`${id} at ${query}: no label of a plot on a mark or cut off, ko and en, 320 and 1280 px`, { timeout: 120000 }, async () => {
    const problems = [];
    for (const lang of ['ko', 'en'])
      for (const width of [320, 1280]) {
        const page = await openPage(context, `?lang=${lang}&panel=${id}&${query}`, {
          viewport: { width, height: 900 },
          init: { script: recordCanvasText },
        });
        await settlePanel(page, id);
        await drawPlots(page, id);
        for (const problem of await labelProblems(page, id)) problems.push(`${lang} ${width}px: ${problem}`);
        await page.close();
      }
    assert.equal(problems.length, 0, `${problems.length} problems:\n${problems.join('\n')}`);
  });
