// The three browser engines the smoke test runs the page in, each from Debian's packages and none downloaded
// (scripts/setup.sh installs them): Chromium through playwright-core (as every e2e test), Firefox ESR through
// puppeteer-core over WebDriver BiDi, and WebKitGTK through its WebDriver (WebKitWebDriver, WebDriver classic: a few
// HTTP calls over fetch) in an X server of its own (xvfb-run), since WebKitGTK's browser is a GTK window.
// Each engine is {name, version, open(url), run(fn, arg), errors, close()}: the page's work is one async function
// run in the page that returns a plain report, so the three are driven alike.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

import { CHROMIUM_ARGS } from '../e2e/harness.mjs'; // Chromium's flags as every e2e test has them

const VIEWPORT = { width: 1200, height: 900 };
export const PATHS = {
  chromium: '/usr/bin/chromium',
  firefox: '/usr/bin/firefox-esr',
  webkitDriver: '/usr/bin/WebKitWebDriver',
  xvfbRun: '/usr/bin/xvfb-run',
};
// A script may run this long in the page: every panel of the page, in the slowest engine on a loaded machine.
export const SCRIPT_TIMEOUT_MS = 300_000;

export const ENGINES = {
  chromium: { name: 'Chromium', start: startChromium, needs: [PATHS.chromium] },
  firefox: { name: 'Firefox ESR', start: startFirefox, needs: [PATHS.firefox] },
  webkit: { name: 'WebKitGTK', start: startWebKit, needs: [PATHS.webkitDriver, PATHS.xvfbRun] },
};

/** The engines whose programs are missing on this machine (scripts/setup.sh installs them). */
export const missing = (engine) => ENGINES[engine].needs.filter((path) => !existsSync(path));

async function startChromium() {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: PATHS.chromium, headless: true, args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: VIEWPORT });
  page.setDefaultTimeout(SCRIPT_TIMEOUT_MS);
  const errors = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return {
    version: browser.version(),
    errors,
    open: (url) => page.goto(url),
    run: (fn, arg) => page.evaluate(fn, arg),
    close: () => browser.close(),
  };
}

// puppeteer-core downloads no browser: it is handed Debian's Firefox ESR, and speaks WebDriver BiDi to it.
async function startFirefox() {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: PATHS.firefox,
    headless: true,
    protocolTimeout: SCRIPT_TIMEOUT_MS + 60_000,
  });
  const page = await browser.newPage();
  await page.setViewport(VIEWPORT);
  page.setDefaultTimeout(SCRIPT_TIMEOUT_MS);
  const errors = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return {
    version: await browser.version(),
    errors,
    open: (url) => page.goto(url, { waitUntil: 'load' }),
    run: (fn, arg) => page.evaluate(fn, arg),
    close: () => browser.close(),
  };
}

// WebKitWebDriver (webkit2gtk-driver) starts WebKitGTK's MiniBrowser for a session; both run in the X server
// xvfb-run starts, in one process group that close() ends.
async function startWebKit() {
  const port = await freePort();
  // WebKitGTK takes navigator.language from the POSIX locale: under LANG=C (a container's, CI's) it says "C", no
  // language tag, and `new Intl.NumberFormat(navigator.language)` throws (uPlot does that as it loads, so every plot
  // would fail). A reader's browser has a language: this one is given English (LANG: WebKitGTK reads the language
  // from the name, the locale need not be installed), as Chromium and Firefox fall back to.
  const env = { ...process.env, LANG: 'en_US.UTF-8', LANGUAGE: 'en_US' };
  const driver = spawn(PATHS.xvfbRun, ['-a', PATHS.webkitDriver, `--port=${port}`], { detached: true, stdio: 'ignore', env });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      process.kill(-driver.pid, 'SIGTERM');
    } catch {} // ended already
  };
  try {
    await until(async () => (await call(base, 'GET', '/status').catch(() => null))?.ready === true, 20_000);
    const { sessionId, capabilities } = await call(base, 'POST', '/session', {
      capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { args: ['--automation'] } } },
    });
    const session = `/session/${sessionId}`;
    await call(base, 'POST', `${session}/timeouts`, { script: SCRIPT_TIMEOUT_MS, pageLoad: 120_000 });
    await call(base, 'POST', `${session}/window/rect`, VIEWPORT);
    return {
      version: capabilities.browserVersion,
      errors: [], // WebDriver classic hears no page errors: the page's own recorder does (smoke.test.mjs)
      // Navigation's command may answer while the page it leaves is still the document (a CI run walked the Korean
      // page a second time as if it were the English one): it is done when the new document says it is complete.
      open: async (url) => {
        const href = new URL(url).href;
        await call(base, 'POST', `${session}/url`, { url });
        const loaded = async () => {
          const state = await call(base, 'POST', `${session}/execute/sync`, {
            script: 'return [location.href, document.readyState];',
            args: [],
          }).catch(() => null); // between documents a script may have none to run in
          return state?.[0] === href && state[1] === 'complete';
        };
        await until(loaded, 120_000);
      },
      // The function's source run as an async script: its promise's value comes back through WebDriver's callback.
      run: (fn, arg) =>
        call(base, 'POST', `${session}/execute/async`, {
          script: `const done = arguments[arguments.length - 1]; (${fn})(arguments[0]).then(done, (e) => done({ thrown: String(e && e.stack || e) }));`,
          args: [arg],
        }),
      close: async () => {
        await call(base, 'DELETE', session).catch(() => {});
        stop();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}

// One WebDriver command: its JSON value, or an Error with WebDriver's message.
async function call(base, method, path, body) {
  const response = await fetch(base + path, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const { value } = await response.json();
  if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${value?.error}: ${value?.message}`);
  return value;
}

async function until(ready, timeout) {
  const end = Date.now() + timeout;
  while (!(await ready())) {
    if (Date.now() > end) throw new Error(`not ready after ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
