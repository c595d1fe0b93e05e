// Export: every figure as PNG and SVG, tables as CSV, and "copy as numpy", whose snippet is run with the
// system's python3 + numpy and must print the numbers the page shows.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { ARTICLE_TABLE } from './article-table.mjs';
import { MINUS, axeViolations, expectClean, openForAxe, openPage, showPanel, useBrowser } from './harness.mjs';

const context = useBrowser();
const PYTHON = '/usr/bin/python3'; // Debian's, with python3-numpy (scripts/setup.sh installs it)

async function openGamma(path = '?panel=gamma-sweep&lang=en') {
  const page = await openPage(context, path);
  const panel = page.locator('#panel-gamma-sweep');
  await panel.locator('.gamma-table tbody tr').first().waitFor({ timeout: 30000 });
  await panel.locator('.gamma-table:not([aria-busy])').waitFor({ timeout: 30000 });
  // The plots draw when they come near the screen (widgets/plot.js): below the question and the controls they
  // start out of view.
  await panel.locator('.scree').scrollIntoViewIfNeeded();
  await panel.locator('.scree canvas').first().waitFor();
  return { page, panel };
}

// Clicks `button` and returns the download's file name and bytes.
async function download(page, button) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

test('γ panel: the scree plot and K as PNG and SVG figures, with axes, ticks and a legend', async () => {
  const { page, panel } = await openGamma('?panel=gamma-sweep&lang=en&gamma-sweep.n=40&gamma-sweep.gammas=1');
  const scree = panel.locator('.scree .export-menu');
  const png = await download(page, scree.locator('.export-png'));
  assert.equal(png.name, 'scree.png');
  assert.deepEqual(png.bytes.subarray(0, 8), PNG_SIGNATURE);
  const svg = await download(page, scree.locator('.export-svg'));
  assert.equal(svg.name, 'scree.svg');
  const text = svg.bytes.toString('utf8');
  assert.match(text, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  // Built from the data: polylines with a vertex per positive eigenvalue of the 40 (the log axis drops any that
  // rounding leaves at or below zero), not an embedded bitmap; ticks on both axes, the series in a legend.
  const vertices = [...text.matchAll(/points="([^"]*)"/g)].reduce((sum, [, points]) => sum + points.trim().split(' ').length, 0);
  assert.ok(vertices > 20 && vertices <= 40, `${vertices} vertices`);
  assert.doesNotMatch(text, /<image/);
  assert.ok(tickCount(text) >= 6, `${tickCount(text)} ticks`);
  assert.match(text, /<text [^>]*>10⁻[⁰¹²³⁴⁵⁶⁷⁸⁹]+<\/text>/); // the log axis: decades
  // Its title is the caption above the plot on the page.
  const caption = await panel.locator('.scree figcaption').textContent();
  assert.ok(caption.length > 5 && text.includes(`<title>${caption}</title>`), caption);

  // K: the 40 × 40 pixels as one embedded image (not a rect per entry), point numbers, the colour scale.
  const heat = await download(page, panel.locator('.kernel-heatmap .export-svg'));
  assert.equal(heat.name, 'kernel-matrix.svg');
  const heatText = heat.bytes.toString('utf8');
  assert.equal((heatText.match(/<image /g) ?? []).length, 1);
  assert.ok((heatText.match(/<rect /g) ?? []).length < 10);
  // Its axes name the points as the page's do: K is drawn for the points sorted along their leading direction.
  for (const label of await panel.locator('.kernel-heatmap .heatmap-cols span').allTextContents())
    assert.match(heatText, new RegExp(`<text [^>]*>${label}</text>`));
  assert.match(heatText, /sorted along the points’ leading direction/);
  assert.match(heatText, /<linearGradient/);
  assert.ok(heat.bytes.length < 200_000, `${heat.bytes.length} bytes`);
  const heatPng = await download(page, panel.locator('.kernel-heatmap .export-png'));
  assert.deepEqual(heatPng.bytes.subarray(0, 8), PNG_SIGNATURE);
  assert.ok(heatPng.bytes.readUInt32BE(16) >= 600, 'PNG width'); // IHDR width
  await expectClean(page);
  await page.close();
});

// The tick marks of an exported figure: short lines outside its plot box, one per labelled tick.
const tickCount = (svg) => (svg.match(/<line [^>]*stroke="#4b5563"\/><text/g) ?? []).length;

test('γ table as CSV: a header row and plain numbers at full precision, the article’s table when rounded', async () => {
  const { page, panel } = await openGamma();
  const csv = await download(page, panel.locator('.export-csv').first());
  assert.equal(csv.name, 'gamma-table.csv');
  const rows = csv.bytes
    .toString('utf8')
    .trimEnd()
    .split('\r\n')
    .map((row) => row.split(','));
  assert.equal(rows.length, 1 + ARTICLE_TABLE.length);
  assert.equal(rows[0][0], 'γ');
  for (const [i, row] of rows.slice(1).entries()) {
    for (const cell of row) assert.match(cell, /^-?\d+(\.\d+)?(e[+-]\d+)?$/, `a plain number: ${cell}`);
    ARTICLE_TABLE[i].forEach((printed, k) => {
      const value = Number(row[k]);
      const expected = shown(printed);
      const digits = printed.includes('×')
        ? 0.05 * 10 ** Math.floor(Math.log10(expected))
        : 0.5 * 10 ** -(printed.split('.')[1]?.length ?? 0);
      assert.ok(Math.abs(value - expected) <= digits * 1.0001, `${row[k]} is ${printed} when rounded`);
    });
    assert.ok(row[2].length > 8, `full precision: ${row[2]}`);
  }
  await expectClean(page);
  await page.close();
});

// Numbers python printed after `label` ("max 192.17…" → 192.17…).
const after = (line, label) => Number(line.split(/\s+/)[line.split(/\s+/).indexOf(label) + 1]);
const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
// A number as the page prints it: "−0.177", "3.6 × 10⁻⁹".
function shown(text) {
  const [mantissa, power] = text.replaceAll(MINUS, '-').split(' × 10');
  const exponent = power ? Number([...power].map((c) => (c === '⁻' ? '-' : SUPERSCRIPT.indexOf(c))).join('')) : 0;
  return Number(mantissa) * 10 ** exponent;
}

async function copiedSnippet(page, panel) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: context.url });
  await panel.locator('.copy-numpy').click();
  await panel.locator('.panel-tools .share-status').filter({ hasText: /\S/ }).waitFor();
  return page.evaluate(() => navigator.clipboard.readText());
}

test('copy as numpy, seeded: the snippet draws default_rng(seed) and prints the γ table the page shows', async () => {
  const { page, panel } = await openGamma('?panel=gamma-sweep&lang=en&gamma-sweep.n=60&gamma-sweep.gammas=0.3,2');
  const snippet = await copiedSnippet(page, panel);
  assert.match(snippet, /default_rng\(4\)\.normal\(size=\(60, 5\)\)/);
  const lines = execFileSync(PYTHON, ['-'], { input: snippet, encoding: 'utf8' }).trim().split('\n');
  const table = await panel
    .locator('.gamma-table tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.cells].map((cell) => cell.textContent)));
  assert.equal(lines.length, table.length);
  table.forEach(([, max, min, k95, rank], i) => {
    const line = lines[i];
    assert.ok(Math.abs(after(line, 'max') - Number(max)) <= 0.005, `${line} / ${max}`);
    const m = shown(min);
    assert.ok(Math.abs(after(line, 'min') - m) <= 0.051 * Math.abs(m) + 1e-15, `${line} / ${min}`);
    assert.equal(after(line, 'k95'), Number(k95));
    assert.ok(Math.abs(after(line, 'rank') - Number(rank)) <= 0.005, `${line} / ${rank}`);
  });
  await expectClean(page);
  await page.close();
});

test('copy as numpy, typed: the matrix literal, whose eigenvalues are the ones on the page', async () => {
  const page = await openPage(context, '?panel=similarity&lang=en&similarity.m=2,1,0;1,2,1;0,1,2.5');
  const panel = page.locator('#panel-similarity');
  await panel.locator('.eigenvalues li').first().waitFor();
  const snippet = await copiedSnippet(page, panel);
  assert.match(snippet, /np\.array\(\[\[2, 1, 0\], \[1, 2, 1\], \[0, 1, 2\.5\]\]/);
  const output = execFileSync(PYTHON, ['-'], { input: snippet, encoding: 'utf8' });
  const python = output
    .match(/eigenvalues: (.*)/)[1]
    .trim()
    .split(/\s+/)
    .map(Number);
  const onPage = (await panel.locator('.verdict-view .eigenvalues li').allTextContents()).map(shown);
  assert.equal(python.length, onPage.length);
  python.forEach((x, i) => assert.ok(Math.abs(x - onPage[i]) <= 0.0005, `${x} / ${onPage[i]}`));
  assert.match(output, /PSD: True/);
  // The exact check on the decimals as typed: minors 2, 3 and 2·(5 − 1) − 1·2.5 = 5.5, all positive.
  assert.match(output, /PSD, exactly: True/);
  await expectClean(page);
  await page.close();
});

for (const lang of ['ko', 'en']) {
  test(`export menus and panel tools pass axe (${lang})`, async () => {
    const page = await openForAxe(context, `?panel=gamma-sweep,similarity&lang=${lang}&gamma-sweep.n=40`);
    await showPanel(page, 'gamma-sweep');
    await page.locator('#panel-gamma-sweep .gamma-table:not([aria-busy])').waitFor({ timeout: 30000 });
    await page.locator('#panel-similarity .eigenvalues li').first().waitFor();
    assert.deepEqual(await axeViolations(page, '#app'), []);
    await page.close();
  });
}

test('attention: the complex plane as SVG holds the article’s 8 eigenvalues, 6 of them complex; PNG too', async () => {
  const page = await openPage(context, '?panel=attention&lang=en');
  const figure = page.locator('.plane-figure');
  await figure.locator('circle.eig').first().waitFor({ timeout: 20000 });
  const svg = (await download(page, figure.locator('.export-svg'))).bytes.toString('utf8');
  assert.equal((svg.match(/<circle /g) ?? []).length, 8);
  assert.equal((svg.match(/class="eig complex"/g) ?? []).length, 6);
  // Standalone: the colours the page's stylesheet gives are written into the file.
  assert.match(svg, /<circle [^>]*fill="rgb\(/);
  const png = await download(page, figure.locator('.export-png'));
  assert.equal(png.name, 'attention-eigenvalues.png');
  assert.deepEqual(png.bytes.subarray(0, 8), PNG_SIGNATURE);
  await expectClean(page);
  await page.close();
});

test('copy as numpy, attention: the seeded draws print the figures the page shows (the article’s 6 of 8)', async () => {
  const page = await openPage(context, '?panel=attention&lang=en');
  const panel = page.locator('#panel-attention');
  await panel.locator('.figure-weights[data-min]').waitFor({ timeout: 20000 });
  const output = execFileSync(PYTHON, ['-'], { input: await copiedSnippet(page, panel), encoding: 'utf8' });
  const [, min, max] = output.match(/min (\S+) max (\S+)/).map(Number);
  const weights = panel.locator('.figure-weights');
  assert.ok(Math.abs(min - shown(await weights.getAttribute('data-min'))) <= 0.0005);
  assert.ok(Math.abs(max - shown(await weights.getAttribute('data-max'))) <= 0.0005);
  const ratio = Number(output.match(/asymmetry (\S+)/)[1]);
  assert.ok(Math.abs(ratio - Number(await panel.locator('.figure-asymmetry').getAttribute('data-ratio'))) <= 0.005);
  assert.match(output, /complex eigenvalues 6 of 8/);
  await expectClean(page);
  await page.close();
});

test('copy as numpy, feature maps: (c + a·b)^p, φ(a)·φ(b) built feature by feature, and the RBF series the page sums', async () => {
  const path = '?panel=feature-maps&lang=en&feature-maps.p=3&feature-maps.c=0.5&feature-maps.x=0.7&feature-maps.terms=5';
  const page = await openPage(context, path);
  const panel = page.locator('#panel-feature-maps');
  await panel.locator('.pair-sum').waitFor({ timeout: 20000 });
  await panel.locator('.rbf-summary').filter({ hasText: /\S/ }).waitFor();
  const output = execFileSync(PYTHON, ['-'], { input: await copiedSnippet(page, panel), encoding: 'utf8' });
  // By hand: (0.5 + 1·3 + 2·(−1))³ = 1.5³ = 3.375, in C(2 + 3, 3) = 10 features.
  assert.equal(Number(output.match(/^kernel (\S+)/m)[1]), 3.375);
  const [, count, dot] = output.match(/^features (\d+) dot (\S+)/m);
  assert.equal(Number(count), 10);
  assert.ok(Math.abs(Number(dot) - 3.375) <= 1e-12, dot);
  assert.match(await panel.locator('.pair-kernel-value').getAttribute('data-text'), /= 3\.375$/);
  const [, sum, rbf] = output.match(/^sum (\S+) rbf (\S+)/m).map(Number);
  // The kernel itself, by hand: e^(−(0.7 + 0.3)²) = e^(−1).
  assert.ok(Math.abs(rbf - Math.exp(-1)) <= 1e-15);
  const summary = (await panel.locator('.rbf-summary').textContent()).replaceAll(MINUS, '-');
  const [, pageSum, pageKernel] = summary.match(/the sum is (\S+), the kernel (\S+),/).map(Number);
  assert.ok(Math.abs(pageSum - sum) <= 5e-6 * Math.abs(sum), `${pageSum} / ${sum}`);
  assert.ok(Math.abs(pageKernel - rbf) <= 5e-6 * rbf, `${pageKernel} / ${rbf}`);
  await expectClean(page);
  await page.close();
});

test('copy as numpy, kernel check: the expression as Python (^, −, ·, a parameter) prints the page’s spectrum', async () => {
  const expression = 'tanh(a·dot(x, y) − 1) + 0.1^2';
  const query = new URLSearchParams({
    panel: 'kernel-check',
    lang: 'en',
    'kernel-check.expression': expression,
    'kernel-check.params': 'a=0.5',
    'kernel-check.n': '60',
  });
  const page = await openPage(context, `?${query}`);
  const panel = page.locator('#panel-kernel-check');
  await panel.locator(`.kernel-result[data-expression="${expression}"]:not([aria-busy])`).waitFor({ timeout: 20000 });
  const snippet = await copiedSnippet(page, panel);
  assert.match(snippet, /np\.tanh\(a\*np\.dot\(x, y\) - 1\) \+ 0\.1\*\*2/);
  assert.match(snippet, /^a = 0\.5$/m);
  const output = execFileSync(PYTHON, ['-'], { input: snippet, encoding: 'utf8' });
  const [, negative, n, min] = output.match(/negative: (\d+) of (\d+) min (\S+)/);
  assert.equal(await panel.locator('.negative-count').textContent(), `${negative} / ${n}`);
  assert.ok(Number(negative) > 0, output); // tanh with a negative offset: not PSD (the article's sigmoid story)
  const onPage = shown(await panel.locator('.min-eigenvalue').textContent());
  assert.ok(Math.abs(Number(min) - onPage) <= 0.0005 + 0.005 * Math.abs(onPage), `${min} / ${onPage}`);
  await expectClean(page);
  await page.close();
});

// The first number the page prints in `text` ("No: smallest eigenvalue −3.1 × 10⁻²" → −0.031).
const firstShown = (text) => shown(text.match(/[−-]?\d[\d.]*(?: × 10[⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+)?/)[0]);

async function openMethods(query, shownPrefix) {
  const page = await openPage(context, `?panel=methods&lang=en&${query}`);
  const panel = page.locator('#panel-methods');
  await panel.locator(`.methods-results[data-shown^="${shownPrefix}"]`).waitFor({ timeout: 9000 });
  const figure = async (name) => firstShown(await panel.locator(`.methods-results dd[data-figure="${name}"]`).textContent());
  return { page, panel, figure };
}

test('copy as numpy, kernel ridge: np.linalg.solve(K + λI, y) on the points on screen gives the page’s κ and α', async () => {
  const { page, panel, figure } = await openMethods('methods.nTrain=40', 'ridge|rbf|1|0.001|10|40');
  const snippet = await copiedSnippet(page, panel);
  assert.match(snippet, /np\.linalg\.solve\(A, y\)/);
  const output = execFileSync(PYTHON, ['-'], { input: snippet, encoding: 'utf8' });
  const condition = Number(output.match(/condition (\S+)/)[1]);
  const alphaMax = Number(output.match(/alpha max (\S+)/)[1]);
  assert.ok(Math.abs(condition - (await figure('condition'))) <= 0.01 * condition, `${condition}`);
  assert.ok(Math.abs(alphaMax - (await figure('alpha-max'))) <= 0.01 * alphaMax, `${alphaMax}`);
  assert.ok(Number(output.match(/residual (\S+)/)[1]) < 1e-9, output);
  const [, correct, total] = output.match(/train correct (\d+) of (\d+)/);
  assert.equal(Number(total), 40);
  assert.ok(Number(correct) >= 38, output); // λ = 0.001 all but interpolates the training labels
  await expectClean(page);
  await page.close();
});

test('copy as numpy, SVM: the sigmoid kernel matrix’s eigenvalues, the smallest negative as on the page', async () => {
  const { page, panel, figure } = await openMethods('methods.method=svm&methods.kernel=sigmoid&methods.b=1', 'svm|sigmoid|');
  const snippet = await copiedSnippet(page, panel);
  assert.match(snippet, /np\.tanh\(1 \* \(X @ X\.T\) \+ 1\)/);
  const output = execFileSync(PYTHON, ['-'], { input: snippet, encoding: 'utf8' });
  const min = Number(output.match(/eigenvalues min (\S+)/)[1]);
  assert.ok(min < 0, output);
  const onPage = await figure('psd');
  assert.ok(Math.abs(min - onPage) <= 0.01 * Math.abs(min), `${min} / ${onPage}`);
  await expectClean(page);
  await page.close();
});

const NEW_RECIPES = { 'feature-maps': '', 'kernel-check': '&kernel-check.n=40', methods: '&methods.nTrain=20' };
for (const lang of ['ko', 'en'])
  for (const [id, query] of Object.entries(NEW_RECIPES))
    test(`${id}: "copy as numpy" and its copied state pass axe (${lang})`, async () => {
      const page = await openForAxe(context, `?panel=${id}&lang=${lang}${query}`);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: context.url });
      const tools = page.locator(`#panel-${id} .panel-tools`);
      if (id === 'methods') await page.locator('#panel-methods .methods-results[data-shown]').waitFor({ timeout: 9000 });
      await tools.locator('.copy-numpy').click();
      await tools.locator('.share-status').filter({ hasText: /\S/ }).waitFor();
      assert.deepEqual(await axeViolations(page, `#panel-${id} .panel-tools`), []);
      await page.close();
    });

test('copy as numpy, kernel check with pasted points: the rows as a literal, K = XXᵀ with eigenvalues 0, 1, 3', async () => {
  const query = new URLSearchParams({
    panel: 'kernel-check',
    lang: 'en',
    'kernel-check.expression': 'dot(x, y)',
    'kernel-check.points': '1,0;0,1;1,1',
  });
  const page = await openPage(context, `?${query}`);
  const panel = page.locator('#panel-kernel-check');
  await panel.locator('.kernel-result[data-expression="dot(x, y)"]:not([aria-busy])').waitFor({ timeout: 20000 });
  const snippet = await copiedSnippet(page, panel);
  assert.match(snippet, /Z = np\.array\(\[\[1, 0\], \[0, 1\], \[1, 1\]\], dtype=float\)/);
  const output = execFileSync(PYTHON, ['-'], { input: snippet, encoding: 'utf8' });
  const [, negative, n, min, max] = output.match(/negative: (\d+) of (\d+) min (\S+) max (\S+)/);
  // XᵀX = [[2, 1], [1, 2]] has eigenvalues 1 and 3; the third row is the sum of the first two: 0.
  assert.deepEqual([negative, n], ['0', '3']);
  assert.ok(Math.abs(Number(min)) <= 1e-14 && Math.abs(Number(max) - 3) <= 1e-14, output);
  assert.equal(await panel.locator('.negative-count').textContent(), '0 / 3');
  await expectClean(page);
  await page.close();
});
