// The similarity panel's elliptope view in Chromium: opened from the link, the article's S outside the body with
// the triangle inequality it breaks (78.5° > 51.7°, the article's figures), the point dragged and keyed into the
// body (the table's cells follow and the verdict flips: det by hand below), the body turned by keys, the exports,
// a table the view cannot draw, and axe in both languages.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { axeViolations, expectClean, openAndWait, openForAxe, showPanel, useBrowser } from './harness.mjs';

const context = useBrowser();
const LINK = '?panel=similarity&similarity.view=geometry';
const view = (page) => page.locator('#panel-similarity .geometry-view');
const cell = (page, name) => page.locator(`#panel-similarity input[aria-label="${name}"]`);
// The view's verdict once the worker's exact check has answered.
const verdict = (page, psd) => view(page).locator(`.geometry-verdict[data-psd="${psd}"]`);
const open = (lang = 'en', extra = '') => openAndWait(context, `${LINK}&lang=${lang}${extra}`, '#panel-similarity .geometry-body polyline');

async function download(page, button) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const chunks = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk);
  return { name: file.suggestedFilename(), bytes: Buffer.concat(chunks) };
}

test('the link opens the view: S is outside, arccos 0.2 = 78.5° > 2 × arccos 0.9 = 51.7°, and its repair sits on the surface', async () => {
  for (const lang of ['en', 'ko']) {
    const page = await open(lang);
    assert.equal(
      await page
        .locator('#panel-similarity [role="tab"][aria-selected="true"]')
        .getAttribute('id')
        .then((id) => id.endsWith('-geometry')),
      true,
    );
    await verdict(page, 'false').waitFor();
    assert.match(await view(page).locator('.geometry-why').textContent(), /arccos 0\.2 = 78\.5° > 2 × arccos 0\.9 = 51\.7°/);
    // numpy's clip repair of S rescaled to a unit diagonal (tests/fixtures/elliptope.txt, r30): 0.785, 0.231, 0.785.
    assert.match(await view(page).locator('.geometry-repair').textContent(), /\(0\.785, 0\.231, 0\.785\)/);
    assert.match(await view(page).locator('.geometry-det').textContent(), /−0\.336/);
    assert.equal(await view(page).locator('.geometry-sphere-figure').isHidden(), true);
    await expectClean(page);
    await page.close();
  }
});

test('arrow keys on the point move it along the chosen axis; the table follows and the verdict flips inside', async () => {
  const page = await open();
  await verdict(page, 'false').waitFor();
  await view(page).locator('select').selectOption('1'); // s(A, C)
  const point = view(page).locator('.geometry-point');
  await point.focus();
  // 0.2 → 0.7: with s(A, B) = s(B, C) = 0.9, det = 1 + 2·0.567 − 0.81 − 0.49 − 0.81 = 0.024 > 0.
  for (let k = 0; k < 5; k++) await page.keyboard.press('Shift+ArrowRight');
  await verdict(page, 'true').waitFor();
  assert.equal(await cell(page, 'S (A, C)').inputValue(), '0.7');
  assert.equal(await cell(page, 'S (C, A)').inputValue(), '0.7');
  // Inside: the vectors on the sphere with their angles, arccos 0.9 = 25.8°, arccos 0.7 = 45.6°.
  const labels = await view(page).locator('.geometry-sphere .angle-label').allTextContents();
  assert.deepEqual(labels, ['25.8°', '45.6°', '25.8°']);
  assert.match(await view(page).locator('.geometry-why').textContent(), /θ\(A, C\) = 45\.6°/);
  await page.keyboard.press('ArrowLeft');
  assert.equal(await point.getAttribute('aria-valuenow'), '0.69');
  await page.close();
});

test('the body turns by keys, and dragging the point across the surface edits s(A, B) and flips the verdict', async () => {
  const page = await open();
  await verdict(page, 'false').waitFor();
  const body = view(page).locator('.geometry-body');
  await body.focus();
  // Yaw −30° → 0°, pitch 20° → 0°: the screen shows s(A, B) to the right and s(B, C) up, s(A, C) into the page.
  for (let k = 0; k < 3; k++) await page.keyboard.press('ArrowRight');
  for (let k = 0; k < 2; k++) await page.keyboard.press('ArrowDown');
  assert.deepEqual([await body.getAttribute('data-yaw'), await body.getAttribute('data-pitch')], ['0', '0']);
  const point = view(page).locator('.geometry-point');
  await point.scrollIntoViewIfNeeded();
  const box = await point.boundingBox();
  const width = (await body.boundingBox()).width;
  const perUnit = (width / 360) * (360 / 4.2); // the view's scale: 360/4.2 viewBox units per unit of s
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  // s(A, B) from 0.9 to 0.5 in steps: with s(A, C) = 0.2 and s(B, C) = 0.9, det = 1 + 0.18 − 0.25 − 0.04 − 0.81 = 0.08.
  for (let k = 1; k <= 8; k++) await page.mouse.move(x - (0.4 * perUnit * k) / 8, y);
  await page.mouse.up();
  await verdict(page, 'true').waitFor();
  const ab = Number(await cell(page, 'S (A, B)').inputValue());
  assert.ok(Math.abs(ab - 0.5) <= 0.011, `s(A, B) = ${ab}`);
  assert.equal(await cell(page, 'S (A, C)').inputValue(), '0.2');
  assert.equal(await cell(page, 'S (B, C)').inputValue(), '0.9');
  assert.equal(new URL(page.url()).searchParams.get('similarity.view'), 'geometry');
  await page.close();
});

test('the figure exports as SVG, PNG and CSV', async () => {
  const page = await open();
  await verdict(page, 'false').waitFor();
  const menu = view(page).locator('.export-menu');
  const svg = await download(page, menu.locator('.export-svg'));
  assert.equal(svg.name, 'elliptope.svg');
  assert.match(svg.bytes.toString(), /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<polyline/s);
  const png = await download(page, menu.locator('.export-png'));
  assert.deepEqual([...png.bytes.subarray(1, 4)].map((c) => String.fromCharCode(c)).join(''), 'PNG');
  const csv = (await download(page, menu.locator('.export-csv'))).bytes.toString().split('\r\n');
  assert.equal(csv[0], ',"s(A, B)","s(A, C)","s(B, C)",det');
  assert.match(csv[1], /^table,0\.9,0\.2,0\.9,-0\.33/);
  await page.close();
});

test('inside the body the SVG export carries the vectors on the sphere: cosines 0.5 are 60° apart', async () => {
  // arccos 0.5 = 60° exactly: each label reads 60.0°.
  const page = await open('en', '&similarity.m=1,0.5,0.5;0.5,1,0.5;0.5,0.5,1');
  await verdict(page, 'true').waitFor();
  const svg = (await download(page, view(page).locator('.export-menu .export-svg'))).bytes.toString();
  assert.match(svg, /The vectors X = VΛ\^½ on the unit sphere/);
  assert.equal(svg.match(/60\.0°/g)?.length, 3);
  await page.close();
});

test('a table the body does not hold says why and what to do', async () => {
  const page = await openAndWait(
    context,
    `${LINK}&lang=en&similarity.m=2,1,0;1,2,1;0,1,2`,
    '#panel-similarity .geometry-unavailable:not([hidden])',
  );
  assert.match(await view(page).locator('.geometry-unavailable').textContent(), /cell \(1, 1\) is 2/);
  await page.close();
});

test('axe finds nothing in the view, in Korean and in English', async () => {
  for (const lang of ['ko', 'en']) {
    const page = await openForAxe(context, `${LINK}&lang=${lang}`);
    await showPanel(page, 'similarity');
    await page.locator('#panel-similarity .geometry-body polyline').first().waitFor();
    assert.deepEqual(await axeViolations(page, '#panel-similarity .geometry-view'), []);
    await page.close();
  }
});
