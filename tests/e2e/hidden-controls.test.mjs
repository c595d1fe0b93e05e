// ?hide=<panel>.<key>: a teacher's link hides controls (TensorFlow Playground's way); the hidden keys keep the link's
// values; hostile lists are ignored without a word; a tour step's chooser edits the list, and Share and the step
// links carry it.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { expectClean, openPage, params, showPanel, useBrowser } from './harness.mjs';

const context = useBrowser();
const control = (panel, key) => panel.locator(`[data-state-key="${key}"]`);

/** Whether every control of `key` in `panel` is hidden (there is at least one). */
async function hidden(panel, key) {
  const shown = await control(panel, key).evaluateAll((elements) => elements.map((element) => element.checkVisibility()));
  assert.ok(shown.length > 0, `a control of ${key}`);
  return shown.every((visible) => !visible);
}

test('sigmoid: a and the seed hidden, their values from the link in use; b and n shown', async () => {
  const page = await openPage(context, '?panel=sigmoid&lang=en&sigmoid.a=0.3&hide=sigmoid.a,sigmoid.seed');
  const panel = await showPanel(page, 'sigmoid');
  await panel.locator('.source-line', { hasText: '0.3' }).waitFor({ timeout: 30000 });
  assert.equal(await hidden(panel, 'a'), true); // its text field and its slider
  assert.equal(await hidden(panel, 'seed'), true);
  assert.equal(await hidden(panel, 'b'), false);
  assert.equal(await hidden(panel, 'n'), false);
  assert.equal(params(page).get('hide'), 'sigmoid.a,sigmoid.seed'); // the link keeps it
  await expectClean(page);
  await page.close();
});

test('γ sweep: both γ sliders and λ hidden, the table’s inputs shown', async () => {
  const page = await openPage(context, '?panel=gamma-sweep&lang=ko&hide=gamma-sweep.gamma,gamma-sweep.lambda&gamma-sweep.gamma=3');
  const panel = await showPanel(page, 'gamma-sweep');
  await panel.locator('.fit-sentence', { hasText: 'γ = 3' }).waitFor({ timeout: 30000 });
  assert.equal(await control(panel, 'gamma').count(), 2);
  assert.equal(await hidden(panel, 'gamma'), true);
  assert.equal(await hidden(panel, 'lambda'), true);
  assert.equal(await hidden(panel, 'n'), false);
  await expectClean(page);
  await page.close();
});

test('hostile hide values are ignored: nothing hidden, no message, the other parameters as given', async () => {
  const long = `sigmoid.a,${'x'.repeat(10_000)}`;
  for (const hide of ['__proto__', 'sigmoid.__proto__,sigmoid.constructor', 'nope.a,sigmoid.zz,sigmoid', long, '%00,,,']) {
    const page = await openPage(context, `?panel=sigmoid&lang=en&sigmoid.b=0.2&hide=${encodeURIComponent(hide)}`);
    const panel = await showPanel(page, 'sigmoid');
    await panel.locator('.source-line', { hasText: '0.2' }).waitFor({ timeout: 30000 });
    for (const key of ['a', 'b', 'seed', 'n', 'd']) assert.equal(await hidden(panel, key), false, `${hide.slice(0, 30)}: ${key}`);
    assert.equal(await page.locator('.url-problem').count(), 0);
    assert.equal(await panel.locator('.notice').isHidden(), true);
    await expectClean(page);
    await page.close();
  }
  // Duplicates count once.
  const page = await openPage(context, '?panel=sigmoid&lang=en&hide=sigmoid.a,sigmoid.a,sigmoid.a');
  const panel = await showPanel(page, 'sigmoid');
  assert.equal(await hidden(panel, 'a'), true);
  assert.equal(await hidden(panel, 'b'), false);
  await page.close();
});

test('a tour step: the teacher hides a control; the address, Share and the next step carry it', async () => {
  // The question is open (its results folded): the settings it asks about are there to hide or show.
  const page = await openPage(context, '?tour=5&lang=en', { ask: true });
  const panel = await showPanel(page, 'sigmoid');
  await panel.locator('.predict-folded-note').waitFor();
  await page.locator('.hide-controls summary').click();
  const box = page.locator('.hide-list input[value="seed"]');
  await box.check();
  assert.equal(await hidden(panel, 'seed'), true);
  assert.equal(params(page).get('hide'), 'sigmoid.seed');
  assert.match(await page.locator('.tour-bar a', { hasText: 'Next step' }).evaluate((a) => a.href), /hide=sigmoid.seed/);
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  await page.locator('.share-link').click();
  const link = new URL(await page.locator('.share .share-field').inputValue());
  assert.equal(link.searchParams.get('hide'), 'sigmoid.seed');
  assert.equal(link.searchParams.get('tour'), '5');
  await box.uncheck();
  assert.equal(await hidden(panel, 'seed'), false);
  assert.equal(params(page).get('hide'), null);
  await expectClean(page);
  await page.close();
});
