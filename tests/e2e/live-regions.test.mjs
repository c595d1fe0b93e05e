// Live regions announce changed results only: per panel, an input rewritten to a value with the same result
// writes nothing into the panel's live regions, and a changed result writes them in one go (one announcement).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectClean, openPage, useBrowser } from './harness.mjs';

const context = useBrowser();

// Each case: the field (by its label), a text meaning the same value or table, and one that changes the result;
// `ready` is what the panel shows once its first result is in.
const CASES = [
  { panel: 'feature-maps', label: 'Constant c', same: '1.0', changed: '2', ready: '.phi-summary:not(:empty)' },
  { panel: 'sigmoid', label: 'a (multiplies x·y)', same: '0.50', changed: '-0.5', ready: '.sigmoid-result[data-psd]:not([aria-busy])' },
  { panel: 'attention', label: 'Weight scale', same: '0.250', changed: '0.5', ready: '.figure-complex[data-count]' },
  {
    panel: 'kernel-check',
    label: 'Similarity k(x, y)',
    same: 'exp(k * dot(x, y) / (norm(x) * norm(y)))',
    changed: 'dot(x,y)',
    ready: '.kernel-result[data-psd]:not([aria-busy])',
  },
  { panel: 'methods', label: 'Noise', same: '0.10', changed: '0.2', ready: '.methods-results[data-shown]' },
  { panel: 'gamma-sweep', label: 'γ values', same: '0.05, 0.3, 1, 3', ready: '.gamma-table:not([aria-busy]) tbody tr' },
];

// Counts the observer's callbacks that saw text or children change in a live region: one callback is one batch
// of writes in one task, which a screen reader speaks as one announcement.
const watch = (page, panel) =>
  page.evaluate((id) => {
    window.__announcements = 0;
    const observer = new MutationObserver((records) => {
      if (records.some((r) => r.type !== 'attributes')) window.__announcements += 1;
    });
    const selector = '[aria-live], [role="status"], [role="alert"]';
    for (const region of document.querySelectorAll(`#panel-${id} :is(${selector})`))
      observer.observe(region, { childList: true, characterData: true, subtree: true });
  }, panel);

const announcements = (page) => page.evaluate(() => window.__announcements);

// The panel has finished: nothing busy, and two frames have passed for any render that follows a result.
const settled = async (page, panel) => {
  // A busy region is marked aria-busy="true" (widgets/live.js markBusy), and the mark goes when it is done.
  await page.waitForFunction((id) => !document.querySelector(`#panel-${id} [aria-busy="true"]`), panel);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
};

async function commit(field, text) {
  await field.fill(text);
  await field.press('Enter');
}

for (const { panel, label, same, changed, ready } of CASES) {
  test(`${panel}: the same result is not announced${changed ? ', a changed one is, once' : ''}`, async () => {
    const page = await openPage(context, `?lang=en&panel=${panel}`);
    const root = page.locator(`#panel-${panel}`);
    await root.locator(ready).first().waitFor({ timeout: 9000 });
    await settled(page, panel);
    await watch(page, panel);
    const field = root.getByLabel(label, { exact: true });
    await commit(field, same);
    await settled(page, panel);
    assert.equal(await announcements(page), 0, `${panel}: "${same}" announced`);
    if (changed) {
      await commit(field, changed);
      await page.waitForFunction(() => window.__announcements > 0);
      await settled(page, panel);
      assert.equal(await announcements(page), 1, `${panel}: "${changed}" announced more than once`);
    }
    await expectClean(page);
    await page.close();
  });
}
