// The similarity panel's first result needs part "core" alone; part "detail" (the eigenvectors behind the
// three views, the figure of cᵀSc, the exact verdict) comes after it (panels/index.js, laterParts). Held back,
// the first result is on screen and the views wait and say so; released, they fill in; refused, the first
// result stays and the panel says the rest could not be loaded.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { MINUS, openPage, useBrowser } from './harness.mjs';

const context = useBrowser();
const DETAIL = '**/src/wasm/gramlab-detail*.wasm';
const ARTICLE_EIGENVALUES = [`${MINUS}0.177`, '0.800', '2.377'];

async function open(route) {
  const page = await openPage(context, 'about:blank');
  await page.route(DETAIL, route);
  await page.goto(new URL('?lang=en&panel=similarity', context.url).href);
  const panel = page.locator('#panel-similarity');
  await panel.locator('.eigenvalues li').first().waitFor();
  return { page, panel };
}

test('part "detail" held back: the eigenvalues show, the views wait and say so, then fill in', async () => {
  const held = [];
  let release = false;
  const { page, panel } = await open((route) => (release ? route.continue() : held.push(route)));
  assert.deepEqual(await panel.locator('.eigenvalues li').allTextContents(), ARTICLE_EIGENVALUES);
  assert.equal(await panel.getAttribute('data-later-parts'), 'loading');
  assert.equal(await panel.locator('.tabs').getAttribute('aria-busy'), 'true');
  assert.equal(await panel.locator('.view-waiting').textContent(), 'This view is on its way…');
  // The views hold no numbers yet: hidden, not showing their empty state ("Already PSD: nothing to repair").
  assert.equal(await panel.locator('.repair-view').isHidden(), true);
  assert.equal(await panel.locator('.form-figure').getAttribute('aria-busy'), 'true');
  assert.equal(await panel.locator('.form-figure .hint:not([hidden])').first().textContent(), 'The picture is on its way…');
  assert.equal(await panel.getByRole('button', { name: 'Use the eigenvector that makes cᵀSc negative' }).isDisabled(), true);

  release = true;
  for (const route of held.splice(0)) await route.continue();
  await panel.locator('.repair-cards').first().waitFor();
  await page.waitForFunction(() => document.querySelector('#panel-similarity').dataset.laterParts === 'loaded');
  assert.equal(await panel.locator('.view-waiting').count(), 0);
  assert.equal(await panel.locator('.tabs').getAttribute('aria-busy'), null);
  assert.equal(await panel.locator('.repair-view').isVisible(), true);
  assert.match(await panel.locator('.form-summary').textContent(), /cᵀSc = −0\.177/);
  await panel.locator('.verdict[data-rule="exact"]').waitFor(); // the worker's exact "no", from the same part
  assert.equal(await panel.getByRole('button', { name: 'Use the eigenvector that makes cᵀSc negative' }).isDisabled(), false);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('part "detail" refused (404): the eigenvalues stay, the line and the notice say it could not be loaded', async () => {
  const { page, panel } = await open((route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.waitForFunction(() => document.querySelector('#panel-similarity').dataset.laterParts === 'failed');
  assert.deepEqual(await panel.locator('.eigenvalues li').allTextContents(), ARTICLE_EIGENVALUES);
  assert.equal(await panel.locator('.view-waiting').textContent(), 'The computation module could not be loaded.');
  const notice = panel.locator('.notice');
  assert.equal(await notice.isVisible(), true);
  assert.equal(await notice.getAttribute('data-code'), 'LOAD_FAILED');
  assert.match(await notice.textContent(), /404/);
  assert.equal(
    await panel.locator('.form-figure .hint:not([hidden])').first().textContent(),
    'The computation module could not be loaded.',
  );
  // Nothing more is coming: neither the views nor the figure is marked busy.
  assert.equal(await panel.locator('.tabs').getAttribute('aria-busy'), null);
  assert.equal(await panel.locator('.form-figure').getAttribute('aria-busy'), null);
  // Still working: a typed cell gives new eigenvalues (part "core"), and the notice stays: the views are still out.
  const cell = panel.locator('input[aria-label="S (A, B)"]');
  await cell.fill('0');
  await cell.press('Enter');
  await panel.locator('.eigenvalues li', { hasText: '1.922' }).waitFor(); // 1 ± √0.85 and 1
  assert.equal(await notice.getAttribute('data-code'), 'LOAD_FAILED');
  assert.equal(await panel.locator('.repair-view').isHidden(), true);
  await page.close();
});
