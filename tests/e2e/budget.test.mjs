// The first visit's budget, by bytes and requests (deterministic, unlike timings): until the first panel shows
// its eigenvalues at most 150 kB gzip in at most 10 requests, and at most 350 kB once the page is idle after
// load (the reader has not scrolled: panels further down load as they come near). The first result needs part
// "core" alone; part "detail" (the exact verdict, the eigenvectors, the figures) comes after it
// (panels/index.js, laterParts). tests/e2e/first-visit.mjs says how both are counted; `npm run bench` prints the
// same figures and the times.
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { after, test } from 'node:test';

import { firstVisit } from './first-visit.mjs';
import { useBrowser } from './harness.mjs';

const context = useBrowser();
const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
let visit;
// One visit for both tests, taken in the first (the browser starts in the harness's own hook).
const visited = async () => {
  visit ??= await firstVisit(context.browser, { site: context.url, dir: DIST });
  return visit;
};
after(() => visit?.close());
const firstList = () => visit.firstUrls.map((url) => url.slice(context.url.length)).join(', ');

test('first visit: ≤ 10 requests until the first eigenvalues, none of them KaTeX or uPlot', async () => {
  await visited();
  assert.ok(visit.first.requests <= 10, `${visit.first.requests} requests before the first eigenvalues: ${firstList()}`);
  assert.ok(!visit.firstUrls.some((url) => /katex|uplot/i.test(url)), firstList());
});

// Scrolled to the end the page has fetched every part of the core and KaTeX too: docs/performance.md gives
// that figure; the budget is the visit's, before the reader asks for more.
test('first visit: ≤ 150 kB gzip until the first eigenvalues, ≤ 350 kB idle', async () => {
  await visited();
  assert.ok(visit.first.bytes <= 150000, `${visit.first.bytes} bytes before the first eigenvalues: ${firstList()}`);
  assert.ok(visit.idle.bytes <= 350000, `${visit.idle.bytes} bytes idle after load`);
});
