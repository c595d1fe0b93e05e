// English sentences with a count read right at 1: no "1 coordinates", no "eigenvalue(s)".
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { expectClean, openAndWait, useBrowser } from './harness.mjs';

const context = useBrowser();

test('pasted points with one coordinate on line 2: the message has no "1 coordinates"', async () => {
  const page = await openAndWait(context, '?lang=en&panel=gamma-sweep', '#panel-gamma-sweep .gamma-table tbody tr');
  const panel = page.locator('#panel-gamma-sweep');
  await panel.locator('.points-input summary').click();
  await panel.locator('.points-input textarea').fill('1, 2\n3');
  await panel.locator('.points-input').getByRole('button').first().click();
  const message = await panel.locator('.points-input .field-message').textContent();
  assert.equal(
    message,
    'Line 2 is a point in dimension 1, the first line in dimension 2. Every point needs the same dimension. Showing the last valid result.',
  );
  assert.doesNotMatch(message, /\b1 coordinates\b/);
  await expectClean(page);
  await page.close();
});

test('Sylvester on [[1, 0], [0, −1]]: one negative eigenvalue, said without "(s)"', async () => {
  const page = await openAndWait(context, '?lang=en&panel=sylvester&sylvester.m=1,0;0,-1', '#panel-sylvester .eigenvalues li');
  const text = await page.locator('#panel-sylvester .eigen-view').textContent();
  assert.match(text, /negative eigenvalues: 1; the smallest −1/);
  assert.doesNotMatch(text, /\(s\)/);
  await expectClean(page);
  await page.close();
});

test('kernel checker on −x·y: a certificate of one point, said in the singular', async () => {
  // k(x, x) = −‖x‖² < 0: one point already fails; the title once read "Certificate: 1 points that already fail".
  const page = await openAndWait(
    context,
    '?lang=en&panel=kernel-check&kernel-check.expression=-dot(x%2Cy)',
    '#panel-kernel-check .kernel-witness h4',
  );
  const title = page.locator('#panel-kernel-check .kernel-witness h4');
  await page.locator('#panel-kernel-check .kernel-witness[data-size="1"]').waitFor();
  assert.equal(await title.textContent(), 'Certificate: 1 point that already fails');
  assert.equal(await page.locator('#panel-kernel-check .kernel-witness-matrix tbody tr').count(), 1);
  await expectClean(page);
  await page.close();
});
