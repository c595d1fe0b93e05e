// The kernel checker in headless Chromium: the reader types a similarity, the core's verdict and witness come
// back; malformed text is underlined where the core says; the witness travels to the similarity panel; hostile
// links; axe in both languages; a narrow screen.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { loadGramLab } from '../../dist/src/gramlab.js';
import { reference } from '../wasm/load.mjs';
import { MINUS, axeViolations, expectClean, openForAxe, openPage, params, showPanel, useBrowser } from './harness.mjs';

const context = useBrowser();
// The same facade the page loads, in Node: the witness is re-checked here, outside the page.
const gramlab = await loadGramLab();

const panelOf = (page) => page.locator('#panel-kernel-check');
const expressionInput = (panel) => panel.locator('input.expression-input');

async function open(path = '?panel=kernel-check') {
  const page = await openPage(context, path);
  await showPanel(page, 'kernel-check');
  const panel = panelOf(page);
  await panel.locator('.kernel-result[data-psd]:not([aria-busy])').waitFor({ timeout: 30000 });
  return { page, panel };
}

/** Waits for the verdict on `expression`, computed and not busy. */
const verdictFor = (panel, expression) =>
  panel.locator(`.kernel-result[data-expression="${expression}"]:not([aria-busy])`).waitFor({ timeout: 30000 });

/** The witness table as numbers (each cell's exact value), and the sample rows it names. */
async function witnessOf(panel) {
  const rows = panel.locator('.kernel-witness-matrix tbody tr');
  const indices = await rows.evaluateAll((trs) => trs.map((tr) => Number(tr.dataset.index)));
  const matrix = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => Number(td.dataset.value))));
  return { indices, matrix };
}

test('the page opens on the article’s wish: proved a kernel (exp of a kernel), passing on the 300 points, with vectors for its table', async () => {
  const { page, panel } = await open('?panel=kernel-check');
  assert.equal(await expressionInput(panel).inputValue(), 'exp(k*dot(x,y)/(norm(x)*norm(y)))');
  assert.equal(await panel.locator('.kernel-parameters input').inputValue(), '2');
  assert.equal(await panel.locator('.kernel-result').getAttribute('data-psd'), 'true');
  assert.equal(await panel.locator('.negative-count').textContent(), '0 / 300');
  assert.match(await panel.locator('.kernel-verdict').textContent(), /^커널입니다\. 식의 형태로 증명했습니다/);
  assert.equal(await panel.locator('.kernel-result').getAttribute('data-status'), 'proved');
  assert.equal(await panel.locator('.kernel-proof-tree > ol > li > .proof-step').getAttribute('data-rule'), 'exp');
  assert.equal(await panel.locator('.kernel-proof').isHidden(), true); // "evidence, not proof" is for the unproved
  assert.match(await panel.locator('.source-line').textContent(), /default_rng\(4\)\.normal\(size=\(300, 5\)\)/);
  assert.equal(await panel.locator('.kernel-vectors tbody tr').count(), 12);
  assert.equal(await panel.locator('.kernel-witness').isHidden(), true);
  assert.equal([...params(page).keys()].filter((key) => key.startsWith('kernel-check.')).length, 0);
  await expectClean(page);
  await page.close();
});

test('typing the sigmoid tanh(0.5·x·y + 0.1): “커널이 아닙니다”, 142 of 300, and a witness of at most 5 points that fails on its own', async () => {
  const { page, panel } = await open();
  const text = 'tanh(0.5*dot(x,y)+0.1)';
  await expressionInput(panel).fill(text);
  await verdictFor(panel, text);
  assert.equal(await panel.locator('.kernel-result').getAttribute('data-psd'), 'false');
  assert.match(await panel.locator('.kernel-verdict').textContent(), /^커널이 아닙니다/);
  assert.equal(await panel.locator('.negative-count').textContent(), `${reference.sigmoid.negative_count} / 300`);
  assert.equal(await panel.locator('.kernel-no-parameters').isVisible(), true);
  const { indices, matrix } = await witnessOf(panel);
  assert.ok(indices.length >= 1 && indices.length <= 5, `${indices.length} points`);
  // Re-checked outside the page: psdCheck says the table is not PSD, and it is tanh(0.5·p·q + 0.1) on those rows.
  const check = gramlab.psdCheck(matrix);
  assert.equal(check.isPSD, false);
  assert.ok(check.minEigenvalue < -check.tolerance);
  const z = gramlab.randomNormal(4, 300, 5);
  const row = (i) => Array.from(z.data.subarray(i * 5, i * 5 + 5));
  const dot = (u, v) => u.reduce((s, x, k) => s + x * v[k], 0);
  matrix.forEach((cells, a) =>
    cells.forEach((x, b) => assert.ok(Math.abs(x - Math.tanh(0.5 * dot(row(indices[a]), row(indices[b])) + 0.1)) <= 1e-15)),
  );
  assert.equal(params(page).get('kernel-check.expression'), text);
  await expectClean(page);
  await page.close();
});

test('English: the sigmoid with parameters a and b typed into their own fields reads “Not a kernel”', async () => {
  const { page, panel } = await open('?panel=kernel-check&lang=en');
  const text = 'tanh(a*dot(x,y)+b)';
  await expressionInput(panel).fill(text);
  await verdictFor(panel, text);
  const fields = panel.locator('.kernel-parameters .text-field');
  assert.deepEqual(await fields.evaluateAll((els) => els.map((el) => el.dataset.name)), ['a', 'b']);
  await panel.getByLabel('Value of a').fill('0.5');
  await panel.getByLabel('Value of a').press('Enter');
  await panel.getByLabel('Value of b').fill('0.1');
  await panel.getByLabel('Value of b').press('Enter');
  await panel.locator('.negative-count', { hasText: '142 / 300' }).waitFor({ timeout: 30000 });
  assert.match(await panel.locator('.kernel-verdict').textContent(), /^Not a kernel/);
  const { indices, matrix } = await witnessOf(panel);
  assert.ok(indices.length <= 5);
  assert.equal(gramlab.psdCheck(matrix).isPSD, false);
  assert.equal(params(page).get('kernel-check.params'), 'a=0.5,b=0.1,k=2');
  await expectClean(page);
  await page.close();
});

test('a malformed expression is underlined at the core’s position, explained, and the last result stays', async () => {
  const { page, panel } = await open();
  const editor = panel.locator('.expression-editor');
  const cases = [
    // [text, the text before the mark, the marked character, ko wording]
    ['exp(-g*norm(x-y)^2', 'exp', '(', /괄호의 짝이 맞지 않습니다/],
    ['2x', '2', 'x', /연산자가 빠졌습니다/],
    ['x+1', '', 'x', /수가 와야 할 자리에 벡터가 있습니다/],
    ['dot(x,y) % 2', 'dot(x,y) ', '%', /쓰지 않는 글자/],
  ];
  for (const [text, before, marked, wording] of cases) {
    await expressionInput(panel).fill(text);
    const mark = panel.locator('.expression-echo mark');
    await mark.waitFor();
    await page.waitForFunction(
      ([t]) =>
        document.querySelector('#panel-kernel-check .expression-input').value === t &&
        document.querySelector('#panel-kernel-check .expression-echo'),
      [text],
    );
    await panel.locator(`.expression-echo mark[data-position="${before.length}"]`).waitFor();
    assert.equal(await mark.textContent(), marked, text);
    assert.equal(await panel.locator('.expression-echo').evaluate((p) => p.firstChild.textContent), before, text);
    assert.equal(await expressionInput(panel).getAttribute('aria-invalid'), 'true');
    const describedBy = await expressionInput(panel).getAttribute('aria-describedby');
    const message = await page.locator(`[id="${describedBy.split(' ')[0]}"]`).textContent();
    assert.match(message, wording, text);
    assert.match(message, new RegExp(`${before.length + 1}번째 글자`));
    assert.equal(await panel.locator('.kernel-result').getAttribute('data-expression'), 'exp(k*dot(x,y)/(norm(x)*norm(y)))');
  }
  // The end of the text: UNEXPECTED_END marks the place after the last character.
  await expressionInput(panel).fill('1 +');
  await panel.locator('.expression-echo mark.at-end[data-position="3"]').waitFor();
  assert.match(await editor.locator('.expression-message').textContent(), /식의 끝/);
  // Fixed: the mark goes, the check runs again.
  await expressionInput(panel).fill('dot(x,y)');
  await verdictFor(panel, 'dot(x,y)');
  assert.equal(await expressionInput(panel).getAttribute('aria-invalid'), null);
  assert.equal(await panel.locator('.expression-echo').isHidden(), true);
  await expectClean(page);
  await page.close();
});

test('presets: RBF passes; exp(−‖x−y‖)² − ½ and the distance fail with small witnesses', async () => {
  const { page, panel } = await open('?panel=kernel-check&lang=en');
  await panel.getByRole('button', { name: 'RBF', exact: true }).click();
  await verdictFor(panel, 'exp(-g*norm(x-y)^2)');
  assert.match(await panel.locator('.kernel-verdict').textContent(), /^A kernel, proved from its form/);
  // The proof tree: Schoenberg at the root; hovering the distance step marks its text under the editor.
  assert.equal(await panel.locator('.kernel-proof-tree > ol > li > .proof-step').getAttribute('data-rule'), 'schoenberg');
  await panel.locator('.proof-step[data-rule="distancePower"]').hover();
  assert.equal(await panel.locator('.expression-echo mark.proof-highlight').textContent(), 'norm(x-y)^2');
  assert.match(await panel.locator('.proof-step[data-rule="scale"]').textContent(), /-g = −0\.5 ≤ 0/);
  assert.equal(await panel.getByLabel('Value of g').inputValue(), '0.5');
  await panel.getByRole('button', { name: 'exp(−‖x−y‖)² − ½' }).click();
  await verdictFor(panel, 'exp(-norm(x-y))^2 - 0.5');
  assert.match(await panel.locator('.kernel-verdict').textContent(), /^Not a kernel/);
  assert.equal(gramlab.psdCheck((await witnessOf(panel)).matrix).isPSD, false);
  await panel.getByRole('button', { name: 'Distance as similarity' }).click();
  await verdictFor(panel, 'norm(x-y)');
  const { matrix } = await witnessOf(panel);
  assert.equal(matrix.length, 2); // [[0, δ], [δ, 0]]: eigenvalue −δ
  assert.equal(matrix[0][0], 0);
  await expectClean(page);
  await page.close();
});

test('the witness goes to the similarity editor, which finds the same negative eigenvalue', async () => {
  const { page, panel } = await open('?panel=similarity,kernel-check&lang=en');
  await panel.getByRole('button', { name: 'Distance as similarity' }).click();
  await verdictFor(panel, 'norm(x-y)');
  const { matrix } = await witnessOf(panel);
  await panel.getByRole('button', { name: 'Open this table in the similarity editor' }).click();
  const similarity = page.locator('#panel-similarity');
  await page.waitForFunction(
    (v) => document.querySelector('#panel-similarity input[aria-label="S (A, B)"]')?.value === v,
    String(matrix[0][1]),
  );
  await similarity.locator('.eigenvalues li').first().waitFor();
  const first = await similarity.locator('.eigenvalues li').first().textContent();
  assert.ok(first.startsWith(MINUS), first);
  assert.equal(await panel.getByRole('button', { name: 'Step through Sylvester’s criterion on this table' }).isHidden(), true);
  await expectClean(page);
  await page.close();
});

test('exp(−‖x−y‖³) passes 3 points in 1-D; no rule proves it; the search finds a verified witness, shown and sent on', async () => {
  const query = new URLSearchParams({
    panel: 'kernel-check,similarity',
    lang: 'en',
    'kernel-check.expression': 'exp(-norm(x-y)^3)',
    'kernel-check.n': '3',
    'kernel-check.d': '1',
  });
  const { page, panel } = await open(`?${query}`);
  // The sample alone is PSD and there is no proof; the search then refutes it (Schoenberg: p = 3 > 2).
  await panel.locator('.kernel-result[data-status="refuted"]').waitFor();
  assert.equal(await panel.locator('.kernel-result').getAttribute('data-psd'), 'true');
  assert.match(await panel.locator('.kernel-verdict').textContent(), /^Not a kernel: the points below/);
  assert.equal(await panel.locator('.kernel-proof-tree').isHidden(), true);
  assert.match(await panel.locator('.search-status').textContent(), /^Found a counterexample/);
  const bound = Number(await panel.locator('.kernel-witness-verified').getAttribute('data-bound'));
  assert.ok(bound < 0, String(bound));
  // A refuted function has no vectors: the sample's reconstruction is not shown beside the refutation.
  assert.equal(await panel.locator('.kernel-reconstruction').isHidden(), true);
  const { matrix } = await witnessOf(panel);
  assert.equal(gramlab.psdCheck(matrix).isPSD, false);
  // The witness's table in the similarity editor: its smallest eigenvalue is negative there too.
  await panel.getByRole('button', { name: 'Open this table in the similarity editor' }).click();
  const similarity = page.locator('#panel-similarity');
  await page.waitForFunction(
    (v) => document.querySelector('#panel-similarity input[aria-label="S (A, B)"]')?.value === v,
    String(matrix[0][1]),
  );
  await similarity.locator('.eigenvalues li').first().waitFor();
  assert.ok((await similarity.locator('.eigenvalues li').first().textContent()).startsWith(MINUS));
  await expectClean(page);
  await page.close();
});

test('hostile links: a malformed or oversized expression and bad parameters are reported, and the defaults kept', async () => {
  const bad = new URLSearchParams({ panel: 'kernel-check', lang: 'en', 'kernel-check.expression': 'x+1<script>' });
  let { page, panel } = await open(`?${bad}`);
  assert.match(await panel.locator('.url-problem').first().textContent(), /Ignored the link’s expression/);
  assert.equal(await expressionInput(panel).inputValue(), 'exp(k*dot(x,y)/(norm(x)*norm(y)))');
  assert.equal(params(page).get('kernel-check.expression'), null);
  await expectClean(page);
  await page.close();

  const huge = new URLSearchParams({
    panel: 'kernel-check',
    'kernel-check.expression': '1+'.repeat(3000),
    'kernel-check.params': '__proto__=1,k=1e400',
    'kernel-check.n': '99999',
  });
  ({ page, panel } = await open(`?${huge}`));
  const problems = await panel.locator('.url-problem:not([hidden])').allTextContents();
  assert.equal(problems.length, 3, problems.join('\n'));
  assert.equal(await expressionInput(panel).inputValue(), 'exp(k*dot(x,y)/(norm(x)*norm(y)))');
  assert.equal(await panel.locator('.negative-count').textContent(), '0 / 300');
  await expectClean(page);
  await page.close();
});

test('a 360 px screen: no sideways scroll, with a witness on screen', async () => {
  const page = await openPage(context, '?panel=kernel-check&lang=en', { viewport: { width: 360, height: 740 } });
  const panel = panelOf(page);
  await panel.locator('.kernel-result[data-psd]:not([aria-busy])').waitFor({ timeout: 30000 });
  await panel.getByRole('button', { name: 'Sigmoid' }).click();
  await verdictFor(panel, 'tanh(a*dot(x,y)+b)');
  await panel.locator('.kernel-witness-points summary').click();
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 360));
  await expectClean(page);
  await page.close();
});

test('axe-core finds no accessibility violations, in Korean and English, with an error and a witness shown', async () => {
  for (const lang of ['ko', 'en']) {
    const page = await openForAxe(context, `?panel=kernel-check&lang=${lang}`);
    const panel = panelOf(page);
    await panel.locator('.kernel-result[data-psd]:not([aria-busy])').waitFor({ timeout: 30000 });
    assert.deepEqual(await axeViolations(page, '#panel-kernel-check'), [], `${lang}: a pass`);
    await expressionInput(panel).fill('tanh(0.5*dot(x,y)+0.1)');
    await verdictFor(panel, 'tanh(0.5*dot(x,y)+0.1)');
    await panel.locator('.points-input summary').click();
    await panel.locator('.kernel-witness-points summary').click();
    assert.deepEqual(await axeViolations(page, '#panel-kernel-check'), [], `${lang}: a witness`);
    await expressionInput(panel).fill('exp(1');
    await panel.locator('.expression-echo mark').waitFor();
    assert.deepEqual(await axeViolations(page, '#panel-kernel-check'), [], `${lang}: an error`);
    await page.close();
  }
});
