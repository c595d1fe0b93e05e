// Every figure says what to notice: one sentence inside the figure (p.figure-note, widgets/figure-note.js), in
// Korean and in English, true for the numbers beside it — read against the article's figures and numpy's fixtures
// where it names a number, and against the numbers the panel prints beside it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { drawPlots, panelIds, settlePanel } from '../../scripts/page-walk.mjs';
import { ARTICLE_TABLE } from './article-table.mjs';
import { expectClean, openPage, useBrowser } from './harness.mjs';

const context = useBrowser();
const article = JSON.parse(readFileSync(new URL('../fixtures/article.json', import.meta.url), 'utf8'));

/** Opens `query` at 1280 px and draws every panel on it (plots draw when near the screen). */
async function open(query) {
  const page = await openPage(context, `?${query}`, { viewport: { width: 1280, height: 900 } });
  await page.locator('section.panel').first().waitFor();
  for (const id of await panelIds(page)) {
    await settlePanel(page, id);
    await answerQuestion(page, id);
    await drawPlots(page, id);
  }
  return page;
}

// A note that would give a question's answer away (the blend's: all real at the tie) waits for a guess: guess, where
// the page asks (openPage says "don't ask me" unless told otherwise: then no question shows and nothing waits).
async function answerQuestion(page, id) {
  const question = page.locator(`#panel-${id} .predict`);
  const choice = question.locator('.predict-choices button').first();
  const number = question.locator('.predict-number input');
  if (await choice.isVisible()) return choice.click();
  if (!(await number.isVisible())) return;
  await number.fill('1');
  await question.locator('.predict-number button[type="submit"]').click();
}

// Each shown figure that draws a result (an SVG, a canvas, a plot, or a table that is not an editor) and its note.
const notesOf = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('figure, .form-figure, .methods-plane-box')]
      .filter((figure) => figure.checkVisibility() && !figure.parentElement.closest('figure, .form-figure'))
      .filter((figure) => figure.querySelector('svg, canvas, .plot') || (figure.querySelector('table') && !figure.querySelector('input')))
      .map((figure) => ({
        panel: figure.closest('section.panel').id,
        figure: figure.className || figure.querySelector('figcaption')?.textContent.slice(0, 40),
        notes: [...figure.querySelectorAll('.figure-note')].filter((note) => note.checkVisibility()).map((note) => note.textContent),
      })),
  );

const STATES = [
  '',
  '&similarity.view=vectors',
  '&similarity.view=geometry&similarity.m=1,0.5,0.5;0.5,1,0.5;0.5,0.5,1',
  '&attention.softmax=on',
];

for (const lang of ['ko', 'en'])
  test(`${lang}: every figure of every panel has its one "what to notice" sentence`, { timeout: 300000 }, async () => {
    const missing = [];
    let count = 0;
    for (const extra of STATES) {
      const page = await open(`lang=${lang}${extra}`);
      for (const { panel, figure, notes } of await notesOf(page)) {
        count += 1;
        if (notes.length !== 1 || !notes[0].trim()) missing.push(`${extra || 'defaults'}: ${panel} ${figure}: ${notes.length} notes`);
        else if (lang === 'ko' && !/[가-힣]/.test(notes[0])) missing.push(`${panel} ${figure}: not Korean: ${notes[0]}`);
        else if (lang === 'en' && /[가-힣]/.test(notes[0])) missing.push(`${panel} ${figure}: not English: ${notes[0]}`);
      }
      await expectClean(page);
      await page.close();
    }
    assert.ok(count >= 25, `${count} figures`);
    assert.deepEqual(missing, []);
  });

test('the notes name the numbers on screen: the article’s γ row, its 6 of 8, numpy’s 17 of 1089, the 59 GB, the methods’ count', {
  timeout: 300000,
}, async () => {
  const page = await open('lang=en');
  const note = (selector) => page.locator(`${selector} .figure-note`).first().textContent();
  // γ = 0.05, the article's row: largest eigenvalue 192.17, effective rank 2.35, of n = 300.
  const [gamma, max, , , rank] = ARTICLE_TABLE[0];
  assert.equal(
    await note('#panel-gamma-sweep .scree'),
    `At γ = ${gamma} the largest eigenvalue is ${max} and the effective rank ${rank}: the faster the curve falls, the fewer of the 300 directions K really uses.`,
  );
  assert.match(
    await note('#panel-gamma-sweep .rank-curve'),
    new RegExp(`toward n = 300 .*at the red line, γ = ${gamma}, it is ${rank}\\.$`),
  );
  // The article's attention experiment: 6 of its 8 eigenvalues complex; numpy's (M + Mᵀ)/2 has this many negative.
  const symEigenvalues = readFileSync(new URL('../fixtures/attention.txt', import.meta.url), 'utf8')
    .split('\n')
    .find((line) => line.startsWith('article.M_sym_eig '))
    .split(' ')
    .slice(1)
    .map(Number);
  const negative = symEigenvalues.filter((x) => x < 0).length;
  assert.equal(article.attention.complex_eigenvalue_count, 6);
  assert.match(await note('#panel-attention .plane-figure'), /^6 of the 8 eigenvalues lie off the real axis/);
  assert.match(await note('#panel-attention .weights-figure'), new RegExp(`^${negative} of the 16 are negative`));
  assert.match(await note('#panel-attention .blend-curve-figure'), /^The ratio goes from 1\.113 at t = 0 to 0\.000 at t = 1/);
  // The sigmoid map of the first 100 points: 17 PSD cells of 1089 (tests/fixtures/sigmoid_map.txt, page.psd_cells).
  assert.match(await note('#panel-sigmoid .sigmoid-map'), /^Only the 17 PSD cells of 1089, .* on these 100 points\.$/);
  // The article's d = 768, p = 4: 58,740,480,260 bytes, 59 GB.
  assert.equal(article.feature_dimension.at(-1).float32_bytes, 58740480260);
  assert.match(await note('#panel-feature-maps .timing-memory'), /at the article’s d = 768, p = 4, 59 GB\.$/);
  // The methods plane: the training points on their class's side, as many as the training accuracy beside it.
  const [correct, total] = (await page.locator('#panel-methods dd[data-figure="train"]').textContent()).match(/\d+/g).map(Number);
  assert.match(
    await note('#panel-methods .methods-plane-box'),
    new RegExp(`: ${correct} of the ${total} training points lie on their own class’s side\\.$`),
  );
  // The article's S on the globe: some sampled directions certainly negative, so a red patch.
  assert.match(await note('#panel-similarity .form-figure'), /^The red patch is where cᵀSc < 0/);
  await expectClean(page);
  await page.close();
});

test('the blend’s notes, which say where the path ends (all real at the tie), wait for the guess', async () => {
  const page = await openPage(context, '?lang=en&panel=attention', { ask: true });
  const panel = page.locator('#panel-attention');
  // Drawn under the fold the question keeps over the results until the guess.
  await panel.locator('.blend-plane circle.trail').first().waitFor({ state: 'attached', timeout: 30000 });
  const notes = panel.locator('.attention-blend .figure-note');
  assert.deepEqual(await notes.allTextContents(), ['', '']);
  await panel.locator('.predict-choices button').first().click();
  await panel.locator('.attention-blend .figure-note', { hasText: 'every eigenvalue is real' }).waitFor();
  assert.match((await notes.allTextContents())[1], /^The ratio goes from 1\.113 at t = 0 to 0\.000 at t = 1/);
  await expectClean(page);
  await page.close();
});
