// The feature-maps panel in Chromium: the article's term-by-term sum and its table of feature counts read
// from the page (tests/fixtures/article.json), the 1-D lift dragged with the mouse and moved with the keys,
// bad input answered where it was typed, a hostile link, 360 px, and axe in both languages.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { MINUS, axeViolations, expectClean, openForAxe, openPage, params, showPanel, useBrowser } from './harness.mjs';

const context = useBrowser();
const reference = JSON.parse(readFileSync(new URL('../fixtures/article.json', import.meta.url)));
const PANEL = '#panel-feature-maps';
const ONLY = '?panel=feature-maps';

async function open(path = ONLY, viewport) {
  const page = await openPage(context, path, viewport && { viewport });
  await showPanel(page, 'feature-maps');
  const panel = page.locator(PANEL);
  await panel.locator('.pair-sum').waitFor({ timeout: 30000 });
  return { page, panel };
}

const sentence = (panel) => panel.locator('.lift-sentence').textContent();
// The sentence comes back from the worker: wait until it reads as expected, then check it.
const expectSentence = async (panel, pattern) => {
  await panel.locator('.lift-sentence', { hasText: pattern }).waitFor();
  assert.match(await sentence(panel), pattern);
};
// A box that stayed where it was over three looks 100 ms apart (or the last of 100 looks).
async function steadyBox(locator) {
  const boxes = [];
  const steady = () => boxes.length >= 3 && boxes.slice(-3).every((box) => JSON.stringify(box) === JSON.stringify(boxes.at(-1)));
  while (!steady() && boxes.length < 100) {
    if (boxes.length) await new Promise((resolve) => setTimeout(resolve, 100));
    boxes.push(await locator.boundingBox());
  }
  return boxes.at(-1);
}
const liftState = (panel) => panel.locator('.lift-view').evaluate((e) => ({ threshold: e.dataset.threshold, lift: e.dataset.lift }));
// The article groups digits with commas: 296,065.
const printed = (n) => String(n).replace(/\B(?=(\d{3})+$)/g, ',');

test('the article’s check: k(a, b) = 4 beside φ(a)·φ(b) = 1 + 6 − 4 + 9 + 4 − 12 = 4, six features as it writes them', async () => {
  const { page, panel } = await open();
  assert.equal(
    await panel.locator('.pair-sum').getAttribute('data-text'),
    `1 + 6 ${MINUS} 4 + 9 + 4 ${MINUS} 12 = ${reference.poly2_phi.kernel}`,
  );
  assert.match(await panel.locator('.pair-kernel-value').getAttribute('data-text'), /= 4$/);
  assert.deepEqual(await panel.locator('.phi-term').evaluateAll((items) => items.map((item) => item.dataset.text)), [
    '1',
    '√2·x₁',
    '√2·x₂',
    'x₁²',
    'x₂²',
    '√2·x₁x₂',
  ]);
  // KaTeX typeset them.
  await panel.locator('.phi-term .katex').first().waitFor();
  assert.equal([...params(page).keys()].filter((key) => key.startsWith('feature-maps.')).length, 0);
  await expectClean(page);
  await page.close();
});

// The article's hand calculation as it prints it (kernels-and-gram-matrices, the degree-2 φ of a = (1, 2), b = (3, −1)).
const ARTICLE_HAND = {
  dot: `a·b = 3 ${MINUS} 2 = 1`,
  kernel: 'k(a, b) = (1 + 1)² = 4',
  phiA: '(1, √2, 2√2, 1, 4, 2√2)',
  phiB: `(1, 3√2, ${MINUS}√2, 9, 1, ${MINUS}3√2)`,
  sum: `1 + 6 ${MINUS} 4 + 9 + 4 ${MINUS} 12 = 4`,
};
// "2√2" → 2·√2: a printed entry's value, to hold the article's forms against numpy's φ (the fixture).
const entryValue = (entry) => {
  const [, sign, k, root] = entry.match(/^(−?)(\d*)(?:√(\d+))?$/);
  return (sign ? -1 : 1) * (k === '' ? 1 : Number(k)) * (root ? Math.sqrt(Number(root)) : 1);
};
const entries = (vector) => vector.slice(1, -1).split(', ');
const texts = (locator) => locator.evaluateAll((elements) => elements.map((element) => element.dataset.text));

test('the hand calculation as the article writes it: a·b = 3 − 2 = 1, φ(a) = (1, √2, 2√2, 1, 4, 2√2), typeset', async () => {
  for (const [name, vector] of [
    ['phi_a', ARTICLE_HAND.phiA],
    ['phi_b', ARTICLE_HAND.phiB],
  ])
    entries(vector).forEach((entry, i) => {
      const numpy = reference.poly2_phi[name][i];
      assert.ok(Math.abs(entryValue(entry) - numpy) <= 1e-15 * Math.abs(numpy), `${name}[${i}]: ${entry} against numpy's ${numpy}`);
    });
  const { page, panel } = await open(`${ONLY}&lang=en`);
  const line = (selector) => panel.locator(selector).getAttribute('data-text');
  assert.equal(await line('.pair-dot'), ARTICLE_HAND.dot);
  assert.equal(await line('.pair-kernel-value'), ARTICLE_HAND.kernel);
  assert.equal(await line('.pair-phi-a'), ARTICLE_HAND.phiA);
  assert.equal(await line('.pair-phi-b'), ARTICLE_HAND.phiB);
  assert.equal(await line('.pair-sum'), ARTICLE_HAND.sum);
  // The table's columns, entry by entry, and the products the sum adds.
  const column = (k) => texts(panel.locator(`.pair-table tbody td:nth-of-type(${k})`));
  assert.deepEqual(await column(2), entries(ARTICLE_HAND.phiA));
  assert.deepEqual(await column(3), entries(ARTICLE_HAND.phiB));
  assert.deepEqual(await column(4), ['1', '6', `${MINUS}4`, '9', '4', `${MINUS}12`]);
  // The lines are KaTeX, as the article is: √ drawn, not the text "1.41421"; the table's cells read the same.
  for (const selector of ['.pair-dot', '.pair-kernel-value', '.pair-phi-a', '.pair-phi-b', '.pair-sum'])
    await panel.locator(`${selector} .katex`).first().waitFor();
  assert.equal(await panel.locator('.pair-table tbody tr').nth(2).locator('td').nth(1).textContent(), '2√2');
  assert.doesNotMatch(await panel.locator('.pair-view').textContent(), /1\.41421/);
  await expectClean(page);
  await page.close();
});

test('exact forms only where they are exact: √3, 2√6 at p = 3; decimals for a = (0.5, 2) and for c = 0.5', async () => {
  // By hand, (1 + x·y)³ on a = (1, 2): 1, √3·x₁, √3·x₂, √3·x₁², √3·x₂², √6·x₁x₂, x₁³, x₂³, √3·x₁²x₂, √3·x₁x₂²;
  // k(a, b) = (1 + 1)³ = 8.
  const { page, panel } = await open(`${ONLY}&lang=en&feature-maps.p=3`);
  const line = (selector) => panel.locator(selector).getAttribute('data-text');
  assert.equal(await line('.pair-phi-a'), '(1, √3, 2√3, √3, 4√3, 2√6, 1, 8, 2√3, 4√3)');
  assert.equal(await line('.pair-kernel-value'), 'k(a, b) = (1 + 1)³ = 8');
  const a = panel.getByLabel('Vector a');
  await a.fill('0.5, 2');
  await a.press('Enter');
  // a·b = 1.5 − 2 = −0.5; √2·0.5 = 0.707107 (six digits): a decimal, never a √ form.
  await panel.locator('.pair-dot', { hasText: /\S/ }).waitFor();
  await page.waitForFunction(() => document.querySelector('.pair-dot')?.dataset.text === `a·b = 1.5 \u2212 2 = \u22120.5`);
  assert.equal(await line('.pair-kernel-value'), `k(a, b) = (1 ${MINUS} 0.5)³ = 0.125`);
  assert.match(await line('.pair-phi-a'), /^\(1, 0\.866025, 3\.4641, /);
  assert.doesNotMatch(await line('.pair-phi-a'), /√/);
  assert.match(await line('.pair-phi-b'), /√/); // b = (3, −1) stays whole: its entries keep their exact forms
  // c = 0.5: the coefficients √(3·0.5) … are not k√r with whole k and r, so b's entries are decimals too.
  const c = panel.getByLabel('Constant c', { exact: true });
  await c.fill('0.5');
  await c.press('Enter');
  await page.waitForFunction(() => document.querySelector('.pair-kernel-value')?.dataset.text.endsWith('(0.5 \u2212 0.5)³ = 0'));
  assert.doesNotMatch(await line('.pair-phi-b'), /√/);
  await expectClean(page);
  await page.close();
});

test('every size says what it counts: one vector in float32 (the article’s 59 GB), two in float64 (235 GB)', async () => {
  const { page, panel } = await open(`${ONLY}&lang=en`);
  assert.match(await panel.locator('.size-table caption').textContent(), /one feature vector in float32 \(4 bytes a feature\)/);
  assert.equal(await panel.locator('.size-table thead th').nth(3).textContent(), 'One vector, float32');
  assert.match(await panel.locator('.size-own').textContent(), /59 GB for one feature vector in float32/);
  // By hand: 14,685,120,065 features × 8 bytes × two vectors = 234,961,921,040 bytes, 235 GB; × 4 bytes, 58.7 GB.
  await panel.locator('.timing-unbuilt').waitFor({ timeout: 30000 });
  assert.match(
    await panel.locator('.timing-unbuilt').textContent(),
    /builds φ\(a\) and φ\(b\) in float64, 8 bytes a feature: the two vectors together would need 235 GB \(the table’s 59 GB is one vector in float32\), past the [\d.]+ MB the page allows for the two/,
  );
  await expectClean(page);
  await page.close();
});

test('the article’s table: 6, 296,065, 76,088,705, 14,685,120,065, and 59 GB at 768/4', async () => {
  const { page, panel } = await open(`${ONLY}&lang=en`);
  for (const { d, p, dim } of reference.feature_dimension) {
    const row = panel.locator(`.size-table tr.size-row[data-d="${d}"][data-p="${p}"]`);
    assert.equal(await row.locator('.size-count').textContent(), printed(dim), `${d}/${p}`);
  }
  const last = panel.locator('.size-table tr.size-row[data-d="768"][data-p="4"] .size-bytes');
  assert.equal(await last.textContent(), `${reference.printed.float32_GB_768_4[0]} GB`);
  // The reader's d and p (768 and 4 by default) mark the article's row rather than repeat it unlabelled.
  assert.equal(await panel.locator('.size-table tr.size-row').count(), reference.feature_dimension.length);
  assert.equal(await panel.locator('.size-table tr.size-mine').getAttribute('data-d'), '768');
  // Above the memory cap the φ route is not built: the page says what it would need.
  await panel.locator('.timing-unbuilt').waitFor({ timeout: 30000 });
  assert.match(await panel.locator('.timing-unbuilt').textContent(), /14,685,120,065 features/);
  // φ's memory against p marks the article's 768/4: 4 bytes × 14,685,120,065 features.
  const [count768x4] = reference.feature_dimension.filter(({ d, p }) => d === 768 && p === 4).map(({ dim }) => dim);
  const memory = panel.locator('.timing-memory');
  assert.equal(await memory.getAttribute('data-mark'), `768/4 ${4 * Number(count768x4)}`);
  // At d = 768 φ is built for p = 1 and 2 only (C(771, 3) = 76,088,705 features is past the cap): gaps from p = 3.
  assert.equal(await panel.locator('.timing-growth-p').getAttribute('data-gaps'), '3 4 5 6 7 8 9 10');
  await expectClean(page);
  await page.close();
});

test('768/2: both routes timed in the worker, the φ route far slower', async () => {
  const { page, panel } = await open(`${ONLY}&lang=en&feature-maps.sizeP=2`);
  const features = panel.locator('.timing-features:not(.timing-unbuilt)');
  await features.waitFor({ timeout: 60000 });
  const kernel = await panel.locator('.timing-kernel').textContent();
  const built = await features.textContent();
  assert.match(built, /296,065 features each\) and their dot product: .* \(median of 5 batches of [\d,–]+; range .*–.*\)/);
  assert.match(kernel, /per evaluation \(median of 5 batches of [\d,–]+; range .*–.*\)/);
  // Each batch lasts at least 20 ms, twenty steps of any timer this browser has: never flagged as coarse.
  assert.doesNotMatch(`${kernel} ${built}`, /timer/);
  // The growth with d (at p = 2, every d up to 256 builds φ) and with p (at d = 768, φ only to p = 2), drawn.
  for (const [axis, gaps] of [
    ['d', ''],
    ['p', '3 4 5 6 7 8 9 10'],
  ]) {
    const figure = panel.locator(`.timing-growth-${axis}`);
    await figure.scrollIntoViewIfNeeded();
    await figure.locator('.uplot').waitFor();
    assert.equal(await figure.getAttribute('data-gaps'), gaps, axis);
  }
  // The p chart's CSV: plain numbers, an empty cell where φ was not built.
  const [file] = await Promise.all([page.waitForEvent('download'), panel.locator('.timing-growth-p .export-csv').click()]);
  assert.equal(file.suggestedFilename(), 'kernel-trick-timing-p.csv');
  const rows = readFileSync(await file.path(), 'utf8')
    .trimEnd()
    .split('\r\n')
    .map((row) => row.split(','));
  assert.deepEqual(
    rows.map((row) => row[0]),
    ['p', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10'],
  );
  for (const row of rows.slice(1)) assert.ok(Number(row[1]) > 0, `kernel time at p = ${row[0]}: ${row[1]}`);
  assert.deepEqual(
    rows.slice(1).map((row) => row[2] === ''),
    [false, false, true, true, true, true, true, true, true, true],
  );
  console.log(`# measured at d = 768, p = 2: ${kernel} / ${built}`);
  await expectClean(page);
  await page.close();
});

test('the size section’s charts are named in each language: time against d and p, memory against p', async () => {
  const captions = {
    ko: [/^d에 따라 두 길이/, /^p에 따라 두 길이/, /^p에 따른 특징 벡터 φ\(x\) 하나의 float32 메모리: d = 768과 글의 d = 768/],
    en: [
      /^How both routes grow with d/,
      /^How both routes grow with p/,
      /^Memory of one feature vector φ\(x\) in float32 against p, at d = 768/,
    ],
  };
  for (const lang of ['ko', 'en']) {
    const { page, panel } = await open(`${ONLY}&lang=${lang}`);
    const figures = ['.timing-growth-d', '.timing-growth-p', '.timing-memory'];
    for (const [k, selector] of figures.entries()) {
      const figure = panel.locator(selector);
      await figure.scrollIntoViewIfNeeded();
      assert.match(await figure.locator('figcaption').textContent(), captions[lang][k], `${lang} ${selector}`);
      await figure.locator('.uplot').waitFor({ timeout: 30000 });
    }
    assert.equal(await panel.locator('.timing-memory .export-menu button').count(), 3);
    await expectClean(page);
    await page.close();
  }
});

test('the lift: dragging a blue point between the oranges, then moving one with the keys, changes the sentence', async () => {
  const { page, panel } = await open(`${ONLY}&lang=en`);
  assert.deepEqual(await liftState(panel), { threshold: 'false', lift: 'true' });
  // The article's picture: the oranges between x = −1.2 and 1.2 lie below the horizontal line v = 1.44.
  await expectSentence(panel, /^No threshold separates them on the line\. After x ↦ \(x, x²\) the line v = 0·u \+ 1\.44 does/);
  // Blue point 7 sits at x = 1.5; drag it to the middle of the line (x = 0), among the oranges.
  const dot = panel.getByRole('slider', { name: 'Blue point 7' });
  await panel.locator('svg.lift-line').scrollIntoViewIfNeeded();
  // The mouse aims where the point is drawn: first let the worker's results above it (the timing, the RBF
  // curves) arrive and their plots draw, as a reader's eye settles before the hand moves.
  await panel.locator('.size-timing:not([aria-busy])').waitFor({ timeout: 30000 });
  await panel.locator('.rff-view:not([aria-busy])').waitFor({ timeout: 30000 });
  const box = await steadyBox(dot);
  const line = await panel.locator('svg.lift-line').boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(line.x + line.width / 2, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  // The verdict is drawn with the drag's last frame; wait for it as a reader's eye would.
  await panel.locator('.lift-view[data-lift="false"]').waitFor();
  assert.deepEqual(await liftState(panel), { threshold: 'false', lift: 'false' });
  await expectSentence(panel, /no line does after the lift either/);
  assert.equal(await dot.getAttribute('aria-valuenow'), '0');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('feature-maps.lift')?.includes('0:0'));
  // The keyboard: two points, blue at 0, orange at 0.5: a threshold, blue left. Six ← and orange is left.
  const two = await open(`${ONLY}&lang=en&feature-maps.lift=0:0,0.5:1`);
  await expectSentence(two.panel, /The threshold x = 0\.25 separates them .*blue on the left/);
  const orange = two.panel.getByRole('slider', { name: 'Orange point 2' });
  await orange.focus();
  for (let i = 0; i < 6; i++) await orange.press('ArrowLeft');
  assert.equal(await orange.getAttribute('aria-valuenow'), '-0.1');
  await expectSentence(two.panel, /The threshold x = −0\.05 separates them .*orange on the left/);
  // Delete removes it (one colour left); the add button brings an orange back at 0.
  await orange.press('Delete');
  await expectSentence(two.panel, /^Only one colour/);
  await two.panel.getByRole('button', { name: 'Add an orange point' }).click();
  assert.equal(await two.panel.locator('svg.lift-line .lift-point').count(), 2);
  assert.match(await two.panel.locator('.lift-coordinate').textContent(), /feature 3 of φ is x₁² with coefficient 1/);
  await expectClean(two.page);
  await two.page.close();
  await expectClean(page);
  await page.close();
});

test('at 1280 px the lift stays where the reader found it while the timing and the RBF curves above it arrive', async () => {
  const { page, panel } = await open(`${ONLY}&lang=en`, { width: 1280, height: 900 });
  const line = panel.locator('svg.lift-line');
  await line.scrollIntoViewIfNeeded();
  // Where the line is in the document, not on the screen: Chromium's scroll anchoring hides most shifts above the
  // view but not all (not one inside the element it anchors to), and Safari has none. The formulas are typeset
  // first (KaTeX arrives when they come near the screen); the fonts settle the boxes.
  await page.waitForFunction(
    (panelSelector) => ![...document.querySelectorAll(`${panelSelector} .math`)].some((e) => !e.querySelector('.katex')),
    PANEL,
  );
  const top = () =>
    line.evaluate(async (e) => {
      e.getBoundingClientRect(); // a layout, which asks for the fonts it needs
      await document.fonts.ready;
      return e.getBoundingClientRect().top + scrollY;
    });
  const first = await top();
  await panel.locator('.size-timing:not([aria-busy])').waitFor({ timeout: 30000 });
  await panel.locator('.rff-view:not([aria-busy])').waitFor({ timeout: 30000 });
  await panel.locator('.rff-plots figure[data-methods="polynomial"] .uplot').waitFor(); // the plot nearest the lift
  await steadyBox(line);
  // Before, the timing chart and the plots' legend rows appeared above it (76 px); then the timing charts' notes
  // (+57 px), the RFF curves' progress bar, shown while they ran (−45 px), and a plot whose kept height was read
  // before uPlot's stylesheet had loaded (+27 px, now and then).
  const moved = (await top()) - first;
  assert.ok(Math.abs(moved) <= 2, `moved ${moved} px`);
  await page.close();
});

test('bad input is answered where it was typed and the last result stays', async () => {
  const { page, panel } = await open(`${ONLY}&lang=en`);
  const sum = `1 + 6 ${MINUS} 4 + 9 + 4 ${MINUS} 12 = 4`;
  const b = panel.getByLabel('Vector b');
  await b.fill('3, -1, 0');
  await b.press('Enter');
  const bMessage = panel.locator('[id$="-b-message"]');
  await bMessage.waitFor();
  assert.match(await bMessage.textContent(), /sizes do not fit together/);
  assert.equal(await panel.locator('.pair-sum').getAttribute('data-text'), sum);
  for (const [label, text, pattern] of [
    ['Dimension d', 'abc', /d is a whole number from 1 to 1000/],
    ['Dimension d', '1001', /d is a whole number from 1 to 1000/],
    ['Degree p', '11', /p is a whole number from 1 to 10/],
    ['Vector a', '', /a is a list of finite numbers/],
    ['Vector a', '1, x', /a is a list of finite numbers/],
    ['Vector a', '1e400, 2', /a is a list of finite numbers/],
    // Finite, but (1e200)² = 1e400 is past a double: the core's OVERFLOW, said as one (not as a size limit).
    ['Vector a', '1e200, 2', /^The result is too large to represent as a number\. \(a feature value overflows a double/],
  ]) {
    const input = panel.getByLabel(label, { exact: true });
    await input.fill(text);
    await input.press('Enter');
    assert.match(await panel.locator(`#${await input.getAttribute('id')}-message`).textContent(), pattern, `${label} = ${text}`);
    assert.equal(await panel.locator('.pair-sum').getAttribute('data-text'), sum);
    assert.equal(await panel.locator('.phi-term').count(), 6);
  }
  // A good value clears the message and is taken: p = 3 on d = 2 has C(5, 3) = 10 features.
  const p = panel.getByLabel('Degree p', { exact: true });
  await p.fill('3');
  await p.press('Enter');
  assert.equal(await panel.locator('.phi-term').count(), 10);
  await page.waitForFunction(() => new URL(location.href).searchParams.get('feature-maps.p') === '3');
  await expectClean(page);
  await page.close();
});

test('a hostile link falls back to the defaults, says so, and the panel still computes', async () => {
  const hostile = '&feature-maps.d=abc&feature-maps.a=1e400&feature-maps.lift=%3Cscript%3E&feature-maps.sizeD=99999999';
  const { page, panel } = await open(`${ONLY}${hostile}`);
  assert.equal(await panel.locator('.url-problem').count(), 4);
  assert.match((await panel.locator('.url-problem').allTextContents()).join(' '), /feature-maps\.lift/);
  assert.equal(await panel.locator('.pair-sum').getAttribute('data-text'), `1 + 6 ${MINUS} 4 + 9 + 4 ${MINUS} 12 = 4`);
  assert.equal(await panel.locator('svg.lift-line .lift-point').count(), 8);
  await expectClean(page);
  await page.close();
});

test('at 360 px nothing scrolls the page sideways', async () => {
  const { page } = await open(ONLY, { width: 360, height: 800 });
  await page.locator(`${PANEL} .phi-term .katex`).first().waitFor();
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 360), 'page wider than 360 px');
  await expectClean(page);
  await page.close();
});

for (const lang of ['ko', 'en']) {
  test(`axe finds nothing in the panel (${lang})`, async () => {
    const page = await openForAxe(context, `${ONLY}&lang=${lang}`);
    await page.locator(`${PANEL} .pair-sum`).waitFor({ timeout: 30000 });
    await page.locator(`${PANEL} .phi-term .katex`).first().waitFor();
    assert.deepEqual(await axeViolations(page, PANEL), []);
    await page.close();
  });
}
