// The example panel (web/src/panels/example/, docs/architecture.md "Add a panel") mounted through the real
// runtime: mountApp handed its one descriptor, its store mirrored in the page's URL, its job in a real worker.
// It is neither in the page's list nor in its bundle: a bare page of the site's origin, under the site's policy,
// imports the plain modules dist/ keeps beside the bundle.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { MINUS, PANEL_IDS, expectClean, openPage, params, useBrowser } from './harness.mjs';

const context = useBrowser();

const PAGE = '<!doctype html><title>example</title><div id="app"></div><script type="module" src="example-page.js"></script>';
// The example's title and claim, which a panel of the page has in the page's table (titles.js), are added to it.
const SCRIPT = `
import { mountApp } from './src/app/mount-app.js';
import { pickLanguage } from './src/runtime/i18n.js';
import { EXAMPLE } from './src/panels/example/descriptor.js';
const params = new URLSearchParams(location.search);
const lang = pickLanguage(params.get('lang'));
Object.assign((await import(\`./src/i18n/\${lang}/index.js\`)).default, (await import(\`./src/panels/example/i18n/\${lang}.js\`)).default);
mountApp(document.getElementById('app'), [EXAMPLE], { params });
`;

async function openExample(query) {
  const page = await openPage(context, 'about:blank');
  // The page answered with the server's own headers (its Content-Security-Policy) for its index.html.
  await page.route(
    (url) => url.pathname === '/example-page.html',
    async (route) => route.fulfill({ response: await route.fetch({ url: new URL('index.html', context.url).href }), body: PAGE }),
  );
  await page.route(
    (url) => url.pathname === '/example-page.js',
    (route) => route.fulfill({ contentType: 'text/javascript', body: SCRIPT }),
  );
  await page.goto(new URL(`example-page.html${query}`, context.url).href);
  await page.locator('#panel-example .example-eigenvalues li').first().waitFor();
  return page;
}

const eigenvalues = async (page) =>
  (await page.locator('#panel-example .example-eigenvalues li').allTextContents()).map((text) => Number(text.replace(MINUS, '-')));

test('the example panel is in neither the page’s list nor its bundle', () => {
  assert.ok(!PANEL_IDS.includes('example'));
  const outputs = JSON.parse(readFileSync(new URL('../../dist/bundle-outputs.json', import.meta.url), 'utf8'));
  const bundled = outputs.filter((path) => readFileSync(new URL(`../../dist/${path}`, import.meta.url), 'utf8').includes('example.notPsd'));
  assert.deepEqual(bundled, []);
});

test('the example panel shows the eigenvalues of [[2, 1], [1, 2]], 1 and 3, computed in its worker', async () => {
  const page = await openExample('?lang=en');
  assert.deepEqual(await eigenvalues(page), [1, 3]);
  assert.equal(await page.locator('#panel-example .example-verdict').textContent(), 'No eigenvalue is negative: positive semi-definite.');
  assert.equal(await page.locator('#title-example').textContent(), 'Example: a matrix’s eigenvalues');
  assert.deepEqual(
    page.workers().map((worker) => new URL(worker.url()).pathname),
    ['/src/worker.js'],
  );
  await expectClean(page);
  await page.close();
});

test('a committed matrix is in the link and Back returns to the one before; a link’s matrix is read', async () => {
  const page = await openExample('?lang=en');
  const input = page.getByLabel('Matrix (rows separated by ;, entries by ,)');
  // diag(2, −5): its eigenvalues are its diagonal, one of them negative.
  await input.fill('2,0;0,-5');
  await input.press('Enter');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('example.m') === '2,0;0,-5');
  await page.locator('#panel-example .example-eigenvalues li.negative').waitFor();
  assert.deepEqual(await eigenvalues(page), [-5, 2]);
  assert.equal(
    await page.locator('#panel-example .example-verdict').textContent(),
    'An eigenvalue is negative: not positive semi-definite.',
  );
  await page.goBack();
  await page.waitForFunction(() => !new URL(location.href).searchParams.has('example.m'));
  await page.locator('#panel-example .example-eigenvalues li:not(.negative)').nth(1).waitFor();
  assert.deepEqual(await eigenvalues(page), [1, 3]);
  assert.equal(await input.inputValue(), '2,1;1,2');
  await expectClean(page);
  await page.close();

  // [[0, 1], [1, 0]] from a link: eigenvalues −1 and 1.
  const linked = await openExample('?lang=en&example.m=0,1;1,0');
  assert.deepEqual(await eigenvalues(linked), [-1, 1]);
  await expectClean(linked);
  await linked.close();
});

test('bad text is explained beside the field and not passed on; a matrix the core refuses is said in the notice', async () => {
  const page = await openExample('?lang=en');
  const input = page.getByLabel('Matrix (rows separated by ;, entries by ,)');
  await input.fill('2,1;1,x');
  await input.press('Enter');
  const message = page.locator('#panel-example .field-message');
  assert.equal(await message.textContent(), 'Not a square matrix of numbers (e.g. 2,1;1,2). Showing the last valid result.');
  assert.equal(await input.getAttribute('aria-invalid'), '');
  assert.ok(!params(page).has('example.m'));
  assert.deepEqual(await eigenvalues(page), [1, 3]);
  // Square and numeric, but not symmetric: the core's NOT_SYMMETRIC, in the panel's notice; the last result stays.
  await input.fill('1,2;3,4');
  await input.press('Enter');
  const notice = page.locator('#panel-example .notice[data-code="NOT_SYMMETRIC"]');
  await notice.waitFor();
  // Its message, then where: the first pair of mirrored entries that differ (3 below the diagonal, 2 above).
  assert.match(await notice.textContent(), /^The matrix is not symmetric\. .*entry \(2, 1\) differs from entry \(1, 2\)/);
  assert.deepEqual(await eigenvalues(page), [1, 3]);
  await expectClean(page);
  await page.close();
});
