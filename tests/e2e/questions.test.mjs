// "Predict, then reveal" on the panels beyond similarity, sigmoid and attention: each question is answered by the
// panel's own result, against values known from elsewhere (the article's A, its 59 GB and its 269 axes at γ = 3;
// the exponential of a kernel is a kernel, a distance is not; numpy's kernel ridge predictions in
// tests/fixtures/methods.json); the guess is kept across a reload, keyed by the question's numbers; and the
// sigmoid panel's lead and the Sylvester preset's note keep their answers back while the question is open.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { expectClean, openPage, showPanel, useBrowser } from './harness.mjs';

const context = useBrowser();
const RESULT = '.predict-result';

/** Opens one panel (English) and brings its content in. */
async function open(id, query = '') {
  const page = await openPage(context, `?panel=${id}&lang=en${query}`);
  const panel = await showPanel(page, id);
  return { page, panel };
}
const revealed = (panel, text) => panel.locator(RESULT, { hasText: text }).waitFor({ timeout: 60000 });

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
  // A result for other numbers answers nothing, and says so: a link's matrix the core refuses (not symmetric) is
  // the question's, while the panel falls back to A.
  const other = await open('sylvester', '&sylvester.m=1,2;3,4');
  await other.panel.getByRole('button', { name: 'No', exact: true }).click();
  await revealed(other.panel, 'Your guess: No. The panel now shows a result for other numbers than the question’s');
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
    const page = await openPage(context, `?panel=sigmoid&lang=${lang}`);
    const panel = await showPanel(page, 'sigmoid');
    await panel.locator('.negative-count').filter({ hasText: '/ 300' }).waitFor({ timeout: 30000 });
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
