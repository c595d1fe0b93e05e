// The (a, b) map gives PSD its own colour: on the a = 0 column K is the constant table tanh(b), PSD for b ≥ 0
// and with exactly one negative eigenvalue (1 of the map's 100) for b < 0 — those two cells must not look alike.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { axeViolations, expectClean, openForAxe, openPage, useBrowser } from './harness.mjs';

const context = useBrowser();
const SIDE = 33; // a = −1 … 1 by 1/16, b = 2 … −2 by 1/8 (map.js)
const column = (a) => (a + 1) * 16;
const row = (b) => (2 - b) * 8;

// The map's pixel colours (one canvas pixel per cell) and the legend's PSD swatch.
const colours = (page) =>
  page.evaluate(() => {
    const read = (canvas) => {
      const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
      return Array.from({ length: canvas.width * canvas.height }, (_, k) => data.slice(4 * k, 4 * k + 3).join(','));
    };
    const map = read(document.querySelector('#panel-sigmoid .map-plot canvas'));
    const [swatch] = read(document.querySelector('#panel-sigmoid .map-legend .psd-swatch'));
    return { map, swatch };
  });

const distance = (p, q) => Math.hypot(...p.split(',').map((x, c) => x - q.split(',')[c]));

for (const lang of ['ko', 'en']) {
  test(`${lang}: a cell with 1 negative eigenvalue in 100 is far from the PSD colour, which is the legend's PSD swatch`, async () => {
    const page = await openPage(context, `?panel=sigmoid&lang=${lang}`);
    const panel = page.locator('#panel-sigmoid');
    await panel.locator('.sigmoid-map[data-state="done"]').waitFor({ timeout: 60000 });
    const { map, swatch } = await colours(page);
    assert.equal(map.length, SIDE * SIDE);
    const at = (a, b) => map[row(b) * SIDE + column(a)];
    assert.equal(at(0, 1), swatch); // b = 1: tanh(1)·𝟙𝟙ᵀ is PSD
    assert.equal(at(0, 0.5), swatch);
    const oneNegative = at(0, -1); // tanh(−1)·𝟙𝟙ᵀ: one negative eigenvalue of 100
    assert.ok(distance(oneNegative, swatch) > 60, `${oneNegative} vs PSD ${swatch}`);
    // The PSD colour is PSD's alone: every cell in it is counted PSD by the core, and the rest are not in it.
    const psdCells = Number(await panel.locator('.sigmoid-map').getAttribute('data-psd-cells'));
    assert.equal(map.filter((c) => c === swatch).length, psdCells);
    assert.equal(await panel.locator('.map-legend').textContent(), lang === 'en' ? 'PSD1 negativeall negative' : 'PSD음수 1개전부 음수');
    await expectClean(page);
    await page.close();
  });
}

test('axe: the map and its legend, in Korean and English', async () => {
  for (const lang of ['ko', 'en']) {
    const page = await openForAxe(context, `?panel=sigmoid&lang=${lang}`);
    await page.locator('#panel-sigmoid .sigmoid-map[data-state="done"]').waitFor({ timeout: 60000 });
    assert.deepEqual(await axeViolations(page, '#panel-sigmoid .sigmoid-map'), [], lang);
    await page.close();
  }
});
