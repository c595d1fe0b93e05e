// What a first visit costs, counted the same way by the budget test (tests/e2e/budget.test.mjs) and the
// browser bench (tests/bench/page.mjs): a fresh browser context (empty cache), every response the page and
// its workers receive, counted once per unique URL (what a server with caching sends once); its bytes are
// the served file gzipped at level GZIP_LEVEL (the body when the URL is no file of the site). Three moments:
// the first panel shows its eigenvalues; the page is idle (after that, not scrolled, no new request for
// QUIET_MS: what a reader who only reads the first screen downloads); and the page has settled (scrolled to
// the end, so every panel, lazily loaded formula and plot is in, then no new request for QUIET_MS).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { dontAsk } from './harness.mjs';

export const GZIP_LEVEL = 6; // nginx's and Apache's usual level
export const FIRST_PANEL = '#panel-similarity .eigenvalues li';
const QUIET_MS = 1000;

// The served file's gzip size, or null when the URL is no file of the site.
function fileSize(url, site, dir) {
  if (!url.startsWith(site)) return null;
  const path = decodeURIComponent(new URL(url).pathname.slice(new URL(site).pathname.length));
  try {
    return gzipSync(readFileSync(join(dir, path === '' || path.endsWith('/') ? `${path}index.html` : path)), { level: GZIP_LEVEL }).length;
  } catch {
    return null;
  }
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{site: string, dir: string, path?: string, network?: object}} options site: the URL dist/ is served
 *   at; dir: dist/ on disk; path: the page under it; network: CDP Network.emulateNetworkConditions parameters
 * @returns {Promise<{first: {requests: number, bytes: number, ms: number}, idle: {requests: number, bytes: number},
 *   settled: {requests: number, bytes: number}, firstUrls: string[], idleUrls: string[], urls: string[],
 *   sizes: Map<string, number>,
 *   page: import('playwright-core').Page, close: () => Promise<void>}>}
 */
export async function firstVisit(browser, { site, dir, path = '', network = null }) {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await context.newPage();
  await dontAsk(page); // the first result in view: the question's fold (reader/predict.js) loads nothing of its own
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (network) await cdp.send('Network.emulateNetworkConditions', network);
  const sizes = new Map(); // unique URL → gzip bytes
  let last = Date.now();
  page.on('request', () => {
    last = Date.now();
  });
  page.on('response', async (response) => {
    const url = response.url();
    if (!/^https?:/.test(url) || sizes.has(url)) return;
    sizes.set(url, fileSize(url, site, dir) ?? 0);
    if (sizes.get(url) === 0) {
      const body = await response.body().catch(() => null);
      if (body) sizes.set(url, gzipSync(body, { level: GZIP_LEVEL }).length);
    }
  });
  const total = () => ({ requests: sizes.size, bytes: [...sizes.values()].reduce((a, b) => a + b, 0) });

  // The moment the eigenvalues appear, taken in the page (a busy machine may tell the test much later), and
  // the page's requests started before it (resource timing; not the panel's worker, which starts after).
  await page.addInitScript((selector) => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector(selector)) return;
      window.__firstPanelAt = performance.now(); // since navigation start
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, FIRST_PANEL);
  const address = new URL(path, site).href;
  await page.goto(address);
  await page.locator(FIRST_PANEL).first().waitFor({ timeout: 60000 });
  const { ms, started } = await page.evaluate(() => ({
    ms: window.__firstPanelAt,
    started: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= window.__firstPanelAt)
      .map((entry) => entry.name),
  }));
  const firstUrls = [...new Set([address, ...started])].filter((url) => /^https?:/.test(url));
  const sizeOf = (url) => sizes.get(url) ?? fileSize(url, site, dir) ?? 0;
  const first = { requests: firstUrls.length, bytes: firstUrls.reduce((sum, url) => sum + sizeOf(url), 0), ms };

  const quiet = async () => {
    while (Date.now() - last < QUIET_MS) await page.waitForTimeout(200);
  };
  // Idle: the reader has not scrolled; whatever the first screen still asks for comes in.
  await quiet();
  const idle = total();
  const idleUrls = [...sizes.keys()];

  // Settle: walk down the page a screen at a time (each panel loads as it comes near, and makes the page
  // taller), then wait until nothing new is asked for.
  for (let y = 0; y <= (await page.evaluate(() => document.documentElement.scrollHeight)); y += 800) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await quiet();
  return { first, firstUrls, idle, idleUrls, settled: total(), urls: [...sizes.keys()], sizes, page, close: () => context.close() };
}
