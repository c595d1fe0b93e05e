// The first visit's budget, by bytes and requests (deterministic, unlike timings): until the first panel shows
// its eigenvalues at most 150 kB gzip in at most 10 requests, and at most 350 kB once the page has settled.
// tests/e2e/first-visit.mjs says how both are counted; `npm run bench` prints the same figures and the times.
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';

import { firstVisit } from './first-visit.mjs';
import { useBrowser } from './harness.mjs';

const context = useBrowser();
const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

test('first visit: ≤ 150 kB gzip in ≤ 10 requests to the first eigenvalues, ≤ 350 kB settled', async () => {
  const visit = await firstVisit(context.browser, { site: context.url, dir: DIST });
  const list = visit.firstUrls.map((url) => url.slice(context.url.length)).join(', ');
  try {
    assert.ok(visit.first.requests <= 10, `${visit.first.requests} requests before the first eigenvalues: ${list}`);
    assert.ok(visit.first.bytes <= 150000, `${visit.first.bytes} bytes before the first eigenvalues: ${list}`);
    assert.ok(visit.settled.bytes <= 350000, `${visit.settled.bytes} bytes once settled`);
    // No stylesheet or font of KaTeX or uPlot before the first screen needs one.
    assert.ok(!visit.firstUrls.some((url) => /katex|uplot/i.test(url)), list);
  } finally {
    await visit.close();
  }
});
