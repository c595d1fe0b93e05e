// The page never stays stuck or silent: a .wasm that fails or never arrives ends in words with a
// Retry that works; the static markup speaks where no script runs or the module cannot load (file://, a
// sandboxed iframe); a dead worker hands its calls to the main thread; hostile URL values neither flood nor
// reverse the messages; a far-off sigmoid a draws nothing SVG rejects.
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';

import { MINUS, expectClean, openPage, useBrowser } from './harness.mjs';

const context = useBrowser();
// Either build (the page loads the SIMD one where the engine has SIMD).
const WASM = '**/src/wasm/gramlab-core*.wasm';
const eigenvalues = (frame) => frame.locator('#panel-similarity .eigenvalues li').allTextContents();
const ARTICLE_EIGENVALUES = [`${MINUS}0.177`, '0.800', '2.377'];

// A fresh page whose routes are set before it loads anything.
async function pageWithRoutes(route) {
  const page = await openPage(context, 'about:blank');
  await route(page);
  return page;
}

// The script's own error line, not index.html's static ones (hidden until boot.js shows one, removed when
// mountApp starts): on a slow machine the test can look before mountApp has removed them.
const LOAD_ERROR = '.status.error:not([data-boot])';

/** The page's problems apart from the failed request the test caused on purpose. */
const problemsBesides = (page, expected) => page.problems.filter((text) => !expected.test(text));

test('a .wasm that 404s: the page says so in words, and Retry loads the panels', async () => {
  let refused = 0;
  const page = await pageWithRoutes((p) =>
    p.route(WASM, (route) => (refused++ === 0 ? route.fulfill({ status: 404, body: 'gone' }) : route.continue())),
  );
  await page.goto(new URL('?panel=similarity', context.url).href);
  const status = page.locator(LOAD_ERROR);
  await status.waitFor();
  assert.match(await status.textContent(), /계산 모듈을 불러오지 못했습니다: HTTP 404/);
  assert.doesNotMatch(await status.textContent(), /error\.|ASSERTIONS|Aborted/);
  await status.getByRole('button', { name: '다시 시도' }).click();
  await page.locator('#panel-similarity .eigenvalues li').first().waitFor();
  assert.deepEqual(await eigenvalues(page), ARTICLE_EIGENVALUES);
  assert.equal(await page.locator('.status').count(), 0);
  assert.deepEqual(problemsBesides(page, /status of 404/), []);
  await page.close();
});

test('a .wasm that never arrives: after the timeout the page says so, and Retry loads', async () => {
  let held = null;
  const page = await pageWithRoutes(async (p) => {
    await p.clock.install();
    await p.route(WASM, (route) => {
      if (held) return route.continue();
      held = route; // never answered
    });
  });
  await page.goto(new URL('?panel=similarity&lang=en', context.url).href);
  await page.locator('.status', { hasText: 'Loading the compute module' }).waitFor();
  while (!held) await page.waitForTimeout(50);
  await page.clock.fastForward(31000); // past LOAD_TIMEOUT_MS
  const status = page.locator(LOAD_ERROR);
  await status.waitFor();
  assert.match(await status.textContent(), /Could not load the compute module: no answer within 30 s/);
  await status.getByRole('button', { name: 'Retry' }).click();
  await page.locator('#panel-similarity .eigenvalues li').first().waitFor();
  assert.deepEqual(await eigenvalues(page), ARTICLE_EIGENVALUES);
  await held.abort().catch(() => {});
  await page.close();
});

test('static markup: "Loading…" from the first byte, and <noscript> words where no script runs', async () => {
  const page = await pageWithRoutes((p) => p.route('**/src/main.js', () => {})); // the app's module never arrives
  await page.goto(context.url, { waitUntil: 'commit' });
  await page.locator('[data-boot="loading"]', { hasText: 'Loading the compute module' }).waitFor();
  await page.close();

  const noScript = await context.browser.newContext({ javaScriptEnabled: false });
  const quiet = await noScript.newPage();
  await quiet.goto(context.url);
  assert.match(await quiet.locator('body').textContent(), /Gram Lab needs JavaScript and WebAssembly/);
  assert.equal(await quiet.locator('[data-boot="loading"]').isVisible(), false);
  await noScript.close();
});

test('opened from file://, the page says to serve it over HTTP', async () => {
  const page = await context.browser.newPage();
  await page.goto(new URL('../../dist/index.html', import.meta.url).href);
  assert.equal(new URL(page.url()).protocol, 'file:', fileURLToPath(page.url()));
  await page.locator('[data-boot="file"]', { hasText: 'serve it over HTTP' }).waitFor();
  assert.equal(await page.locator('[data-boot="loading"]').isVisible(), false);
  await page.close();
});

test('a sandboxed iframe: allow-scripts alone says what it needs; with allow-same-origin the panel runs', async () => {
  const page = await openPage(context, 'about:blank');
  const host = new URL('blog-post.html', context.url).href; // a host page (routed); the sandbox makes the frame's origin opaque
  const src = new URL('?panel=similarity&embed=1&lang=en', context.url).href;
  await page.route(host, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>post</title>
        <iframe id="bare" sandbox="allow-scripts" src="${src}"></iframe>
        <iframe id="same" sandbox="allow-scripts allow-same-origin" src="${src}"></iframe>`,
    }),
  );
  await page.goto(host);
  const bare = page.frameLocator('#bare');
  await bare.locator('[data-boot="blocked"]', { hasText: 'allow-same-origin is needed' }).waitFor();
  assert.equal(await bare.locator('[data-boot="loading"]').isVisible(), false);
  const same = page.frameLocator('#same');
  await same.locator('#panel-similarity .eigenvalues li').first().waitFor();
  assert.deepEqual(await eigenvalues(same), ARTICLE_EIGENVALUES);
  await page.close();
});

// The γ table of the article (effective rank 270.75 at γ = 3) is computed by the panel's jobs, in its worker.
// Every error event a worker sends the page is recorded: an unhandled rejection inside a worker arrives as one.
async function gammaTableDespite(route, expected, { workerErrors = false } = {}) {
  const page = await pageWithRoutes(async (p) => {
    await p.addInitScript(() => {
      window.__workerErrors = [];
      const Original = window.Worker;
      window.Worker = class extends Original {
        constructor(...args) {
          super(...args);
          this.addEventListener('error', (event) => window.__workerErrors.push(event.message || 'error event'));
        }
      };
    });
    await route(p);
  });
  await page.goto(new URL('?panel=gamma-sweep&lang=en', context.url).href);
  const panel = page.locator('#panel-gamma-sweep');
  await panel.locator('.gamma-table tbody tr[data-gamma="3"] [data-col="rank"]', { hasText: '270.75' }).waitFor({ timeout: 60000 });
  await panel.locator('.sweep-status').waitFor({ state: 'hidden', timeout: 60000 });
  assert.doesNotMatch(await panel.textContent(), /error\.[A-Z_]+/, 'no raw key');
  const cells = await panel.locator('td').allTextContents();
  assert.ok(cells.length > 0 && !cells.some((cell) => cell.trim() === '…'), 'nothing left computing');
  assert.equal(await panel.locator('.notice').isVisible(), false);
  const errors = await page.evaluate(() => window.__workerErrors);
  if (workerErrors) assert.ok(errors.length > 0, 'the dead script was reported');
  else assert.deepEqual(errors, [], 'no error (an unhandled rejection) inside the worker');
  assert.deepEqual(await page.evaluate(() => window.__cspViolations), []);
  assert.deepEqual(problemsBesides(page, expected), []);
  await page.close();
}

test('a worker script that 404s: the table is computed on the main thread, nothing left at "…"', async () => {
  await gammaTableDespite((p) => p.route('**/src/worker.js', (route) => route.fulfill({ status: 404, body: 'gone' })), /status of 404/, {
    workerErrors: true,
  });
});

test('a worker whose .wasm fails: it says so, the main thread takes over, no unhandled rejection', async () => {
  let served = 0; // the page's own load comes first and succeeds; the worker's fails
  await gammaTableDespite(
    (p) => p.route(WASM, (route) => (served++ === 0 ? route.continue() : route.fulfill({ status: 500, body: 'broken' }))),
    /status of 500/,
  );
});

test('URL values: bidi controls are dropped and isolated; a long value is quoted as a short prefix', async () => {
  const long = 'x'.repeat(12000); // near what the server takes in a request line (16 kB)
  const page = await openPage(context, `?lang=en&panel=similarity&similarity.view=${long}&similarity.m=%E2%80%AEabc`);
  await page.locator('#panel-similarity .eigenvalues li').first().waitFor();
  const problems = page.locator('#panel-similarity .url-problem');
  const texts = await problems.allTextContents();
  assert.equal(texts.length, 2);
  for (const text of texts) {
    assert.ok(text.length < 200, `${text.length} characters`);
    assert.doesNotMatch(text, /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
  }
  assert.ok(texts.some((text) => text.includes(`"${'x'.repeat(40)}…"`)));
  assert.ok(texts.some((text) => text.includes('"abc" is not a finite number')));
  // The quoted text sits in its own <bdi>: whatever its direction, the sentence keeps its order.
  assert.equal(await problems.locator('bdi').count(), 2);
  assert.match(await problems.first().textContent(), /^Ignored the link’s similarity\./);
  await expectClean(page);
  await page.close();
});

test('sigmoid.a=1e308: the marker is hidden with a note, and SVG gets no infinite transform', async () => {
  const page = await openPage(context, '?lang=en&panel=sigmoid&sigmoid.a=1e308');
  const panel = page.locator('#panel-sigmoid');
  await panel.locator('.sigmoid-map[data-state="done"]').waitFor({ timeout: 60000 });
  const transforms = await panel.locator('svg [transform]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('transform')));
  assert.ok(transforms.length > 0);
  for (const transform of transforms) assert.doesNotMatch(transform, /Infinity|NaN/);
  await expectClean(page);
  await page.close();
});
