// "Predict, then reveal": each question is answered by the panel's own result, against values known from
// elsewhere (the article's A, its 59 GB and its 269 axes at γ = 3; the exponential of a kernel is a kernel, a
// distance is not; numpy's kernel ridge predictions in tests/fixtures/methods.json); the guess is kept across a
// reload, keyed by the question's numbers; while a question is open its panel's results are folded, and nothing
// else says the answer (the sigmoid lead, the Sylvester and kernel presets' notes, the feature maps' claim); the
// reader's "don't ask me" is kept in this browser, and storage refused costs nothing but the keeping.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { PANELS } from '../../dist/src/panels/index.js';
import { MINUS, axeViolations, expectClean, openForAxe, openPage, showPanel, useBrowser } from './harness.mjs';

const context = useBrowser();
const RESULT = '.predict-result';

/** Opens one panel (English) and brings its content in. */
async function open(id, query = '') {
  const page = await openPage(context, `?panel=${id}&lang=en${query}`, { ask: true });
  const panel = await showPanel(page, id);
  return { page, panel };
}
const revealed = (panel, text) => panel.locator(RESULT, { hasText: text }).waitFor({ timeout: 60000 });
/** A matrix editor's cells, row by row ("2 1 0 / 1 2 1 / 0 1 2"). */
const cells = (panel, selector) =>
  panel
    .locator(`${selector} tbody tr`)
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td input')].map((input) => input.value).join(' ')).join(' / '));

test('Sylvester: the article’s A is positive definite (minors 2, 3, 4); the guess is kept per matrix', async () => {
  const { page, panel } = await open('sylvester');
  assert.match(await panel.locator('.predict-question').textContent(), /Is this matrix G positive definite/);
  // The preset's note says the article's verdict: not while the question is open.
  const note = panel.locator('.matrix-figure .preset-note');
  assert.equal(await note.textContent(), '');
  await panel.getByRole('button', { name: 'Yes', exact: true }).click();
  await revealed(panel, 'Your guess: Yes. The panel computed Yes: right.');
  assert.match(await note.textContent(), /leading minors 2, 3, 4 are all positive/);
  await page.reload();
  await revealed(panel, 'Your guess: Yes. The panel computed Yes: right.');
  assert.equal(await panel.getByRole('button', { name: 'Yes', exact: true }).getAttribute('aria-pressed'), 'true');
  // The article's B (minors 1, −3, −9) is another question: no guess yet, and the panel says no.
  await page.goto(page.url().replace('lang=en', 'lang=en&sylvester.m=1,2,0;2,1,0;0,0,3'));
  await showPanel(page, 'sylvester');
  assert.equal(await panel.locator(RESULT).textContent(), '');
  await panel.getByRole('button', { name: 'Yes', exact: true }).click();
  await revealed(panel, 'Your guess: Yes. The panel computed No.');
  await expectClean(page);
  await page.close();
  // A link's matrix the core refuses (not symmetric) gives way to A, and so does the question ("this matrix G"):
  // it asks about the matrix the panel shows.
  const other = await open('sylvester', '&sylvester.m=1,2;3,4');
  await other.panel.getByRole('button', { name: 'No', exact: true }).click();
  await revealed(other.panel, 'Your guess: No. The panel computed Yes.');
  assert.equal(await cells(other.panel, '.matrix-figure'), '2 1 0 / 1 2 1 / 0 1 2');
  await expectClean(other.page);
  await other.page.close();
});

test('feature maps: one φ(x) for d = 768, p = 4 takes gigabytes (the article’s 59 GB)', async () => {
  const { page, panel } = await open('feature-maps');
  assert.match(await panel.locator('.predict-question').textContent(), /d = 768 and p = 4/);
  await panel.getByRole('button', { name: 'Megabytes' }).click();
  await revealed(panel, 'Your guess: Megabytes. The panel computed Gigabytes.');
  assert.match(await panel.locator('.size-own').textContent(), /59 GB/);
  await expectClean(page);
  await page.close();
});

test('γ sweep: at γ = 3, 269 of 300 axes for 95% (the article’s table); a bad guess is said where it was typed', async () => {
  const { page, panel } = await open('gamma-sweep');
  assert.match(await panel.locator('.predict-question').textContent(), /At γ = 3, the table’s largest, how many of K’s 300 eigenvalues/);
  const guess = panel.getByLabel('Your guess');
  await guess.fill('301');
  await guess.press('Enter');
  assert.equal(await panel.locator('.predict .field-message').textContent(), 'A whole number from 0 to 300.');
  await guess.fill('269');
  await guess.press('Enter');
  await revealed(panel, 'The panel computed 269: right.');
  assert.equal(await panel.locator('tr[data-gamma="3"] td[data-col="k95"]').textContent(), '269');
  await expectClean(page);
  await page.close();
});

test('kernel checker: the opening wish exp(k·cos) is a kernel (proved); a distance is not (refuted)', async () => {
  const { page, panel } = await open('kernel-check');
  await panel.getByRole('button', { name: 'No', exact: true }).click();
  await revealed(panel, 'Your guess: No. The panel computed Yes.');
  assert.equal(await panel.locator('.kernel-result').getAttribute('data-status'), 'proved');
  await page.close();
  // Another expression is another question: its own guess, its own answer.
  const other = await open('kernel-check', '&kernel-check.expression=norm(x-y)');
  await other.panel.getByRole('button', { name: 'No', exact: true }).click();
  await revealed(other.panel, 'Your guess: No. The panel computed No: right.');
  assert.equal(await other.panel.locator('.kernel-result').getAttribute('data-status'), 'refuted');
  await expectClean(other.page);
  await other.page.close();
});

test('methods: the test points kernel ridge gets right, as many as numpy’s predictions get right', async () => {
  // numpy's fit for moons seed 0, 30 training and 10 test points, RBF γ = 1, λ = 0.1 (scripts/gen_methods_fixtures.py).
  const fixtures = JSON.parse(readFileSync(new URL('../fixtures/methods.json', import.meta.url), 'utf8'));
  const data = fixtures.datasets.find((d) => d.kind === 'moons' && d.seed === '0' && d.n_train === 30 && d.n_test === 10);
  const fit = fixtures.ridge.find((r) => r.name === 'moons rbf 1, lambda 0.1');
  const right = fit.test_predictions.filter((f, i) => Math.sign(f) === data.test_labels[i]).length;
  const { page, panel } = await open('methods', '&methods.nTrain=30&methods.nTest=10&methods.lambda=0.1');
  assert.match(await panel.locator('.predict-question').textContent(), /how many of the 10 test points/);
  const guess = panel.getByLabel('Your guess');
  await guess.fill('0');
  await guess.press('Enter');
  await revealed(panel, `Your guess: 0. The panel computed ${right}.`);
  await expectClean(page);
  await page.close();
});

test('sigmoid: the lead keeps the count back until the reader guesses (ko and en)', async () => {
  for (const [lang, guessLabel, reveal, count] of [
    ['en', 'Your guess', 'Reveal', '142 negative eigenvalues'],
    ['ko', '내 예측', '확인', '142개가 음수'],
  ]) {
    const page = await openPage(context, `?panel=sigmoid&lang=${lang}`, { ask: true });
    const panel = await showPanel(page, 'sigmoid');
    await panel.locator('.negative-count').filter({ hasText: '/ 300' }).waitFor({ state: 'attached', timeout: 30000 }); // folded
    const lead = panel.locator('.panel-content .lead');
    assert.doesNotMatch(await lead.textContent(), /142/);
    await panel.getByLabel(guessLabel).fill('150');
    await panel.getByRole('button', { name: reveal }).click();
    assert.match(await lead.textContent(), new RegExp(count));
    await page.reload();
    await showPanel(page, 'sigmoid');
    assert.match(await lead.textContent(), new RegExp(count)); // guessed already: the whole lead
    await expectClean(page);
    await page.close();
  }
});

// The section's text as a reader sees it and as a screen reader hears it.
// biome-ignore lint/performance/useDomNodeTextContent: the rendered text, without what is folded, is what is tested
const seen = async (panel) => `${await panel.innerText()}\n${await panel.ariaSnapshot()}`;
/** Waits until the panel has computed `text` (in its folded results, out of sight: the DOM's text has it). */
const computed = (page, id, text) =>
  page.waitForFunction(([selector, wanted]) => document.querySelector(selector)?.textContent.includes(wanted), [`#panel-${id}`, text], {
    timeout: 60000,
  });

// Each panel's answer as the article (or a hand derivation) prints it: the article's S has eigenvalue −0.177; its
// A has 3.414 (2 + √2); φ for d = 768, p = 4 has C(772, 4) = 14,685,120,065 features, 59 GB in float32; at γ = 3
// 269 axes hold 95%; the sigmoid K has 142 negative eigenvalues; exp(k·cos) is proved a kernel.
for (const { id, answers, guess } of [
  { id: 'similarity', answers: [`${MINUS}0.177`, 'Not positive semi-definite'], guess: (panel) => choose(panel, 'No') },
  { id: 'sylvester', answers: ['3.414'], guess: (panel) => choose(panel, 'Yes') },
  { id: 'feature-maps', answers: ['14,685,120,065', '59 GB'], guess: (panel) => choose(panel, 'Gigabytes') },
  { id: 'gamma-sweep', answers: ['269'], guess: (panel) => type(panel, '200') },
  { id: 'sigmoid', answers: ['142'], guess: (panel) => type(panel, '10') },
  { id: 'kernel-check', answers: ['proved'], guess: (panel) => choose(panel, 'No') },
]) {
  test(`${id}: off the tour the answer (${answers.join(', ')}) is neither seen nor heard until the reader answers`, async () => {
    const { page, panel } = await open(id);
    for (const answer of answers) await computed(page, id, answer);
    const before = await seen(panel);
    for (const answer of answers) assert.equal(before.includes(answer), false, `${answer} before the guess`);
    await guess(panel);
    await panel.locator('.predict-folded-note').waitFor({ state: 'detached' });
    const after = await seen(panel);
    for (const answer of answers) assert.equal(after.includes(answer), true, `${answer} after the guess`);
    await expectClean(page);
    await page.close();
  });
}
const choose = (panel, name) => panel.locator('.predict').getByRole('button', { name, exact: true }).click();
async function type(panel, value) {
  await panel.getByLabel('Your guess').fill(value);
  await panel.getByLabel('Your guess').press('Enter');
}

test('“don’t ask me”: every panel’s results at once, kept across a reload; unchecked, the next question asks again', async () => {
  const page = await openPage(context, '?lang=en', { ask: true });
  const similarity = page.locator('#panel-similarity');
  await similarity.locator('.predict-folded-note').waitFor();
  const dontAsk = similarity.getByLabel('Don’t ask me: show every panel’s results at once (remembered in this browser)');
  await dontAsk.check();
  await similarity.locator('.eigenvalues li').first().waitFor(); // out at once
  assert.equal(await similarity.locator('.predict-question').isVisible(), false, 'the question is not asked');
  assert.equal(await similarity.locator('.predict-choices').isVisible(), false);
  // Every panel of the page, mounted later, and after a reload.
  const sylvester = await showPanel(page, 'sylvester');
  await sylvester.locator('.eigen-view').waitFor();
  assert.equal(await sylvester.getByRole('checkbox').isChecked(), true);
  await page.reload();
  await similarity.locator('.eigenvalues li').first().waitFor();
  assert.equal(await similarity.locator('.predict-folded-note').count(), 0);
  assert.equal(await similarity.getByRole('checkbox').isChecked(), true);
  await similarity.getByRole('checkbox').uncheck();
  assert.equal(await similarity.locator('.predict-question').isVisible(), true); // asked again, its results seen
  await page.reload();
  await similarity.locator('.predict-folded-note').waitFor();
  await expectClean(page);
  await page.close();
});

test('storage refused (a sandboxed frame): the question still folds, a guess and “don’t ask me” hold for the page', async () => {
  const refuse = () =>
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('refused', 'SecurityError');
      },
    });
  const page = await openPage(context, '?panel=similarity&lang=en', { ask: true, init: { script: refuse } });
  const panel = await showPanel(page, 'similarity');
  await panel.locator('.predict-folded-note').waitFor();
  await panel.getByLabel(/Don’t ask me/).check();
  await panel.locator('.eigenvalues li').first().waitFor();
  await panel.getByLabel(/Don’t ask me/).uncheck();
  await choose(panel, 'No');
  await revealed(panel, 'Your guess: No. The panel computed No: right.');
  await expectClean(page);
  await page.close();
});

test('before a guess the question follows its subject: edited, the table is the one asked about', async () => {
  const { page, panel } = await open('similarity');
  // S with (A, C) = 0.8 is PSD (eigenvalues 0.066, 0.200, 2.734): a Gram matrix.
  await panel.locator('input[aria-label="S (A, C)"]').fill('0.8');
  assert.equal(await panel.locator('.results').isVisible(), false);
  await choose(panel, 'Yes');
  await revealed(panel, 'Your guess: Yes. The panel computed Yes: right.');
  await expectClean(page);
  await page.close();
});

test('the kernel checker’s preset note, which says the verdict, waits for the question', async () => {
  const { page, panel } = await open('kernel-check');
  await panel.getByRole('button', { name: 'Distance as similarity' }).click();
  const note = panel.locator('.kernel-input .preset-note');
  assert.equal(await note.textContent(), '');
  await choose(panel, 'Yes');
  await revealed(panel, 'Your guess: Yes. The panel computed No.');
  assert.match(await note.textContent(), /two points break it/);
  await expectClean(page);
  await page.close();
});

test('keyboard: from the subject, Tab reaches the button that shows the results, and Enter takes focus to them', async () => {
  const { page, panel } = await open('similarity');
  await panel.locator('.paste-box summary').focus();
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => document.activeElement.textContent);
  assert.equal(focused, 'Show the results without guessing');
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => Boolean(document.activeElement.closest('.results'))), true);
  await panel.locator('.eigenvalues li').first().waitFor();
  await expectClean(page);
  await page.close();
});

for (const lang of ['ko', 'en'])
  test(`a folded question passes axe (${lang})`, async () => {
    const page = await openForAxe(context, `?panel=sylvester&lang=${lang}`, { ask: true });
    await page.locator('#panel-sylvester .predict-folded-note').waitFor();
    assert.deepEqual(await axeViolations(page, '#panel-sylvester'), []);
    await page.close();
  });

test('every panel that asks folds its results: its `results` selector finds them, and all of them, once computed', async () => {
  for (const { id, question } of PANELS.filter((panel) => panel.question)) {
    const { page, panel } = await open(id);
    await panel.locator('.predict-folded-note').waitFor();
    await page.waitForTimeout(3000); // what the panel draws once its first results are in is folded too
    const folded = await panel.locator('.predict-folded').count();
    const results = await panel
      .locator('.panel-content')
      .evaluate(
        (body, selector) => [...body.querySelectorAll(selector)].filter((node) => !node.matches('.predict-folded-note')).length,
        question.results,
      );
    assert.ok(folded > 0, id);
    assert.equal(folded, results, id);
    await page.close();
  }
});
