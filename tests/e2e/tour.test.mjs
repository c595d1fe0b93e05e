// The path through the article: a tour of the panels one at a time (?tour=k), and "predict, then reveal" —
// the sigmoid panel's question, answered by the panel's own computation (the article: 142 of 300 negative),
// the guess kept in this browser only, the content covered on a tour until the reader guesses or skips.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { PANEL_IDS, expectClean, openPage, useBrowser } from './harness.mjs';

const context = useBrowser();
const SIGMOID_STEP = PANEL_IDS.indexOf('sigmoid') + 1;

test('a tour step shows one panel, its place, and links to the steps before and after', async () => {
  const page = await openPage(context, `?tour=${SIGMOID_STEP}&lang=en`, { ask: true });
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
    const other = await openPage(context, `?tour=${tour}&lang=ko`, { ask: true });
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

test('predict, then reveal: on a tour the sigmoid panel’s settings stay, its results fold until a guess; the panel’s own count answers it', async () => {
  const page = await openPage(context, `?tour=${SIGMOID_STEP}&lang=en`, { ask: true });
  const panel = page.locator('#panel-sigmoid');
  const results = panel.locator('.sigmoid-body');
  await panel.locator('.panel-content:not([aria-busy])').waitFor();
  assert.equal(await panel.locator('.panel-content').getAttribute('inert'), null);
  assert.equal(await results.getAttribute('inert'), '');
  assert.equal(await results.isVisible(), false);
  assert.equal(await panel.getByLabel('Points n').inputValue(), '300'); // the question's subject, readable
  assert.match(await panel.locator('.predict-question').textContent(), /Of the 300 eigenvalues of this sigmoid K, how many are negative\?/);
  // Bad input is said where it was typed; the results stay folded.
  const guess = panel.getByLabel('Your guess');
  await guess.fill('3e2');
  await guess.press('Enter');
  assert.equal(await panel.locator('.predict .field-message').textContent(), 'A whole number from 0 to 300.');
  assert.equal(await results.isVisible(), false);
  await guess.fill('100');
  await panel.getByRole('button', { name: 'Reveal' }).click();
  assert.equal(await results.getAttribute('inert'), null);
  await panel.locator('.predict-result', { hasText: 'The panel computed 142.' }).waitFor({ timeout: 30000 });
  assert.match(await panel.locator('.negative-count').textContent(), /^142 \/ 300$/);
  // Kept in this browser: opened again, the guess is there and the results are out.
  await page.reload();
  await panel.locator('.predict-result', { hasText: 'Your guess: 100.' }).waitFor({ timeout: 30000 });
  await panel.locator('.panel-content:not([aria-busy])').waitFor({ timeout: 30000 });
  assert.equal(await results.isVisible(), true);
  assert.equal(await panel.locator('.predict-folded-note').count(), 0);
  await expectClean(page);
  await page.close();
});

test('ko: a right guess is called right; skipping shows the results without one, once per question', async () => {
  const page = await openPage(context, `?panel=sigmoid&lang=ko`, { ask: true });
  const panel = page.locator('#panel-sigmoid');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  // Off the tour the results fold as well.
  await panel.locator('.predict').waitFor();
  await panel.locator('.panel-content:not([aria-busy])').waitFor();
  assert.equal(await panel.locator('.sigmoid-body').isVisible(), false);
  await panel.getByLabel('내 예측').fill('142');
  await panel.getByRole('button', { name: '확인' }).click();
  await panel.locator('.predict-result.right', { hasText: '맞혔습니다' }).waitFor({ timeout: 30000 });
  await page.evaluate(() => localStorage.clear());
  await page.goto(page.url().replace('panel=sigmoid', `tour=${SIGMOID_STEP}`));
  await panel.locator('.panel-content:not([aria-busy])').waitFor();
  await panel.locator('.predict-skip', { hasText: '예측하지 않고 결과 보기' }).click();
  assert.equal(await panel.locator('.sigmoid-body').isVisible(), true);
  assert.equal(await panel.locator('.predict-result').textContent(), '');
  // Seen once: the question does not fold its results again.
  await page.reload();
  await panel.locator('.panel-content:not([aria-busy])').waitFor();
  assert.equal(await panel.locator('.sigmoid-body').isVisible(), true);
  assert.equal(await panel.locator('.predict-skip').isVisible(), false);
  await expectClean(page);
  await page.close();
});

test('the similarity and attention questions are answered by their panels: no (not PSD, exactly) and all real at the tie', async () => {
  const page = await openPage(context, '?lang=en', { ask: true });
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

// Where an element stands for the reader: shown, in no inert subtree, under no blur, and the point at its middle
// its own (nothing covers it).
const standing = (locator) =>
  locator.evaluate((element) => {
    element.scrollIntoView({ block: 'center' });
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + Math.min(box.height / 2, 20));
    let blurred = false;
    for (let node = element; node; node = node.parentElement) blurred ||= getComputedStyle(node).filter !== 'none';
    return {
      visible: element.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
      inert: Boolean(element.closest('[inert]')),
      covered: !element.contains(hit),
      blurred,
    };
  });
const READABLE = { visible: true, inert: false, covered: false, blurred: false };
/** A matrix editor's cells, row by row ("2 1 0 / 1 2 1 / 0 1 2"). */
const cells = (panel, selector) =>
  panel
    .locator(`${selector} tbody tr`)
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td input')].map((input) => input.value).join(' ')).join(' / '));

// Steps 1, 2, 7 and 8 ask about "this table", "this matrix G", "the function k(x, y) below", "the settings below":
// that subject stays readable and live, showing the state (the article's S and A, the link's expression and
// sizes), and only the results, which hold the answer, are folded (inert, not drawn: no verdict's red shows).
for (const { id, query, subject, results, reads } of [
  {
    id: 'similarity',
    query: '',
    subject: '.table-figure',
    results: ['.panel-body > .results', '.tabs'],
    // The article's S: 0.9, 0.2, 0.9 above the diagonal.
    reads: async (panel) => assert.equal(await cells(panel, '.table-figure'), '1 0.9 0.2 / 0.9 1 0.9 / 0.2 0.9 1'),
  },
  {
    id: 'sylvester',
    query: '',
    subject: '.matrix-figure',
    results: ['.eigen-view', '.panel-body > .results'],
    // The article's A: 2 on the diagonal, 1 beside it.
    reads: async (panel) => assert.equal(await cells(panel, '.matrix-figure'), '2 1 0 / 1 2 1 / 0 1 2'),
  },
  {
    id: 'kernel-check',
    query: '&kernel-check.expression=norm(x-y)',
    subject: '.kernel-input',
    results: ['.kernel-result', '.kernel-witness'],
    reads: async (panel) => assert.equal(await panel.getByLabel('Similarity k(x, y)').inputValue(), 'norm(x-y)'),
  },
  {
    id: 'methods',
    query: '&methods.nTrain=30&methods.nTest=10',
    subject: '.methods-data',
    results: ['.methods-view'],
    reads: async (panel) => {
      assert.equal(await panel.getByLabel('Training points', { exact: true }).inputValue(), '30');
      assert.equal(await panel.getByLabel('Test points', { exact: true }).inputValue(), '10');
      assert.match(await panel.locator('.predict-question').textContent(), /how many of the 10 test points/);
      assert.deepEqual(await standing(panel.locator('.methods-kernel')), READABLE);
    },
  },
]) {
  const step = PANEL_IDS.indexOf(id) + 1;
  test(`tour step ${step} (${id}): the question’s subject is readable and live, only its results are folded`, async () => {
    const page = await openPage(context, `?tour=${step}&lang=en${query}`, { ask: true });
    const panel = page.locator(`#panel-${id}`);
    await panel.locator('.panel-content:not([aria-busy])').waitFor({ timeout: 30000 });
    assert.deepEqual(await standing(panel.locator(subject)), READABLE);
    await reads(panel);
    for (const selector of results) {
      const folded = panel.locator(selector).first();
      assert.equal(await folded.isVisible(), false, selector);
      assert.equal(await folded.evaluate((element) => Boolean(element.closest('[inert]'))), true, selector);
    }
    // In their place, a note that says why, and the way to them.
    const note = panel.locator('.predict-folded-note');
    assert.match(await note.textContent(), /folded so that they do not give the answer away/);
    await note.getByRole('button', { name: 'Show the results without guessing' }).click();
    assert.equal(await panel.locator(results[0]).isVisible(), true);
    assert.equal(await note.count(), 0);
    await expectClean(page);
    await page.close();
  });
}
