// The (a, b) map gives PSD its own colour: on the a = 0 column K is the constant table tanh(b), PSD for b ≥ 0
// and with exactly one negative eigenvalue (1 of the map's 100) for b < 0 — those two cells must not look alike.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
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
    const legend = lang === 'en' ? '0 negative: PSD1 negative100 negative (all)' : '음수 0개: PSD음수 1개음수 100개 (전부)';
    assert.equal(await panel.locator('.map-legend').textContent(), legend);
    await expectClean(page);
    await page.close();
  });
}

// numpy's count of negative eigenvalues per cell for the page's first 100 points (scripts/gen_sigmoid_map_fixtures.py).
const fixture = Object.fromEntries(
  readFileSync(new URL('../fixtures/sigmoid_map.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => [line.split(' ')[0], line.split(' ').slice(1).map(Number)]),
);

test('the colour bar runs from 0 negative (PSD) to all m = 100, and the keyboard reads a cell numpy counts', async () => {
  const page = await openPage(context, '?panel=sigmoid&lang=en');
  const panel = page.locator('#panel-sigmoid');
  await panel.locator('.sigmoid-map[data-state="done"]').waitFor({ timeout: 60000 });
  // The map is of the first 100 points (its note says so, numpy's fixture has n = 100): its counts lie in 0 … 100,
  // 0 (PSD) is reached (numpy finds 17 PSD cells), and the bar's numbers are 0, then 1 … 100.
  assert.match(await panel.locator('.map-note').textContent(), /all 100 points|first 100 points/);
  assert.equal(fixture['page.n'][0], 100);
  assert.ok(Math.max(...fixture['page.count']) <= 100 && Math.min(...fixture['page.count']) === 0);
  const ends = await panel.locator('.map-legend [data-value]').evaluateAll((spans) => spans.map((s) => Number(s.dataset.value)));
  assert.deepEqual(ends, [0, 1, 100]);
  // By keyboard from the centre (a = 0, b = 0), 8 down and 8 right: a = 0.5, b = −1, where numpy counts 58 of 100.
  const plot = panel.locator('.map-plot');
  await plot.focus();
  for (let k = 0; k < 8; k++) await plot.press('ArrowDown');
  for (let k = 0; k < 8; k++) await plot.press('ArrowRight');
  const cell = row(-1) * SIDE + column(0.5);
  assert.equal(fixture['page.count_lo'][cell], fixture['page.count_hi'][cell]); // numpy's count is not near a tie
  assert.equal(
    await panel.locator('.map-readout').textContent(),
    `a = 0.5, b = −1: not PSD, ${fixture['page.count'][cell]} of 100 eigenvalues negative`,
  );
  await expectClean(page);
  await page.close();
});

test('axe: the map and its legend, in Korean and English', async () => {
  for (const lang of ['ko', 'en']) {
    const page = await openForAxe(context, `?panel=sigmoid&lang=${lang}`);
    await page.locator('#panel-sigmoid .sigmoid-map[data-state="done"]').waitFor({ timeout: 60000 });
    assert.deepEqual(await axeViolations(page, '#panel-sigmoid .sigmoid-map'), [], lang);
    await page.close();
  }
});
