// The path through the article: a tour of the panels one at a time (?tour=k), and "predict, then reveal" —
// the sigmoid panel's question, answered by the panel's own computation (the article: 142 of 300 negative),
// the guess kept in this browser only, the content covered on a tour until the reader guesses or skips.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { PANEL_IDS, expectClean, openPage, useBrowser } from './harness.mjs';

const context = useBrowser();
const SIGMOID_STEP = PANEL_IDS.indexOf('sigmoid') + 1;

test('a tour step shows one panel, its place, and links to the steps before and after', async () => {
  const page = await openPage(context, `?tour=${SIGMOID_STEP}&lang=en`);
  const bar = page.locator('.tour-bar');
  await bar.waitFor();
  assert.match(await bar.textContent(), new RegExp(`step ${SIGMOID_STEP} of ${PANEL_IDS.length}`));
  assert.equal(await page.locator('section.panel').count(), 1);
  assert.equal(await bar.getByRole('link', { name: 'Next step' }).getAttribute('href'), `?tour=${SIGMOID_STEP + 1}&lang=en`);
  assert.equal(await bar.getByRole('link', { name: 'Previous step' }).getAttribute('href'), `?tour=${SIGMOID_STEP - 1}&lang=en`);
  assert.equal(await page.locator('#panel-sigmoid .panel-next a').getAttribute('href'), `?tour=${SIGMOID_STEP + 1}&lang=en`);
  // The teacher's link keeps the step (read from the field shown when the clipboard refuses).
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  await page.locator('.share-link').click();
  const link = new URL(await page.locator('.share .share-field').inputValue());
  assert.equal(link.searchParams.get('tour'), String(SIGMOID_STEP));
  assert.equal(link.searchParams.get('panel'), null);
  await page.close();
  // A step that is not one opens the first; the first has no previous step, the last no next.
  for (const [tour, id] of [
    ['x', PANEL_IDS[0]],
    ['99', PANEL_IDS[0]],
    [String(PANEL_IDS.length), PANEL_IDS.at(-1)],
  ]) {
    const other = await openPage(context, `?tour=${tour}&lang=ko`);
    await other.locator(`#panel-${id}`).waitFor();
    assert.equal(await other.locator('section.panel').count(), 1);
    const links = await other.locator('.tour-bar a').count();
    assert.equal(links, 1, tour);
    // A step that is not one is said so, in the page's language; a real one is not.
    const notice = other.locator('.tour-invalid');
    if (tour === String(PANEL_IDS.length)) assert.equal(await notice.count(), 0);
    else
      assert.equal(
        await notice.textContent(),
        `둘러보기에 “${tour}” 단계는 없습니다. 단계는 1부터 ${PANEL_IDS.length}까지입니다. 1단계를 보여 줍니다.`,
      );
    await other.close();
  }
});

test('predict, then reveal: on a tour the sigmoid panel is covered until a guess; the panel’s own count answers it', async () => {
  const page = await openPage(context, `?tour=${SIGMOID_STEP}&lang=en`);
  const panel = page.locator('#panel-sigmoid');
  const content = panel.locator('.panel-content');
  await panel.locator('.predict').waitFor();
  assert.equal(await content.getAttribute('inert'), '');
  assert.match(await panel.locator('.predict-question').textContent(), /Of the 300 eigenvalues of this sigmoid K, how many are negative\?/);
  // Bad input is said where it was typed; the panel stays covered.
  const guess = panel.getByLabel('Your guess');
  await guess.fill('3e2');
  await guess.press('Enter');
  assert.equal(await panel.locator('.predict .field-message').textContent(), 'A whole number from 0 to 300.');
  assert.equal(await content.getAttribute('inert'), '');
  await guess.fill('100');
  await panel.getByRole('button', { name: 'Reveal' }).click();
  assert.equal(await content.getAttribute('inert'), null);
  await panel.locator('.predict-result', { hasText: 'The panel computed 142.' }).waitFor({ timeout: 30000 });
  assert.match(await panel.locator('.negative-count').textContent(), /^142 \/ 300$/);
  // Kept in this browser: opened again, the guess is there and the content is not covered.
  await page.reload();
  await panel.locator('.predict-result', { hasText: 'Your guess: 100.' }).waitFor({ timeout: 30000 });
  assert.equal(await content.getAttribute('inert'), null);
  await expectClean(page);
  await page.close();
});

test('ko: a right guess is called right; skipping shows the panel without one', async () => {
  const page = await openPage(context, `?panel=sigmoid&lang=ko`);
  const panel = page.locator('#panel-sigmoid');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  // Not on a tour: nothing is covered.
  await panel.locator('.predict').waitFor();
  assert.equal(await panel.locator('.panel-content').getAttribute('inert'), null);
  await panel.getByLabel('내 예측').fill('142');
  await panel.getByRole('button', { name: '확인' }).click();
  await panel.locator('.predict-result.right', { hasText: '맞혔습니다' }).waitFor({ timeout: 30000 });
  await page.evaluate(() => localStorage.clear());
  await page.goto(page.url().replace('panel=sigmoid', `tour=${SIGMOID_STEP}`));
  await panel.getByRole('button', { name: '예측하지 않고 패널 보기' }).click();
  assert.equal(await panel.locator('.panel-content').getAttribute('inert'), null);
  assert.equal(await panel.locator('.predict-result').textContent(), '');
  await expectClean(page);
  await page.close();
});

test('the similarity and attention questions are answered by their panels: no (not PSD, exactly) and all real at the tie', async () => {
  const page = await openPage(context, '?lang=en');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  const similarity = page.locator('#panel-similarity');
  await similarity.getByRole('button', { name: 'Yes', exact: true }).click();
  await similarity.locator('.predict-result.wrong', { hasText: 'Your guess: Yes. The panel computed No.' }).waitFor({ timeout: 30000 });
  const attention = page.locator('#panel-attention');
  await attention.scrollIntoViewIfNeeded();
  await attention.getByRole('button', { name: 'All become real' }).click();
  await attention.locator('.predict-result.right', { hasText: 'The panel computed All become real: right.' }).waitFor({ timeout: 30000 });
  assert.equal(await attention.getByRole('button', { name: 'All become real' }).getAttribute('aria-pressed'), 'true');
  await expectClean(page);
  await page.close();
});
