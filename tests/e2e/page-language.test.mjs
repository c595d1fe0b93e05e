// Every message the page shows is in the page's language: link problems in Korean on the Korean page, the
// tab's title in English on the English page and in an embed; huge numbers as ×10ⁿ, never e-notation.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { expectClean, openAndWait, useBrowser } from './harness.mjs';

const context = useBrowser();

// Latin words of four letters or more, apart from the parameter's own name and the page's name.
const english = (text) =>
  text
    .replace(/[\w-]+\.[\w-]+/g, '')
    .replace(/Gram Lab|PSD/g, '')
    .match(/[A-Za-z]{4,}/g);

test('ko: link problems are said in Korean, never with the field’s English message', async () => {
  for (const [query, panel] of [
    ['similarity.m=1,2;3', 'similarity'],
    ['sylvester.m=1,2;3,4', 'sylvester'],
    ['gamma-sweep.n=1e9', 'gamma-sweep'],
  ]) {
    const page = await openAndWait(context, `?panel=${panel}&${query}`, `#panel-${panel} .url-problem`);
    const text = await page.locator(`#panel-${panel} .url-problem`).first().textContent();
    assert.match(text, /^주소의 /, query);
    assert.equal(english(text), null, `${query}: ${text}`);
    await expectClean(page);
    await page.close();
  }
});

test('the <title> follows the language, and an embed of one panel is titled by that panel', async () => {
  for (const [path, title] of [
    ['', 'Gram Lab — 커널과 그람 행렬'],
    ['?lang=en', 'Gram Lab — kernels and Gram matrices'],
    ['?lang=en&panel=sylvester&embed=1', 'Sylvester’s criterion, step by step — Gram Lab'],
    ['?panel=sylvester&embed=1', '실베스터 판정법, 한 단계씩 — Gram Lab'],
  ]) {
    const page = await openAndWait(context, path, '.panel h2');
    assert.equal(await page.title(), title, path);
    await page.close();
  }
});

test('a = 1e200 on the sigmoid map is written 1 × 10²⁰⁰, never 1e+200 or Infinity', async () => {
  for (const lang of ['en', 'ko']) {
    const page = await openAndWait(context, `?lang=${lang}&panel=sigmoid&sigmoid.a=1e200`, '#panel-sigmoid .map-outside:not([hidden])');
    const note = await page.locator('#panel-sigmoid .map-outside').textContent();
    assert.match(note, /1 × 10²⁰⁰/, lang);
    assert.doesNotMatch(await page.locator('#panel-sigmoid').textContent(), /e\+\d|Infinity/, lang);
    await expectClean(page);
    await page.close();
  }
});
