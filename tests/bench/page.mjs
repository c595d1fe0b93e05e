// `npm run bench` (second part): the page's own figures in headless Chromium, served from dist/ (or --dir DIR).
// - first visit: unique request URLs and their gzip bytes until the first panel shows its eigenvalues, when
//   the page is idle after load, and after it settles (tests/e2e/first-visit.mjs says how each is counted);
// - time to the first working panel (navigation start → the similarity panel's eigenvalues) on localhost
//   and under an emulated slow 4G (CDP Network.emulateNetworkConditions, Lighthouse's throttling figures),
//   the files served gzipped as a real host would;
// - input → redrawn spectrum for n = 300: a key press on the γ slider (performance mark) to the scree plot's
//   next draw (widgets/plot.js marks `gramlab:plot-drawn`), median and 95th percentile.
// Not a test: it prints, and exits non-zero only when something failed to run.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';
import { chromium } from 'playwright-core';

import { GZIP_LEVEL, firstVisit } from '../e2e/first-visit.mjs';

const arg = (name, fallback) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback);
const DIR = resolve(arg('--dir', fileURLToPath(new URL('../../dist/', import.meta.url))));
const STEPS = Number(arg('--steps', 40));
// Lighthouse's "slow 4G" as DevTools applies it: 150 ms RTT × 3.75, 1.6 Mbit/s × 0.9 down, 750 kbit/s × 0.9 up.
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1.6e6 * 0.9) / 8, uploadThroughput: (7.5e5 * 0.9) / 8 };
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

// dist/ over HTTP with gzip (level GZIP_LEVEL) for everything but fonts, as a real static host sends it.
function serveGzipped(dir) {
  const server = createServer((request, response) => {
    let file = join(dir, decodeURIComponent(new URL(request.url, 'http://x').pathname));
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      statSync(file);
    } catch {
      response.writeHead(404).end();
      return;
    }
    const zip = extname(file) !== '.woff2';
    response.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-store',
      ...(zip && { 'Content-Encoding': 'gzip' }),
    });
    const stream = createReadStream(file);
    (zip ? stream.pipe(createGzip({ level: GZIP_LEVEL })) : stream).pipe(response);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done({ server, site: `http://127.0.0.1:${server.address().port}/` })));
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];

async function gammaStep(page) {
  // One γ step: ArrowRight on the slider, then the scree plot's next draw.
  return page.evaluate(
    () =>
      new Promise((done) => {
        const slider = document.querySelector('#panel-gamma-sweep .gamma-live input[type="range"]');
        const seen = performance.getEntriesByName('gramlab:plot-drawn').length;
        performance.mark('gramlab:input');
        slider.value = String(Number(slider.value) + 1);
        slider.dispatchEvent(new Event('input', { bubbles: true }));
        const wait = () => {
          const drawn = performance.getEntriesByName('gramlab:plot-drawn');
          if (drawn.length > seen) {
            performance.measure('gramlab:step', 'gramlab:input', drawn.at(-1).name);
            done(drawn.at(-1).startTime - performance.getEntriesByName('gramlab:input').at(-1).startTime);
          } else requestAnimationFrame(wait);
        };
        requestAnimationFrame(wait);
      }),
  );
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
const { server, site } = await serveGzipped(DIR);
try {
  console.log(`Page bench: ${DIR} served at ${site} (gzip level ${GZIP_LEVEL}), Chromium ${browser.version()}`);
  const visit = await firstVisit(browser, { site, dir: DIR });
  console.log('First visit, unique request URLs, each counted once with its file gzipped at level 6:');
  const list = (urls) =>
    urls.forEach((url) => console.log(`    ${kB(visit.sizes.get(url)).padStart(9)}  ${url.slice(site.length) || '/'}`));
  const after = (urls, before) => urls.filter((url) => !before.includes(url));
  console.log(`  until the first panel shows its eigenvalues: ${kB(visit.first.bytes)} in ${visit.first.requests} requests`);
  list(visit.firstUrls);
  console.log(
    `  idle after load (not scrolled, 1 s without a request): ${kB(visit.idle.bytes)} in ${visit.idle.requests} requests; added:`,
  );
  list(after(visit.idleUrls, visit.firstUrls));
  console.log(
    `  after the page settles (scrolled to the end, 1 s without a request): ${kB(visit.settled.bytes)} in ${visit.settled.requests} requests; added:`,
  );
  list(after(visit.urls, visit.idleUrls));
  console.log(`Time to the first working panel (navigation start → eigenvalues shown), localhost: ${visit.first.ms.toFixed(0)} ms`);

  // Input → redrawn spectrum, n = 300 (the γ panel's default), after the page settled.
  const page = visit.page;
  await page.locator('#panel-gamma-sweep .gamma-live input[type="range"]').scrollIntoViewIfNeeded();
  const times = [];
  for (let i = 0; i < STEPS; i++) times.push(await gammaStep(page));
  if (STEPS > 0)
    console.log(
      `γ slider step → scree plot redrawn, n = 300, ${STEPS} steps: first ${times[0].toFixed(1)} ms, median ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms`,
    );
  await visit.close();

  const slow = await firstVisit(browser, { site, dir: DIR, network: SLOW_4G });
  console.log(
    `Time to the first working panel under emulated slow 4G (${SLOW_4G.latency} ms latency, ${((SLOW_4G.downloadThroughput * 8) / 1e6).toFixed(2)} Mbit/s down): ${slow.first.ms.toFixed(0)} ms`,
  );
  await slow.close();
} finally {
  await browser.close();
  server.close();
}
