import assert from 'node:assert/strict';
import { test } from 'node:test';

import { MINUS, axeViolations, expectClean, openAndWait, openForAxe, openPage, params, useBrowser } from './harness.mjs';

const context = useBrowser();

test("the page shows the article's S: eigenvalues −0.177, 0.800, 2.377 and 'not PSD'", async () => {
  const page = await openPage(context);
  const section = page.locator('#panel-similarity');
  await section.locator('.eigenvalues li').first().waitFor();
  assert.deepEqual(await section.locator('.eigenvalues li').allTextContents(), ['\u22120.177', '0.800', '2.377']);
  await section.locator('.verdict[data-rule="exact"]').waitFor(); // the worker's exact answer
  assert.equal(await section.locator('.verdict:not([data-rule="pending"])').getAttribute('data-psd'), 'false');
  assert.match(await section.locator('.verdict:not([data-rule="pending"])').textContent(), /양반정치\(PSD\)가 아닙니다/);
  await expectClean(page);
  await page.close();
});

test('English: the same numbers and the verdict in English', async () => {
  const page = await openPage(context, '?lang=en');
  const section = page.locator('#panel-similarity');
  await section.locator('.verdict[data-rule="exact"]').waitFor();
  assert.equal(await page.locator('html').getAttribute('lang'), 'en');
  assert.match(await section.locator('.verdict:not([data-rule="pending"])').textContent(), /Not positive semi-definite/);
  await expectClean(page);
  await page.close();
});

test('the page runs under script-src self + wasm-unsafe-eval (no eval, no CSP violations)', async () => {
  const page = await openPage(context);
  await page.locator('#panel-similarity .eigenvalues li').first().waitFor();
  const violations = await page.evaluate(() => window.__cspViolations ?? []);
  assert.deepEqual(violations, []);
  assert.ok(!page.problems.some((p) => /Content Security Policy/i.test(p)), page.problems.join('\n'));
  await page.close();
});

// ── The editable table ────────────────────────────────────────────────────────────────────────

const panel = (page) => page.locator('#panel-similarity');
// The verdict once the worker's exact check has answered (until then it says it is pending).
const VERDICT = '.verdict:not([data-rule="pending"])';
const cell = (page, name) => panel(page).locator(`input[aria-label="${name}"]`);
const eigenvalues = (page) => panel(page).locator('.eigenvalues li').allTextContents();

// This panel alone unless a test needs the whole page: other panels' background work only slows the test down.
const openPanel = (path = '?lang=en&panel=similarity') => openAndWait(context, path, '#panel-similarity .eigenvalues li');

// A paste as a spreadsheet makes it: a ClipboardEvent carrying text/plain, dispatched on the cell.
function pasteInto(page, name, text) {
  return page.evaluate(
    ([name, text]) => {
      const input = document.querySelector(`#panel-similarity input[aria-label="${name}"]`);
      const data = new DataTransfer();
      data.setData('text/plain', text);
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    [name, text],
  );
}

test("typing 0.8 into S's (A, C) cell mirrors it to (C, A) and turns the verdict PSD: 0.066, 0.200, 2.734", async () => {
  const page = await openPanel('');
  await cell(page, 'S (A, C)').fill('0.8');
  assert.equal(await cell(page, 'S (C, A)').inputValue(), '0.8');
  assert.deepEqual(await eigenvalues(page), ['0.066', '0.200', '2.734']);
  const verdict = panel(page).locator(VERDICT);
  assert.equal(await verdict.getAttribute('data-psd'), 'true');
  assert.match(await verdict.textContent(), /양반정치\(PSD\)입니다/);
  assert.equal(await panel(page).locator('.eigenvalues .negative').count(), 0);
  // The table is in the link.
  assert.equal(params(page).get('similarity.m'), '1,0.9,0.8;0.9,1,0.9;0.8,0.9,1');
  await expectClean(page);
  await page.close();
});

test('a letter, an empty cell or 1e400: a message at that cell, the last eigenvalues kept', async () => {
  const page = await openPanel();
  const message = panel(page).locator('.cell-message').first();
  for (const [text, pattern] of [
    ['0.9x', /Not a number/],
    ['', /Empty cell/],
    ['1e400', /Too large/],
  ]) {
    await cell(page, 'S (A, B)').fill(text);
    for (const name of ['S (A, B)', 'S (B, A)']) {
      const input = cell(page, name);
      assert.equal(await input.getAttribute('aria-invalid'), '');
      assert.equal(await input.getAttribute('aria-describedby'), await message.getAttribute('id'));
    }
    assert.equal(await message.isVisible(), true);
    assert.match(await message.textContent(), new RegExp(`^S \\(A, B\\): ${pattern.source}.*last valid result`));
    assert.deepEqual(await eigenvalues(page), [`${MINUS}0.177`, '0.800', '2.377']);
    assert.equal(await panel(page).locator('.notice').isHidden(), true);
  }
  await cell(page, 'S (A, B)').fill('0.5');
  assert.equal(await message.isHidden(), true);
  assert.equal(await cell(page, 'S (A, B)').getAttribute('aria-invalid'), null);
  assert.equal(await panel(page).locator(VERDICT).getAttribute('data-psd'), 'true');
  await expectClean(page);
  await page.close();
});

test('pasting a table: ragged or non-numeric text is refused with a message, a good one replaces S with its names', async () => {
  const page = await openPanel();
  const before = await eigenvalues(page);
  // Into a cell: a ragged block is refused, the cell says why, nothing changes.
  await pasteInto(page, 'S (B, B)', '1\t0.5\t0.2\n0.5\t1\n0.2\t0.3\t1\n');
  const message = panel(page).locator('.cell-message').first();
  assert.match(await message.textContent(), /Line 2 has 2 cells; the first line has 3\. The table was not changed\./);
  assert.equal(await cell(page, 'S (B, B)').getAttribute('aria-describedby'), await message.getAttribute('id'));
  assert.equal(await cell(page, 'S (B, B)').inputValue(), '1');
  assert.deepEqual(await eigenvalues(page), before);
  // The paste box: non-numeric, not square, not symmetric.
  await panel(page).locator('.paste-box summary').click();
  const box = panel(page).getByLabel(/Paste a square table/);
  const apply = panel(page).getByRole('button', { name: 'Use this table' }).first();
  const boxMessage = panel(page).locator('.paste-message');
  for (const [text, pattern] of [
    ['1, 0.5\n0.5, abc', /Line 2, cell 2 \(“abc”\) is not a number/],
    ['1 2 3\n4 5 6', /2×3; a similarity table must be square/],
    ['1 0.5\n0.4 1', /Cell \(1, 2\) is 0.5 but cell \(2, 1\) is 0.4/],
    ['1', /1 items; 2 to 12 are allowed/],
  ]) {
    await box.fill(text);
    await apply.click();
    assert.match(await boxMessage.textContent(), pattern);
    assert.match(await boxMessage.textContent(), /The table was not changed/);
    assert.equal(await box.getAttribute('aria-invalid'), '');
    assert.deepEqual(await eigenvalues(page), before);
  }
  // A spreadsheet copy with names in the first row and column: a 4×4 table named by the paste.
  await box.fill('\tcat\tdog\twolf\tcar\ncat\t1\t0.8\t0.5\t0\ndog\t0.8\t1\t0.9\t0\nwolf\t0.5\t0.9\t1\t0\ncar\t0\t0\t0\t1\n');
  await apply.click();
  assert.equal(await boxMessage.textContent(), 'Loaded a 4×4 table.');
  assert.equal(await cell(page, 'S (dog, wolf)').inputValue(), '0.9');
  assert.equal(await panel(page).locator('.table-size').textContent(), 'n = 4');
  assert.equal((await eigenvalues(page)).length, 4);
  assert.equal(params(page).get('similarity.labels'), 'cat,dog,wolf,car');
  // c and X followed the size.
  assert.equal(await panel(page).locator('.quadratic input').count(), 4);
  await expectClean(page);
  await page.close();
});

test('repairs: clip and shift shown before/after with the moved cells marked and the change measured', async () => {
  const page = await openPanel();
  const clip = panel(page).locator('.repair-card[data-method="clip"]');
  const shift = panel(page).locator('.repair-card[data-method="shift"]');
  const stats = async (card) =>
    Object.fromEntries(await card.locator('.repair-stats dd').evaluateAll((dds) => dds.map((dd) => [dd.dataset.stat, dd.textContent])));
  assert.deepEqual(await stats(clip), { frobenius: '0.177', max: '0.095' });
  assert.deepEqual(await stats(shift), { frobenius: '0.306', max: '0.177', shift: '0.177' });
  // Clip moves every cell; shift only the diagonal, each by ε.
  assert.equal(await clip.locator('td.changed').count(), 9);
  assert.deepEqual(await shift.locator('td.changed .delta').allTextContents(), ['+0.177', '+0.177', '+0.177']);
  assert.deepEqual(await clip.locator('tbody tr').first().locator('td').allTextContents(), ['1.041+0.041', '0.838−0.062', '0.241+0.041']);
  assert.deepEqual(await clip.locator('.spectrum li').allTextContents(), ['0.000', '0.800', '2.377']);
  assert.deepEqual(await shift.locator('.spectrum li').allTextContents(), ['0.000', '0.977', '2.553']);
  assert.equal(await clip.locator('.verdict-word').textContent(), 'PSD');
  // Using the clipped table makes S PSD.
  await clip.getByRole('button', { name: 'Use this table' }).click();
  assert.equal(await panel(page).locator(VERDICT).getAttribute('data-psd'), 'true');
  assert.equal(await clip.locator('.repair-unchanged').textContent(), 'Already PSD: nothing to repair.');
  assert.equal(await clip.locator('td.changed').count(), 0);
  await expectClean(page);
  await page.close();
});

test('the quadratic form: cᵀSc = −0.200 for c = (1, −1, 1); one click puts in the eigenvector of −0.177', async () => {
  const page = await openPanel();
  const value = panel(page).locator('.quadratic-value');
  assert.equal(await value.textContent(), `cᵀSc = ${MINUS}0.200`);
  assert.match(await value.getAttribute('class'), /negative/);
  await cell(page, 'c (B)').fill('0');
  assert.equal(await value.textContent(), 'cᵀSc = 2.400');
  await panel(page).getByRole('button', { name: 'Use the eigenvector that makes cᵀSc negative' }).click();
  assert.equal(await value.textContent(), `cᵀSc = ${MINUS}0.177`);
  assert.match(await panel(page).locator('.quadratic-note').textContent(), /smallest eigenvalue, −0\.177/);
  const c = await panel(page)
    .locator('.quadratic input')
    .evaluateAll((inputs) => inputs.map((input) => input.value));
  assert.equal(c.length, 3);
  assert.ok(
    c.every((x) => /^-?0\.\d{1,4}$/.test(x)),
    c.join(' '),
  );
  assert.equal(params(page).get('similarity.c'), c.join(','));
  // A PSD table has no such eigenvector.
  await panel(page).getByRole('button', { name: 'A from the Sylvester section' }).click();
  assert.equal(await panel(page).getByRole('button', { name: 'Use the eigenvector that makes cᵀSc negative' }).isDisabled(), true);
  await expectClean(page);
  await page.close();
});

test('the vectors view: n > d gives G a zero eigenvalue, the proof evaluated for c, vectors out of a PSD table only', async () => {
  const page = await openPanel();
  await panel(page).getByRole('tab', { name: 'Vectors' }).click();
  assert.equal(params(page).get('similarity.view'), 'vectors');
  const view = panel(page).locator('.vectors-view');
  // Three unit vectors in the plane: G is 3×3 with eigenvalues 2, 1 and a zero; XᵀX is 2×2 with 2, 1.
  assert.deepEqual(await view.locator('[data-of="gram"] li').allTextContents(), ['2.000', '1.000', '0']);
  assert.deepEqual(await view.locator('[data-of="covariance"] li').allTextContents(), ['2.000', '1.000']);
  assert.match(await view.locator('.rank').textContent(), /rank\(G\) = rank\(X\) = rank\(XᵀX\) = 2/);
  assert.match(await view.locator('.zeros').textContent(), /n > d.*1 right now/);
  // cᵀXXᵀc = ‖Xᵀc‖² = 0.2 for c = (1, −1, 1), typeset by KaTeX.
  const proof = view.locator('.proof');
  assert.equal(Number(await proof.getAttribute('data-quadratic')).toFixed(3), '0.200');
  assert.equal(Number(await proof.getAttribute('data-projected')).toFixed(3), '0.200');
  await proof.scrollIntoViewIfNeeded(); // KaTeX loads when a formula nears the screen
  await proof.locator('.katex').first().waitFor();
  // One more dimension and the zero disappears once B leaves the plane.
  await view.getByRole('button', { name: 'Add a dimension' }).click();
  await cell(page, 'X (B, x₃)').fill('0.5');
  assert.deepEqual(
    await view.locator('[data-of="gram"] li').allTextContents(),
    await view.locator('[data-of="covariance"] li').allTextContents(),
  );
  assert.equal(await view.locator('[data-of="gram"] li.zero').count(), 0);
  // S is not PSD: no vectors, and the message names the negative eigenvalue; X stays as it was.
  const reconstruct = view.getByRole('button', { name: /Vectors from the table S/ });
  await reconstruct.click();
  const message = view.locator('.reconstruct-message');
  assert.equal(await message.getAttribute('data-code'), 'NOT_PSD');
  assert.match(await message.textContent(), /negative eigenvalue −0\.177/);
  assert.equal(await cell(page, 'X (B, x₃)').inputValue(), '0.5');
  // A is PSD: X = V√Λ, 3×3, and G = XXᵀ gives A back.
  await panel(page).getByRole('button', { name: 'A from the Sylvester section' }).click();
  await reconstruct.click();
  assert.match(await message.textContent(), /rank 3\), residual ‖XXᵀ − S‖_F = .*10⁻/);
  assert.deepEqual(await view.locator('[data-of="gram"] li').allTextContents(), ['3.414', '2.000', '0.586']);
  await view.getByRole('button', { name: 'Use G as the similarity table' }).click();
  assert.deepEqual(await eigenvalues(page), ['0.586', '2.000', '3.414']);
  await expectClean(page);
  await page.close();
});

test('hostile links fall back to defaults with a message, and never crash the page', async () => {
  for (const [query, pattern] of [
    ['similarity.m=1,2;3', /similarity\.m.*rows of different lengths/],
    ['similarity.m=1,0.5;0.4,1', /similarity\.m.*must be symmetric/],
    ['similarity.m=NaN,1;1,1', /similarity\.m.*not a finite number/],
    ['similarity.m=1e400,0;0,1', /similarity\.m.*not a finite number/],
    ['similarity.m=5', /similarity\.m.*1 items/],
    ['similarity.view=%3Cscript%3E', /similarity\.view/],
    ['similarity.labels=a%2Cb%3Bc', /similarity\.labels/],
    ['similarity.c=1,2', /similarity\.c does not fit the table’s 3 items/],
    ['similarity.x=1,2;3,4', /similarity\.x does not fit the table’s 3 items/],
  ]) {
    const page = await openPanel(`?lang=en&panel=similarity&${query}`);
    assert.match((await panel(page).locator('.url-problem').allTextContents()).join(' '), pattern, query);
    assert.deepEqual(await eigenvalues(page), [`${MINUS}0.177`, '0.800', '2.377'], query);
    assert.equal(await panel(page).locator('.quadratic-value').textContent(), `cᵀSc = ${MINUS}0.200`, query);
    await expectClean(page);
    await page.close();
  }
});

test('the link reproduces the panel: table, names, c and the open view', async () => {
  const page = await openPanel(
    '?lang=en&panel=similarity&similarity.m=1,0.5;0.5,1&similarity.labels=cat&similarity.c=1,-1&similarity.view=vectors',
  );
  assert.deepEqual(await eigenvalues(page), ['0.500', '1.500']);
  assert.equal(await cell(page, 'S (cat, B)').inputValue(), '0.5');
  assert.equal(await panel(page).locator('.quadratic-value').textContent(), 'cᵀSc = 1.000');
  assert.equal(await panel(page).getByRole('tab', { name: 'Vectors' }).getAttribute('aria-selected'), 'true');
  // The default X (3 rows) was fitted to the 2 items silently: it was not in the link.
  assert.equal(await panel(page).locator('.url-problem').count(), 0);
  assert.equal(await panel(page).locator('.vectors-view .matrix-editor tbody tr').count(), 2);
  await expectClean(page);
  await page.close();
});

test('keyboard only: names, cells (↑/↓), the tabs (←/→) and the buttons', async () => {
  const page = await openPanel();
  const name = panel(page).getByLabel('Name of item 1');
  await name.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('doc,1');
  assert.match(await panel(page).locator('.cell-message').first().textContent(), /no comma/);
  await page.keyboard.press('Control+A');
  await page.keyboard.type('doc1');
  assert.equal(await cell(page, 'S (doc1, C)').count(), 1);
  assert.equal(params(page).get('similarity.labels'), 'doc1');
  await page.keyboard.press('Tab'); // (doc1, doc1)
  await page.keyboard.press('Tab'); // (doc1, B)
  await page.keyboard.press('ArrowDown'); // (B, B)
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), 'S (B, B)');
  await page.keyboard.type('2');
  assert.equal(await cell(page, 'S (B, B)').inputValue(), '2');
  assert.equal(await panel(page).locator(VERDICT).getAttribute('data-psd'), 'true');
  const tab = panel(page).getByRole('tab', { name: 'Repair to PSD' });
  await tab.focus();
  await page.keyboard.press('ArrowRight');
  assert.equal(await panel(page).getByRole('tab', { name: 'Vectors' }).getAttribute('aria-selected'), 'true');
  assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Vectors');
  await panel(page).getByRole('button', { name: 'Identity I' }).focus();
  await page.keyboard.press('Enter');
  assert.deepEqual(await eigenvalues(page), ['1.000', '1.000', '1.000']);
  await expectClean(page);
  await page.close();
});

test('presets, resizing, the random Gram matrix (drawn in the core) and the hidden send button', async () => {
  const page = await openPanel('?lang=en&panel=similarity');
  await panel(page).getByRole('button', { name: 'B from the Sylvester section' }).click();
  assert.deepEqual(await eigenvalues(page), [`${MINUS}1.000`, '3.000', '3.000']);
  const add = panel(page).getByRole('button', { name: 'Add an item' });
  await add.click();
  assert.equal(await panel(page).locator('.table-size').textContent(), 'n = 4');
  assert.equal(await cell(page, 'S (D, D)').inputValue(), '1');
  await panel(page).getByRole('button', { name: 'Random Gram matrix' }).click();
  assert.match(await panel(page).locator('.preset-note').textContent(), /\(4×2, to two decimals\) drawn with seed 1/);
  // Random vectors in the plane: PSD, with two zero eigenvalues (printed as 0.000 at three decimals).
  assert.equal(await panel(page).locator(VERDICT).getAttribute('data-psd'), 'true');
  assert.deepEqual(
    (await eigenvalues(page)).slice(0, 2).map((x) => x.replace(MINUS, '')),
    ['0.000', '0.000'],
  );
  assert.equal(params(page).get('similarity.seed'), '1');
  for (let n = 4; n > 2; n--) await panel(page).getByRole('button', { name: 'Remove the last item' }).click();
  assert.equal(await panel(page).getByRole('button', { name: 'Remove the last item' }).isDisabled(), true);
  // Only the similarity panel is on this page: nothing to send to.
  assert.equal(await panel(page).locator('button.send').isHidden(), true);
  await expectClean(page);
  await page.close();
});

test('send to Sylvester and back: the table travels between the panels on one page', async () => {
  const page = await openPanel('?lang=en');
  const sylvester = page.locator('#panel-sylvester');
  const theirCell = (row, col) => sylvester.locator(`input[data-row="${row}"][data-col="${col}"]`);
  await cell(page, 'S (A, C)').fill('0.8');
  const sendButton = panel(page).locator('button.send');
  assert.equal(await sendButton.isVisible(), true);
  await sendButton.click();
  assert.equal(await theirCell(0, 2).inputValue(), '0.8');
  assert.equal(await theirCell(1, 2).inputValue(), '0.9');
  // And back: Sylvester's table replaces S here (only its shape is this panel's business).
  await theirCell(0, 1).fill('0.3');
  await sylvester.locator('button.send').click();
  assert.equal(await cell(page, 'S (A, B)').inputValue(), '0.3');
  assert.equal(await cell(page, 'S (B, A)').inputValue(), '0.3');
  assert.equal(params(page).get('similarity.m'), '1,0.3,0.8;0.3,1,0.9;0.8,0.9,1');
  await expectClean(page);
  await page.close();
});

test('timing: typing into a 12×12 table until its eigenvalues are re-rendered (printed, not asserted)', async () => {
  const n = 12;
  const rows = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 1 : 1 / (1 + Math.abs(i - j)))));
  // This panel alone (no other panel's background work in the figure), edits at a typing pace.
  const page = await openPanel(`?lang=en&panel=similarity&similarity.m=${rows.map((row) => row.join(',')).join(';')}`);
  assert.equal((await eigenvalues(page)).length, n);
  const times = await page.evaluate(async () => {
    const input = document.querySelector('#panel-similarity input[aria-label="S (A, L)"]');
    const list = document.querySelector('#panel-similarity .eigenvalues');
    const sync = [];
    const frame = [];
    for (let k = 0; k < 30; k++) {
      const start = performance.now();
      input.value = (0.05 + k / 1000).toFixed(3);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      void list.offsetHeight; // layout included
      sync.push(performance.now() - start);
      await new Promise(requestAnimationFrame);
      frame.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { sync, frame, mirrored: document.querySelector('#panel-similarity input[aria-label="S (L, A)"]').value };
  });
  assert.equal(times.mirrored, '0.079');
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)].toFixed(2);
  const max = (xs) => Math.max(...xs).toFixed(2);
  console.log(
    `# 12×12 edit → eigenvalues re-rendered (input handler + layout): median ${median(times.sync)} ms, max ${max(times.sync)} ms;` +
      ` to the next frame: median ${median(times.frame)} ms (30 edits, 100 ms apart)`,
  );
  await expectClean(page);
  await page.close();
});

test('axe-core finds no accessibility violations in the panel, in either view', async () => {
  const page = await openForAxe(context, '?lang=en&panel=similarity');
  await panel(page).locator('.eigenvalues li').first().waitFor();
  await panel(page).locator('.paste-box summary').click();
  for (const tab of ['Repair to PSD', 'Vectors']) {
    await panel(page).getByRole('tab', { name: tab }).click();
    // KaTeX loads when a visible formula nears the screen; a view whose formulas are all hidden has none.
    const formula = panel(page).locator('.math:visible').first();
    if (await formula.count()) {
      await formula.scrollIntoViewIfNeeded();
      await panel(page).locator('.katex').first().waitFor({ state: 'attached' });
    }
    assert.deepEqual(await axeViolations(page, '#panel-similarity'), [], tab);
  }
  await page.close();
});
