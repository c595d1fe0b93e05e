// A result being recomputed is outlined (one class, busy-outline), never faded: faded text fails colour
// contrast when axe (or a reader) looks mid-job.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { expectClean, openPage, showPanels, useBrowser } from './harness.mjs';

const context = useBrowser();

// Each panel's results that go busy while a job runs.
const BUSY = ['.gamma-table', '.sigmoid-result', '.repair-table', '.kernel-result', '.all-minors', '.size-timing'];

test('every busy result has the one busy class: a dashed outline, its text at full opacity', async () => {
  const page = await openPage(context, '?lang=en');
  await showPanels(page);
  await page.locator('#panel-sigmoid .sigmoid-result[data-psd]').first().waitFor();
  for (const selector of BUSY) {
    const style = await page
      .locator(selector)
      .first()
      .evaluate((element) => {
        element.setAttribute('aria-busy', 'true');
        const faded = [element, ...element.querySelectorAll('*')].filter((e) => getComputedStyle(e).opacity !== '1').length;
        // The class is on the busy element, or on the part of it that is recomputed.
        const marked = element.classList.contains('busy-outline') ? element : element.querySelector(':scope > .busy-outline');
        return { marked: Boolean(marked), outlineStyle: marked && getComputedStyle(marked).outlineStyle, faded };
      });
    assert.deepEqual(style, { marked: true, outlineStyle: 'dashed', faded: 0 }, selector);
  }
  await expectClean(page);
  await page.close();
});
