// After the first visit the hosted page works offline: its service worker caches every built file (the list
// and version written into dist/ by scripts/offline-assets.mjs at the end of the build).
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { test } from 'node:test';

import { expectClean, openPage, useBrowser } from './harness.mjs';
import { panelIds, settlePanel } from '../../scripts/page-walk.mjs';

const context = useBrowser();

test('first visit caches the app and the WASM flavour it runs; offline, a reload still shows the panel and computes', async (t) => {
  const page = await openPage(context, '?panel=similarity&lang=en', { serviceWorker: true });
  await page.locator('.eigenvalues li').first().waitFor();
  // Served without the isolation headers, as a static host serves it: the first load is not isolated.
  assert.equal(await page.evaluate(() => crossOriginIsolated), false);
  // ready: the worker is active, so its install (which caches every listed file) has finished.
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    return { scope: ready.scope, script: ready.active.scriptURL };
  });
  assert.equal(registration.scope, context.url);
  const { version, files, flavours, later } = await page.evaluate(() =>
    fetch('sw-assets.js')
      .then((r) => r.text())
      .then((text) => JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1))),
  );
  // Chromium runs relaxed SIMD: the relaxed build where this build made it, else the SIMD one.
  const runs = Object.hasOwn(flavours, 'relaxed') ? 'relaxed' : 'simd';
  assert.equal(new URL(registration.script).searchParams.get('flavour'), runs);
  assert.match(version, /^[0-9a-f]{16}$/);
  for (const file of ['index.html', 'styles.css', 'src/main.js', 'src/kit.js']) assert.ok(files.includes(file), file);
  assert.ok(!files.some((file) => file.startsWith('src/wasm/gramlab-')), 'the WASM modules are listed by flavour');
  // styles.css holds the first visit's rules (the first panel's among them); the sheets panels link as they mount
  // are listed beside it, each once.
  const linked = readdirSync(new URL('../../dist/styles/', import.meta.url)).map((name) => `styles/${name}`);
  assert.deepEqual(files.filter((file) => file.startsWith('styles/')).sort(), linked.sort());
  assert.ok(linked.includes('styles/sylvester.css') && !linked.includes('styles/similarity.css'), linked.join(', '));
  assert.ok(flavours.simd.includes('src/wasm/gramlab-core-simd.wasm'));
  if (runs === 'relaxed') assert.ok(flavours.relaxed.includes('src/wasm/gramlab-core-relaxed.wasm'));
  // A local build of the SIMD flavour alone (GRAMLAB_WASM_FLAVOURS=simd) has no scalar files to list or fetch.
  const scalarBuilt = Object.hasOwn(flavours, 'scalar');
  if (scalarBuilt) assert.ok(flavours.scalar.includes('src/wasm/gramlab-core.wasm'));
  else t.diagnostic('no scalar flavour in this build: the other-flavour step is skipped');
  // The cache holds the flavour the page runs, every part of it, and no file of another; with the relaxed flavour
  // the threads build's parts too (isolated from the next load, the page runs two lanes).
  const wasmCached = await page.evaluate(async (name) => {
    const keys = await (await caches.open(`gram-lab-${name}`)).keys();
    return keys.map((request) => new URL(request.url).pathname).filter((path) => path.includes('/src/wasm/gramlab-'));
  }, version);
  assert.deepEqual(
    wasmCached.map((path) => path.slice(path.lastIndexOf('/') + 1)).sort(),
    [...flavours[runs], ...(runs === 'relaxed' ? later.filter((file) => file.startsWith('src/wasm/')) : [])]
      .map((file) => file.slice('src/wasm/'.length))
      .sort(),
  );

  // Once the page is controlled, a file of the other flavour that the page asks for is kept as it comes, and the
  // worker's isolation headers make the page cross-origin isolated (its compute worker may run two lanes).
  await page.reload();
  await page.locator('.eigenvalues li').first().waitFor();
  assert.equal(await page.evaluate(() => crossOriginIsolated), true);
  if (scalarBuilt) {
    assert.equal(await page.evaluate(() => fetch('src/wasm/gramlab-core.wasm').then((r) => r.ok)), true);
    // The worker stores it after handing the response over (its cache.put is not awaited by the page): poll.
    await page.waitForFunction(
      ([name, path]) =>
        caches
          .open(`gram-lab-${name}`)
          .then((c) => c.match(path))
          .then(Boolean),
      [version, 'src/wasm/gramlab-core.wasm'],
      { polling: 100, timeout: 10000 },
    );
  }

  await page.context().setOffline(true);
  await page.goto(new URL('?panel=similarity&lang=en&similarity.m=1,0.5;0.5,1', context.url).href);
  await page.locator('.eigenvalues li').first().waitFor();
  assert.deepEqual(await page.locator('.verdict-view .eigenvalues li').allTextContents(), ['0.500', '1.500']);
  await page.context().setOffline(false);
  await expectClean(page);
  await page.close();
});

test('a blog post with a <gram-lab> element: no service worker is registered for the host page', async () => {
  const page = await context.browser.newPage();
  const host = new URL('blog-post.html', context.url).href; // a host page (routed), as a blog would serve it
  await page.route(host, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Post</title><script type="module" src="src/gram-lab-element.js"></script><gram-lab panel="similarity"></gram-lab>',
    }),
  );
  await page.goto(host);
  await page.locator('gram-lab .eigenvalues li').first().waitFor();
  await page.waitForLoadState('load');
  assert.deepEqual(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), 0);
  await page.close();
});

test('the service worker is registered only once the first panel works and the page has loaded', async () => {
  const page = await context.browser.newPage();
  await page.addInitScript(() => {
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (...args) {
      window.__registeredWhen = {
        panelWorks: document.querySelector('#panel-similarity .eigenvalues li') !== null,
        loaded: document.readyState === 'complete',
      };
      return register.apply(this, args);
    };
  });
  await page.goto(context.url);
  await page.waitForFunction(() => window.__registeredWhen);
  assert.deepEqual(await page.evaluate(() => window.__registeredWhen), { panelWorks: true, loaded: true });
  await page.close();
});

test('offline after the first visit, every panel of the whole page loads its code and parts and shows its results', async () => {
  const page = await openPage(context, '?lang=en', { serviceWorker: true });
  await page.locator('#panel-similarity .eigenvalues li').first().waitFor();
  await page.evaluate(() => navigator.serviceWorker.ready); // installed: everything this flavour needs is cached
  await page.context().setOffline(true);
  const failed = [];
  page.on('requestfailed', (request) => failed.push(request.url()));
  await page.reload();
  // Each panel brought into view and left to finish its jobs (in its worker, from the cached parts).
  for (const id of await panelIds(page)) await settlePanel(page, id);
  // Each panel's code, strings, parts and its worker's parts came from the cache: no panel says it could not
  // load, no error notice, no plot failed, and every panel drew something (a figure, a table or a list).
  const panels = await page.locator('section.panel').evaluateAll((sections) =>
    sections.map((section) => ({
      id: section.id,
      loadFailed: section.querySelector('.panel-load-failed') !== null,
      notice: [...section.querySelectorAll('.notice')].filter((notice) => !notice.hidden).map((notice) => notice.textContent),
      plotFailed: section.querySelector('.plot-failed') !== null,
      drawn:
        section.querySelector('.panel-content canvas, .panel-content svg, .panel-content table, .panel-content ol, .panel-content ul') !==
        null,
    })),
  );
  for (const panel of panels) assert.deepEqual(panel, { id: panel.id, loadFailed: false, notice: [], plotFailed: false, drawn: true });
  assert.deepEqual(failed, []);
  await page.context().setOffline(false);
  await expectClean(page);
  await page.close();
});
