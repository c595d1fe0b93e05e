// "Building φ anyway" in the feature-maps panel, in Chromium: the sentence at two γ reads numpy's feature
// counts for 5 % (tests/fixtures/rbf_features.txt, the page's grid) beside the article's effective ranks 2.35
// and 270.75; both plots drawn; the D slider moves the marked point; bad input answered where it was typed;
// a hostile link; on the whole page γ follows the γ panel.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { expectClean, openPage, params, showPanel, useBrowser } from './harness.mjs';

const PYTHON = '/usr/bin/python3'; // Debian's, with python3-numpy

const context = useBrowser();
const ONLY = '?panel=feature-maps&lang=en';
const fixtures = Object.fromEntries(
  readFileSync(new URL('../fixtures/rbf_features.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(' '))
    .map(([key, ...values]) => [key, values.map(Number)]),
);
const need = (key, method, max) => (fixtures[`${key}.need.${method}`][0] || `more than ${max}`).toString();

async function open(path) {
  const page = await openPage(context, path);
  await showPanel(page, 'feature-maps');
  const panel = page.locator('#panel-feature-maps');
  const section = panel.locator('.feature-rff');
  await section.scrollIntoViewIfNeeded();
  return { page, panel, section };
}
const sentenceWith = (section, pattern) => section.locator('.rff-sentence', { hasText: pattern }).waitFor({ timeout: 60000 });

test('at γ = 0.05 and γ = 3 the sentence gives numpy’s counts for 5 % beside the effective rank; the three plots drawn', async () => {
  const { page, section } = await open(ONLY);
  await sentenceWith(section, /effective rank 2\.35/);
  const text = await section.locator('.rff-sentence').textContent();
  assert.match(text, new RegExp(`Nyström ${need('g0.05', 'nystrom', 300)}, random Fourier features ${need('g0.05', 'fourier', 4096)}\\.`));
  // The third route: (1 + x·y)² on 5-dimensional points has C(7, 2) = 21 features, and all 21 give K to rounding.
  assert.match(
    await section.locator('.rff-polynomial').textContent(),
    /has 21 features on these points; with all of them ΦΦᵀ equals its own kernel matrix K_poly \(not K_RBF\) to a relative \d(\.\d)? × 10/,
  );
  await section.locator('.rff-point', { hasText: 'At D = 64' }).waitFor();
  await section.locator('.rff-plots figure').last().scrollIntoViewIfNeeded();
  await section.locator('.plot canvas').nth(2).waitFor();
  assert.equal(await section.locator('.plot canvas').count(), 3);
  // The preset γ = 3: the article's 270.75, Fourier short of 5 % even at 4096 features.
  await section.locator('.rff-presets button[data-gamma="3"]').click();
  await sentenceWith(section, /effective rank 270\.75/);
  assert.match(
    await section.locator('.rff-sentence').textContent(),
    new RegExp(`Nyström ${need('g3.0', 'nystrom', 300)}, random Fourier features ${need('g3.0', 'fourier', 4096)}\\.`),
  );
  await page.waitForFunction(() => new URL(location.href).searchParams.get('feature-maps.rffGamma') === '3');
  // The D slider: its end is D = 4096, and Nyström stops at the 300 points there are.
  const slider = section.locator('input[type="range"]').nth(1);
  await slider.focus();
  await slider.press('End');
  await section.locator('.rff-point', { hasText: /At D = 4096: .* Nyström with 300 landmarks/ }).waitFor({ timeout: 60000 });
  await page.waitForFunction(() => new URL(location.href).searchParams.get('feature-maps.rffD') === '4096', null, { timeout: 5000 });
  await expectClean(page);
  await page.close();
});

test('bad input is answered where it was typed and the last result stays', async () => {
  const { page, section } = await open(ONLY);
  await sentenceWith(section, /effective rank 2\.35/);
  const before = await section.locator('.rff-sentence').textContent();
  for (const [label, text, pattern] of [
    ['Features D', 'abc', /D is a whole number from 1 to 4096/],
    ['Features D', '4097', /D is a whole number from 1 to 4096/],
    ['Features D', '1e400', /D is a whole number from 1 to 4096/],
    ['γ (300 points)', '0', /γ is a number from 0.001 to 100/],
    ['γ (300 points)', 'NaN', /γ is a number from 0.001 to 100/],
    ['Seed of the Fourier draw', '-1', /seed is a whole number from 0 to 2\^64 − 1/],
    ['Seed of the Fourier draw', '9'.repeat(400), /seed is a whole number/],
  ]) {
    const input = section.getByLabel(label, { exact: true });
    await input.fill(text);
    await input.press('Enter');
    assert.match(
      await section.locator(`#${await input.getAttribute('id')}-message`).textContent(),
      pattern,
      `${label} = ${text.slice(0, 20)}`,
    );
    assert.equal(await section.locator('.rff-sentence').textContent(), before);
  }
  assert.equal(params(page).get('feature-maps.rffD'), null);
  // A good D is taken.
  const D = section.getByLabel('Features D', { exact: true });
  await D.fill('300');
  await D.press('Enter');
  await section
    .locator('.rff-point', { hasText: /At D = 300: .* Nyström with 300 landmarks by \d(\.\d)? × 10/ })
    .waitFor({ timeout: 60000 });
  await expectClean(page);
  await page.close();
});

test('a hostile link falls back to the defaults, says so, and the section still computes', async () => {
  const hostile = '&feature-maps.rffD=99999&feature-maps.rffGamma=-1e400&feature-maps.rffSeed=%3Cscript%3Ealert(1)%3C/script%3E';
  const { page, panel, section } = await open(`${ONLY}${hostile}`);
  assert.equal(await panel.locator('.url-problem').count(), 3);
  await sentenceWith(section, /effective rank 2\.35/);
  await section.locator('.rff-point', { hasText: 'At D = 64' }).waitFor();
  // The page's own two inline scripts (the build writes them into index.html, allowed by their CSP hashes) are
  // the only ones: the link's text became no script.
  assert.equal(await page.locator('script:not([src])').count(), 2);
  assert.equal(await page.locator('script', { hasText: 'alert' }).count(), 0);
  await expectClean(page);
  await page.close();
});

test('on the whole page γ follows the γ panel: its link’s γ is the section’s', async () => {
  const { page, section } = await open('?lang=en&gamma-sweep.gamma=3');
  await sentenceWith(section, /At γ = 3 the exact K has effective rank 270\.75/);
  assert.match(await section.locator('.rff-source').textContent(), /follows the γ panel/);
  await expectClean(page);
  await page.close();
});

test('copy as numpy reproduces the sentence and the point with numpy alone', async () => {
  const { page, panel, section } = await open(`${ONLY}&feature-maps.rffD=45`);
  await sentenceWith(section, /effective rank 2\.35/);
  await section.locator('.rff-point', { hasText: 'At D = 45' }).waitFor();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: context.url });
  await panel.locator('.copy-numpy').click();
  await panel.locator('.panel-tools .share-status').filter({ hasText: /\S/ }).waitFor();
  const snippet = await page.evaluate(() => navigator.clipboard.readText());
  const output = execFileSync(PYTHON, ['-'], { input: snippet, encoding: 'utf8' });
  const [, rank, fourier, nystrom] = output.match(/effective rank of K (\S+) features for 5 % \{'fourier': (\d+), 'nystrom': (\d+)\}/);
  assert.equal(Number(rank).toFixed(2), '2.35');
  assert.match(
    await section.locator('.rff-sentence').textContent(),
    new RegExp(`Nyström ${nystrom}, random Fourier features ${fourier}\\.`),
  );
  const point = await section.locator('.rff-point').textContent();
  for (const method of ['fourier', 'nystrom']) {
    const [, error, effective] = output.match(new RegExp(`${method} D 45 error (\\S+) effective rank (\\S+)`));
    assert.ok(point.includes(`${Number((100 * Number(error)).toPrecision(3))} %`), `${method}: ${error} in ${point}`);
    assert.ok(point.includes(Number(effective).toFixed(2)), `${method}: ${effective} in ${point}`);
  }
  assert.match(output, /exact polynomial phi 21 features, error \d/);
  await expectClean(page);
  await page.close();
});

test('exports: the error plot as SVG (two polylines from the data), PNG, and the curve as CSV of plain numbers', async () => {
  const { page, section } = await open(ONLY);
  await sentenceWith(section, /effective rank 2\.35/);
  await section.locator('.rff-point', { hasText: 'At D = 64' }).waitFor();
  const menu = section.locator('.rff-plots figure').first().locator('.export-menu');
  const download = async (button) => {
    const [file] = await Promise.all([page.waitForEvent('download'), menu.locator(button).click()]);
    return { name: file.suggestedFilename(), text: readFileSync(await file.path(), 'utf8'), bytes: readFileSync(await file.path()) };
  };
  const svg = await download('.export-svg');
  assert.equal(svg.name, 'rbf-phi-error.svg');
  assert.equal((svg.text.match(/<polyline /g) ?? []).length, 2);
  assert.match(svg.text, /stroke-dasharray="8 4"/); // Nyström dashed as on screen
  assert.doesNotMatch(svg.text, /<image/);
  const png = await download('.export-png');
  assert.deepEqual([...png.bytes.subarray(1, 4)], [0x50, 0x4e, 0x47]);
  const csv = (await download('.export-csv')).text.trim().split(/\r?\n/);
  assert.equal(csv[0], 'method,D,columns,relative_frobenius,max_abs');
  // The grid: 24 Fourier D to 4096, 17 Nyström D to 300.
  const rows = csv.slice(1).map((line) => line.split(','));
  assert.deepEqual(
    ['fourier', 'nystrom', 'polynomial'].map((m) => rows.filter((r) => r[0] === m).length),
    [24, 17, 0],
  );
  // numpy's error at D = 4096 (the fixture's γ = 0.05, feature seed 0), to the last digits.
  const last = rows.find((r) => r[0] === 'fourier' && r[1] === '4096');
  assert.ok(Math.abs(Number(last[3]) - fixtures['g0.05.fourier.relative'].at(-1)) <= 1e-12 * Number(last[3]), last[3]);
  await expectClean(page);
  await page.close();
});

// Each curve is measured against the K its method builds φ for, and its figure's y axis says which: RBF's two
// routes against K_RBF; the exact φ of (1 + x·y)² against its own K_poly, in a figure of its own. By hand: all
// C(7, 2) = 21 features of that φ give K_poly to rounding; against K_RBF (γ = 0.05) they would be off by more
// than K_RBF itself, as ΦΦᵀ's diagonal (1 + ‖x‖²)² ≈ 36 for these points stands against K_RBF's 1.
test('the RBF error plot names K_RBF and holds only RBF routes; the exact polynomial φ has its own plot against K_poly', async () => {
  const { page, section } = await open(ONLY);
  await sentenceWith(section, /effective rank 2\.35/);
  const figures = section.locator('.rff-plots figure');
  const svgOf = async (figure) => {
    await figure.scrollIntoViewIfNeeded();
    await figure.locator('.uplot').waitFor();
    const [file] = await Promise.all([page.waitForEvent('download'), figure.locator('.export-svg').click()]);
    return { name: file.suggestedFilename(), text: readFileSync(await file.path(), 'utf8') };
  };
  const rbf = await svgOf(figures.first());
  assert.match(rbf.text, /‖ΦΦᵀ − K_RBF‖_F \/ ‖K_RBF‖_F/);
  assert.doesNotMatch(rbf.text, /exact φ of \(c \+ x·y\)\^p/);
  const polynomialFigure = section.locator('.rff-plots figure[data-methods="polynomial"]');
  assert.match(await polynomialFigure.locator('figcaption').textContent(), /its own kernel matrix K_poly .*not against K_RBF/);
  const polynomial = await svgOf(polynomialFigure);
  assert.equal(polynomial.name, 'poly-phi-error.svg');
  assert.match(polynomial.text, /‖ΦΦᵀ − K_poly‖_F \/ ‖K_poly‖_F/);
  assert.equal((polynomial.text.match(/<polyline /g) ?? []).length, 1);
  const [file] = await Promise.all([page.waitForEvent('download'), polynomialFigure.locator('.export-csv').click()]);
  const rows = readFileSync(await file.path(), 'utf8')
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.split(','));
  assert.deepEqual(
    rows.map((r) => r[0]),
    Array(9).fill('polynomial'),
  );
  const all = rows.find((r) => r[1] === '21');
  assert.ok(Number(all[3]) < 1e-13, `all 21 features: ${all[3]}`);
  await expectClean(page);
  await page.close();
});

test('Cancel stops the curve and says so; the next change of D computes it again', async () => {
  const { page, section } = await open(`${ONLY}&feature-maps.rffGamma=3`);
  const cancel = section.locator('.rff-status:not([hidden]) .rff-cancel');
  await cancel.waitFor({ timeout: 30000 });
  await cancel.click();
  await section.locator('.rff-sentence', { hasText: /were cancelled/ }).waitFor();
  assert.equal(await section.locator('.rff-status').isHidden(), true);
  const D = section.getByLabel('Features D', { exact: true });
  await D.fill('32');
  await D.press('Enter');
  await sentenceWith(section, /effective rank 270\.75/);
  await expectClean(page);
  await page.close();
});
