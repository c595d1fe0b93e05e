// <gram-lab> served from another origin than the host page (the setup docs/embedding.md describes): the
// panel's workers start through a blob: bootstrap that imports our worker by its absolute URL, so the γ sweep
// runs off the host's main thread. Where the host's CSP allows no blob: worker, the main thread takes over.
import assert from 'node:assert/strict';
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';

import { openPage, useBrowser } from './harness.mjs';

const context = useBrowser(); // its browser; the two origins are the servers below
const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const TYPES = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
};
const servers = {};

const listen = (handler) =>
  new Promise((done) => {
    const server = createServer(handler);
    server.listen(0, '127.0.0.1', () => done({ server, origin: `http://127.0.0.1:${server.address().port}` }));
  });

// The host page: one <gram-lab> from the other origin, under the CSP the docs recommend (or one without blob:).
const hostPage = (assets) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>host</title>
<script type="module" src="${assets}/src/gram-lab-element.js"></script></head>
<body><gram-lab id="sweep" panel="gamma-sweep" lang="en"></gram-lab></body></html>`;

before(async () => {
  // Origin B: dist/ with CORS, as a CDN or another host would serve it.
  servers.assets = await listen((request, response) => {
    const file = join(DIST, decodeURIComponent(new URL(request.url, 'http://x').pathname));
    try {
      if (!statSync(file).isFile()) throw new Error('not a file');
    } catch {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Access-Control-Allow-Origin': '*' });
    createReadStream(file).pipe(response);
  });
  // Origin A: the blog.
  servers.host = await listen((request, response) => {
    const b = servers.assets.origin;
    // The worker's own imports are held to worker-src too: blob: for the bootstrap, B for what it imports.
    const workerSrc = request.url.includes('no-blob') ? "'none'" : `blob: ${b}`;
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': `default-src 'self'; script-src 'self' ${b} 'wasm-unsafe-eval'; style-src 'self' ${b}; font-src ${b}; connect-src ${b}; worker-src ${workerSrc}; img-src 'self' data:`,
    });
    response.end(hostPage(b));
  });
});
after(() => {
  servers.assets?.server.close();
  servers.host?.server.close();
});

// Opens the host page with every Worker counted and its answers and errors recorded.
async function openHost(path) {
  const page = await openPage(context, 'about:blank');
  await page.addInitScript(() => {
    const Original = window.Worker;
    window.__workers = { started: 0, answers: 0, errors: 0 };
    window.Worker = class extends Original {
      constructor(...args) {
        super(...args);
        window.__workers.started++;
        this.addEventListener('message', () => window.__workers.answers++);
        this.addEventListener('error', () => window.__workers.errors++);
      }
    };
  });
  await page.goto(`${servers.host.origin}/${path}`);
  return page;
}

const articleRow = (page) =>
  page.locator('#sweep .gamma-table tbody tr[data-gamma="3"] [data-col="rank"]', { hasText: '270.75' }).waitFor({ timeout: 60000 });

test('cross-origin <gram-lab>: workers start from a blob: bootstrap and compute the article’s γ table', async () => {
  const page = await openHost('blog.html');
  await articleRow(page);
  const workers = await page.evaluate(() => window.__workers);
  assert.ok(workers.started > 0, 'a worker was started');
  assert.ok(workers.answers > 0, 'a worker answered');
  assert.equal(workers.errors, 0);
  assert.deepEqual(await page.evaluate(() => window.__cspViolations), []);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('cross-origin <gram-lab> under a CSP without blob: workers: the main thread computes the same table', async () => {
  const page = await openHost('blog.html?no-blob');
  await articleRow(page);
  assert.equal((await page.evaluate(() => window.__workers)).answers, 0);
  // The refused worker is the host policy's own report, and nothing else went wrong.
  const violations = await page.evaluate(() => window.__cspViolations);
  assert.ok(
    violations.every((line) => line.startsWith('worker-src')),
    violations.join('; '),
  );
  assert.deepEqual(
    page.problems.filter((text) => !/worker-src|Content Security Policy/.test(text)),
    [],
  );
  await page.close();
});
