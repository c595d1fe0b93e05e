// Back and Forward follow the address: a preset is one history entry and Back undoes it on the page, not
// only in the address bar; after a contents link, Back and Forward move through the reader's changes.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { expectClean, openAndShow, openAndWait, params, useBrowser } from './harness.mjs';

const context = useBrowser();

const sylvester = (page) => page.locator('#panel-sylvester');
const similarity = (page) => page.locator('#panel-similarity');
// The article's A has leading minors 2, 3, 4 and eigenvalues 0.586, 2, 3.414; B has −1, 3, 3; S −0.177, 0.800, 2.377.
const eigenvalues = (panel) => panel.locator('.eigenvalues li').allTextContents();
const A_EIGENVALUES = ['0.586', '2.000', '3.414'];
const B_EIGENVALUES = ['\u22121.000', '3.000', '3.000'];
const S_EIGENVALUES = ['\u22120.177', '0.800', '2.377'];

async function eventually(read, expected) {
  for (let i = 0; i < 50; i++) {
    const value = await read();
    if (JSON.stringify(value) === JSON.stringify(expected)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.deepEqual(await read(), expected);
}

test('a preset is one history entry: Back shows the table before it, Forward the preset again', async () => {
  const page = await openAndWait(context, '?lang=en', '#panel-similarity .eigenvalues li');
  await eventually(() => eigenvalues(similarity(page)), S_EIGENVALUES);
  await similarity(page).getByRole('button', { name: 'B from the Sylvester section' }).click();
  await eventually(() => eigenvalues(similarity(page)), B_EIGENVALUES);
  assert.equal(params(page).get('similarity.m'), '1,2,0;2,1,0;0,0,3');

  await page.goBack();
  await eventually(() => eigenvalues(similarity(page)), S_EIGENVALUES);
  assert.equal(params(page).get('similarity.m'), null);
  assert.equal(await similarity(page).locator('input[aria-label="S (A, B)"]').inputValue(), '0.9');

  await page.goForward();
  await eventually(() => eigenvalues(similarity(page)), B_EIGENVALUES);
  assert.equal(await similarity(page).locator('input[aria-label="S (A, B)"]').inputValue(), '2');
  await expectClean(page);
  await page.close();
});

test('after a contents link: Back and Forward walk through a preset and a step, the page following', async () => {
  const page = await openAndShow(context, '?lang=en', 'sylvester', '#panel-sylvester .eigenvalues li');
  await page.locator('nav.contents a[href="#panel-sylvester"]').click();
  await page.waitForURL(/#panel-sylvester$/);
  await sylvester(page).getByRole('button', { name: 'The article’s B' }).click();
  await eventually(() => eigenvalues(sylvester(page)), B_EIGENVALUES);
  await sylvester(page).getByRole('button', { name: 'Next step →' }).click();
  await eventually(() => params(page).get('sylvester.k'), '2');

  await page.goBack(); // before the step
  await eventually(() => sylvester(page).locator('.step-status').textContent(), 'k = 1: D₁ = 1 > 0 — passes');
  assert.equal(params(page).get('sylvester.m'), '1,2,0;2,1,0;0,0,3');
  await page.goBack(); // before the preset: the article's A, where the contents link left it
  await eventually(() => eigenvalues(sylvester(page)), A_EIGENVALUES);
  assert.equal(params(page).get('sylvester.m'), null);
  assert.match(page.url(), /#panel-sylvester$/);

  await page.goForward();
  await page.goForward();
  await eventually(() => params(page).get('sylvester.k'), '2');
  await eventually(() => eigenvalues(sylvester(page)), B_EIGENVALUES);
  assert.match(await sylvester(page).locator('.step-status').textContent(), /^k = 2: /);
  await expectClean(page);
  await page.close();
});

test('every settled edit is its own entry: Back after two cell edits shows the first edit, then the article’s S, on the page', async () => {
  const page = await openAndWait(context, '?panel=similarity&lang=en', '#panel-similarity .eigenvalues li');
  const panel = similarity(page);
  const cell = (name) => panel.locator(`input[aria-label="${name}"]`);
  await eventually(() => eigenvalues(panel), S_EIGENVALUES);
  // Typing a number is one edit however many keystrokes it takes; it rests, then the next edit begins.
  await cell('S (A, C)').selectText();
  await cell('S (A, C)').pressSequentially('0.8', { delay: 60 });
  await eventually(() => eigenvalues(panel), ['0.066', '0.200', '2.734']); // S with (A, C) = 0.8
  await page.waitForTimeout(1200);
  await cell('S (A, B)').fill('0.5');
  await eventually(() => params(page).get('similarity.m'), '1,0.5,0.8;0.5,1,0.9;0.8,0.9,1');
  await page.waitForTimeout(1200);

  await page.goBack(); // the first edit
  await eventually(() => params(page).get('similarity.m'), '1,0.9,0.8;0.9,1,0.9;0.8,0.9,1');
  await eventually(() => eigenvalues(panel), ['0.066', '0.200', '2.734']);
  assert.equal(await cell('S (A, B)').inputValue(), '0.9');
  assert.equal(await cell('S (A, C)').inputValue(), '0.8');
  await page.goBack(); // the article's S, where the page opened
  await eventually(() => params(page).get('similarity.m'), null);
  await eventually(() => eigenvalues(panel), S_EIGENVALUES);
  assert.equal(await cell('S (A, C)').inputValue(), '0.2');
  assert.equal(params(page).get('panel'), 'similarity', 'still the page');
  await page.goForward();
  await page.goForward();
  await eventually(() => params(page).get('similarity.m'), '1,0.5,0.8;0.5,1,0.9;0.8,0.9,1');
  assert.equal(await cell('S (A, B)').inputValue(), '0.5');
  await expectClean(page);
  await page.close();
});
