// <gram-lab> keeps KaTeX to itself: its stylesheet lives in the element's shadow root and no `window.katex`
// appears, so a host page's own `.katex` element keeps the host's style. Fonts still load: the document gets
// KaTeX's @font-face rules alone (Chromium ignores @font-face in a shadow root), which restyle no element.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { addGramLab, expectClean, openPage, showPanel, useBrowser } from './harness.mjs';

const context = useBrowser();

test('<gram-lab>: KaTeX typesets inside the shadow root; the host .katex element and window stay untouched', async () => {
  const page = await openPage(context, 'embed-example.html');
  // A host element that happens to use KaTeX's class name, styled by nobody but the host.
  await page.evaluate(() => {
    const host = Object.assign(document.createElement('p'), { id: 'host-katex', className: 'katex', textContent: 'host text' });
    document.body.prepend(host);
  });
  const before = await page.locator('#host-katex').evaluate((el) => getComputedStyle(el).fontFamily);
  await addGramLab(page, 'maps', { panel: 'feature-maps', lang: 'en' });
  const maps = page.locator('#maps');
  await showPanel(page, 'feature-maps', maps);
  await maps.locator('.phi-term').first().scrollIntoViewIfNeeded(); // KaTeX loads when a formula is near the screen
  await maps.locator('.phi-term .katex').first().waitFor();
  assert.equal(await page.locator('#host-katex').evaluate((el) => getComputedStyle(el).fontFamily), before);
  assert.doesNotMatch(before, /KaTeX/);
  assert.equal(await page.evaluate(() => typeof window.katex), 'undefined');
  // KaTeX's rules are in the shadow root; the document holds only @font-face rules from KaTeX.
  const documentRules = await page.evaluate(() =>
    [...document.styleSheets]
      .filter((sheet) => /katex/.test(sheet.href ?? ''))
      .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.constructor.name)),
  );
  assert.ok(documentRules.length > 0);
  assert.deepEqual([...new Set(documentRules)], ['CSSFontFaceRule']);
  assert.ok(await maps.evaluate((el) => [...el.shadowRoot.querySelectorAll('link')].some((link) => /katex\.min\.css$/.test(link.href))));
  // The fonts load for the typeset formula (a KaTeX font face is in use and loaded).
  await page.waitForFunction(() => [...document.fonts].some((face) => /KaTeX/.test(face.family) && face.status === 'loaded'));
  await expectClean(page);
  await page.close();
});
