// The figure of cᵀSc over every unit direction, and scrubbable cells, in the similarity panel.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { axeViolations, expectClean, openAndWait, openForAxe, useBrowser } from './harness.mjs';

const context = useBrowser();
const panel = (page) => page.locator('#panel-similarity');
const figure = (page) => panel(page).locator('.form-figure');
const open = (table) => openAndWait(context, `?lang=en&panel=similarity&similarity.m=${table}`, '#panel-similarity .eigenvalues li');

test('[[1, 2], [2, 1]]: the circle is certainly negative on 60 of 180 directions (θ in (105°, 165°) and (285°, 345°))', async () => {
  const page = await open('1,2;2,1');
  // 1 + 2 sin 2θ < 0 ⇔ θ ∈ (105°, 165°) ∪ (285°, 345°): the even degrees 106…164 and 286…344, 30 each.
  assert.equal(await figure(page).locator('.form-circle .form-negative').count(), 60);
  assert.equal(await figure(page).locator('.form-circle .form-min').count(), 2);
  assert.match(await figure(page).locator('.form-summary').textContent(), /in 60 of 180 sampled directions.*cᵀSc = −1\.000/);
  await expectClean(page);
  await page.close();
});

test('[[2, 1], [1, 2]] (PSD): no negative direction; the minimum, λ_min = 1, marked', async () => {
  const page = await open('2,1;1,2');
  assert.equal(await figure(page).locator('.form-circle .form-negative').count(), 0);
  assert.equal(await figure(page).locator('.form-circle .form-positive').count(), 180);
  assert.equal(await figure(page).locator('.form-circle .form-min').count(), 2);
  assert.match(await figure(page).locator('.form-summary').textContent(), /none of 180 sampled directions.*cᵀSc = 1\.000/);
  await page.close();
});

test("the article's S: the globe says which directions are negative, and the arrow keys turn it", async () => {
  const page = await open('1,0.9,0.2;0.9,1,0.9;0.2,0.9,1');
  const sphere = figure(page).locator('canvas.form-sphere');
  await sphere.waitFor();
  assert.match(await figure(page).locator('.form-summary').textContent(), /of 2592 sampled directions.*cᵀSc = −0\.177/);
  const before = await sphere.evaluate((canvas) => canvas.toDataURL());
  await sphere.focus();
  await page.keyboard.press('ArrowRight');
  assert.notEqual(await sphere.evaluate((canvas) => canvas.toDataURL()), before);
  await expectClean(page);
  await page.close();
});

test('the circle has its axes, named by the items, and its black curve in the legend; the globe, which has no curve, not', async () => {
  // It once drew c's components unlabelled and never said what the black curve is.
  const page = await open('1,2;2,1');
  const circle = figure(page).locator('.form-circle');
  assert.equal(await circle.locator('line.form-axis-line').count(), 2);
  assert.deepEqual(await circle.locator('text.form-axis').allTextContents(), ['c: A', 'c: B']);
  const key = figure(page).locator('.form-key-curve');
  assert.equal(await key.isVisible(), true);
  assert.match(
    await key.textContent(),
    /the curve: cᵀSc in each direction c, as its distance from the circle \(\|c\| = 1\): outside where positive, inside where negative/,
  );
  // 1 + 2 sin 2θ < 0 on 60 of 180 directions: the curve dips inside the circle there, and the note says so.
  assert.match(await figure(page).locator('.figure-note').textContent(), /^Where the curve dips inside the circle, cᵀSc < 0/);
  await page.close();
  const globe = await open('1,0.9,0.2;0.9,1,0.9;0.2,0.9,1');
  await figure(globe).locator('canvas.form-sphere').waitFor();
  assert.equal(await figure(globe).locator('.form-key-curve').isVisible(), false);
  await expectClean(globe);
  await globe.close();
});

test('a 4 × 4 table: the figure says it draws 2 × 2 and 3 × 3 only', async () => {
  const page = await open('1,0,0,0;0,1,0,0;0,0,1,0;0,0,0,1');
  assert.match(await figure(page).textContent(), /2 × 2 and 3 × 3 tables only/);
  assert.equal(await figure(page).locator('.form-body').isHidden(), true);
  await page.close();
});

test('scrubbing: dragging S (A, B) from 0.9 rightwards past 1 makes an eigenvalue cross zero; Alt+↓ steps it back to 0.95', async () => {
  const page = await open('1,0.9;0.9,1');
  await panel(page).locator('.eigenvalue-bar.positive').nth(1).waitFor(); // 0.1 and 1.9: both bars right of 0
  const cell = panel(page).locator('input[aria-label="S (A, B)"]');
  const box = await cell.boundingBox();
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 5, y);
  await page.mouse.down();
  // One step (0.01) per 6 px: 90 px is 15 steps, 0.9 → 1.05; eigenvalues 1 ± 1.05.
  for (let dx = 10; dx <= 90; dx += 10) await page.mouse.move(box.x + 5 + dx, y);
  await page.mouse.up();
  await page.waitForFunction(() => document.querySelector('#panel-similarity input[aria-label="S (A, B)"]').value === '1.05');
  assert.equal(await panel(page).locator('input[aria-label="S (B, A)"]').inputValue(), '1.05');
  assert.deepEqual(await panel(page).locator('.eigenvalues li').allTextContents(), ['−0.050', '2.050']);
  // Marked once the verdict is "no" (the worker's exact check): the bar of −0.05 has crossed to the left of 0.
  await panel(page).locator('.eigenvalues li.negative').waitFor();
  assert.equal(await panel(page).locator('.eigenvalue-bar.negative').count(), 1);
  assert.equal(await panel(page).locator('.eigenvalue-bar.positive').count(), 1);
  await cell.focus();
  // 1.05's step is one unit of its second significant digit, 0.1: 1.05 − 0.1 = 0.95, PSD again.
  await page.keyboard.press('Alt+ArrowDown');
  assert.equal(await cell.inputValue(), '0.95');
  assert.deepEqual(await panel(page).locator('.eigenvalues li').allTextContents(), ['0.050', '1.950']);
  // Plain ↓ still moves to the next row, and typing still types.
  await page.keyboard.press('ArrowDown');
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), 'S (B, B)');
  await page.keyboard.type('3');
  assert.equal(await panel(page).locator('input[aria-label="S (B, B)"]').inputValue(), '3');
  await expectClean(page);
  await page.close();
});

test("the γ sweep's K heat map: point numbers on its axes, a colour bar, and K's diagonal 1 read by the keys", async () => {
  const page = await openAndWait(context, '?lang=en&panel=gamma-sweep', '#panel-gamma-sweep .kernel-heatmap canvas');
  const heat = page.locator('#panel-gamma-sweep .kernel-heatmap');
  await heat.locator('.heatmap-cols span').first().waitFor({ timeout: 30000 });
  // The points are drawn sorted along their leading direction (numpy's order, or reversed: an eigenvector's sign is free).
  const order = JSON.parse(readFileSync(new URL('../fixtures/heatmap_order.json', import.meta.url), 'utf8')).order;
  const first = await heat.locator('.heatmap-cols span').first().textContent();
  const sorted = first === String(order[0]) ? order : [...order].reverse();
  assert.equal(first, String(sorted[0]));
  assert.ok((await heat.locator('.colour-bar-labels span').count()) >= 2);
  const readout = heat.locator('.heatmap-readout');
  await heat.locator('.heatmap-frame').focus();
  // K[i, i] = exp(−γ·0) = 1 for every RBF kernel.
  const [p, q] = sorted;
  assert.match(await readout.textContent(), new RegExp(`^K\\[${p}, ${p}\\] = 1\\.0000`));
  await page.keyboard.press('ArrowDown');
  assert.match(await readout.textContent(), new RegExp(`^K\\[${q}, ${p}\\] = `));
  await page.keyboard.press('ArrowRight');
  assert.match(await readout.textContent(), new RegExp(`^K\\[${q}, ${q}\\] = 1\\.0000`));
  await expectClean(page);
  await page.close();
});

test('axe: the circle and the globe with their legend and words, in Korean and English', async () => {
  for (const lang of ['ko', 'en'])
    for (const table of ['1,2;2,1', '1,0.9,0.2;0.9,1,0.9;0.2,0.9,1']) {
      const page = await openForAxe(context, `?lang=${lang}&panel=similarity&similarity.m=${table}`);
      await page.locator('#panel-similarity .form-summary').filter({ hasText: /\S/ }).waitFor();
      assert.deepEqual(await axeViolations(page, '#panel-similarity .quadratic'), [], `${lang} ${table}`);
      await page.close();
    }
});
