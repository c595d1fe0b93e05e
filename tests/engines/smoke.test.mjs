// The page in three engines (tests/engines/engines.mjs: Chromium, Firefox ESR, WebKitGTK, from Debian's packages):
// in Korean and in English, every panel is brought into view as a reader scrolls to it and must show its first
// result — the article's numbers where a panel's first result is one (the eigenvalues of S, the γ table's rank at
// γ = 3) — with no error notice, no failed load and no page error (an uncaught exception or rejection, console.error,
// a CSP violation, a file that failed to load: recorded in the page by a script served before the page's own, as
// every engine runs it). The first panel's Embed dialog opens and draws its picture. The core's flavour is the one
// the engine validates (relaxed SIMD where the build made it, else SIMD, else the scalar fallback:
// web/src/api/wasm-flavour.js). The Korean page is served as a static host serves it, the English one with the
// isolation headers as npm start serves it (scripts/isolation.mjs): every engine is cross-origin isolated there, and
// one that runs the relaxed flavour computes on two lanes (docs/architecture.md, "Threads").
// `bash scripts/test.sh engines` runs it (CONTRIBUTING.md).
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';

import { BUSY } from '../../scripts/page-walk.mjs';
import { serve } from '../../scripts/serve.mjs';
import { PANELS } from '../../dist/src/panels/index.js';
import { ENGINES, SCRIPT_TIMEOUT_MS, missing } from './engines.mjs';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const PANEL_IDS = PANELS.map(({ id }) => id);
// What shows once each panel has its first result (a selector in its section), and the text it must read where
// that is a figure known independently: the article's S has eigenvalues −0.177, 0.800, 2.377 and the article's γ
// table gives 270.75 as the effective rank at γ = 3 (tests/fixtures/article.json).
const FIRST_RESULT = {
  similarity: { selector: '.verdict-view .eigenvalues', text: '\u22120.1770.8002.377' },
  sylvester: { selector: '.eigenvalues li' },
  'feature-maps': { selector: '.size-table td' },
  'gamma-sweep': { selector: '.gamma-table tbody tr[data-gamma="3"] [data-col="rank"]', text: '270.75' },
  sigmoid: { selector: '.sigmoid-map canvas' },
  attention: { selector: 'figure.heat-S canvas' },
  'kernel-check': { selector: '.kernel-result' },
  methods: { selector: '.methods-plane canvas' },
};
// The recorder: first in <head>, before the page's own scripts (a file of the same origin, as the page's CSP allows).
// One error event is not a script's error: the Resize Observer specification (§3.4.6) has the browser report
// "ResizeObserver loop completed with undelivered notifications" when an observer's callback resizes what it observes;
// no script threw, and the notifications left are delivered at the next frame. It is counted apart, and the count
// must be 0: a blog that embeds a panel sees it in its error reports (a plot that set its kept height inside its
// observer's callback caused one on each English page).
const RECORDER = `(() => {
  const errors = (window.__smokeErrors = []);
  window.__smokeResizeLoops = 0;
  const text = (value) => (value && (value.stack || value.message)) || String(value);
  addEventListener('error', (event) => {
    const target = event.target;
    if (target && target !== window && (target.src || target.href)) errors.push('failed to load ' + (target.src || target.href));
    else if (/^ResizeObserver loop/.test(event.message) && !event.error) window.__smokeResizeLoops++;
    else errors.push('uncaught: ' + event.message + ' (' + event.filename + ':' + event.lineno + ')');
  }, true);
  addEventListener('unhandledrejection', (event) => errors.push('unhandled rejection: ' + text(event.reason)));
  document.addEventListener('securitypolicyviolation', (event) => errors.push('CSP: ' + event.violatedDirective + ' ' + event.blockedURI));
  const original = console.error;
  console.error = (...args) => {
    errors.push('console.error: ' + args.map(text).join(' '));
    original.apply(console, args);
  };
})();
`;

const site = {};
before(async () => {
  // dist/ as it is, but for index.html, which loads the recorder first.
  site.dir = mkdtempSync(join(tmpdir(), 'gram-lab-engines-'));
  for (const name of readdirSync(DIST)) if (name !== 'index.html') symlinkSync(join(DIST, name), join(site.dir, name));
  const page = readFileSync(join(DIST, 'index.html'), 'utf8');
  assert.ok(page.includes('<head>'));
  writeFileSync(join(site.dir, 'index.html'), page.replace('<head>', '<head>\n  <script src="__smoke-recorder.js"></script>'));
  writeFileSync(join(site.dir, '__smoke-recorder.js'), RECORDER);
  const plain = await serve({ dir: site.dir, port: 0 });
  const isolated = await serve({ dir: site.dir, port: 0, isolated: true });
  site.servers = [plain.server, isolated.server];
  site.url = { ko: plain.url, en: isolated.url };
});
after(() => {
  for (const server of site.servers ?? []) server.close();
  if (site.dir) rmSync(site.dir, { recursive: true, force: true });
});

// Run in the page: each panel in turn scrolled into view and waited for until its first result shows (or it fails,
// or the time is up); then the page's recorded errors, the .wasm files it fetched and whether it validates SIMD.
async function walkPanels({ ids, results, timeout, probes, busySelector }) {
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const shown = (element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  const end = performance.now() + timeout;
  while (document.querySelectorAll('section.panel').length < ids.length && performance.now() < end) await sleep(100);
  const panels = [];
  for (const id of ids) {
    const section = document.getElementById(`panel-${id}`);
    const started = performance.now();
    let seen = { id, missing: !section };
    while (section) {
      section.scrollIntoView({ block: 'start' });
      const result = section.querySelector(`.panel-content ${results[id].selector}`);
      const busy = [...section.querySelectorAll(busySelector)].some(shown);
      seen = {
        id,
        loadFailed: section.querySelector('.panel-load-failed')?.textContent ?? null,
        notices: [...section.querySelectorAll('.notice')].filter((notice) => !notice.hidden).map((notice) => notice.textContent),
        plotFailed: section.querySelector('.plot-failed') !== null,
        result: result ? result.textContent.replace(/\s+/g, '') : null,
        busy,
      };
      if (seen.loadFailed || seen.notices.length || (seen.result !== null && !busy)) break;
      if (performance.now() > end) {
        seen.timedOut = true;
        break;
      }
      await sleep(150);
    }
    seen.ms = Math.round(performance.now() - started);
    panels.push(seen);
  }
  // The first panel's Embed: its dialog opens and draws its picture in this engine too (<dialog>, canvas).
  document.querySelector(`#panel-${ids[0]} .embed-open`)?.click();
  let dialog = null;
  while (!dialog?.querySelector('.embed-card canvas') && performance.now() < end) {
    await sleep(100);
    dialog = document.querySelector('.embed-dialog[open]');
  }
  const embed = {
    card: Boolean(dialog?.querySelector('.embed-card canvas')),
    iframe: dialog?.querySelector('.embed-code[data-form="iframe"]')?.value ?? '',
  };
  dialog?.close();
  const wasm = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name.split('/').pop())
    .filter((name) => name.endsWith('.wasm'));
  return {
    href: location.href,
    panels,
    errors: window.__smokeErrors ?? ['the recorder did not run'],
    isolated: globalThis.crossOriginIsolated === true,
    resizeLoops: window.__smokeResizeLoops,
    embed,
    wasm,
    // Each flavour built, fastest first, with its probe (none: scalar): the first this engine validates.
    flavour: probes.find(({ probe }) => !probe || WebAssembly.validate(new Uint8Array(probe))).flavour,
  };
}

const { FLAVOURS, PROBES } = await import('../../dist/src/api/wasm-flavour.js');
const { BUILT_FLAVOURS } = await import('../../dist/src/wasm/flavours.js');
const PROBED = FLAVOURS.filter((flavour) => BUILT_FLAVOURS.includes(flavour) || flavour === 'scalar').map((flavour) => ({
  flavour,
  probe: PROBES[flavour] ? [...PROBES[flavour]] : null,
}));
/** The flavour a .wasm file of dist/src/wasm/ belongs to (web/src/api/wasm-flavour.js's MODULES; a threads part is
 * the relaxed flavour's). */
const flavourOfFile = (file) => (/-(relaxed|threads)\.wasm$/.test(file) ? 'relaxed' : file.endsWith('-simd.wasm') ? 'simd' : 'scalar');

for (const [key, engine] of Object.entries(ENGINES)) {
  const absent = missing(key);
  // Locally an engine that is not installed is skipped and says why; CI installs all three (scripts/setup.sh).
  const skip = absent.length && process.env.CI !== 'true' ? `not installed: ${absent.join(', ')} (scripts/setup.sh)` : false;
  describe(engine.name, { skip }, () => {
    let browser;
    before(async () => {
      browser = await engine.start();
    });
    after(() => browser?.close());

    for (const lang of ['ko', 'en']) {
      test(`${engine.name}: every panel shows its first result, with no page error (${lang})`, {
        timeout: SCRIPT_TIMEOUT_MS + 120_000,
      }, async (t) => {
        const url = `${site.url[lang]}?lang=${lang}`;
        await browser.open(url);
        const report = await browser.run(walkPanels, {
          ids: PANEL_IDS,
          results: FIRST_RESULT,
          timeout: SCRIPT_TIMEOUT_MS - 30_000,
          probes: PROBED,
          busySelector: BUSY,
        });
        assert.ok(!report.thrown, report.thrown);
        assert.equal(report.resizeLoops, 0, 'no "ResizeObserver loop" error event');
        t.diagnostic(
          `${engine.name} ${browser.version}: ${report.panels.map(({ id, ms }) => `${id} ${ms} ms`).join(', ')}; ${report.flavour} flavour; ResizeObserver loop notices: ${report.resizeLoops}`,
        );
        assert.equal(report.href, new URL(url).href, 'the walk ran in the page just opened');
        assert.equal(report.isolated, lang === 'en', 'the English page is served with the isolation headers, the Korean one without');
        assert.deepEqual(
          report.panels.map(({ id }) => id),
          PANEL_IDS,
        );
        for (const panel of report.panels) {
          assert.deepEqual(
            { loadFailed: panel.loadFailed, notices: panel.notices, plotFailed: panel.plotFailed, timedOut: panel.timedOut ?? false },
            { loadFailed: null, notices: [], plotFailed: false, timedOut: false },
            `${panel.id}: ${JSON.stringify(panel)}`,
          );
          const known = FIRST_RESULT[panel.id].text;
          if (known) assert.equal(panel.result, known, panel.id);
        }
        assert.ok(report.embed.card, 'the Embed dialog drew its picture');
        assert.match(
          report.embed.iframe,
          new RegExp(`^<iframe data-gram-lab src="[^"]*panel=${PANEL_IDS[0]}&amp;embed=1&amp;lang=${lang}"`),
        );
        assert.deepEqual([...report.errors, ...browser.errors], []);
        // The fastest flavour this engine validates, and only that one: every .wasm fetched is of it.
        assert.ok(report.wasm.length > 0, 'the core was fetched');
        for (const file of report.wasm)
          assert.equal(flavourOfFile(file), report.flavour, `${file} in an engine whose flavour is ${report.flavour}`);
      });
    }
  });
}
