import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { expectClean, openAndWait, useBrowser } from './harness.mjs';

const context = useBrowser();

// numpy's eigenvalues and asymmetry of S(t) for the article's seed (scripts/gen_attention_blend_fixtures.py).
const fixture = Object.fromEntries(
  readFileSync(new URL('../fixtures/attention-blend.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [key, ...values] = line.split(' ');
      return [key, values.map(Number)];
    }),
);

const panel = (page) => page.locator('#panel-attention');
const now = (page) => panel(page).locator('.blend-now');
const slider = (page) => panel(page).getByRole('slider', { name: /blend t/ });
const openBlend = (query = '') => openAndWait(context, `?lang=en&panel=attention${query}`, '#panel-attention .blend-plane circle.trail');
const blendShown = async (page) => Number(await now(page).getAttribute('data-blend'));

// Waits until the page shows S at t (the core's answer for the slider's value).
async function waitForBlend(page, t) {
  await page.waitForFunction(
    (want) => Math.abs(Number(document.querySelector('#panel-attention .blend-now')?.dataset.blend) - want) < 1e-9,
    t,
  );
}

test('t = 1 from a link: the eigenvalues on the page are numpy’s, all on the real axis, and S is symmetric', async () => {
  const page = await openBlend('&attention.blend=1');
  await waitForBlend(page, 1);
  const marks = await panel(page)
    .locator('.blend-plane circle.eig')
    .evaluateAll((circles) => circles.map((c) => [Number(c.dataset.re), Number(c.dataset.im)]));
  assert.equal(marks.length, 8);
  assert.ok(marks.every(([, im]) => im === 0));
  const re = marks.map(([r]) => r).sort((a, b) => a - b);
  fixture['article.t5.eig.re'].forEach((want, i) => assert.ok(Math.abs(re[i] - want) <= 1e-11 * 13, `${re[i]} vs ${want}`));
  assert.match(await now(page).textContent(), /At t = 1\.00, W_K = W_Q: the core finds S symmetric .* all 8 eigenvalues real/);
  assert.equal(await panel(page).locator('.blend-curve .current-ratio').getAttribute('data-ratio'), '0');
  // The path: 21 values of t, 8 eigenvalues each, and the pairs are all real from t = 0.75 (numpy: path15).
  assert.equal(await panel(page).locator('.blend-plane circle.trail').count(), 21 * 8);
  assert.equal(fixture['article.path14.complex_count'][0], 2);
  assert.equal(fixture['article.path15.complex_count'][0], 0);
  assert.match(
    await panel(page).locator('.blend-real-from').textContent(),
    /last t with a complex eigenvalue is 0\.70; from t = 0\.75 on all are real/,
  );
  await expectClean(page);
  await page.close();
});

test('the slider by keys: → twelve times is t = 0.6 (numpy: 2 of 8 complex, ratio 0.457), End is the tie, Home the start; the URL follows', async () => {
  const page = await openBlend();
  await waitForBlend(page, 0);
  assert.equal(await now(page).getAttribute('data-complex'), '6');
  await slider(page).focus();
  for (let k = 0; k < 12; k++) await page.keyboard.press('ArrowRight');
  await waitForBlend(page, 0.6);
  assert.equal(await now(page).getAttribute('data-complex'), String(fixture['article.path12.complex_count'][0]));
  assert.equal(fixture['article.path12.asymmetry'][0].toFixed(3), '0.457');
  assert.match(await now(page).textContent(), /2 of the 8 eigenvalues of S are complex; asymmetry ratio 0\.457/);
  await page.waitForFunction(() => new URL(location.href).searchParams.get('attention.blend') === '0.6');
  await page.keyboard.press('End');
  await waitForBlend(page, 1);
  assert.equal(await now(page).getAttribute('data-complex'), '0');
  await page.keyboard.press('Home');
  await waitForBlend(page, 0);
  assert.equal(await now(page).getAttribute('data-complex'), '6');
  await page.waitForFunction(() => !new URL(location.href).searchParams.has('attention.blend'));
  await expectClean(page);
  await page.close();
});

test('the slider by mouse: a click three quarters along moves t there and the marks follow', async () => {
  const page = await openBlend();
  await waitForBlend(page, 0);
  const input = slider(page);
  await input.scrollIntoViewIfNeeded();
  const box = await input.boundingBox();
  await page.mouse.click(box.x + box.width * 0.75, box.y + box.height / 2);
  await page.waitForFunction(() => Number(document.querySelector('#panel-attention .blend-now')?.dataset.blend) > 0.6);
  const t = await blendShown(page);
  assert.ok(t >= 0.65 && t <= 0.85, `t = ${t}`);
  const k = Math.round(t * 20);
  assert.equal(await now(page).getAttribute('data-complex'), String(fixture[`article.path${k}.complex_count`][0]));
  await page.waitForFunction((want) => new URL(location.href).searchParams.get('attention.blend') === String(want), t);
  await expectClean(page);
  await page.close();
});

for (const bad of ['2', '-0.5', 'abc', 'NaN', '1e400']) {
  test(`a hostile attention.blend=${bad} falls back to t = 0 and says so`, async () => {
    const page = await openBlend(`&attention.blend=${encodeURIComponent(bad)}`);
    await waitForBlend(page, 0);
    const problems = await panel(page).locator('.url-problem').allTextContents();
    assert.equal(problems.length, 1);
    assert.match(problems[0], /attention\.blend/);
    assert.equal(await now(page).getAttribute('data-complex'), '6');
    await expectClean(page);
    await page.close();
  });
}

test('the S heat map: token numbers 1…8, a colour bar ±max|S|, and the entry under the keyboard and the pointer is numpy’s', async () => {
  const page = await openBlend();
  await waitForBlend(page, 0);
  const heat = panel(page).locator('.heat-S');
  assert.deepEqual(await heat.locator('.heatmap-cols span').allTextContents(), ['1', '2', '3', '4', '5', '6', '7', '8']);
  assert.deepEqual(await heat.locator('.heatmap-rows span').allTextContents(), ['1', '2', '3', '4', '5', '6', '7', '8']);
  const S = fixture['article.t0.S'];
  const top = Math.max(...S.map(Math.abs));
  const ends = await heat.locator('.colour-bar-labels span').evaluateAll((spans) => spans.map((s) => Number(s.dataset.value)));
  assert.equal(ends.length, 3);
  assert.ok(Math.abs(ends[2] - top) <= 1e-12 * top && ends[1] === 0 && ends[0] === -ends[2]);
  const readout = heat.locator('.heatmap-readout');
  await heat.locator('.heatmap-frame').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  assert.equal(await readout.getAttribute('data-cell'), '2,1');
  assert.equal(await readout.textContent(), `S: row 3, column 2 → ${S[2 * 8 + 1].toFixed(4).replace('-', '\u2212')}`);
  await page.keyboard.press('End');
  assert.equal(await readout.getAttribute('data-cell'), '2,7');
  // The pointer over row 7, column 5 (the canvas does not move once the results are in).
  const canvas = heat.locator('canvas.heatmap');
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  await page.mouse.move(box.x + (4.5 / 8) * box.width, box.y + (6.5 / 8) * box.height);
  await page.waitForFunction(() => document.querySelector('#panel-attention .heat-S .heatmap-readout')?.dataset.cell === '6,4');
  assert.equal(await readout.textContent(), `S: row 7, column 5 → ${S[6 * 8 + 4].toFixed(4).replace('-', '\u2212')}`);
  await expectClean(page);
  await page.close();
});

test('copy as numpy at t = 0.6: the snippet blends W_K and prints the page’s ratio 0.457 and 2 of 8 complex', async () => {
  const page = await openBlend('&attention.blend=0.6');
  await waitForBlend(page, 0.6);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: context.url });
  await panel(page).locator('.copy-numpy').click();
  await panel(page).locator('.panel-tools .share-status').filter({ hasText: /\S/ }).waitFor();
  const snippet = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(snippet, /^t = 0\.6$/m);
  const output = execFileSync('/usr/bin/python3', ['-'], { input: snippet, encoding: 'utf8' });
  assert.equal(Number(output.match(/asymmetry (\S+)/)[1]).toFixed(3), '0.457');
  assert.match(output, /complex eigenvalues 2 of 8/);
  assert.match(await now(page).textContent(), /2 of the 8 eigenvalues of S are complex; asymmetry ratio 0\.457/);
  await expectClean(page);
  await page.close();
});

test('softmax as “i looks at j”: an arrow for each weight above 1/8 of numpy’s softmax, as wide as its weight', async () => {
  const P = Object.fromEntries(
    readFileSync(new URL('../fixtures/attention.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('article.softmax '))
      .map((line) => ['P', line.split(' ').slice(1).map(Number)]),
  ).P;
  const heavy = P.filter((p, k) => Math.floor(k / 8) !== k % 8 && p > 1 / 8);
  const page = await openBlend('&attention.softmax=on');
  const arrows = panel(page).locator('.looks-at path.look');
  await arrows.first().waitFor();
  const drawn = await arrows.evaluateAll((paths) =>
    paths.map((p) => [Number(p.dataset.i), Number(p.dataset.j), Number(p.dataset.weight), Number(p.getAttribute('stroke-width'))]),
  );
  assert.equal(drawn.length, heavy.length);
  for (const [i, j, weight] of drawn) assert.ok(Math.abs(weight - P[(i - 1) * 8 + (j - 1)]) <= 1e-13, `${i} → ${j}`);
  // Widths grow with the weights.
  const byWeight = [...drawn].sort((a, b) => a[2] - b[2]);
  assert.ok(byWeight.every(([, , , w], k) => k === 0 || w >= byWeight[k - 1][3]));
  assert.match(await panel(page).locator('.looks-at-note').textContent(), new RegExp(`Arrows for the ${heavy.length} of 56 weights`));
  await expectClean(page);
  await page.close();
});
