import assert from 'node:assert/strict';
import { test } from 'node:test';

import { MINUS, axeViolations, expectClean, openAndShow, openAndWait, openForAxe, openPage, params, useBrowser } from './harness.mjs';

const context = useBrowser();

// The article's figures (tests/fixtures/article.json): (M + Mᵀ)/2 from −1.254 to 1.383, asymmetry 1.11,
// 6 of the 8 eigenvalues of S complex.
const panel = (page) => page.locator('#panel-attention');
const figure = (page, name) => panel(page).locator(`.figure-${name}`);
const openPanel = (path = '?lang=en&panel=attention') => openAndWait(context, path, '#panel-attention .figure-complex[data-count]');
const closingCell = (page, col, row) => panel(page).locator(`.closing-table td[data-col="${col}"][data-row="${row}"]`);

test("the article's experiment: −1.254 … 1.383, asymmetry 1.11, 6 of 8 eigenvalues complex, read from the page", async () => {
  const page = await openPanel('?panel=attention');
  assert.equal(await figure(page, 'weights').getAttribute('data-min'), `${MINUS}1.254`);
  assert.equal(await figure(page, 'weights').getAttribute('data-max'), '1.383');
  assert.match(await figure(page, 'weights').textContent(), /−1\.254부터 1\.383까지 — PSD 아님/);
  assert.equal(await figure(page, 'asymmetry').getAttribute('data-ratio'), '1.11');
  assert.equal(await figure(page, 'complex').getAttribute('data-count'), '6/8');
  assert.match(await figure(page, 'complex').textContent(), /8개 중 6개가 복소수/);
  assert.equal(await panel(page).locator('.complex-plane circle.complex').count(), 6);
  assert.equal(await panel(page).locator('.complex-plane circle.real').count(), 2);
  // (M + Mᵀ)/2 has negative eigenvalues, marked.
  assert.ok((await panel(page).locator('.weight-eigenvalues .negative').count()) > 0);
  // Untied: not a Gram matrix; the closing table's attention column says so.
  assert.equal(await closingCell(page, 'attention', 'symmetric').getAttribute('data-value'), 'false');
  assert.equal(await closingCell(page, 'attention', 'eigenvalues').getAttribute('data-value'), 'complex');
  await expectClean(page);
  await page.close();
});

test('tie W_Q = W_K: S becomes a Gram matrix (the PSD verdict), and softmax of the tied S is not symmetric', async () => {
  const page = await openPanel();
  await panel(page).getByLabel('Tie W_Q = W_K').check();
  await panel(page).locator('.attention-gram[data-tied="true"]').waitFor();
  const verdict = panel(page).locator('.gram-check .verdict');
  assert.equal(await verdict.getAttribute('data-psd'), 'true');
  assert.match(await verdict.textContent(), /Positive semi-definite/);
  assert.equal(await figure(page, 'symmetric').getAttribute('data-symmetric'), 'true');
  assert.equal(await figure(page, 'complex').getAttribute('data-count'), '0/8');
  assert.equal(await closingCell(page, 'attention', 'psd').getAttribute('data-value'), 'true');
  assert.equal(params(page).get('attention.tie'), 'on');
  // The tied S is symmetric; its row softmax is not.
  const tiedLine = panel(page).locator('.softmax-tied');
  assert.equal(await tiedLine.getAttribute('data-symmetric'), 'true');
  assert.equal(await tiedLine.getAttribute('data-softmax-symmetric'), 'false');
  await panel(page).getByLabel('Row softmax').check();
  const current = panel(page).locator('.softmax-current');
  await current.waitFor();
  assert.equal(await current.getAttribute('data-symmetric'), 'false');
  assert.equal(await panel(page).locator('.heat-softmax').isVisible(), true);
  await expectClean(page);
  await page.close();
});

test('the closing table’s Gram column always holds a Gram matrix: XXᵀ of the tokens, or the similarity table once PSD', async () => {
  const page = await openAndShow(
    context,
    '?lang=en&panel=similarity,attention',
    'attention',
    '#panel-attention .figure-complex[data-count]',
  );
  // The article's S is not PSD, so it is no Gram matrix: the column says so and holds XXᵀ of the 8 tokens (8 × 16).
  const source = closingCell(page, 'gram', 'source');
  await source.filter({ hasText: 'XXᵀ' }).waitFor();
  assert.equal(
    await source.textContent(),
    'the similarity panel’s table is not PSD, so no Gram matrix; instead XXᵀ of this panel’s tokens X (8 × 16)',
  );
  assert.equal(await closingCell(page, 'gram', 'psd').getAttribute('data-value'), 'true');
  assert.equal(await closingCell(page, 'gram', 'size').textContent(), '8 × 8');
  assert.equal(await closingCell(page, 'gram', 'phi').getAttribute('data-value'), 'true');
  await page.locator('#panel-similarity input[aria-label="S (A, C)"]').fill('0.8');
  await source.filter({ hasText: 'the similarity panel’s table' }).filter({ hasNotText: 'XXᵀ' }).waitFor();
  assert.equal(await closingCell(page, 'gram', 'psd').getAttribute('data-value'), 'true');
  assert.match(await closingCell(page, 'gram', 'eigenvalues').textContent(), /real, ≥ 0 \(smallest 0\.066\)/);
  assert.equal(await closingCell(page, 'gram', 'phi').getAttribute('data-value'), 'true');
  await expectClean(page);
  await page.close();
});

test('the kernel column follows the γ panel: its γ from the link, then a γ picked in its table', async () => {
  const page = await openAndShow(
    context,
    '?lang=en&panel=gamma-sweep,attention&gamma-sweep.gamma=3',
    'attention',
    '#panel-attention .figure-complex[data-count]',
  );
  const source = closingCell(page, 'kernel', 'source');
  await page.locator('#panel-attention td[data-col="kernel"][data-row="psd"][data-value]').waitFor({ timeout: 30000 });
  assert.equal(await source.textContent(), 'the γ panel’s K at γ = 3 (300 points)');
  assert.equal(await closingCell(page, 'kernel', 'psd').getAttribute('data-value'), 'true');
  await page.locator('#panel-gamma-sweep button.gamma-link', { hasText: /^0\.3$/ }).click();
  await page.locator('#panel-attention td[data-col="kernel"][data-row="source"][data-value="0.3"]').waitFor();
  await page.locator('#panel-attention td[data-col="kernel"][data-row="psd"][data-value]').waitFor({ timeout: 30000 });
  assert.equal(await source.textContent(), 'the γ panel’s K at γ = 0.3 (300 points)');
  await expectClean(page);
  await page.close();
});

test('alone on a page, the table uses the article’s S and K at γ = 0.05 and says so; the ranking answer', async () => {
  const page = await openPanel();
  assert.match(await closingCell(page, 'gram', 'source').textContent(), /the article’s S is not PSD.*not on this page.*XXᵀ/);
  const kernelPsd = page.locator('#panel-attention td[data-col="kernel"][data-row="psd"][data-value]');
  await kernelPsd.waitFor({ timeout: 30000 });
  assert.equal(await kernelPsd.getAttribute('data-value'), 'true');
  assert.match(
    await closingCell(page, 'kernel', 'source').textContent(),
    /γ = 0\.05 on the article’s 300 points \(the γ panel is not on this page\)/,
  );
  assert.equal(await closingCell(page, 'kernel', 'size').textContent(), '300 × 300');
  // Nearest neighbours under the article's S (not PSD): A → B, B → A and C, C → B.
  assert.deepEqual(await panel(page).locator('.neighbours li').allTextContents(), [
    'A’s nearest: B (0.9)',
    'B’s nearest: A, C (0.9)',
    'C’s nearest: B (0.9)',
  ]);
  await expectClean(page);
  await page.close();
});

// Runs before the page's scripts: the kernel column's RBF matrix is asked of the core with γ = −1, which the core
// refuses (BAD_ARGUMENT), as a failed step would be.
function refuseKernelColumn() {
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (data, ...rest) {
    const [points, spec] = data?.args ?? [];
    if (data?.method === 'kernelMatrix' && spec?.kind === 'rbf')
      return post.call(this, { ...data, args: [points, { ...spec, gamma: -1 }] }, ...rest);
    return post.call(this, data, ...rest);
  };
}

test('the kernel column’s check fails: its cells say so (not “computing…”), the panel’s notice says why', async () => {
  const page = await openPage(context, '?lang=en&panel=attention', { init: { script: refuseKernelColumn } });
  const psd = closingCell(page, 'kernel', 'psd');
  await panel(page).locator('td[data-col="kernel"][data-row="psd"][data-value="failed"]').waitFor({ timeout: 30000 });
  for (const row of ['size', 'symmetric', 'psd', 'eigenvalues', 'phi']) {
    assert.equal(await closingCell(page, 'kernel', row).textContent(), 'not computed');
    assert.equal(await closingCell(page, 'kernel', row).getAttribute('aria-busy'), null, 'nothing is computing');
  }
  assert.equal(await psd.getAttribute('data-value'), 'failed');
  assert.match(await panel(page).locator('.notice').textContent(), /gamma must be greater than 0, got −1/);
  // The other columns are whole: the Gram column's check and the attention column do not depend on it.
  assert.equal(await closingCell(page, 'gram', 'psd').getAttribute('data-value'), 'true');
  assert.equal(await closingCell(page, 'attention', 'eigenvalues').getAttribute('data-value'), 'complex');
  await expectClean(page);
  await page.close();
});

test('bad input: tokens 0 or 10⁶, d_k 0, letters, a ragged X — a message where it was typed, the last result kept', async () => {
  const page = await openPanel();
  const tokens = panel(page).getByLabel('Tokens n', { exact: true });
  for (const text of ['0', '1000000', 'abc']) {
    await tokens.fill(text);
    await tokens.press('Enter');
    assert.equal(await tokens.getAttribute('aria-invalid'), '');
    assert.match(await panel(page).locator('.field-message:visible').first().textContent(), /n is a whole number from 1 to 128/);
  }
  const dk = panel(page).getByLabel('Key width d_k');
  await dk.fill('0');
  await dk.press('Enter');
  assert.equal(await dk.getAttribute('aria-invalid'), '');
  assert.equal(await figure(page, 'complex').getAttribute('data-count'), '6/8');
  assert.equal(params(page).get('attention.tokens'), null);
  // A scale the field accepts but the core refuses: the core's coded error beside the scale input.
  const scale = panel(page).getByLabel('Weight scale');
  await scale.fill('1e300');
  await scale.press('Enter');
  const scaleMessage = panel(page).locator(`#${await scale.getAttribute('id')}-message`);
  await scaleMessage.and(page.locator(':not([hidden])')).waitFor();
  assert.match(await scaleMessage.textContent(), /overflows/);
  assert.equal(await figure(page, 'asymmetry').getAttribute('data-ratio'), '1.11');
  assert.equal(params(page).get('attention.scale'), null);
  // A ragged X, then letters in X.
  await panel(page).locator('.paste-box summary').click();
  const area = panel(page).getByLabel(/^X: one token per line/);
  const message = panel(page).locator('.paste-message');
  await area.fill('1 2 3\n4 5');
  await panel(page).getByRole('button', { name: 'Use this X' }).click();
  assert.match(await message.textContent(), /Line 2 has 2 numbers but line 1 has 3/);
  await area.fill('1 2\nx 4');
  await panel(page).getByRole('button', { name: 'Use this X' }).click();
  assert.match(await message.textContent(), /“x” is not a number/);
  assert.equal(await figure(page, 'complex').getAttribute('data-count'), '6/8');
  // A good X of width 3: scored by the seed's 3 × 16 weights.
  await area.fill('1 0 0\n0 1 0\n0 0 1');
  await panel(page).getByRole('button', { name: 'Use this X' }).click();
  await panel(page).locator('.figure-complex[data-count$="/3"]').waitFor();
  assert.match(await panel(page).locator('.source-line').textContent(), /the 3 × 3 rows you pasted/);
  await expectClean(page);
  await page.close();
});

test('a hostile link falls back to the defaults, says so, and the article’s figures still show', async () => {
  const page = await openPanel(
    '?lang=en&panel=attention&attention.tokens=1000000&attention.dk=0&attention.seed=-1&attention.scale=1e400&attention.tie=maybe&attention.x=1,2;3',
  );
  const problems = await panel(page).locator('.url-problem').allTextContents();
  assert.equal(problems.length, 6);
  assert.equal(await figure(page, 'complex').getAttribute('data-count'), '6/8');
  assert.equal(await figure(page, 'asymmetry').getAttribute('data-ratio'), '1.11');
  await expectClean(page);
  await page.close();
});

test('no sideways scroll at 360 px', async () => {
  const page = await openPage(context, '?panel=attention', { viewport: { width: 360, height: 800 } });
  await panel(page).locator('.figure-complex[data-count]').waitFor();
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 360));
  await expectClean(page);
  await page.close();
});

for (const lang of ['ko', 'en']) {
  test(`axe finds no violations in the attention panel (${lang})`, async () => {
    const page = await openForAxe(context, `?lang=${lang}&panel=attention`);
    await panel(page).locator('.figure-complex[data-count]').waitFor();
    await panel(page).locator('.paste-box summary').click();
    assert.deepEqual(await axeViolations(page, '#panel-attention'), []);
    await page.close();
  });
}
