import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { ARTICLE_TABLE, readTable } from './article-table.mjs';
import { addGramLab, axeViolations, expectClean, openForAxe, openPage, showPanel, useBrowser } from './harness.mjs';

const context = useBrowser();

async function open(path = '?panel=gamma-sweep') {
  const page = await openPage(context, path);
  await showPanel(page, 'gamma-sweep');
  const panel = page.locator('#panel-gamma-sweep');
  // Generous: the first row waits for the worker and the module to load, on a machine that may be busy.
  await panel.locator('.gamma-table tbody tr').first().waitFor({ timeout: 30000 });
  await panel.locator('.gamma-table:not([aria-busy])').waitFor({ timeout: 30000 });
  return { page, panel };
}

// Waits until the sweep status line is gone: the table and the rank curve are complete.
const settled = (panel, timeout = 30000) => panel.locator('.sweep-status').waitFor({ state: 'hidden', timeout });

test("opens on the article's table: its 16 printed figures, computed on the page", async () => {
  const { page, panel } = await open();
  assert.deepEqual(await readTable(panel), ARTICLE_TABLE);
  assert.deepEqual(await panel.locator('.gamma-table thead th').allTextContents(), [
    'γ',
    '최대 고윳값',
    '최소 고윳값',
    '95%까지 필요한 축',
    '유효 랭크',
  ]);
  assert.match(await panel.locator('.source-line').textContent(), /default_rng\(4\)\.normal\(size=\(300, 5\)\)/);
  await settled(panel);
  await expectClean(page);
  await page.close();
});

test('English: the same figures under English headings', async () => {
  const { page, panel } = await open('?panel=gamma-sweep&lang=en');
  assert.deepEqual(await readTable(panel), ARTICLE_TABLE);
  assert.equal(await panel.locator('.gamma-table thead th[data-col="k95"]').textContent(), 'Axes for 95%');
  await expectClean(page);
  await page.close();
});

test('the γ slider: keys and a mouse drag redraw the plots, the heat map and K + λI', async () => {
  const { page, panel } = await open();
  await settled(panel);
  const live = panel.locator('.gamma-live');
  await panel.locator('.gamma-live[data-rendered-gamma="0.05"]').waitFor();
  const slider = panel.locator('.gamma-live input[type="range"]');
  assert.equal(await slider.getAttribute('aria-valuetext'), 'γ = 0.05');
  assert.ok(await panel.locator(`label[for="${await slider.getAttribute('id')}"]`).count());
  const screeCanvas = panel.locator('.scree canvas').first();
  const before = {
    alt: await panel.locator('.scree .plot-alt').textContent(),
    heat: await panel.locator('canvas.heatmap').getAttribute('aria-label'),
    min: await panel.locator('.ridge-table [data-ridge="min"] td').first().textContent(),
    pixels: await screeCanvas.evaluate((canvas) => canvas.toDataURL()),
  };
  assert.match(before.alt, /최대 고윳값 192\.17/);
  assert.equal(before.min, '3.6 × 10⁻⁹');

  // Keyboard: ten steps right (a fifth of a decade).
  await slider.focus();
  for (let i = 0; i < 10; i++) await slider.press('ArrowRight');
  const valueText = await slider.getAttribute('aria-valuetext');
  assert.notEqual(valueText, 'γ = 0.05');
  const gamma = valueText.replace('γ = ', '');
  await panel.locator(`.gamma-live[data-rendered-gamma="${gamma}"]`).waitFor();
  assert.notEqual(await panel.locator('.scree .plot-alt').textContent(), before.alt);
  const heat = await panel.locator('canvas.heatmap').getAttribute('aria-label');
  assert.notEqual(heat, before.heat);
  assert.match(heat, new RegExp(`γ = ${gamma}`));
  assert.notEqual(await panel.locator('.ridge-table [data-ridge="min"] td').first().textContent(), before.min);
  assert.notEqual(await screeCanvas.evaluate((canvas) => canvas.toDataURL()), before.pixels);

  // A mouse drag across the track: the plots follow while it moves (one step in flight, the newest γ next),
  // and the last redraw is the thumb's final γ.
  const box = await slider.boundingBox();
  await live.evaluate((element) => {
    window.__renders = 0;
    new MutationObserver(() => window.__renders++).observe(element, { attributes: true, attributeFilter: ['data-rendered-gamma'] });
  });
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2);
  await page.mouse.down();
  for (let k = 1; k <= 20; k++) await page.mouse.move(box.x + box.width * (0.2 + 0.03 * k), box.y + box.height / 2);
  await page.mouse.up();
  const last = (await slider.getAttribute('aria-valuetext')).replace('γ = ', '');
  await panel.locator(`.gamma-live[data-rendered-gamma="${last}"]`).waitFor();
  const renders = await page.evaluate(() => window.__renders);
  console.log(`# drag: 20 mouse moves → ${renders} redraws, ending at γ = ${last}`);
  assert.ok(renders >= 2, 'redrawn during the drag, not only at its end');

  // A γ in the table is a button that moves the slider there.
  await panel.locator('.gamma-table tbody tr[data-gamma="3"] button').click();
  assert.equal(await slider.getAttribute('aria-valuetext'), 'γ = 3.0');
  await panel.locator('.gamma-live[data-rendered-gamma="3"]').waitFor();
  assert.match(await panel.locator('.scree .plot-alt').textContent(), /유효 랭크 270\.75/);
  assert.match(page.url(), /gamma-sweep\.gamma=3(&|$)/);
  await expectClean(page);
  await page.close();
});

test('one slider step at n = 300: time from input to the redrawn plots (printed, not asserted)', async () => {
  const { page, panel } = await open();
  await settled(panel);
  await panel.locator('.gamma-live[data-rendered-gamma]').waitFor();
  const times = await panel.locator('.gamma-live').evaluate(async (live) => {
    const input = live.querySelector('input[type="range"]');
    const rendered = () =>
      new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(live, { attributes: true, attributeFilter: ['data-rendered-gamma'] });
      });
    const times = [];
    for (let i = 0; i < 15; i++) {
      const done = rendered();
      const start = performance.now();
      input.value = String(Number(input.value) + 3);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await done;
      await new Promise(requestAnimationFrame); // until the frame with the new plots is painted
      times.push(performance.now() - start);
    }
    return times;
  });
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `# slider step at n = 300: median ${sorted[7].toFixed(1)} ms, min ${sorted[0].toFixed(1)} ms, max ${sorted[14].toFixed(1)} ms (15 steps)`,
  );
  await expectClean(page);
  await page.close();
});

test('λ: K + λI lifts the smallest eigenvalue and the condition number falls (cached eigenvalues)', async () => {
  const { page, panel } = await open();
  await panel.locator('.gamma-live[data-rendered-gamma="0.05"]').waitFor();
  const lambda = panel.locator('.gamma-ridge input[type="range"]');
  assert.equal(await lambda.getAttribute('aria-valuetext'), 'λ = 0');
  await lambda.focus();
  for (let i = 0; i < 21; i++) await lambda.press('ArrowRight'); // 0, then 10⁻⁸ … in tenths of a decade: 10⁻⁶
  assert.equal(await lambda.getAttribute('aria-valuetext'), 'λ = 1.0 × 10⁻⁶');
  const cells = async (key) => panel.locator(`.ridge-table [data-ridge="${key}"] td`).allTextContents();
  // numpy: eigvalsh(K + 1e-6 I) at γ = 0.05 → λmin 1.0036e-6, condition 1.9147e8 (kernel_fixtures.txt).
  assert.deepEqual(await cells('min'), ['3.6 × 10⁻⁹', '1.0 × 10⁻⁶']);
  assert.deepEqual(await cells('condition'), ['5.3 × 10¹⁰', '1.9 × 10⁸']);
  await lambda.press('Home');
  assert.deepEqual(await cells('min'), ['3.6 × 10⁻⁹', '3.6 × 10⁻⁹']);
  await expectClean(page);
  await page.close();
});

test('bad γ lists and sizes: a message beside the input, the table kept', async () => {
  const { page, panel } = await open();
  const gammas = panel.getByLabel('γ 목록');
  const n = panel.getByLabel('점 개수 n');
  const cases = [
    [gammas, '0.05, abc'],
    [gammas, '0.3, 0'],
    [gammas, '-1'],
    [gammas, ''],
    [n, '0'],
    [n, '1000000'],
    [n, '2.5'],
  ];
  for (const [input, text] of cases) {
    await input.fill(text);
    await input.press('Enter');
    const message = panel.locator(`#${await input.getAttribute('id')}-message`);
    assert.equal(await message.isVisible(), true, `a message for "${text}"`);
    assert.match(await message.textContent(), /마지막으로 올바랐던 결과/);
    assert.equal(await input.getAttribute('aria-invalid'), '');
    assert.deepEqual(await readTable(panel), ARTICLE_TABLE);
    await input.fill(input === gammas ? '0.05, 0.3, 1, 3' : '300');
    assert.equal(await message.isVisible(), false);
  }
  // A good list replaces the table.
  await gammas.fill('0.05 3');
  await gammas.press('Enter');
  await panel.locator('.gamma-table tbody tr').nth(1).locator('[data-col="rank"]', { hasText: '270.75' }).waitFor();
  assert.deepEqual(await readTable(panel), [ARTICLE_TABLE[0], ARTICLE_TABLE[3]]);
  assert.match(page.url(), /gamma-sweep\.gammas=0\.05%2C3/);
  await expectClean(page);
  await page.close();
});

test('pasted points: ragged or lettered CSV is explained at the textarea; good points replace the table', async () => {
  const { page, panel } = await open();
  await panel.locator('.points-input summary').click();
  const textarea = panel.getByLabel('점 좌표 (CSV)');
  const apply = panel.getByRole('button', { name: '이 점들로 계산' });
  const message = panel.locator('.points-input .field-message');
  for (const [text, expected] of [
    ['1, 2\n3', /2번째 줄의 좌표는 1개인데 첫 점은 2개/],
    ['1, 2\n3, x', /2번째 줄 2번째 값 "x"/],
    ['', /붙여 넣은 점이 없습니다/],
    ['1, 1e400', /너무 큰 수/],
  ]) {
    await textarea.fill(text);
    await apply.click();
    assert.match(await message.textContent(), expected);
    assert.deepEqual(await readTable(panel), ARTICLE_TABLE);
  }
  // 2001 points: the core's limit, reported at the textarea with what went over (n = 2001) and the limit.
  await textarea.evaluate((element) => {
    element.value = Array.from({ length: 2001 }, (_, i) => `${i}, 0`).join('\n');
  });
  await apply.click();
  await message.filter({ hasText: '크기 제한을 넘었습니다. (n = 2001, 한도 2000)' }).waitFor();
  assert.deepEqual(await readTable(panel), ARTICLE_TABLE);

  // Three points: the unit square's corner. Their own table, and the source line says so.
  await textarea.fill('0, 0\n1, 0\n0, 1');
  await apply.click();
  await panel.locator('.source-line', { hasText: '붙여 넣은 3개' }).waitFor();
  await panel.locator('.gamma-table:not([aria-busy])').waitFor();
  assert.equal(await message.isVisible(), false);
  assert.notDeepEqual(await readTable(panel), ARTICLE_TABLE);
  await panel.getByRole('button', { name: '시드로 만든 점으로 돌아가기' }).click();
  await panel.locator('.source-line', { hasText: 'default_rng(4)' }).waitFor();
  await panel.locator('.gamma-table:not([aria-busy])').waitFor();
  assert.deepEqual(await readTable(panel), ARTICLE_TABLE);
  await expectClean(page);
  await page.close();
});

test('a hostile URL falls back to the article with a message per parameter', async () => {
  const hostile =
    'gamma-sweep.n=1e9&gamma-sweep.gammas=abc&gamma-sweep.seed=-5&gamma-sweep.d=0&gamma-sweep.gamma=NaN&gamma-sweep.lambda=-1';
  const { page, panel } = await open(`?panel=gamma-sweep&${hostile}`);
  const problems = await panel.locator('.url-problem').allTextContents();
  assert.equal(problems.length, 6);
  for (const key of ['n', 'gammas', 'seed', 'd', 'gamma', 'lambda'])
    assert.ok(
      problems.some((p) => p.includes(`gamma-sweep.${key}`)),
      key,
    );
  assert.deepEqual(await readTable(panel), ARTICLE_TABLE);
  await expectClean(page);
  await page.close();
});

test('a seed past 2^53 survives the URL and reaches the core exactly', async () => {
  const { page, panel } = await open('?panel=gamma-sweep&gamma-sweep.seed=18446744073709551615&gamma-sweep.n=40&gamma-sweep.gammas=1');
  assert.equal(await panel.getByLabel('시드').inputValue(), '18446744073709551615');
  assert.match(await panel.locator('.source-line').textContent(), /default_rng\(18446744073709551615\)\.normal\(size=\(40, 5\)\)/);
  assert.equal(await panel.locator('.gamma-table tbody tr').count(), 1);
  assert.match(await panel.locator('.gamma-table tbody [data-col="rank"]').textContent(), /^\d+\.\d\d$/);
  await panel.getByLabel('시드').fill('18446744073709551616');
  await panel.getByLabel('시드').press('Enter');
  assert.equal(await panel.locator(`#${await panel.getByLabel('시드').getAttribute('id')}-message`).isVisible(), true);
  await expectClean(page);
  await page.close();
});

test('n = 2000: progress while the table fills, then Cancel (sweep time printed, not asserted)', async () => {
  const { page, panel } = await open();
  await settled(panel);
  const n = panel.getByLabel('점 개수 n');
  await n.fill('2000');
  const start = Date.now();
  await n.press('Enter');
  await panel.locator('.sweep-status').waitFor();
  assert.match(await panel.locator('.sweep-status').textContent(), /표 0\/4/);
  await panel.locator('.gamma-table:not([aria-busy])').waitFor({ timeout: 120000 });
  console.log(`# n = 2000, d = 5: the 4-γ table in ${((Date.now() - start) / 1000).toFixed(1)} s (one γ per worker call)`);
  assert.match(await panel.locator('.source-line').textContent(), /size=\(2000, 5\)/);
  // The rank curve is still computing: Cancel stops it, and the page keeps what it has.
  assert.equal(await panel.locator('.sweep-status').isVisible(), true);
  await panel.getByRole('button', { name: '취소' }).click();
  await panel.locator('.sweep-note', { hasText: '취소했습니다' }).waitFor();
  assert.equal(await panel.locator('.sweep-status').isVisible(), false);
  assert.equal(await panel.locator('.gamma-table tbody tr').count(), 4);

  // Cancelled before its first row, a change is undone, input included; entering it again runs it again.
  // d = 250 is inside the core's n²·d bound (d = 500 at n = 2000 is refused at once, with nothing to cancel) and
  // its first row takes seconds (3 s in node), time enough for the click.
  const d = panel.getByLabel('차원 d');
  await d.fill('250');
  await d.press('Enter');
  await panel.locator('.sweep-status').waitFor();
  await panel.getByRole('button', { name: '취소' }).click();
  assert.equal(await d.inputValue(), '5');
  assert.match(await panel.locator('.source-line').textContent(), /size=\(2000, 5\)/);
  await expectClean(page);
  await page.close();
});

test('as a <gram-lab> custom element: the table, and plots styled inside the shadow root', async () => {
  const page = await openPage(context, 'embed-example.html');
  await addGramLab(page, 'sweep', { panel: 'gamma-sweep', params: 'gamma-sweep.gammas=0.05,3' });
  const panel = page.locator('#sweep #panel-gamma-sweep');
  await panel.locator('.gamma-table:not([aria-busy]) tbody tr').first().waitFor({ timeout: 30000 });
  await panel.locator('.gamma-table:not([aria-busy])').waitFor({ timeout: 30000 });
  assert.deepEqual(await readTable(panel), [ARTICLE_TABLE[0], ARTICLE_TABLE[3]]);
  await panel.locator('.gamma-live[data-rendered-gamma]').waitFor();
  // uPlot's stylesheet reached the shadow root: its overlay is absolutely positioned. uPlot loads when a
  // plot comes near the screen, and this element sits below the host page's text.
  await panel.locator('.scree').scrollIntoViewIfNeeded();
  await panel.locator('.scree .u-over').waitFor();
  assert.equal(await panel.locator('.scree .u-over').evaluate((element) => getComputedStyle(element).position), 'absolute');
  await expectClean(page);
  await page.close();
});

test('axe-core finds no accessibility violations in the panel, in Korean and English', async () => {
  for (const lang of ['ko', 'en']) {
    const page = await openForAxe(context, `?panel=gamma-sweep&lang=${lang}`);
    const panel = page.locator('#panel-gamma-sweep');
    await panel.locator('.gamma-live[data-rendered-gamma]').waitFor({ timeout: 30000 });
    await panel.locator('.points-input summary').click(); // the textarea and its buttons too
    assert.deepEqual(await axeViolations(page, '#panel-gamma-sweep'), [], lang);
    await page.close();
  }
});

// γ, seen in predictions: numpy's fit and eigenvalues for the same eight points (scripts/gen_gamma_fit_fixtures.py).
const fitReference = JSON.parse(readFileSync(new URL('../fixtures/gamma_fit.json', import.meta.url)));
const fitCase = (gamma) => fitReference.cases.find((c) => c.gamma === gamma);
const fitSentence = (panel, pattern) => panel.locator('.fit-sentence', { hasText: pattern }).waitFor({ timeout: 30000 });

test('γ, seen in predictions: at γ = 3 the fit falls to 0 between the points, at 0.05 it does not; numpy’s figures; one γ for both sliders', async () => {
  const large = fitCase(3);
  const { page, panel } = await open('?panel=gamma-sweep&lang=en&gamma-sweep.gamma=3');
  await fitSentence(panel, `at most ${large.max_abs_mid.toFixed(2)} in size; the targets reach ${large.max_abs_target.toFixed(1)}`);
  assert.match(await panel.locator('.fit-sentence').textContent(), /falls to nearly 0/);
  const values = large.top_eigenvalues.map((v) => v.toFixed(3)).join(', ');
  await panel.locator('.modes-sentence', { hasText: `are ${values}; all 8 add up to 8` }).waitFor();
  await panel.locator('.gamma-fit').scrollIntoViewIfNeeded(); // plots draw when near the screen
  await panel.locator('.fit-curve .uplot').waitFor();
  await panel.locator('.fit-modes .uplot').waitFor();
  // The fit's own slider is the panel's γ: moved by keys, the slider above follows, and so does the address.
  const small = fitCase(0.05);
  await page.goto(page.url().replace('gamma-sweep.gamma=3', 'gamma-sweep.gamma=0.05'));
  await showPanel(page, 'gamma-sweep');
  await fitSentence(panel, `at most ${small.max_abs_mid.toFixed(2)} in size`);
  assert.match(await panel.locator('.fit-sentence').textContent(), /has not fallen to 0/);
  const values2 = small.top_eigenvalues.map((v) => v.toFixed(3)).join(', ');
  await panel.locator('.modes-sentence', { hasText: values2 }).waitFor();
  const fitSlider = panel.getByRole('slider').and(panel.locator('.gamma-fit input'));
  await fitSlider.focus();
  await fitSlider.press('ArrowRight');
  const moved = await page.waitForFunction(() => {
    const gamma = new URL(location.href).searchParams.get('gamma-sweep.gamma');
    return gamma !== '0.05' && gamma;
  });
  const gamma = await moved.jsonValue();
  assert.ok(Number(gamma) > 0.05 && Number(gamma) < 0.06, gamma); // one step of 50 a decade
  assert.equal(await panel.locator('.gamma-live input[type="range"]').inputValue(), await fitSlider.inputValue());
  await fitSentence(panel, `At γ = ${gamma},`);
  await expectClean(page);
  await page.close();
});

test('ko: γ를 예측으로 보면, its sentence in Korean', async () => {
  const { page, panel } = await open('?panel=gamma-sweep&lang=ko&gamma-sweep.gamma=3');
  await panel.locator('.fit-sentence', { hasText: '거의 0으로 떨어집니다' }).waitFor({ timeout: 30000 });
  assert.match(await panel.locator('.gamma-fit h3').textContent(), /γ를 예측으로 보면/);
  await expectClean(page);
  await page.close();
});

test("K's heat map draws the points sorted along their leading direction (numpy's order), so K's band shows", async () => {
  // In the points' own order K at 300 points is noise at every γ; sorted by their entry in XXᵀ's leading eigenvector,
  // near points sit near the diagonal (numpy, γ = 0.3: mean K within 15 of the diagonal 0.239, 150 or more away 0.040).
  const fixture = JSON.parse(readFileSync(new URL('../fixtures/heatmap_order.json', import.meta.url), 'utf8'));
  assert.ok(fixture.sortedNear > 5 * fixture.sortedFar && fixture.unsortedNear < 1.5 * fixture.unsortedFar);
  const { page, panel } = await open('?panel=gamma-sweep&lang=en&gamma-sweep.gamma=0.3');
  const heat = panel.locator('.kernel-heatmap');
  await panel.locator('.gamma-live[data-rendered-gamma="0.3"]').waitFor();
  const labels = await heat
    .locator('.heatmap-rows span')
    .evaluateAll((spans) => spans.map((span) => [Math.round((parseFloat(span.style.top) * 300) / 100 - 0.5), span.textContent]));
  assert.ok(labels.length >= 8);
  const sorted = labels[0][1] === String(fixture.order[0]) ? fixture.order : [...fixture.order].reverse();
  for (const [row, text] of labels) assert.equal(text, String(sorted[row]), `row ${row + 1}`);
  await heat.locator('.heatmap-frame').focus();
  assert.match(await heat.locator('.heatmap-readout').textContent(), new RegExp(`^K\\[${sorted[0]}, ${sorted[0]}\\] = 1\\.0000`));
  await expectClean(page);
  await page.close();
});

for (const [lang, gamma, expected] of [
  // numpy on the article's points: at γ = 3 the smallest eigenvalue 0.0830 (the article's 8.3 × 10⁻²), cond 36.387;
  // at γ = 0.05, 3.6 × 10⁻⁹ and 5.276 × 10¹⁰.
  [
    'en',
    '3',
    /^Kernel regression solves Kα = y\. At γ = 3\.0 the smallest eigenvalue of K is 8\.3 × 10⁻² and the condition number 36\.39:/,
  ],
  ['en', '0.05', /At γ = 0\.05 the smallest eigenvalue of K is 3\.6 × 10⁻⁹ and the condition number 5\.3 × 10¹⁰:/],
  ['ko', '3', /γ = 3\.0에서 K의 최소 고윳값은 8\.3 × 10⁻², 조건수는 36\.39입니다\./],
])
  test(`${lang}, γ = ${gamma}: the K + λI paragraph speaks of the γ its table shows, with the table's numbers`, async () => {
    // It once said "At γ = 0.05 …" whatever γ the table beside it showed.
    const { page, panel } = await open(`?panel=gamma-sweep&lang=${lang}&gamma-sweep.gamma=${gamma}`);
    await panel.locator(`.gamma-live[data-rendered-gamma="${gamma}"]`).waitFor();
    const why = panel.locator('.ridge-why');
    assert.match(await why.textContent(), expected);
    const table = panel.locator('.ridge-table');
    assert.match(await table.locator('caption').textContent(), new RegExp(`γ = ${gamma === '3' ? '3\\.0' : '0\\.05'}`));
    assert.ok((await why.textContent()).includes(await table.locator('[data-ridge="min"] td').first().textContent()));
    await expectClean(page);
    await page.close();
  });
