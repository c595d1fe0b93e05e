// Exercises on the page (issue #36): ?exercise=id opens its panel with the goal above it and a verdict that follows
// the reader's edits, Share keeps the exercise and the state and the opening page checks it again, bad ids and
// states are said while the panel works, embeds show no exercise, and ?exercises is a sheet that prints on one or
// two pages without clipping a goal. The verdicts' numbers are the article's and hand derivations.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { addGramLab, axeViolations, expectClean, openForAxe, openPage, params, useBrowser } from './harness.mjs';
import { EXERCISES } from '../../dist/src/exercises.js';

const context = useBrowser();

const bar = (page) => page.locator('.exercise-bar');
const verdict = (page) => page.locator('.exercise-verdict');
/** The verdict once it is one (not "Checking…"), with its state: solved, missing or failed. */
async function settled(page, state) {
  await page.locator(`.exercise-verdict[data-state="${state}"]`).waitFor({ timeout: 30000 });
  return verdict(page).textContent();
}
const cell = (page, name) => page.locator(`#panel-sylvester input[aria-label="${name}"]`);
const stored = (page) => page.evaluate(() => localStorage.getItem('gram-lab.exercises'));

test('an unsolved link says what is missing; an edit solves it, live; progress is kept in this browser only', async () => {
  const page = await openPage(context, '?exercise=stop-at-two&lang=en');
  await bar(page).waitFor();
  assert.equal(await page.locator('section.panel').count(), 1);
  assert.equal(await page.locator('#panel-sylvester').count(), 1);
  assert.equal(await bar(page).locator('h2').textContent(), 'Stop at k = 2');
  assert.match(await bar(page).locator('.exercise-goal').textContent(), /stops at k = 2\.$/);
  // The article's A: leading minors 2, 3, 4.
  assert.equal(
    await settled(page, 'missing'),
    'Not yet. Every leading minor is positive (2, 3, 4): the criterion never stops, the table is positive definite.',
  );
  assert.equal(await bar(page).locator('.exercise-worked').isHidden(), true);
  assert.equal(await bar(page).locator('.exercise-from-link').isHidden(), true);
  const position = EXERCISES.findIndex((e) => e.id === 'stop-at-two');
  assert.equal(await bar(page).locator('.exercise-position').textContent(), `Exercise ${position + 1} of ${EXERCISES.length}`);
  assert.equal(
    await bar(page).getByRole('link', { name: 'Next exercise →' }).getAttribute('href'),
    `?exercise=${EXERCISES[position + 1].id}&lang=en`,
  );
  assert.equal(
    await bar(page).getByRole('link', { name: '← Previous exercise' }).getAttribute('href'),
    `?exercise=${EXERCISES[position - 1].id}&lang=en`,
  );
  // G (1, 2) = 3: D₂ = 2·2 − 3·3 = −5, and the criterion stops at k = 2.
  await page.locator('#panel-sylvester .eigenvalues li').first().waitFor();
  await cell(page, 'G (1, 2)').fill('3');
  assert.equal(await settled(page, 'solved'), 'Solved. D₁ = 2 is positive and D₂ = −5 is not: the criterion stops at k = 2.');
  assert.equal(await bar(page).locator('.exercise-worked').isVisible(), true);
  await page.waitForFunction(() => /^1 of \d+ solved in this browser\.$/.test(document.querySelector('.exercise-progress').textContent));
  assert.deepEqual(JSON.parse(await stored(page)), { 'stop-at-two': 'solved' });
  // Back a step (the panel's 1 in G (1, 2)): the verdict follows; solved stays solved in this browser.
  await cell(page, 'G (1, 2)').fill('1');
  assert.match(await settled(page, 'missing'), /^Not yet\. Every leading minor is positive \(2, 3, 4\)/);
  assert.deepEqual(JSON.parse(await stored(page)), { 'stop-at-two': 'solved' });
  await expectClean(page);
  await page.close();
});

test('Share keeps the exercise and the state; the page that opens it checks it again', async () => {
  const page = await openPage(context, '?exercise=stop-at-two&lang=ko');
  await settled(page, 'missing');
  // Refused storage keeps no "don't ask me": the panel's question folds its results, which are there all the same.
  await page.locator('#panel-sylvester .eigenvalues li').first().waitFor({ state: 'attached' });
  await cell(page, 'G (1, 2)').fill('3');
  await settled(page, 'solved');
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  await page.locator('.share-link').click();
  const link = new URL(await page.locator('.share .share-field').inputValue());
  assert.equal(link.searchParams.get('exercise'), 'stop-at-two');
  assert.equal(link.searchParams.get('sylvester.m'), '2,3,0;3,2,1;0,1,2');
  assert.equal(link.searchParams.get('lang'), 'ko');
  assert.equal(params(page).get('exercise'), 'stop-at-two');
  await page.close();
  // The teacher's browser: nothing stored; the link's state checked on opening, and said so.
  const teacher = await context.browser.newContext();
  const opened = await teacher.newPage();
  await opened.goto(link.href);
  assert.equal(await settled(opened, 'solved'), '풀었습니다. D₁ = 2는 양수이고 D₂ = −5는 양수가 아닙니다. 판정법이 k = 2에서 멈춥니다.');
  assert.equal(await opened.locator('.exercise-from-link').textContent(), '링크에 담긴 상태를 이 페이지에서 다시 확인한 결과입니다.');
  assert.equal(await opened.locator('.exercise-progress').textContent(), `이 브라우저에서 ${EXERCISES.length}문제 중 0문제를 풀었습니다.`);
  assert.equal(await stored(opened), null); // opening a solved link is not the teacher's own work
  await teacher.close();
});

test('a solved link and the worked solution’s link: solved on opening, in both languages', async () => {
  for (const [path, expected] of [
    ['?exercise=make-it-gram&attention.tie=on&lang=en', /^Solved\. S is symmetric and positive semi-definite \(smallest eigenvalue /],
    [
      `?exercise=far-apart&${EXERCISES.find((e) => e.id === 'far-apart').solution}&lang=ko`,
      /^풀었습니다\. A–C = 0\.62에서 랭크 2인 그람 행렬이 됩니다\./,
    ],
  ]) {
    const page = await openPage(context, path);
    assert.match(await settled(page, 'solved'), expected);
    // Solved: the worked solution is open to read, and its link sets the panel's state.
    assert.equal(await bar(page).locator('.exercise-worked').isVisible(), true);
    await expectClean(page);
    await page.close();
  }
});

test('a bad or hostile exercise id is said where the bar would be, and every panel works as usual', async () => {
  for (const [id, shown] of [
    ['nope', '"nope"'],
    ['<img src=x onerror=alert(1)>', '"<img src=x onerror=alert(1)>"'],
    ['__proto__', '"__proto__"'],
    [`\u202e${'x'.repeat(100)}`, `"${'x'.repeat(40)}…"`],
  ]) {
    const page = await openPage(context, `?exercise=${encodeURIComponent(id)}&lang=en`);
    const notice = page.locator('.exercise-unknown[role="alert"]');
    await notice.waitFor();
    assert.equal(await notice.textContent(), `There is no exercise ${shown}; the panels below work as usual. All exercises`);
    assert.equal(await notice.locator('bdi').textContent(), shown);
    assert.equal(await page.locator('img').count(), 0);
    assert.equal(await bar(page).count(), 0);
    assert.equal(await page.locator('section.panel').count(), 8);
    await page.locator('#panel-similarity .eigenvalues li').first().waitFor();
    assert.equal(await page.title(), 'Gram Lab — exercises');
    await expectClean(page);
    await page.close();
  }
});

test('a hostile state falls back with the panel’s own message; the verdict is for what the panel shows', async () => {
  const page = await openPage(context, '?exercise=rank-band&gamma-sweep.gamma=abc&lang=en');
  assert.equal(await settled(page, 'missing'), 'Not yet. At γ = 0.05 the effective rank is 2.35, below 20: raise γ.');
  assert.match(await page.locator('#panel-gamma-sweep .url-problem').textContent(), /gamma-sweep\.gamma/);
  await page.locator('#panel-gamma-sweep table td').first().waitFor();
  await expectClean(page);
  await page.close();
});

test('where storage is refused (a sandboxed frame), the exercise works and remembers nothing', async () => {
  const page = await openPage(context, '?exercise=stop-at-two&lang=en', {
    init: {
      script: () => {
        Object.defineProperty(window, 'localStorage', {
          get() {
            throw new DOMException('The document is sandboxed', 'SecurityError');
          },
        });
      },
    },
  });
  await settled(page, 'missing');
  // Refused storage keeps no "don't ask me": the panel's question folds its results, which are there all the same.
  await page.locator('#panel-sylvester .eigenvalues li').first().waitFor({ state: 'attached' });
  await cell(page, 'G (1, 2)').fill('3');
  await settled(page, 'solved');
  assert.match(await page.locator('.exercise-progress').textContent(), /^0 of \d+ solved in this browser\.$/);
  assert.equal(await bar(page).locator('.exercise-worked').isVisible(), true);
  await expectClean(page);
  await page.close();
});

test('embeds ask nothing: no exercise bar with &embed=1, nor in <gram-lab>', async () => {
  const page = await openPage(context, '?exercise=make-it-gram&attention.tie=on&embed=1&lang=en');
  await page.locator('#panel-attention').waitFor();
  assert.equal(await page.locator('section.panel').count(), 1);
  await page.locator('#panel-attention .panel-content:not([aria-busy])').waitFor();
  assert.equal(await bar(page).count(), 0);
  assert.equal(await page.locator('.app-header').count(), 0);
  await page.close();
  const host = await openPage(context, 'embed-example.html');
  await addGramLab(host, 'with-exercise', { panel: 'sylvester', lang: 'en', params: 'exercise=stop-at-two' });
  const element = host.locator('#with-exercise');
  await element.scrollIntoViewIfNeeded();
  await element.locator('#panel-sylvester .eigenvalues li').first().waitFor();
  assert.equal(await element.locator('.exercise-bar').count(), 0);
  await host.close();
});

test('the sheet: every goal with its link in ko and en, what this browser solved marked', async () => {
  for (const lang of ['ko', 'en']) {
    const page = await openPage(context, `?exercises&lang=${lang}`);
    await page.locator('.exercise-sheet').waitFor();
    const items = page.locator('.sheet-item');
    assert.equal(await items.count(), EXERCISES.length);
    for (const [k, exercise] of EXERCISES.entries()) {
      const item = items.nth(k);
      assert.equal(await item.getAttribute('data-exercise'), exercise.id);
      assert.equal(await item.locator('.sheet-goal').textContent(), `${exercise.title[lang]} ${exercise.goal[lang]}`);
      assert.equal(await item.locator('a').getAttribute('href'), `?exercise=${exercise.id}&lang=${lang}`);
    }
    assert.equal(await page.locator('.sheet-done').count(), 0);
    assert.equal(await page.locator('.sheet-url').first().isHidden(), true); // on paper only
    await expectClean(page);
    await page.close();
  }
  const page = await openPage(context, '?exercise=stop-at-two&lang=en');
  await settled(page, 'missing');
  // Refused storage keeps no "don't ask me": the panel's question folds its results, which are there all the same.
  await page.locator('#panel-sylvester .eigenvalues li').first().waitFor({ state: 'attached' });
  await cell(page, 'G (1, 2)').fill('3');
  await settled(page, 'solved');
  await bar(page).getByRole('link', { name: 'All exercises' }).click();
  await page.locator('.exercise-sheet').waitFor();
  assert.deepEqual(await page.locator('.sheet-item:has(.sheet-done)').evaluateAll((li) => li.map((x) => x.dataset.exercise)), [
    'stop-at-two',
  ]);
  await page.close();
});

test('the sheet prints on one or two A4 pages, every goal inside the page, none clipped or overlapping', async () => {
  for (const lang of ['ko', 'en']) {
    const page = await openPage(context, `?exercises&lang=${lang}`);
    await page.locator('.exercise-sheet').waitFor();
    await page.emulateMedia({ media: 'print' });
    // A4 at 96 px per inch less the page's 14 mm side margins: the width the printed text has.
    await page.setViewportSize({ width: Math.floor(((210 - 28) / 25.4) * 96), height: 1000 });
    const boxes = await page.locator('.sheet-item').evaluateAll((items) =>
      items.map((item) => {
        const goal = item.querySelector('.sheet-goal');
        const url = item.querySelector('.sheet-url');
        const box = item.getBoundingClientRect();
        return {
          id: item.dataset.exercise,
          top: box.top,
          bottom: box.bottom,
          right: Math.max(goal.getBoundingClientRect().right, url.getBoundingClientRect().right),
          clipped: goal.scrollWidth > goal.clientWidth || url.scrollWidth > url.clientWidth,
          urlShown: getComputedStyle(url).display !== 'none',
        };
      }),
    );
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    for (const [k, box] of boxes.entries()) {
      assert.ok(box.right <= width, `${lang} ${box.id} ends at ${box.right} > ${width}`);
      assert.equal(box.clipped, false, `${lang} ${box.id}`);
      assert.equal(box.urlShown, true, `${lang} ${box.id}: the address is printed`);
      if (k) assert.ok(box.top >= boxes[k - 1].bottom, `${lang} ${box.id} overlaps the one before`);
    }
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), true);
    // Chromium's own pagination: the sheet as it prints, counted in pages.
    const pdf = (await page.pdf({ format: 'A4', printBackground: false })).toString('latin1');
    const pages = Number(/<<[^<>]*\/Type\s*\/Pages[^<>]*\/Count (\d+)/.exec(pdf)[1]);
    assert.ok(pages >= 1 && pages <= 2, `${lang}: ${pages} pages`);
    await page.close();
  }
});

test('axe finds nothing in the exercise bar and the sheet, in both languages', async () => {
  for (const lang of ['ko', 'en']) {
    const page = await openForAxe(context, `?exercise=stop-at-two&lang=${lang}`);
    await page.locator('.exercise-verdict[data-state="missing"]').waitFor({ timeout: 30000 });
    await page.locator('.exercise-hint summary').click();
    assert.deepEqual(await axeViolations(page, '.exercise-bar'), []);
    await page.goto(new URL(`?exercises&lang=${lang}`, context.url).href);
    await page.locator('.exercise-sheet').waitFor();
    assert.deepEqual(await axeViolations(page, '#app'), []);
    await page.close();
  }
});

test('at 320 px the bar and the sheet fit: no sideways scroll, the goal and the verdict inside the page', async () => {
  for (const lang of ['ko', 'en'])
    for (const path of [`?exercise=look-alike&lang=${lang}`, `?exercises&lang=${lang}`]) {
      const page = await openPage(context, path, { viewport: { width: 320, height: 800 } });
      await page
        .locator(path.includes('exercises') ? '.exercise-sheet' : '.exercise-verdict:not([data-state="checking"])')
        .waitFor({ timeout: 30000 });
      const fits = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const inside = [...document.querySelectorAll('.exercise-bar *, .exercise-sheet *')].every(
          (node) => node.getBoundingClientRect().right <= width + 0.5,
        );
        return document.documentElement.scrollWidth <= width && inside;
      });
      assert.equal(fits, true, path);
      await page.close();
    }
});
