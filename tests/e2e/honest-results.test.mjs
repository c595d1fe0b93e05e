// What the panels say matches what they did: Sylvester's counter counts the steps the test takes, a preset
// names its own items, and "use this table" copies the repaired table rounded, never 2.7755575615628914e−16.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { expectClean, openAndWait, params, useBrowser } from './harness.mjs';

const context = useBrowser();

// 10 × 10: the identity with G₁₂ = G₂₁ = 2, so D₁ = 1 and D₂ = 1·1 − 2·2 = −3: the test stops at k = 2.
const STOPS_AT_2 = Array.from({ length: 10 }, (_, i) =>
  Array.from({ length: 10 }, (_, j) => (i === j ? 1 : i + j === 1 ? 2 : 0)).join(','),
).join(';');

for (const [lang, stopped] of [
  ['en', '2 / 2 (the test stops at k = 2; n = 10)'],
  ['ko', '2 / 2 (검사는 k = 2에서 멈춥니다. n = 10)'],
]) {
  test(`${lang}: Sylvester stopping at step 2 of a 10 × 10 says 2 of 2 steps, not 2 / 10`, async () => {
    const page = await openAndWait(
      context,
      `?lang=${lang}&panel=sylvester&sylvester.m=${STOPS_AT_2}&sylvester.k=2`,
      '#panel-sylvester .step-status',
    );
    const panel = page.locator('#panel-sylvester');
    await panel.locator('.step-status[data-outcome="negative"]').waitFor();
    assert.equal(await panel.locator('.step-position').textContent(), stopped);
    assert.equal(await panel.locator('.step-next').isDisabled(), true);
    // A matrix that passes every step counts to n.
    await panel.locator('.presets button').first().click(); // the article's A: 2, 3, 4
    await panel.locator('.step-status[data-outcome="positive"]').waitFor();
    assert.equal(await panel.locator('.step-position').textContent(), '1 / 3');
    await expectClean(page);
    await page.close();
  });
}

test("a preset names its own items: the article's S after renaming shows A, B, C again", async () => {
  const page = await openAndWait(context, '?lang=en&panel=similarity&similarity.labels=doc1,doc2', '#panel-similarity .eigenvalues li');
  const panel = page.locator('#panel-similarity');
  const names = () => panel.locator('.matrix-editor .label-input').evaluateAll((inputs) => inputs.map((i) => i.value));
  assert.deepEqual(await names(), ['doc1', 'doc2', 'C']);
  await panel.getByRole('button', { name: 'The article’s S' }).click();
  assert.deepEqual(await names(), ['A', 'B', 'C']);
  assert.equal(params(page).get('similarity.labels'), null);
  await expectClean(page);
  await page.close();
});

test("'use this table' copies the clipped S rounded: every cell a short decimal, and the table is PSD", async () => {
  const page = await openAndWait(context, '?lang=en&panel=similarity', '#panel-similarity .eigenvalues li');
  const panel = page.locator('#panel-similarity');
  const card = panel.locator('.repair-card[data-method="clip"]');
  // numpy: clip(S) = V·max(Λ, 0)·Vᵀ rounded to 3 decimals has λ_min = −2.9e−4 (not PSD), to 4 decimals 1.5e−5.
  assert.match(await card.locator('.copy-digits').textContent(), /copies 4 decimals/);
  await card.getByRole('button', { name: 'Use this table' }).click();
  await panel.locator('.verdict[data-psd="true"]').waitFor();
  const cells = await panel.locator('.table-figure .matrix-editor input[data-row]').evaluateAll((inputs) => inputs.map((i) => i.value));
  assert.equal(cells.length, 9);
  for (const text of cells) assert.match(text, /^-?\d+(\.\d{1,4})?$/, text);
  assert.deepEqual(cells.slice(0, 3), ['1.0407', '0.8377', '0.2407']); // numpy's clip(S) row 1: 1.04071830, 0.83771392, 0.24071830
  await expectClean(page);
  await page.close();
});

test('the shift repair of S copies at the three decimals shown (rounding keeps it PSD)', async () => {
  const page = await openAndWait(context, '?lang=en&panel=similarity', '#panel-similarity .eigenvalues li');
  const panel = page.locator('#panel-similarity');
  const card = panel.locator('.repair-card[data-method="shift"]');
  assert.equal(await card.locator('.copy-digits').isHidden(), true);
  await card.getByRole('button', { name: 'Use this table' }).click();
  await panel.locator('.verdict[data-psd="true"]').waitFor();
  // numpy: S + εI with ε = 0.17671453… rounded to 3 decimals: λ = 2.9e−4, 0.977, 2.554.
  assert.equal(await panel.locator('input[aria-label="S (A, A)"]').inputValue(), '1.177');
  assert.equal(await panel.locator('input[aria-label="S (A, B)"]').inputValue(), '0.9');
  await expectClean(page);
  await page.close();
});
