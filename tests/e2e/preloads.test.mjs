// index.html asks at once for what the first panel needs (scripts/first-visit-preloads.mjs): the page's and the
// first panel's modules, and through its inline script the core part of the WASM flavour this browser runs and
// the table of the language the page shows. Each is fetched once (the facade's fetch and the imports take the
// preloaded responses) and used.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { expectClean, openPage, useBrowser } from './harness.mjs';
import { builtFlavours } from '../../scripts/module-lists.mjs';

const context = useBrowser();
// Chromium runs relaxed SIMD: the relaxed core where the build made it (GRAMLAB_WASM_FLAVOURS), else the SIMD one.
const fastest = builtFlavours().includes('relaxed') ? 'relaxed' : 'simd';

// Opens `path` in a fresh page, recording every request by its path under the site; resolves once the first panel
// shows its eigenvalues (`first`: the requests until then) and Chromium has had the time (3 s after load) to warn of a preload left unused.
async function visit(path) {
  const page = await openPage(context, 'about:blank'); // with openPage's watch for errors and CSP violations
  const requests = [];
  const warnings = [];
  page.on('request', (request) => request.url().startsWith(context.url) && requests.push(request.url().slice(context.url.length)));
  page.on('console', (message) => /preload/i.test(message.text()) && warnings.push(message.text()));
  await page.goto(new URL(path, context.url).href);
  await page.locator('#panel-similarity .eigenvalues li').first().waitFor();
  // The page's own requests (the panel's worker, a realm of its own, imports the shared chunk again later).
  const first = [...requests];
  await page.waitForLoadState('load');
  await page.waitForTimeout(3500);
  const preloads = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel=preload], link[rel=modulepreload]')].map((link) => ({
      rel: link.rel,
      as: link.as,
      path: new URL(link.href).pathname.slice(1),
    })),
  );
  return { page, requests, first, warnings, preloads };
}

const table = (lang) => new RegExp(`^src/${lang}-[A-Z0-9]+\\.js$`);

test(`the core’s ${fastest} .wasm and its loader are preloaded with the first panel’s modules, each fetched once and used`, async () => {
  const { page, requests, first, warnings, preloads } = await visit('');
  const wasm = preloads.find((link) => link.rel === 'preload');
  assert.deepEqual(wasm, { rel: 'preload', as: 'fetch', path: `src/wasm/gramlab-core-${fastest}.wasm` });
  const modules = preloads.filter((link) => link.rel === 'modulepreload').map((link) => link.path);
  for (const file of ['src/main.js', 'src/kit.js', 'src/similarity.js', `src/wasm/gramlab-core-${fastest}.mjs`])
    assert.ok(modules.includes(file), file);
  const count = (file) => requests.filter((path) => path === file).length;
  assert.equal(count(`src/wasm/gramlab-core-${fastest}.wasm`), 1, requests.join(', '));
  assert.equal(count(`src/wasm/gramlab-core-${fastest}.mjs`), 1, requests.join(', '));
  assert.ok(
    !requests.some((path) => /gramlab-core(-simd|-relaxed)?\.(wasm|mjs)$/.test(path) && !path.includes(fastest)),
    'no other flavour',
  );
  assert.equal(requests.filter((path) => table('ko').test(path)).length, 1, requests.join(', '));
  assert.equal(new Set(first).size, first.length, `a file fetched twice: ${first.join(', ')}`);
  assert.deepEqual(warnings, []);
  await expectClean(page);
  await page.close();
});

// ?lang= chooses the table as the page does (runtime/i18n.js): en, else Korean, a hostile value included.
for (const [query, lang] of [
  ['?lang=en', 'en'],
  ['?lang=ko', 'ko'],
  ['?lang=__proto__', 'ko'],
  ['?lang=hasOwnProperty', 'ko'],
  ['?lang=', 'ko'],
]) {
  test(`${query}: the ${lang} table is preloaded, fetched once and used; the other is not fetched`, async () => {
    const { page, requests, warnings, preloads } = await visit(query);
    const other = lang === 'en' ? 'ko' : 'en';
    assert.equal(preloads.filter((link) => link.rel === 'modulepreload' && table(lang).test(link.path)).length, 1);
    assert.equal(requests.filter((path) => table(lang).test(path)).length, 1, requests.join(', '));
    assert.equal(requests.filter((path) => table(other).test(path)).length, 0, requests.join(', '));
    assert.equal(await page.locator('html').getAttribute('lang'), lang);
    assert.deepEqual(warnings, []);
    await expectClean(page);
    await page.close();
  });
}

test('without relaxed SIMD the SIMD core is preloaded and loaded, and no relaxed file is fetched', async () => {
  const page = await openPage(context, 'about:blank'); // the first result in view: its question not asked
  const requests = [];
  page.on('request', (request) => requests.push(request.url()));
  // An engine with SIMD but not relaxed SIMD (Safari): validate says no to f64x2.relaxed_madd (fd 87 02).
  await page.addInitScript(() => {
    const validate = WebAssembly.validate;
    const relaxed = (bytes) => bytes.some((b, i) => b === 0xfd && bytes[i + 1] === 0x87 && bytes[i + 2] === 0x02);
    WebAssembly.validate = (bytes) => !relaxed(new Uint8Array(bytes.buffer ?? bytes)) && validate(bytes);
  });
  await page.goto(context.url);
  await page.locator('#panel-similarity .eigenvalues li').first().waitFor();
  const links = await page.evaluate(() => [...document.querySelectorAll('link[rel=preload]')].map((link) => link.href));
  assert.deepEqual(
    links.map((href) => new URL(href).pathname),
    ['/src/wasm/gramlab-core-simd.wasm'],
  );
  assert.ok(
    requests.some((url) => url.endsWith('/src/wasm/gramlab-core-simd.wasm')),
    requests.join(', '),
  );
  assert.ok(!requests.some((url) => /-relaxed\.(wasm|mjs)$/.test(url)), requests.join(', '));
  await page.close();
});

test('without WebAssembly SIMD the scalar core is preloaded and no SIMD file is fetched', {
  skip: !builtFlavours().includes('scalar') && 'GRAMLAB_WASM_FLAVOURS: the scalar build was not made',
}, async () => {
  const page = await context.browser.newPage();
  const requests = [];
  page.on('request', (request) => requests.push(request.url()));
  // An engine without SIMD: validate says no to the probe (the facade asks the same question).
  await page.addInitScript(() => {
    const validate = WebAssembly.validate;
    WebAssembly.validate = (bytes) => !new Uint8Array(bytes.buffer ?? bytes).includes(0x7b) && validate(bytes);
  });
  await page.goto(context.url);
  const links = await page.evaluate(() => [...document.querySelectorAll('link[rel=preload]')].map((link) => link.href));
  assert.deepEqual(
    links.map((href) => new URL(href).pathname),
    ['/src/wasm/gramlab-core.wasm'],
  );
  assert.ok(!requests.some((url) => /-(simd|relaxed)\.(wasm|mjs)$/.test(url)), requests.join(', '));
  await page.close();
});
