// After the first visit the hosted page works offline: its service worker caches every built file (the list
// and version written into dist/ by scripts/offline-assets.mjs at the end of the build).
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { expectClean, openPage, useBrowser } from './harness.mjs';

const context = useBrowser();

test('first visit caches the app; offline, a reload still shows the panel and computes', async () => {
  const page = await openPage(context, '?panel=similarity&lang=en');
  await page.locator('.eigenvalues li').first().waitFor();
  // ready: the worker is active, so its install (which caches every listed file) has finished.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  assert.equal(scope, context.url);
  const { version, files } = await page.evaluate(() =>
    fetch('sw-assets.js')
      .then((r) => r.text())
      .then((text) => JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1))),
  );
  assert.match(version, /^[0-9a-f]{16}$/);
  for (const file of ['index.html', 'styles.css', 'src/main.js', 'src/wasm/gramlab-core.wasm', 'src/wasm/gramlab-core-simd.wasm']) {
    assert.ok(files.includes(file), file);
  }
  assert.equal(await page.evaluate((name) => caches.has(`gram-lab-${name}`), version), true);

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
