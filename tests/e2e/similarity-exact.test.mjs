// The similarity panel decides a typed table exactly (issue #24, "one verdict rule across the page"), and never
// contradicts the Sylvester panel on the same table: each table goes from one panel to the other with the send
// button (pressed from the keyboard), and the similarity verdict is compared with Sylvester's list of every
// principal minor. Expected verdicts and c by hand: [[−1, 0], [0, 1e16]] has the minor −1, c = (1, 0) gives −1;
// [[1, 2], [2, 4]] has minors 1, 4, 0 (rank 1); [[1e300, 2e300], [2e300, 1e300]] has determinant −3e600 and
// c = (−2, 1) gives 1e300·(4 − 4 + 1) − … = −3e300; three nearly equal items [[1, 1, 1], [1, 1, 1], [1, 1, 0.999999]]
// have the minor {1, 3} = 0.999999 − 1 < 0 and c = (−1, 0, 1) gives 1 − 2 + 0.999999 = −0.000001.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { expectClean, openPage, showPanel, useBrowser } from './harness.mjs';

const context = useBrowser();

const link = (rows) => encodeURIComponent(rows.map((row) => row.join(',')).join(';'));
const settled = '#panel-similarity .verdict:not([data-rule="pending"])';

// Opens both panels with `rows` in the similarity table; returns what the similarity panel decided.
async function similarityVerdict(page) {
  const verdict = page.locator(settled);
  await verdict.waitFor();
  const witness = page.locator('#panel-similarity .verdict-c');
  return {
    rule: await verdict.getAttribute('data-rule'),
    psd: await verdict.getAttribute('data-psd'),
    text: await verdict.textContent(),
    c: (await witness.isHidden()) ? null : await witness.getAttribute('data-c'),
    value: (await witness.isHidden()) ? null : await witness.getAttribute('data-value'),
  };
}

// Sends the table (its first entry `first`) to Sylvester from the keyboard and reads its verdict from every
// principal minor, once Sylvester holds that table and has listed them.
async function sylvesterVerdict(page, first) {
  const send = page.locator('#panel-similarity button.send');
  await send.focus();
  await page.keyboard.press('Enter');
  const sylvester = await showPanel(page, 'sylvester');
  await page.waitForFunction(
    (v) => document.querySelector('#panel-sylvester input[data-row="0"][data-col="0"]')?.value === v,
    String(first),
  );
  await sylvester.locator('.all-minors:not([aria-busy]) .all-headline[data-verdict]:not([data-verdict=""])').waitFor();
  return sylvester.locator('.all-headline').getAttribute('data-verdict');
}

const CASES = [
  {
    name: 'the issue’s [[−1, 0], [0, 1e16]]',
    rows: [
      [-1, 0],
      [0, 1e16],
    ],
    psd: 'false',
    c: '1,0',
    value: '−1',
  },
  {
    name: 'rank-deficient [[1, 2], [2, 4]]',
    rows: [
      [1, 2],
      [2, 4],
    ],
    psd: 'true',
  },
  {
    name: '1e300: [[1e300, 1e300], [1e300, 1e300]]',
    rows: [
      [1e300, 1e300],
      [1e300, 1e300],
    ],
    psd: 'true',
  },
  {
    name: '1e300: [[1e300, 2e300], [2e300, 1e300]]',
    rows: [
      [1e300, 2e300],
      [2e300, 1e300],
    ],
    psd: 'false',
    c: '−2,1',
    value: '−3e+300',
  },
  {
    name: 'clustered items',
    rows: [
      [1, 1, 1],
      [1, 1, 1],
      [1, 1, 0.999999],
    ],
    psd: 'false',
    c: '−1,0,1',
    value: '−0.000001',
  },
];

for (const { name, rows, psd, c = null, value = null } of CASES)
  test(`${name}: decided exactly, and Sylvester's minors say the same`, async () => {
    const page = await openPage(context, `?lang=en&panel=similarity,sylvester&sylvester.mode=all&similarity.m=${link(rows)}`);
    const verdict = await similarityVerdict(page);
    assert.deepEqual([verdict.rule, verdict.psd, verdict.c, verdict.value], ['exact', psd, c, value]);
    assert.match(verdict.text, psd === 'true' ? /^Positive semi-definite, exactly/ : /^Not positive semi-definite, exactly/);
    assert.equal(await sylvesterVerdict(page, rows[0][0]), psd === 'true' ? 'psd' : 'notPsd');
    await expectClean(page);
    await page.close();
  });

test('a 1e−250 entry is not a short decimal: the rounding-aware rule decides and says so, as Sylvester agrees', async () => {
  const page = await openPage(
    context,
    `?lang=en&panel=similarity,sylvester&sylvester.mode=all&similarity.m=${link([
      [1e-250, 0],
      [0, 1],
    ])}`,
  );
  const verdict = await similarityVerdict(page);
  assert.deepEqual([verdict.rule, verdict.psd], ['rounding', 'true']);
  assert.match(await page.locator('#panel-similarity .verdict-detail').textContent(), /Decided by the rounding-aware rule/);
  assert.equal(await sylvesterVerdict(page, 1e-250), 'psd');
  await expectClean(page);
  await page.close();
});

test('−1e−250 beside 1: within the tolerance of a PSD table, but the minor {1} is certainly negative, as in Sylvester', async () => {
  const page = await openPage(
    context,
    `?lang=en&panel=similarity,sylvester&sylvester.mode=all&similarity.m=${link([
      [-1e-250, 0],
      [0, 1],
    ])}`,
  );
  const verdict = await similarityVerdict(page);
  assert.deepEqual([verdict.rule, verdict.psd], ['minor', 'false']);
  assert.match(verdict.text, /^Not positive semi-definite/);
  assert.match(
    await page.locator('#panel-similarity .verdict-detail').textContent(),
    /the principal minor on items \{1\} is ≈ −1\.00 × 10⁻²⁵⁰, certainly negative/,
  );
  assert.equal(await sylvesterVerdict(page, -1e-250), 'notPsd');
  await expectClean(page);
  await page.close();
});

test('Korean: [[−1, 0], [0, 1e16]] is exactly not PSD with c = (1, 0), and typing 1 for −1 makes it exactly PSD', async () => {
  const page = await openPage(
    context,
    `?panel=similarity,sylvester&sylvester.mode=all&similarity.m=${link([
      [-1, 0],
      [0, 1e16],
    ])}`,
  );
  const verdict = await similarityVerdict(page);
  assert.deepEqual([verdict.rule, verdict.psd, verdict.c], ['exact', 'false', '1,0']);
  assert.match(verdict.text, /^정확히 양반정치\(PSD\)가 아닙니다/);
  assert.match(await page.locator('#panel-similarity .verdict-c').textContent(), /c = \(1, 0\), cᵀSc = −1/);
  assert.equal(await sylvesterVerdict(page, -1), 'notPsd');
  // Typed from the keyboard into the similarity table: the verdict waits for the exact check, then says PSD.
  const cell = page.locator('#panel-similarity input[data-row="0"][data-col="0"]').first(); // S's, before c's and X's
  await cell.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('1');
  await page.locator('#panel-similarity .verdict[data-rule="exact"][data-psd="true"]').waitFor();
  assert.match(await page.locator('#panel-similarity .verdict').textContent(), /^정확히 양반정치\(PSD\)입니다/);
  assert.equal(await page.locator('#panel-similarity .verdict-c').isHidden(), true);
  assert.equal(await sylvesterVerdict(page, 1), 'psd');
  await expectClean(page);
  await page.close();
});

test('no vectors from [[−1, 0], [0, 1e16]]: the eigenvalue −1 is within rounding of 1e16, the exact c = (1, 0) is not', async () => {
  const page = await openPage(
    context,
    `?lang=en&panel=similarity&similarity.view=vectors&similarity.m=${link([
      [-1, 0],
      [0, 1e16],
    ])}`,
  );
  await page.locator(settled).waitFor();
  await page
    .locator('#panel-similarity')
    .getByRole('button', { name: /Vectors from the table S/ })
    .click();
  const message = page.locator('#panel-similarity .reconstruct-message');
  assert.equal(await message.getAttribute('data-code'), 'NOT_PSD');
  assert.match(await message.textContent(), /^Not possible: the exact check found c = \(1, 0\) with cᵀSc = −1 < 0/);
  await expectClean(page);
  await page.close();
});

test('pending: the eigenvalues show as numbers, with no verdict and no negative marks; cᵀSc = −0.2 is beyond its rounding bound, so it proves', async () => {
  const page = await openPage(context, '?lang=en&panel=similarity');
  const section = page.locator('#panel-similarity');
  // The exact check asks its worker 500 ms after mount: the first eigenvalues come before it, the verdict busy
  // (aria-busy) until it answers.
  await section.locator('.verdict[data-rule="pending"][aria-busy="true"]').waitFor();
  assert.deepEqual(await section.locator('.eigenvalues li').allTextContents(), ['−0.177', '0.800', '2.377']);
  assert.equal(await section.locator('.eigenvalues li.negative').count(), 0);
  assert.equal(await section.locator('.verdict').getAttribute('data-psd'), '');
  // (1, −1, 1)ᵀS(1, −1, 1) = −0.2 by hand; its bound is about 10⁻¹⁴: the sign is certain before the exact check.
  assert.equal(await section.locator('.quadratic-value').textContent(), 'cᵀSc = −0.200');
  assert.match(
    await section.locator('.quadratic-sign').textContent(),
    /^Negative beyond its rounding error: this one c proves S is not PSD/,
  );
  await section.locator('.verdict[data-rule="exact"][data-psd="false"]:not([aria-busy])').waitFor();
  assert.equal(await section.locator('.eigenvalues li.negative').count(), 1);
  assert.match(await section.locator('.quadratic-sign').textContent(), /^Negative beyond its rounding error/);
  await expectClean(page);
  await page.close();
});

// Issue 37: XXᵀ of the full doubles is XXᵀ rounded, whose minors past the rank have exact signs of their own (often
// negative: the old "rounding" verdict PSD was the bug). The preset now holds XXᵀ of vectors to two decimals exactly.
test('a random Gram matrix (vectors to two decimals, drawn in the core) is exactly XXᵀ: PSD, exactly', async () => {
  const page = await openPage(context, '?lang=en&panel=similarity');
  await page.locator(settled).waitFor();
  await page.locator('#panel-similarity').getByRole('button', { name: 'Random Gram matrix' }).click();
  await page.locator('#panel-similarity .verdict[data-rule="exact"]').waitFor();
  assert.equal(await page.locator('#panel-similarity .verdict').getAttribute('data-psd'), 'true');
  assert.match(await page.locator('#panel-similarity .verdict').textContent(), /^Positive semi-definite, exactly/);
  await expectClean(page);
  await page.close();
});

test('cᵀSc within its rounding bound proves nothing: (2, −1) on the rank-one [[0.1, 0.2], [0.2, 0.4]] (exactly 0 in decimals)', async () => {
  const page = await openPage(context, '?lang=en&panel=similarity&similarity.m=0.1,0.2;0.2,0.4&similarity.c=2,-1');
  const section = page.locator('#panel-similarity');
  await section.locator('.verdict[data-rule="exact"][data-psd="true"]').waitFor();
  assert.match(
    await section.locator('.quadratic-sign').textContent(),
    /^Within its rounding error of 0 \(at most \d\.\d × 10⁻[⁰¹²³⁴⁵⁶⁷⁸⁹]+\): its sign is not known/,
  );
  assert.equal(await section.locator('.quadratic-value.negative').count(), 0);
  await expectClean(page);
  await page.close();
});
