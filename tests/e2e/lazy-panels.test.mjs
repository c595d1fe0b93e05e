// Panels load on demand (issue #14): every section is on the page at once (its title, tools, a "loading"
// line), and a panel's code and strings are downloaded when it comes near the screen or something needs it.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { test } from 'node:test';

import { PANEL_IDS, addGramLab, dontAsk, expectClean, openAndWait, openPage, params, showPanel, useBrowser } from './harness.mjs';

const context = useBrowser();

// The site's JavaScript and CSS files the page asked for, by path under the site (src/kit.js, styles/methods.css, …).
// A clean-checked page (openPage) whose requests are listened to before it goes to `path`.
async function openListening(path) {
  const page = await openPage(context, 'about:blank');
  const asked = scripts(page);
  await page.goto(new URL(path, context.url).href);
  return { page, asked };
}
function scripts(page) {
  const seen = new Set();
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(context.url) && /\.(js|css)$/.test(url)) seen.add(url.slice(context.url.length));
  });
  return seen;
}
const panelFile = (id) => `src/${id}.js`;
const busy = (page, id) => page.locator(`#panel-${id} > .panel-content`).getAttribute('aria-busy');

test('every section is there at once; a panel far down loads its code only when scrolled to', async () => {
  const { page, asked } = await openListening('?lang=en');
  await page.locator('#panel-similarity .eigenvalues li').first().waitFor();
  assert.equal(await page.locator('section.panel h2').count(), PANEL_IDS.length);
  assert.equal(await page.locator('.contents a').count(), PANEL_IDS.length);
  assert.equal(await page.locator('#title-methods').textContent(), 'What breaks, shown: kernel ridge regression and an SVM on your kernel');
  assert.equal(await busy(page, 'methods'), 'true');
  assert.equal(await page.locator('#panel-methods .panel-loading').textContent(), 'Loading the panel…');
  assert.ok(!asked.has(panelFile('methods')), [...asked].join(', '));
  // Its own rules come with its code: the methods panel's and the expression editor's it shares with kernel-check.
  const sheets = ['styles/methods.css', 'styles/expression-editor.css'];
  assert.deepEqual(
    sheets.filter((file) => asked.has(file)),
    [],
  );
  const section = await showPanel(page, 'methods');
  assert.ok(asked.has(panelFile('methods')));
  assert.deepEqual(
    sheets.filter((file) => asked.has(file)),
    sheets,
  );
  // expression-editor.css sets the editor's font to the page's monospace stack; the default would be sans-serif.
  const font = await section
    .locator('.expression-input')
    .first()
    .evaluate((input) => getComputedStyle(input).fontFamily);
  assert.match(font, /monospace/);
  assert.equal(await busy(page, 'methods'), null);
  assert.equal(await section.locator('.panel-loading').count(), 0);
  await expectClean(page);
  await page.close();
});

test('a link’s state for a far panel applies when the panel mounts; Back follows before and after', async () => {
  const page = await openAndWait(context, '?lang=en&sigmoid.a=1', '#panel-similarity .eigenvalues li');
  assert.equal(await busy(page, 'sigmoid'), 'true');
  const a = page.locator('#panel-sigmoid').getByLabel('a (multiplies x·y)');
  // Reset works on the store of a panel not mounted yet: one history entry without the link's a ... (the
  // click is dispatched: a pointer's click would scroll the panel near, and mount it)
  await page.locator('#panel-sigmoid .panel-tools button.reset').dispatchEvent('click');
  await page.waitForFunction(() => !new URL(location.href).searchParams.has('sigmoid.a'));
  assert.equal(await busy(page, 'sigmoid'), 'true');
  // ... and Back restores the link's a, still before the panel's code is in.
  await page.goBack();
  await page.waitForFunction(() => new URL(location.href).searchParams.get('sigmoid.a') === '1');
  const sigmoid = await showPanel(page, 'sigmoid');
  await sigmoid.locator('.sigmoid-result[data-psd]:not([aria-busy])').waitFor({ timeout: 30000 });
  assert.equal(await a.inputValue(), '1');
  // Mounted, the panel follows Forward (the reset state: the link's a gone).
  await page.goForward();
  await page.waitForFunction(() => !new URL(location.href).searchParams.has('sigmoid.a'));
  await page.waitForFunction(() => {
    const label = [...document.querySelectorAll('#panel-sigmoid label')].find((l) => l.textContent === 'a (multiplies x·y)');
    return label?.control && label.control.value !== '1';
  });
  await expectClean(page);
  await page.close();
});

test('a value sent to a panel not mounted yet mounts it, then arrives', async () => {
  const { page, asked } = await openListening('?lang=en');
  const similarity = page.locator('#panel-similarity');
  await similarity.locator('.eigenvalues li').first().waitFor();
  assert.equal(await busy(page, 'sylvester'), 'true');
  assert.ok(!asked.has(panelFile('sylvester')));
  await similarity.locator('input[aria-label="S (A, C)"]').fill('0.8');
  await similarity.getByRole('button', { name: 'Send this table to Sylvester’s criterion' }).click();
  const sylvester = page.locator('#panel-sylvester');
  assert.equal(await sylvester.locator('input[data-row="0"][data-col="2"]').inputValue(), '0.8');
  assert.equal(await sylvester.locator('input[data-row="1"][data-col="2"]').inputValue(), '0.9');
  // The article's S (1, 0.9, 0.2; 0.9, 1, 0.9; 0.2, 0.9, 1) with S(A, C) = 0.8, now Sylvester's.
  assert.equal(params(page).get('sylvester.m'), '1,0.9,0.8;0.9,1,0.9;0.8,0.9,1');
  // The send scrolled it into view: coming near the screen, the mounted panel keeps what it received.
  await showPanel(page, 'sylvester');
  assert.equal(await sylvester.locator('input[data-row="0"][data-col="2"]').inputValue(), '0.8');
  assert.equal(await sylvester.locator('.panel-loading').count(), 0);
  await expectClean(page);
  await page.close();
});

test('“copy as numpy” of a panel not mounted yet loads and mounts it first, then copies its recipe', async () => {
  const page = await openAndWait(context, '?lang=en', '#panel-similarity .eigenvalues li');
  assert.equal(await busy(page, 'sigmoid'), 'true');
  // Dispatched: a pointer's click would scroll the panel near, and mount it by that alone.
  await page.locator('#panel-sigmoid .panel-tools button.copy-numpy').dispatchEvent('click');
  await page.waitForFunction(() => /import numpy/.test(document.querySelector('#panel-sigmoid .panel-tools .share-field')?.value ?? ''));
  assert.equal(await busy(page, 'sigmoid'), null);
  await expectClean(page);
  await page.close();
});

test('a panel whose code fails to load says so with Retry, the others keep working, and Retry recovers', async () => {
  const page = await context.browser.newPage({ viewport: { width: 1200, height: 900 } });
  await dontAsk(page);
  let refuse = true;
  await page.route('**/src/sigmoid.js', (route) => (refuse ? route.fulfill({ status: 404, body: 'gone' }) : route.fallback()));
  await page.goto(new URL('?lang=en', context.url).href);
  await page.locator('#panel-similarity .eigenvalues li').first().waitFor();
  const sigmoid = await showPanel(page, 'sigmoid');
  const failed = sigmoid.locator('.panel-load-failed[role="alert"]');
  await failed.waitFor();
  assert.match(await failed.textContent(), /^Could not load this panel’s code: /);
  // Its neighbours mount as usual.
  await showPanel(page, 'gamma-sweep');
  assert.equal(await busy(page, 'gamma-sweep'), null);
  assert.equal(await page.locator('#panel-gamma-sweep .panel-load-failed').count(), 0);
  refuse = false;
  await sigmoid.getByRole('button', { name: 'Retry' }).click();
  await sigmoid.locator('.sigmoid-result[data-psd]:not([aria-busy])').waitFor({ timeout: 30000 });
  assert.equal(await failed.count(), 0);
  await page.close();
});

// Every string of a language's tables (i18n/<lang>/*.js) long enough to be told apart, that the other
// language does not share word for word: what a downloaded file of that language's strings contains.
async function markers(lang, other) {
  const tables = async (code) => {
    const dir = new URL(`../../web/src/i18n/${code}/`, import.meta.url);
    const files = readdirSync(dir).filter((name) => name.endsWith('.js'));
    return Promise.all(files.map(async (name) => (await import(new URL(name, dir).href)).default));
  };
  const theirs = (await tables(other)).flatMap(Object.values);
  return (await tables(lang)).flatMap(Object.values).filter((text) => text.length >= 16 && !theirs.some((their) => their.includes(text)));
}

// The site's JavaScript a visit downloads, every panel brought into view and a panel's Embed dialog opened (its
// strings come with it).
async function downloaded(lang) {
  const page = await context.browser.newPage({ viewport: { width: 1200, height: 900 } });
  await dontAsk(page);
  const bodies = [];
  page.on('response', (response) => {
    if (response.url().startsWith(context.url) && response.url().endsWith('.js'))
      bodies.push(
        response.text().then(
          (text) => ({ url: response.url().slice(context.url.length), text }),
          () => null,
        ),
      );
  });
  await page.goto(new URL(`?lang=${lang}`, context.url).href);
  await page.locator('#panel-similarity .eigenvalues li').first().waitFor();
  for (const id of PANEL_IDS) await showPanel(page, id);
  await page.locator('#panel-similarity .embed-open').click();
  await page.locator('.embed-dialog[open]').waitFor();
  const files = (await Promise.all(bodies)).filter(Boolean);
  await page.close();
  return files;
}

for (const [lang, other] of [
  ['en', 'ko'],
  ['ko', 'en'],
]) {
  test(`?lang=${lang} downloads no ${other} strings, and its own panels' strings as they mount`, async () => {
    const [files, foreign, own] = await Promise.all([downloaded(lang), markers(other, lang), markers(lang, other)]);
    const found = files.flatMap(({ url, text }) => foreign.filter((marker) => text.includes(marker)).map((marker) => `${url}: ${marker}`));
    assert.deepEqual(found.slice(0, 5), []);
    // Every string of the page's language arrived, with the page or with its panel.
    const missing = own.filter((marker) => !files.some(({ text }) => text.includes(marker)));
    assert.deepEqual(missing.slice(0, 5), []);
  });
}

test('<gram-lab> with one panel downloads that panel’s code and no other panel’s', async () => {
  const page = await openPage(context, 'embed-example.html');
  // The example's own element (the similarity panel) first, then a second element of another panel.
  await page.locator('#element-embed .eigenvalues li').first().waitFor();
  const asked = scripts(page);
  await addGramLab(page, 'alone', { panel: 'sigmoid', lang: 'en' });
  const element = page.locator('#alone');
  await element.scrollIntoViewIfNeeded();
  await element.locator('.sigmoid-result[data-psd]:not([aria-busy])').waitFor({ timeout: 30000 });
  assert.deepEqual(
    PANEL_IDS.map(panelFile).filter((file) => asked.has(file)),
    [panelFile('sigmoid')],
  );
  // Its stylesheet is linked in the element's shadow root, where the page's sheets do not reach: its numbers sit
  // in a row (sigmoid.css), not one under another as a <dl> does by default.
  const row = await element.locator('.sigmoid-result dl').evaluate((list) => getComputedStyle(list).display);
  assert.equal(row, 'flex');
  assert.equal(await element.evaluate((host) => host.shadowRoot.querySelectorAll('link[href$="styles/sigmoid.css"]').length), 1);
  await expectClean(page);
  await page.close();
});
