// The page as readers see it in other settings: dark mode (native controls and repainted figures), print
// (figures, no buttons, details open), hover readouts, and the (a, b) map by keyboard.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { axeViolations, expectClean, openForAxe, openPage, params, showPanel, useBrowser } from './harness.mjs';

const context = useBrowser();

async function openGamma(path = '?panel=gamma-sweep&lang=en') {
  const page = await openPage(context, path);
  const panel = page.locator('#panel-gamma-sweep');
  await panel.locator('.gamma-table:not([aria-busy]) tbody tr').first().waitFor({ timeout: 30000 });
  // The plots draw when they come near the screen (widgets/plot.js): below the question and the controls they
  // start out of view.
  await panel.locator('.scree').scrollIntoViewIfNeeded();
  await panel.locator('.scree canvas').first().waitFor();
  await panel.locator('.kernel-heatmap canvas[aria-label]').waitFor();
  return { page, panel };
}

// A digest of a canvas's pixels: two drawings in different colours differ.
const digest = (canvas) =>
  canvas.evaluate((c) => {
    const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    let sum = 0;
    for (let k = 0; k < data.length; k += 7) sum = (sum * 31 + data[k]) % 1000000007;
    return sum;
  });

test('dark mode: color-scheme is declared for native controls and the plots repaint when it changes', async () => {
  const { page, panel } = await openGamma('?panel=gamma-sweep&lang=en&gamma-sweep.n=40');
  await page.emulateMedia({ colorScheme: 'light' });
  assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme), 'light dark');
  const scree = panel.locator('.scree canvas').first();
  const light = await digest(scree);
  await scree.evaluate((c) => c.classList.add('before-switch'));
  await page.emulateMedia({ colorScheme: 'dark' });
  // The plot was built again with the dark palette: a new canvas with other pixels.
  const fresh = panel.locator('.scree canvas:not(.before-switch)').first();
  await fresh.waitFor();
  await page.waitForFunction(() => document.querySelectorAll('#panel-gamma-sweep .scree canvas.before-switch').length === 0);
  assert.notEqual(await digest(fresh), light);
  await expectClean(page);
  await page.close();
});

test('print: the figures stay, buttons and sliders go, closed details open', async () => {
  const page = await openPage(context, '?panel=attention&lang=en');
  await page.locator('.heat-S canvas[aria-label]').waitFor({ timeout: 20000 });
  const list = page.locator('.plane-figure details .complex-list');
  assert.equal(await list.isVisible(), false);
  await page.emulateMedia({ media: 'print' });
  assert.equal(await list.isVisible(), true);
  assert.equal(await page.locator('.heat-S canvas').isVisible(), true);
  const visibleButtons = await page.locator('button').evaluateAll((buttons) => buttons.filter((b) => b.getClientRects().length > 0).length);
  assert.equal(visibleButtons, 0);
  await page.emulateMedia({ media: 'screen' });
  assert.equal(await list.isVisible(), false);
  await expectClean(page);
  await page.close();
});

test('K heat map: the pointer reads out the two points and their entry (1 on the diagonal)', async () => {
  const { page, panel } = await openGamma('?panel=gamma-sweep&lang=en&gamma-sweep.n=20');
  const canvas = panel.locator('.kernel-heatmap canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  // The third cell of the diagonal of 20 × 20: K[i, i] = exp(0) = 1 whatever γ, for whichever point the sorted
  // map (along K's leading direction) draws there; the readout names that point twice.
  await page.mouse.move(box.x + (2.5 * box.width) / 20, box.y + (2.5 * box.height) / 20);
  const readout = panel.locator('.kernel-heatmap .heatmap-readout');
  await readout.filter({ hasText: /\S/ }).waitFor();
  assert.match(await readout.textContent(), /^K\[(\d+), \1\] = 1\.0000 \(point \1 and point \1\)$/);
  await page.mouse.move(box.x + box.width + 40, box.y - 40);
  await readout.filter({ hasText: /^$/ }).waitFor();
  await expectClean(page);
  await page.close();
});

// a = 0 is the constant table tanh(b)·11ᵀ: PSD for b ≥ 0, one negative eigenvalue for b < 0 (by hand).
test('(a, b) map by keyboard: focus shows the crosshair, arrows move and announce, Enter picks', async () => {
  const page = await openPage(context, '?panel=sigmoid&lang=en');
  const map = page.locator('.sigmoid-map[data-state="done"]');
  await map.waitFor({ timeout: 30000 });
  const announce = map.locator('[role="status"].visually-hidden');
  await map.locator('.map-plot').focus();
  assert.equal(await announce.textContent(), 'a = 0, b = 0: PSD (no negative eigenvalue)');
  await page.keyboard.press('ArrowDown');
  assert.equal(await announce.textContent(), 'a = 0, b = −0.125: not PSD, 1 of 100 eigenvalues negative');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  assert.equal(await announce.textContent(), 'a = 0, b = 0.125: PSD (no negative eigenvalue)');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('sigmoid.a') === '0');
  assert.equal(params(page).get('sigmoid.b'), '0.125');
  // The pointer's readout says the same for the cell under it.
  await map.locator('.map-plot').scrollIntoViewIfNeeded();
  const box = await map.locator('.map-plot').boundingBox();
  await page.mouse.move(box.x + (16.5 * box.width) / 33, box.y + (17.5 * box.height) / 33);
  assert.equal(await map.locator('.map-readout').textContent(), 'a = 0, b = −0.125: not PSD, 1 of 100 eigenvalues negative');
  await expectClean(page);
  await page.close();
});

for (const lang of ['ko', 'en']) {
  test(`dark and print states pass axe (${lang})`, async () => {
    const page = await openForAxe(context, `?panel=sigmoid,gamma-sweep&lang=${lang}&sigmoid.n=40&gamma-sweep.n=40`);
    await showPanel(page, 'sigmoid'); // below the γ panel
    await page.locator('.sigmoid-map[data-state="done"]').waitFor({ timeout: 30000 });
    await page.locator('.map-plot').focus();
    await page.emulateMedia({ colorScheme: 'dark' });
    assert.deepEqual(await axeViolations(page, '#app'), []);
    await page.emulateMedia({ colorScheme: 'light', media: 'print' });
    assert.deepEqual(await axeViolations(page, '#app'), []);
    await page.close();
  });
}
