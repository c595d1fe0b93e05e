// The iframe embed takes its content's height (the page posts it, embed-example.js applies it), and a
// <gram-lab> element follows attribute changes after mount, with the host page's language as its default.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { addGramLab, axeViolations, expectClean, openForAxe, openPage, useBrowser } from './harness.mjs';

const context = useBrowser();

// The frame's height against the height of its content, both in CSS pixels.
const heights = (page) =>
  page.evaluate(() => {
    const frame = document.getElementById('iframe-embed');
    return {
      frame: frame.getBoundingClientRect().height,
      content: frame.contentDocument.getElementById('app').getBoundingClientRect().height,
    };
  });

test('iframe embed: the frame follows its content height as the panel changes', async () => {
  const page = await openPage(context, 'embed-example.html');
  const frame = page.frameLocator('#iframe-embed');
  await frame.locator('.eigenvalues li').first().waitFor();
  await page.waitForFunction(() => {
    const f = document.getElementById('iframe-embed');
    const content = f.contentDocument.getElementById('app').getBoundingClientRect().height;
    return Math.abs(f.getBoundingClientRect().height - Math.ceil(content)) <= 1;
  });
  const first = await heights(page);
  assert.ok(first.frame > 420, `the content (${first.content} px) is taller than the 420 px the markup gives`);
  // A larger table changes the content's height (taller table, and past 3 × 3 the cᵀSc sphere gives way to a
  // one-line note, so shorter overall); the frame follows, either way.
  const add = frame.getByRole('button', { name: 'Add an item' });
  await add.click();
  await add.click();
  await page.waitForFunction((before) => {
    const f = document.getElementById('iframe-embed');
    const content = f.contentDocument.getElementById('app').getBoundingClientRect().height;
    return Math.abs(content - before) > 20 && Math.abs(f.getBoundingClientRect().height - Math.ceil(content)) <= 1;
  }, first.content);
  await expectClean(page);
  await page.close();
});

test('iframe embed: "Open in Gram Lab" leads to the hosted page with the same state, not embedded', async () => {
  const page = await openPage(context, 'index.html?panel=similarity&embed=1&lang=en&similarity.m=1,0.5;0.5,1');
  await page.locator('.eigenvalues li').first().waitFor();
  const link = page.locator('.open-in');
  await link.focus();
  const href = new URL(await link.getAttribute('href'));
  assert.equal(href.pathname, new URL('index.html', context.url).pathname);
  assert.equal(href.searchParams.get('similarity.m'), '1,0.5;0.5,1');
  assert.equal(href.searchParams.get('lang'), 'en');
  assert.equal(href.searchParams.get('embed'), null);
  assert.equal(await link.getAttribute('target'), '_blank');
  await page.close();
});

test('<gram-lab>: panel, lang and params changed after mount take effect; the host language is the default', async () => {
  const page = await openPage(context, 'embed-example.html');
  await page.evaluate(() => {
    document.documentElement.lang = 'en';
  });
  await addGramLab(page, 'live', { panel: 'similarity' });
  const live = page.locator('#live');
  await live.locator('.eigenvalues li').first().waitFor();
  // No lang attribute: the host page's <html lang="en">.
  assert.match(await live.locator('.verdict:not([data-rule="pending"])').textContent(), /Not positive semi-definite/);

  await live.evaluate((element) => element.setAttribute('params', 'similarity.m=1,0.5;0.5,1'));
  await page.waitForFunction(() => {
    const items = document.getElementById('live').shadowRoot.querySelectorAll('.eigenvalues li');
    return [...items].map((li) => li.textContent).join(' ') === '0.500 1.500';
  });
  await live.evaluate((element) => element.setAttribute('lang', 'ko'));
  await live.locator('.verdict', { hasText: '양반정치' }).waitFor();
  assert.equal(await live.locator('.gram-lab-root').getAttribute('lang'), 'ko');

  await live.evaluate((element) => element.setAttribute('panel', 'sylvester'));
  await live.locator('#panel-sylvester').waitFor();
  assert.equal(await live.locator('#panel-similarity').count(), 0);
  // "Open in Gram Lab" from the element: the hosted page beside the module, with the element's state.
  const href = new URL(await live.locator('.open-in').getAttribute('href'));
  assert.equal(href.pathname, new URL('index.html', context.url).pathname);
  assert.equal(href.searchParams.get('lang'), 'ko');
  assert.equal(href.hash, '#panel-sylvester');
  await expectClean(page);
  await page.close();
});

for (const lang of ['ko', 'en']) {
  test(`embed example with a ${lang} element and the sized iframe passes axe`, async () => {
    const page = await openForAxe(context, 'embed-example.html');
    await page.evaluate((l) => {
      document.getElementById('element-embed').setAttribute('lang', l);
    }, lang);
    await page.locator('#element-embed .eigenvalues li').first().waitFor();
    await page.frameLocator('#iframe-embed').locator('.eigenvalues li').first().waitFor();
    assert.deepEqual(await axeViolations(page, 'body'), []);
    await page.close();
  });
}
