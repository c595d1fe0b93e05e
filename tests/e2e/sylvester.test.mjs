// The Sylvester panel in headless Chromium: stepping through the article's A and B, the caveat matrix in the
// all-minors view, bad cells, hostile links, the keyboard, and tables sent to and from the similarity panel.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { MINUS, axeViolations, expectClean, openAndShow, openForAxe, params, useBrowser } from './harness.mjs';

const context = useBrowser();

const panel = (page) => page.locator('#panel-sylvester');
const status = (page) => panel(page).locator('.step-status');
const cell = (page, name) => panel(page).locator(`input[aria-label="${name}"]`);
const shaded = (page) =>
  panel(page)
    .locator('td.in-block input')
    .evaluateAll((inputs) => inputs.map((i) => `${i.dataset.row}${i.dataset.col}`));
const eigenvalues = (page) => panel(page).locator('.eigenvalues li').allTextContents();

const openPanel = (path = '?lang=en') => openAndShow(context, path, 'sylvester', '#panel-sylvester .eigenvalues li');

async function expectStatus(page, pattern) {
  await page.waitForFunction(
    ([source]) => new RegExp(source).test(document.querySelector('#panel-sylvester .step-status').textContent),
    [pattern.source],
  );
  return status(page).textContent();
}

test('B: stepping stops at k = 2 with 1·1 − 2·2 = −3, not PSD; eigenvalues −1, 3, 3', async () => {
  const page = await openPanel();
  await panel(page).getByRole('button', { name: 'The article’s B' }).click();
  await expectStatus(page, /^k = 1: D₁ = 1 > 0 — passes$/);
  assert.match(await panel(page).locator('.preset-note').textContent(), /1, −3, −9.*−1, 3, 3/);
  await panel(page).getByRole('button', { name: 'Next step →' }).click();
  await expectStatus(page, /^k = 2: /);
  assert.equal(await panel(page).locator('.minor-value').textContent(), `D₂ = ${MINUS}3`);
  assert.equal(await panel(page).locator('.step-status .mark').textContent(), '< 0');
  assert.match(await status(page).textContent(), /stop: not PSD$/);
  assert.deepEqual(await panel(page).locator('.working .rhs').allTextContents(), [`= 1·1 ${MINUS} 2·2 = ${MINUS}3`]);
  const verdict = panel(page).locator('.step-verdict');
  assert.equal(await verdict.getAttribute('data-outcome'), 'negative');
  assert.match(await verdict.textContent(), /^D₂ < 0, so the test stops here\. G is not positive definite, and not PSD either/);
  // There is no third step: the test is over.
  assert.equal(await panel(page).getByRole('button', { name: 'Next step →' }).isDisabled(), true);
  assert.deepEqual(await panel(page).locator('.pivot-table tbody tr').count(), 2);
  assert.deepEqual(await shaded(page), ['00', '01', '10', '11']);
  assert.deepEqual(await eigenvalues(page), [`${MINUS}1.000`, '3.000', '3.000']);
  assert.equal(await panel(page).locator('.compare').getAttribute('data-agreement'), 'agreeNot');
  assert.equal(params(page).get('sylvester.k'), '2');
  assert.equal(params(page).get('sylvester.m'), '1,2,0;2,1,0;0,0,3');
  await expectClean(page);
  await page.close();
});

test('A (the default) passes all three steps with 2, 3, 4; pivots 2, 3/2, 4/3; both verdicts agree', async () => {
  const page = await openPanel();
  const next = panel(page).getByRole('button', { name: 'Next step →' });
  const values = [];
  for (let k = 1; k <= 3; k++) {
    if (k > 1) await next.click();
    await expectStatus(page, new RegExp(`^k = ${k}:`));
    values.push(await panel(page).locator('.minor-value').textContent());
  }
  assert.deepEqual(values, ['D₁ = 2', 'D₂ = 3', 'D₃ = 4']);
  assert.match(await status(page).textContent(), /all positive: positive definite$/);
  assert.deepEqual(await panel(page).locator('.working .rhs').allTextContents(), [
    '= 2·(2·2 − 1·1) − 1·(1·2 − 1·0) + 0·(1·1 − 2·0)',
    '= 2·3 − 1·2 + 0·1',
    '= 4',
  ]);
  assert.deepEqual(await panel(page).locator('.pivot-table tbody tr td:nth-child(3)').allTextContents(), ['2', '3 / 2', '4 / 3']);
  assert.deepEqual(await panel(page).locator('.pivot-table tbody tr td:nth-child(4)').allTextContents(), ['2.000', '1.500', '1.333']);
  assert.equal(await panel(page).locator('.step-verdict').getAttribute('data-outcome'), 'pd');
  assert.equal(await next.isDisabled(), true);
  assert.deepEqual(await eigenvalues(page), ['0.586', '2.000', '3.414']);
  assert.equal(await panel(page).locator('.verdict').getAttribute('data-psd'), 'true');
  assert.equal(await panel(page).locator('.compare').getAttribute('data-agreement'), 'agreePd');
  assert.equal((await shaded(page)).length, 9);
  // The block as TeX (KaTeX, loaded on first use, from vendor/).
  await panel(page).locator('.block-formula .katex').waitFor();
  await expectClean(page);
  await page.close();
});

test('the caveat: Sylvester stops undecided at D₂ = 0; all principal minors show {1, 3} = −1 and c with cᵀGc < 0', async () => {
  const page = await openPanel();
  await panel(page).getByRole('button', { name: 'The catch: leading minors ≥ 0' }).click();
  await panel(page).getByRole('button', { name: 'Next step →' }).click();
  await expectStatus(page, /^k = 2: D₂ = 0 not positive — stop: PSD undecided$/);
  assert.match(await panel(page).locator('.step-verdict').textContent(), /cannot say whether it is PSD/);
  assert.equal(await panel(page).locator('.compare').getAttribute('data-agreement'), 'zeroNot');
  assert.deepEqual(await eigenvalues(page), [`${MINUS}0.732`, '0.000', '2.732']);

  await panel(page).getByRole('button', { name: 'Check all principal minors' }).click();
  const all = panel(page).locator('.all-minors');
  await all.locator('.all-headline[data-verdict="notPsd"]').waitFor();
  assert.equal(await panel(page).getByLabel('All principal minors').isChecked(), true);
  assert.equal(params(page).get('sylvester.mode'), 'all');
  assert.equal(await all.locator('h3').textContent(), 'All principal minors: 2ⁿ − 1 = 7');
  assert.equal(await all.locator('.minor-list li').count(), 7);
  assert.match(await all.locator('.leading-line').textContent(), /are 1, 0, 0\.$/);
  assert.deepEqual(await all.locator('li.negative .indices').allTextContents(), ['{1, 3}', '{2, 3}']);
  assert.equal(await all.locator('li.source .value').textContent(), `${MINUS}1`);
  assert.match(await all.locator('.all-headline').textContent(), /\{1, 3\} is −1, negative\. So G is not PSD\./);
  assert.equal(await all.locator('.certificate .vector').textContent(), `c = (${MINUS}0.526, 0, 0.851)`);
  assert.match(await all.locator('.certificate .quadratic-value').textContent(), /^cᵀGc = −0\.618 < 0/);
  assert.deepEqual(await shaded(page), ['00', '02', '20', '22']);
  // The count line: n = 3 is marked among 3, 7, …, 4095.
  assert.deepEqual(await all.locator('.count-table td').allTextContents(), [
    '3',
    '7',
    '15',
    '31',
    '63',
    '127',
    '255',
    '511',
    '1023',
    '2047',
    '4095',
  ]);
  assert.equal(await all.locator('.count-table td.current').textContent(), '7');
  // Editing in this view lists again: G₃₃ = 1 makes G the all-ones matrix, PSD with minors 1 and 0 only.
  await cell(page, 'G (3, 3)').fill('1');
  await all.locator('.all-headline[data-verdict="psd"]').waitFor();
  assert.match(await all.locator('.all-headline').textContent(), /^No principal minor is negative: all 7 are ≥ 0, so G is PSD\.$/);
  assert.equal(await all.locator('li.negative').count(), 0);
  assert.equal(await all.locator('.certificate').isHidden(), true);
  assert.deepEqual(await shaded(page), []);
  assert.equal(await panel(page).locator('.verdict').getAttribute('data-psd'), 'true');
  await expectClean(page);
  await page.close();
});

test('all principal minors at n = 11: the count is explained, nothing listed; the eigenvalues still answer', async () => {
  const eleven = Array.from({ length: 11 }, (_, i) => Array.from({ length: 11 }, (_, j) => (i === j ? 1 : 0)).join(',')).join(';');
  const page = await openPanel(`?lang=en&sylvester.mode=all&sylvester.m=${eleven}`);
  const headline = panel(page).locator('.all-headline');
  await page.waitForFunction(() => /2047/.test(document.querySelector('#panel-sylvester .all-headline').textContent));
  assert.match(
    await headline.textContent(),
    /^At n = 11 there are 2047 principal minors, too many to list \(this page lists up to n = 10, 1023/,
  );
  assert.equal(await panel(page).locator('.minor-list li').count(), 0);
  assert.equal(await panel(page).locator('.count-table td.current').textContent(), '2047');
  assert.equal(await panel(page).locator('.notice').isHidden(), true);
  assert.equal(await panel(page).locator('.verdict').getAttribute('data-psd'), 'true');
  await expectClean(page);
  await page.close();
});

test('a bad cell: the message is at that cell and the last result stays; a good value moves on', async () => {
  const page = await openPanel();
  await panel(page).getByRole('button', { name: 'Next step →' }).click();
  await expectStatus(page, /^k = 2: D₂ = 3 /);
  const message = panel(page).locator('.cell-message');
  for (const [text, pattern] of [
    ['2x', /Not a number/],
    ['', /Empty cell/],
    ['1e400', /Too large/],
  ]) {
    await cell(page, 'G (1, 2)').fill(text);
    assert.equal(await cell(page, 'G (2, 1)').getAttribute('aria-invalid'), '');
    assert.equal(await cell(page, 'G (1, 2)').getAttribute('aria-describedby'), await message.getAttribute('id'));
    assert.match(await message.textContent(), new RegExp(`^G \\(1, 2\\): ${pattern.source}.*last valid result`));
    assert.match(await status(page).textContent(), /^k = 2: D₂ = 3 > 0/);
    assert.deepEqual(await eigenvalues(page), ['0.586', '2.000', '3.414']);
    assert.equal(await panel(page).locator('.notice').isHidden(), true);
  }
  await cell(page, 'G (1, 2)').fill('3');
  await expectStatus(page, /^k = 2: D₂ = −5 < 0/);
  assert.equal(await message.isHidden(), true);
  assert.equal(await panel(page).locator('.working .rhs').textContent(), `= 2·2 ${MINUS} 3·3 = ${MINUS}5`);
  assert.equal(params(page).get('sylvester.m'), '2,3,0;3,2,1;0,1,2');
  await expectClean(page);
  await page.close();
});

test('hostile links fall back with a message: ragged m, k = 99, a non-symmetric m, a step past the stop, a bad mode', async () => {
  const cases = [
    ['sylvester.m=1,2;3', /sylvester\.m.*rows of different lengths/],
    ['sylvester.k=99', /sylvester\.k.*not a whole number in \[1, 12\]/],
    ['sylvester.m=1,2;3,4', /sylvester\.m.*symmetric/],
    ['sylvester.m=7', /sylvester\.m.*order must be 2 to 12/],
    ['sylvester.mode=<img src=x>', /sylvester\.mode/],
  ];
  for (const [query, pattern] of cases) {
    const page = await openPanel(`?lang=en&${query}`);
    const problems = await panel(page).locator('.url-problem').allTextContents();
    assert.equal(problems.length, 1, query);
    assert.match(problems[0], pattern);
    assert.equal(await status(page).textContent(), 'k = 1: D₁ = 2 > 0 — passes', query);
    assert.equal(await panel(page).locator('img').count(), 0);
    await expectClean(page);
    await page.close();
  }
  const page = await openPanel('?lang=en&sylvester.m=1,2,0;2,1,0;0,0,3&sylvester.k=3');
  assert.match(await panel(page).locator('.url-problem').textContent(), /ends at k = 2 for this matrix, so there is no step k = 3/);
  assert.match(await status(page).textContent(), /^k = 2: D₂ = −3/);
  await expectClean(page);
  await page.close();
});

test('←/→, Home and End step when the stepper has focus; the step is announced', async () => {
  const page = await openPanel('?lang=en&sylvester.m=2,1,0,0;1,2,1,0;0,1,2,1;0,0,1,2');
  const stepper = panel(page).locator('.stepper');
  assert.equal(await stepper.getAttribute('aria-label'), 'Sylvester steps (← / → to move)');
  assert.equal(await status(page).getAttribute('aria-live'), 'polite');
  await stepper.focus();
  for (const [key, expected] of [
    ['ArrowRight', 2],
    ['ArrowRight', 3],
    ['ArrowRight', 4],
    ['ArrowRight', 4],
    ['Home', 1],
    ['ArrowLeft', 1],
    ['End', 4],
    ['ArrowLeft', 3],
  ]) {
    await page.keyboard.press(key);
    await expectStatus(page, new RegExp(`^k = ${expected}:`));
  }
  assert.equal(params(page).get('sylvester.k'), '3');
  // k = 4 is worked out with the pivots: D₄ = d₁·d₂·d₃·d₄ = 2 · 1.5 · 4/3 · 1.25 = 5.
  await page.keyboard.press('End');
  assert.deepEqual(await panel(page).locator('.working .rhs').allTextContents(), ['= d₁·d₂·d₃·d₄', '= 2 · 1.5 · 4/3 · 1.25', '= 5']);
  // Next becomes disabled under the keyboard user's focus: the focus stays in the stepper.
  await page.keyboard.press('ArrowLeft');
  await panel(page).getByRole('button', { name: 'Next step →' }).focus();
  await page.keyboard.press('Enter');
  await expectStatus(page, /^k = 4:/);
  assert.equal(await page.evaluate(() => document.activeElement.classList.contains('stepper')), true);
  await expectClean(page);
  await page.close();
});

test('tables travel both ways between the similarity panel and this one', async () => {
  const page = await openPanel();
  await panel(page).getByRole('button', { name: 'The article’s B' }).click();
  await panel(page).getByRole('button', { name: 'Send this matrix to the similarity table' }).click();
  const similarity = page.locator('#panel-similarity');
  assert.equal(await similarity.locator('input[aria-label="S (A, B)"]').inputValue(), '2');
  await similarity.locator('.eigenvalues li').first().waitFor();
  assert.deepEqual(await similarity.locator('.eigenvalues li').allTextContents(), [`${MINUS}1.000`, '3.000', '3.000']);

  await similarity.locator('input[aria-label="S (A, B)"]').fill('0.5');
  await similarity.getByRole('button', { name: 'Send this table to Sylvester’s criterion' }).click();
  await expectStatus(page, /^k = 1: D₁ = 1 /);
  assert.equal(await cell(page, 'G (1, 2)').inputValue(), '0.5');
  await panel(page).getByRole('button', { name: 'Next step →' }).click();
  await expectStatus(page, /^k = 2: D₂ = 0\.75 > 0/);
  await expectClean(page);
  await page.close();
});

test('embedded alone (?panel=sylvester), there is no similarity table to send to', async () => {
  const page = await openPanel('?lang=en&panel=sylvester');
  await page.evaluate(() => new Promise(requestAnimationFrame));
  assert.equal(await panel(page).locator('button.send').isHidden(), true);
  await expectClean(page);
  await page.close();
});

test('Korean by default: the stop at B reads naturally', async () => {
  const page = await openPanel('?sylvester.m=1,2,0;2,1,0;0,0,3&sylvester.k=2');
  assert.equal(await status(page).textContent(), `k = 2: D₂ = ${MINUS}3 < 0 — 멈춤: PSD 아님`);
  assert.match(
    await panel(page).locator('.step-verdict').textContent(),
    /^D₂ < 0이라 여기서 멈춥니다\. G는 양정치가 아니고 PSD도 아닙니다\./,
  );
  assert.equal(await panel(page).locator('h2').textContent(), '실베스터 판정법, 한 단계씩');
  await expectClean(page);
  await page.close();
});

test('entries that are not short decimals: the minors are marked ≈ and the note says why', async () => {
  const page = await openPanel('?lang=en&sylvester.m=0.1234567,0.5;0.5,1');
  assert.equal(await status(page).textContent(), 'k = 1: D₁ ≈ 0.1235 > 0 — passes');
  assert.equal(await panel(page).locator('.stepper .inexact').isVisible(), true);
  await panel(page).getByRole('button', { name: 'Next step →' }).click();
  assert.equal(await panel(page).locator('.working .rhs').textContent(), `= 0.1234567·1 ${MINUS} 0.5·0.5 ≈ ${MINUS}0.1265433`);
  await expectClean(page);
  await page.close();
});

test('axe-core finds no accessibility violations in the panel, in either view', async () => {
  const page = await openForAxe(context, '?lang=en&panel=sylvester&sylvester.m=1,1,1;1,1,1;1,1,0&sylvester.k=2');
  await panel(page).locator('.block-formula .katex').waitFor();
  for (const view of ['Leading minors (Sylvester’s test)', 'All principal minors']) {
    await panel(page).getByLabel(view).check();
    if (view === 'All principal minors') await panel(page).locator('.all-headline[data-verdict]:not([data-verdict=""])').waitFor();
    assert.deepEqual(await axeViolations(page, '#panel-sylvester'), [], view);
  }
  await page.close();
});

// Issue 9: D₂ = ∞ and D₃ = NaN used to read "D₃ ≈ Infinity > 0" and "the two verdicts agree".
test('diag(1e200, 1e200, 0): D₂ = 1e+400 (no Infinity), D₃ = 0 stops the test, and the verdicts do not "agree"', async () => {
  const page = await openPanel(`?lang=en&sylvester.m=${encodeURIComponent('1e200,0,0;0,1e200,0;0,0,0')}&sylvester.k=3`);
  await expectStatus(page, /^k = 3: /);
  assert.equal(await panel(page).locator('.minor-value').textContent(), 'D₃ = 0');
  assert.match(await status(page).textContent(), /stop: PSD undecided$/);
  assert.equal(await panel(page).locator('.compare').getAttribute('data-agreement'), 'zeroPsd');
  assert.deepEqual(await panel(page).locator('.pivot-table tbody tr td:nth-child(2)').allTextContents(), ['1e+200', '1e+400', '0']);
  assert.doesNotMatch(await panel(page).textContent(), /Infinity|NaN/);
  await expectClean(page);
  await page.close();
});
