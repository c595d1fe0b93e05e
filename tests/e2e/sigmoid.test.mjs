import assert from 'node:assert/strict';
import { test } from 'node:test';

import { MINUS, expectClean, openPage, params, showPanel, useBrowser } from './harness.mjs';

const context = useBrowser();

const panelOf = (page) => page.locator('#panel-sigmoid');
const count = (panel) => panel.locator('.negative-count').textContent();
const smallest = (panel) => panel.locator('.min-eigenvalue').textContent();

async function open(path = '?panel=sigmoid') {
  const page = await openPage(context, path);
  await showPanel(page, 'sigmoid');
  const panel = panelOf(page);
  // Generous: the first result waits for the worker and the module to load, on a machine that may be busy.
  await panel.locator('.sigmoid-result[data-psd]:not([aria-busy])').waitFor({ timeout: 30000 });
  return { page, panel };
}

// Waits until the (a, b) shown is the one asked for, and nothing is being computed for it.
async function settledAt(panel, a, b) {
  await panel.locator(`.sigmoid-result[data-a="${a}"][data-b="${b}"]:not([aria-busy])`).waitFor({ timeout: 30000 });
  await panel.locator('.repair-table:not([aria-busy])').waitFor({ timeout: 30000 });
}

const mapDone = (panel) => panel.locator('.sigmoid-map[data-state="done"]').waitFor({ timeout: 60000 });

test("the whole page opens on the article's numbers: 142 of 300 negative, the smallest −12.72, and the repairs", async () => {
  const { page, panel } = await open('');
  await settledAt(panel, 0.5, 0.1);
  assert.equal(await count(panel), '142 / 300');
  assert.equal(await smallest(panel), `${MINUS}12.72`);
  assert.equal(await panel.locator('.max-eigenvalue').textContent(), '96.23');
  assert.equal(await panel.locator('.sigmoid-result').getAttribute('data-psd'), 'false');
  assert.match(await panel.locator('.sigmoid-verdict').textContent(), /PSD가 아닙니다/);
  // The two repairs, as numpy has them (tests/fixtures/sigmoid_map.txt): clip ‖ΔK‖_F 43.89, max 2.45; shift ε 12.72.
  const row = (method) => panel.locator(`.repair-table tr[data-method="${method}"] td`).allTextContents();
  assert.deepEqual(await row('clip'), ['43.89', '23.0%', '2.45', '—']);
  assert.deepEqual(await row('shift'), ['220.35', '115.3%', '12.72', '12.72']);
  assert.equal(await panel.locator('.repair-moral').textContent(), '어느 쪽이든 원래 표가 아닌 다른 표를 쓰는 것입니다.');
  assert.match(await panel.locator('.source-line').textContent(), /default_rng\(4\)\.normal\(size=\(300, 5\)\)/);
  // Defaults stay out of the link.
  assert.equal([...params(page).keys()].filter((key) => key.startsWith('sigmoid.')).length, 0);
  await mapDone(panel);
  await expectClean(page);
  await page.close();
});

test('English: the same numbers, and "either way you are using a different table"', async () => {
  const { page, panel } = await open('?panel=sigmoid&lang=en');
  await settledAt(panel, 0.5, 0.1);
  assert.equal(await count(panel), '142 / 300');
  assert.equal(await smallest(panel), `${MINUS}12.72`);
  assert.equal(await panel.locator('.repair-moral').textContent(), 'Either way you are using a different table.');
  assert.match(await panel.locator('.sigmoid-verdict').textContent(), /^Not PSD\./);
  await expectClean(page);
  await page.close();
});

test('typing a = 1 changes the count (149 of 300, as numpy has it), the slider follows, the link keeps it', async () => {
  const { page, panel } = await open();
  const a = panel.getByLabel('a (x·y에 곱하는 수)');
  await a.fill('1');
  await a.press('Enter');
  await settledAt(panel, 1, 0.1);
  assert.equal(await count(panel), '149 / 300');
  assert.equal(await panel.getByLabel('a 슬라이더 (−1 … 1)').inputValue(), '1');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('sigmoid.a') === '1');
  // The link reproduces what the reader sees.
  const again = await open(`?panel=sigmoid&sigmoid.a=1`);
  await settledAt(panelOf(again.page), 1, 0.1);
  assert.equal(await count(panelOf(again.page)), '149 / 300');
  await again.page.close();
  await expectClean(page);
  await page.close();
});

test('the a slider: arrow keys move a by 0.01 and the count follows', async () => {
  const { page, panel } = await open();
  await settledAt(panel, 0.5, 0.1);
  const slider = panel.getByLabel('a 슬라이더 (−1 … 1)');
  await slider.focus();
  for (let i = 0; i < 5; i++) await slider.press('ArrowLeft');
  await settledAt(panel, 0.45, 0.1);
  assert.equal(await panel.getByLabel('a (x·y에 곱하는 수)').inputValue(), '0.45');
  assert.equal(await count(panel), '141 / 300'); // numpy: eigvalsh(tanh(0.45 ZZᵀ + 0.1))
  await expectClean(page);
  await page.close();
});

test('past 600 points the repairs wait for a click (clipping needs every eigenvector); n = 700: 366 negative', async () => {
  const { page, panel } = await open();
  await settledAt(panel, 0.5, 0.1);
  const n = panel.getByLabel('점 개수 n');
  await n.fill('700');
  await n.press('Enter');
  await panel.locator('.negative-count', { hasText: '/ 700' }).waitFor({ timeout: 30000 });
  assert.equal(await count(panel), '366 / 700'); // numpy, same recipe at n = 700
  assert.equal(await smallest(panel), `${MINUS}25.57`);
  const offer = panel.locator('.repair-on-request');
  assert.equal(await offer.isVisible(), true);
  assert.match(await offer.textContent(), /점이 700개라 보정은 버튼을 눌러야 계산합니다/);
  assert.deepEqual(await panel.locator('.repair-table tr[data-method="shift"] td').allTextContents(), ['…', '…', '…', '…']);
  await panel.getByRole('button', { name: '보정 계산하기' }).click();
  await panel.locator('.repair-table[data-changed="true"]:not([aria-busy])').waitFor({ timeout: 60000 });
  assert.equal(await offer.isHidden(), true);
  const epsilon = await panel.locator('.repair-table tr[data-method="shift"] td').last().textContent();
  assert.equal(epsilon, '25.57');
  assert.equal(await panel.locator('.repair-moral').isVisible(), true);
  await expectClean(page);
  await page.close();
});

test('the (a, b) map: 33 × 33 cells of the first 100 points, PSD only on a = 0, b ≥ 0; a click moves (a, b) there', async () => {
  const { page, panel } = await open();
  await mapDone(panel);
  const map = panel.locator('.sigmoid-map');
  assert.equal(await map.getAttribute('data-psd-cells'), '17'); // tests/fixtures/sigmoid_map.txt page.psd_cells
  assert.equal(await panel.locator('.map-summary').textContent(), '1089칸 중 PSD인 칸은 17개입니다.');
  assert.match(await panel.locator('.map-note').textContent(), /앞의 100개 점/);
  const canvas = panel.locator('.map-plot canvas');
  assert.deepEqual(await canvas.evaluate((c) => [c.width, c.height]), [33, 33]);
  assert.match(await canvas.getAttribute('aria-label'), /1089칸 중 17칸이 PSD/);
  // The drawn colours: the PSD cell (a = 0, b = 1) is the ramp's darkest; the article's cell is not.
  const pixel = (i, j) => canvas.evaluate((c, [i, j]) => Array.from(c.getContext('2d').getImageData(j, i, 1, 1).data), [i, j]);
  assert.deepEqual(await pixel(8, 16), [68, 1, 84, 255]);
  assert.notDeepEqual(await pixel(15, 24), [68, 1, 84, 255]);
  // The sign boundary is drawn, and the marker sits at (0.5, 0.1).
  const boundary = await panel.locator('.map-boundary').getAttribute('d');
  assert.ok(boundary.length > 20, boundary);
  const marker = panel.locator('.map-marker');
  assert.equal(await marker.getAttribute('transform'), `translate(${(0.5 + 1) * 16 + 0.5} ${(2 - 0.1) * 8 + 0.5})`);
  assert.equal(await marker.isVisible(), true);
  // A click on the cell a = 0, b = 1 moves there: K is the constant table tanh(1), PSD, nothing to repair.
  const box = await panel.locator('.map-plot').boundingBox();
  await page.mouse.click(box.x + ((16 + 0.5) / 33) * box.width, box.y + ((8 + 0.5) / 33) * box.height);
  await settledAt(panel, 0, 1);
  assert.equal(await count(panel), '0 / 300');
  assert.equal(await panel.locator('.sigmoid-result').getAttribute('data-psd'), 'true');
  assert.equal(await panel.getByLabel('b (더하는 수)').inputValue(), '1');
  assert.equal(await panel.locator('.repair-table').getAttribute('data-changed'), 'false');
  assert.equal(await panel.locator('.repair-moral').isHidden(), true);
  // Moving (a, b) does not recompute the map; a new point set does.
  assert.equal(await map.getAttribute('data-state'), 'done');
  const seed = panel.getByLabel('시드');
  await seed.fill('5');
  await seed.press('Enter');
  await panel.locator('.sigmoid-map[data-state="computing"]').waitFor();
  await mapDone(panel);
  await expectClean(page);
  await page.close();
});

test('bad input — a = NaN, letters, n = 0, n = 10⁶ — is explained at the input and the last result stays', async () => {
  const { page, panel } = await open();
  await settledAt(panel, 0.5, 0.1);
  const cases = [
    ['a (x·y에 곱하는 수)', 'NaN', /a는 유한한 수여야 합니다/],
    ['a (x·y에 곱하는 수)', 'abc', /a는 유한한 수여야 합니다/],
    ['b (더하는 수)', '1e400', /b는 유한한 수여야 합니다/],
    ['점 개수 n', '0', /n은 1부터 2000까지의 정수입니다/],
    ['점 개수 n', '1000000', /n은 1부터 2000까지의 정수입니다/],
    ['차원 d', '2.5', /d는 1부터 1000까지의 정수입니다/],
    ['시드', '-1', /시드는 0부터/],
  ];
  for (const [label, text, message] of cases) {
    const input = panel.getByLabel(label, { exact: true });
    await input.fill(text);
    await input.press('Enter');
    assert.equal(await input.getAttribute('aria-invalid'), '', `${label} = ${text}`);
    const shown = panel.locator(`#${await input.getAttribute('aria-describedby')}`);
    assert.match(await shown.textContent(), message);
    assert.match(await shown.textContent(), /마지막으로 올바랐던 결과/);
    assert.equal(await count(panel), '142 / 300');
    assert.equal(await smallest(panel), `${MINUS}12.72`);
    assert.equal(await panel.locator('.notice').isHidden(), true);
    // Put the good value back before the next case.
    await input.fill({ 'a (x·y에 곱하는 수)': '0.5', 'b (더하는 수)': '0.1', '점 개수 n': '300', '차원 d': '5', 시드: '4' }[label]);
    await input.press('Enter');
    assert.equal(await input.getAttribute('aria-invalid'), null);
  }
  await settledAt(panel, 0.5, 0.1);
  assert.equal(await count(panel), '142 / 300');
  await expectClean(page);
  await page.close();
});

test('a hostile link (?sigmoid.a=abc) falls back to the default, says so, and the page still computes', async () => {
  const { page, panel } = await open('?panel=sigmoid&sigmoid.a=abc&sigmoid.n=1000000');
  await settledAt(panel, 0.5, 0.1);
  const problems = (await panel.locator('.url-problem').allTextContents()).sort();
  assert.equal(problems.length, 2);
  assert.match(problems[0], /주소의 sigmoid\.a 값을 무시했습니다: "abc"/);
  assert.match(problems[1], /주소의 sigmoid\.n 값을 무시했습니다: "1000000"/);
  assert.equal(await panel.getByLabel('a (x·y에 곱하는 수)').inputValue(), '0.5');
  assert.equal(await count(panel), '142 / 300');
  assert.equal(await smallest(panel), `${MINUS}12.72`);
  await expectClean(page);
  await page.close();
});
