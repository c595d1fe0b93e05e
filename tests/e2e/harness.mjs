// Serves dist/ on a free localhost port and drives Debian's Chromium with playwright-core (no browser download).
import { chromium } from 'playwright-core';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before } from 'node:test';

import { serve } from '../../scripts/serve.mjs';
import { PANELS } from '../../dist/src/panels/index.js';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
// Flags that keep Chromium off the (closed) network and quiet in a root sandbox (tests/engines/ too).
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Registers before/after hooks; returns a getter for {browser, url}.
 * @param {{subPath?: string, isolated?: boolean}} [options] subPath: serve the site under /subPath/ instead of /, as a
 *   blog's host would; isolated: with the isolation headers, as npm start serves it (scripts/isolation.mjs)
 */
export function useBrowser({ subPath = '', isolated = false } = {}) {
  const context = {};
  before(async () => {
    let dir = DIST;
    if (subPath) {
      dir = context.tmp = mkdtempSync(join(tmpdir(), 'gram-lab-'));
      symlinkSync(DIST, join(dir, subPath));
    }
    const { server, url } = await serve({ dir, port: 0, isolated });
    context.server = server;
    context.url = subPath ? `${url}${subPath}/` : url;
    context.browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  });
  after(async () => {
    await context.browser?.close();
    context.server?.close();
    if (context.tmp) rmSync(context.tmp, { recursive: true, force: true });
  });
  return context;
}

/**
 * The reader's "don't ask me" (reader/predict.js), set in the page's storage before its scripts on every load: the
 * panels' questions do not fold their results. Every page a test opens has it unless the test asks questions
 * (`ask: true`: questions.test.mjs, tour.test.mjs).
 */
export const dontAsk = (page) =>
  page.addInitScript(() => {
    try {
      localStorage.setItem('gram-lab.questions', 'off');
    } catch {
      // a page whose storage is refused (about:blank): nothing to set
    }
  });

/**
 * What a page may do with the service worker (web/sw.js). Registered, it precaches every built file in the
 * background of each test's page: about a tenth of the e2e level's time on a two-core host. So only the tests of
 * the worker itself let it in (offline.test.mjs, sub-path.test.mjs); the rest see the page a first visit shows
 * before its worker installs.
 * @param {boolean} serviceWorker
 */
const serviceWorkers = (serviceWorker) => (serviceWorker ? 'allow' : 'block');

/**
 * Opens `path` (relative to the site root) in a fresh page and collects console errors, CSP violations
 * and uncaught exceptions into page.problems, so every test can assert the page stayed clean.
 * ask: the panels ask their questions (else the reader said "don't ask me", dontAsk above); serviceWorker: the
 * page registers its service worker (serviceWorkers above).
 */
export async function openPage(
  context,
  path = '',
  { viewport = { width: 1200, height: 900 }, init = null, ask = false, serviceWorker = false } = {},
) {
  const page = await context.browser.newPage({ viewport, serviceWorkers: serviceWorkers(serviceWorker) });
  if (!ask) await dontAsk(page);
  if (init) await page.addInitScript(init.script, init.arg); // before the page's own scripts (a test's override)
  page.problems = [];
  page.on('console', (message) => message.type() === 'error' && page.problems.push(message.text()));
  page.on('pageerror', (error) => page.problems.push(error.message));
  page.setDefaultTimeout(10000);
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  await page.goto(new URL(path, context.url).href);
  return page;
}

/** A bare page of the site's origin, without the app, for a test that imports the site's modules itself; served with
 * `headers` when given (an isolated context's ISOLATION_HEADERS). */
export async function openBarePage(context, headers) {
  const page = await openPage(context, 'about:blank');
  await page.route('**/bare-page.html', (route) =>
    route.fulfill({ contentType: 'text/html', headers, body: '<!doctype html><html lang="en"><title>bare</title></html>' }),
  );
  await page.goto(new URL('bare-page.html', context.url).href);
  return page;
}

/** openPage, then waits for the first element matching `selector`: the first result the test reads. */
export async function openAndWait(context, path, selector) {
  const page = await openPage(context, path);
  await page.locator(selector).first().waitFor();
  await laterPartsIn(page);
  return page;
}

/** Every mounted panel has the parts it loads after its first result (app/core-parts.js, data-later-parts): its views are
 * all there. */
export const laterPartsIn = (page) => page.waitForFunction(() => !document.querySelector('[data-later-parts="loading"]'));

/** The page has had no CSP violation, console error or uncaught exception (see openPage). */
export async function expectClean(page) {
  assert.deepEqual(await page.evaluate(() => window.__cspViolations), []);
  assert.deepEqual(page.problems, []);
}

/** The page's URL query: what a link to what the reader sees carries. */
export const params = (page) => new URL(page.url()).searchParams;

/** Every panel's id in page order, from the list of panels (web/src/panels/index.js, as built). */
export const PANEL_IDS = PANELS.map(({ id }) => id);

/** The typographic minus the page prints negative numbers with. */
export const MINUS = '\u2212';

/** Appends <gram-lab id=… attributes…> to the page, as a blog post would write it. */
export function addGramLab(page, id, attributes) {
  return page.evaluate(
    ([elementId, attrs]) => {
      const element = document.createElement('gram-lab');
      element.id = elementId;
      for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
      document.body.append(element);
    },
    [id, attributes],
  );
}

const AXE = fileURLToPath(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url));

/** Opens `path` for an accessibility audit: axe is injected as an inline script, which the page's CSP
 * rightly forbids, so this page alone bypasses the policy (every other test runs under it). */
export async function openForAxe(context, path, { ask = false } = {}) {
  const page = await context.browser.newPage({
    bypassCSP: true,
    viewport: { width: 1200, height: 900 },
    serviceWorkers: serviceWorkers(false),
  });
  if (!ask) await dontAsk(page);
  await page.goto(new URL(path, context.url).href);
  return page;
}

/** axe-core's violations inside `selector`, one line each ("rule: targets"); [] when there are none. */
export async function axeViolations(page, selector) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async (scope) => (await window.axe.run(scope)).violations, selector);
  return violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Brings panel `id` into view and waits until its code is in: a panel loads when it comes near the screen
 * (app/panel-section.js), so a test that reads a panel further down the page scrolls to it first, as a reader does.
 * `within`: a locator holding the panel (a <gram-lab> element), the page by default.
 * Resolves with the panel's section, mounted (or showing why its code could not load). */
export async function showPanel(page, id, within = page) {
  const section = within.locator(`#panel-${id}`);
  await section.scrollIntoViewIfNeeded();
  await within.locator(`#panel-${id} > .panel-content:not([aria-busy])`).waitFor();
  return section;
}

/** openPage, showPanel(id), then waits for the first element matching `selector` (in that panel, usually). */
export async function openAndShow(context, path, id, selector) {
  const page = await openPage(context, path);
  await showPanel(page, id);
  await page.locator(selector).first().waitFor();
  await laterPartsIn(page);
  return page;
}

/** showPanel for every panel on the page, top to bottom: a test that reads all of them. */
export async function showPanels(page) {
  const ids = await page.locator('section.panel').evaluateAll((sections) => sections.map((section) => section.id.replace(/^panel-/, '')));
  for (const id of ids) await showPanel(page, id);
}
