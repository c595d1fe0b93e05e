// What a reader sees, checked as a picture: the sigmoid map's white lines are the PSD boundary and nothing else,
// S − Sᵀ of a symmetric S is white, and exported maps carry their axes and legend.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { expectClean, openPage, showPanel, useBrowser } from './harness.mjs';

const context = useBrowser();

async function download(page, button) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

// The unit edges of an SVG path made of "M x y V y'" and "M x y H x'" steps of one cell.
const edges = (d) => (d.match(/M/g) ?? []).length - (d === 'M0 0' ? 1 : 0);

test('sigmoid map: the white lines outline the PSD cells only, and the export has axes, ticks and a legend', async () => {
  const page = await openPage(context, '?panel=sigmoid&lang=en');
  await showPanel(page, 'sigmoid');
  const panel = page.locator('#panel-sigmoid');
  const map = panel.locator('.sigmoid-map[data-state="done"]');
  await map.waitFor({ timeout: 90000 });
  const psdCells = Number(await map.getAttribute('data-psd-cells'));
  assert.ok(psdCells > 0 && psdCells < 1089, `${psdCells} PSD cells`);
  // Each PSD cell has at most four edges on the boundary; the old map drew one wherever two counts differed.
  const boundary = await panel.locator('.map-boundary').getAttribute('d');
  assert.ok(edges(boundary) <= 4 * psdCells, `${edges(boundary)} edges around ${psdCells} PSD cells`);
  assert.ok(edges(boundary) >= 1);

  const svg = (await download(page, panel.locator('.sigmoid-map .export-svg'))).bytes.toString('utf8');
  assert.equal((svg.match(/<image /g) ?? []).length, 1);
  for (const tick of ['−1', '−0.5', '0', '0.5', '1', '2', '−2']) assert.match(svg, new RegExp(`>${tick}</text>`));
  assert.match(svg, />a<\/text>/);
  assert.match(svg, />b<\/text>/);
  assert.match(svg, /the edge of the PSD cells/);
  assert.match(svg, /class="map-boundary"/);
  const png = await download(page, panel.locator('.sigmoid-map .export-png'));
  assert.ok(png.bytes.readUInt32BE(16) > 600, 'PNG width');
  await expectClean(page);
  await page.close();
});

test('attention: with W_Q = W_K, S − Sᵀ is white and the panel says every entry is zero within rounding', async () => {
  const page = await openPage(context, '?panel=attention&lang=en&attention.tie=on');
  await showPanel(page, 'attention');
  const figure = page.locator('#panel-attention .heat-antisym');
  await figure.locator('.heatmap-zero:not([hidden])').waitFor({ timeout: 20000 });
  const colours = await figure.locator('canvas').evaluate((canvas) => {
    const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    const seen = new Set();
    for (let k = 0; k < data.length; k += 4) seen.add(`${data[k]},${data[k + 1]},${data[k + 2]}`);
    return [...seen];
  });
  assert.deepEqual(colours, ['247,247,247']); // the diverging ramp's white
  assert.match(await figure.locator('.heatmap-zero').textContent(), /zero within rounding/);
  await expectClean(page);
  await page.close();
});

test('a tiny negative eigenvalue beside "not PSD" is printed with its sign and size, not as 0.000', async () => {
  // numpy: eigvalsh([[1, 1.0000001], [1.0000001, 1]]) = [−1.0000000005838672e-07, 2.0000001].
  const page = await openPage(context, '?panel=similarity&lang=en&similarity.m=1,1.0000001;1.0000001,1');
  const panel = page.locator('#panel-similarity');
  await panel.locator('.verdict[data-psd="false"]').waitFor();
  assert.deepEqual(await panel.locator('.verdict-view .eigenvalues li').allTextContents(), ['−1.0 × 10⁻⁷', '2.000']);
  assert.equal(await panel.locator('.verdict-view .eigenvalues li.negative').count(), 1);
  assert.match(await panel.locator('.verdict-detail').textContent(), /−1\.0 × 10⁻⁷/);
  await expectClean(page);
  await page.close();
});

test('methods: f = 0 is a smooth contour, and the panel exports the surface as a figure and its results as CSV', async () => {
  const page = await openPage(context, '?panel=methods&lang=en');
  await showPanel(page, 'methods');
  const panel = page.locator('#panel-methods');
  await panel.locator('.methods-results[data-shown]').waitFor({ timeout: 20000 });
  const d = await panel.locator('.methods-boundary').getAttribute('d');
  // Segments "M x y L x' y'": a staircase of cell edges has only level or upright ones.
  const segments = [...d.matchAll(/M(-?[\d.]+) (-?[\d.]+)L(-?[\d.]+) (-?[\d.]+)/g)].map((m) => m.slice(1).map(Number));
  assert.ok(segments.length > 20, `${segments.length} segments`);
  const slanted = segments.filter(([x0, y0, x1, y1]) => Math.abs(x1 - x0) > 1e-6 && Math.abs(y1 - y0) > 1e-6);
  assert.ok(slanted.length > segments.length / 3, `${slanted.length} of ${segments.length} slanted`);

  const svg = (await download(page, panel.locator('.methods-plane-box .export-svg'))).bytes.toString('utf8');
  assert.equal((svg.match(/<image /g) ?? []).length, 1);
  for (const text of ['x₁', 'x₂', '−3', '3', 'f = 0 (the decision boundary)']) assert.ok(svg.includes(`>${text}</text>`), text);
  assert.match(svg, /class="methods-boundary"/);
  const csv = (await download(page, panel.locator('.methods-results .export-csv'))).bytes.toString('utf8').trimEnd().split('\r\n');
  assert.equal(csv[0], 'figure,value');
  const figures = Object.fromEntries(csv.slice(1).map((line) => line.split(',')));
  assert.equal(figures.train_total, '60');
  assert.ok(Number(figures.condition_number) > 1);
  await expectClean(page);
  await page.close();
});

test('kernel check: its result exports as CSV, the smallest eigenvalue at full precision', async () => {
  const page = await openPage(context, '?panel=kernel-check&lang=en');
  await showPanel(page, 'kernel-check');
  const panel = page.locator('#panel-kernel-check');
  await panel.locator('.kernel-result[data-psd]:not([aria-busy])').waitFor({ timeout: 30000 });
  const csv = (await download(page, panel.locator('.kernel-result .export-csv'))).bytes.toString('utf8').trimEnd().split('\r\n');
  const rows = Object.fromEntries(csv.slice(1).map((line) => [line.slice(0, line.indexOf(',')), line.slice(line.indexOf(',') + 1)]));
  assert.equal(csv[0], 'field,value');
  assert.match(rows.min_eigenvalue, /^-?\d\.\d{6,}(e[+-]\d+)?$|^-?\d+\.\d{6,}$/);
  assert.equal(rows.n, '300');
  await expectClean(page);
  await page.close();
});

test('a matrix cell shows the whole number typed into it, at 1280 and at 320 px', async () => {
  for (const width of [1280, 320]) {
    const page = await openPage(context, '?panel=similarity&lang=en', { viewport: { width, height: 800 } });
    const cell = page.locator('#panel-similarity input[aria-label="S (A, B)"]');
    await cell.fill('0.9000001');
    const { scroll, client } = await cell.evaluate((input) => ({ scroll: input.scrollWidth, client: input.clientWidth }));
    assert.ok(scroll <= client, `${width} px: ${scroll} > ${client}`);
    await page.close();
  }
});

test('the γ panel’s intro says which numbers match the article, whatever n is', async () => {
  const page = await openPage(context, '?panel=gamma-sweep&lang=en&gamma-sweep.n=20');
  const lead = await page.locator('#panel-gamma-sweep p.lead').textContent();
  assert.match(lead, /for the current settings; with the defaults \(seed 4, 300 points, 5 dimensions\) it matches/);
  await page.close();
});

test('formulas in the vectors tab: typeset once KaTeX is in, those below the screen too, before the reader scrolls there', async () => {
  const page = await openPage(context, '?panel=similarity&lang=en', { viewport: { width: 1280, height: 700 } });
  const panel = page.locator('#panel-similarity');
  await panel.getByRole('tab', { name: 'Vectors' }).click();
  const formulas = panel.locator('[role="tabpanel"]:not([hidden]) .math');
  await formulas.first().scrollIntoViewIfNeeded();
  await panel.locator('.math .katex').first().waitFor();
  // KaTeX is in: every formula of the tab is typeset, on screen or not (none waits for its own scroll).
  const raw = await formulas.evaluateAll((all) => all.filter((f) => !f.querySelector('.katex')).map((f) => f.textContent));
  assert.ok((await formulas.count()) >= 2);
  assert.deepEqual(raw, []);
  await expectClean(page);
  await page.close();
});

test('feature maps: the RBF series is typeset, not ASCII, and the lift names its axes u and v as its sentence does', async () => {
  const page = await openPage(context, '?panel=feature-maps&lang=en');
  await showPanel(page, 'feature-maps');
  const panel = page.locator('#panel-feature-maps');
  assert.equal(await panel.getByText('√((2γ)^m / m!)').count(), 0);
  assert.deepEqual(await panel.locator('.lift-plane .lift-axis-label').allTextContents(), ['u = x', 'v = x²']);
  assert.match(await panel.locator('.lift-sentence').textContent(), /v = .*u/);
  await expectClean(page);
  await page.close();
});

test('methods: each select shows its chosen option whole, in both languages', async () => {
  for (const lang of ['ko', 'en']) {
    const page = await openPage(context, `?panel=methods&lang=${lang}&methods.method=svm`);
    const selects = page.locator('#panel-methods .methods-kernel select');
    await selects.first().waitFor();
    const cut = await selects.evaluateAll((all) =>
      all
        .map((select) => {
          const style = getComputedStyle(select);
          const probe = Object.assign(document.createElement('span'), { textContent: select.selectedOptions[0].textContent });
          Object.assign(probe.style, { font: style.font, position: 'absolute', whiteSpace: 'pre' });
          document.body.append(probe);
          const needed = probe.getBoundingClientRect().width;
          probe.remove();
          const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16; // the arrow
          return needed > room ? `${select.selectedOptions[0].textContent}: ${needed} > ${room}` : null;
        })
        .filter(Boolean),
    );
    assert.deepEqual(cut, [], lang);
    await page.close();
  }
});
