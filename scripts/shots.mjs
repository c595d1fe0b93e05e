// npm run shots: a picture of every panel in each language, width and colour scheme, and every export the
// panels offer, written to shots/ (or the folder given), so whoever changes a panel looks at it before they stop.
// Usage: node scripts/shots.mjs [out-dir]   (reads dist/: build first)
import { chromium } from 'playwright-core';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { LANGUAGES, SCHEMES, WIDTHS, drawPlots, settlePanel, walk } from './page-walk.mjs';
import { serve } from './serve.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = process.argv[2] ?? join(root, 'shots');
if (!existsSync(join(root, 'dist/index.html'))) throw new Error('no dist/: run npm run build first');
rmSync(out, { recursive: true, force: true });

const { server, url } = await serve({ dir: join(root, 'dist'), port: 0 });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
let count = 0;
// Export buttons that downloaded nothing: listed at the end (and the run fails), for whoever looks at the shots.
const missing = [];
try {
  await walk(browser, url, async ({ page, lang, width, scheme, ids }) => {
    const dir = join(out, 'panels', lang, `${width}-${scheme}`);
    mkdirSync(dir, { recursive: true });
    for (const id of ids) {
      const section = await drawPlots(page, id);
      await section.screenshot({ path: join(dir, `${id}.png`) });
      count++;
    }
    if (width === 1280 && scheme === 'light') count += await saveExports(page, join(out, 'exports', lang), ids);
  });
  count += await exerciseShots(join(out, 'exercises'));
  console.log(`wrote ${count} files to ${out}`);
  if (missing.length) {
    console.error(`${missing.length} export buttons downloaded nothing:\n  ${missing.join('\n  ')}`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  server.close();
}

// The exercises' bar (an exercise not yet solved, its hint open) and sheet, in each language, width and scheme.
async function exerciseShots(dir) {
  let saved = 0;
  for (const lang of LANGUAGES)
    for (const width of WIDTHS)
      for (const scheme of SCHEMES) {
        const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme });
        const to = (name) => join(dir, lang, `${width}-${scheme}-${name}.png`);
        mkdirSync(join(dir, lang), { recursive: true });
        await page.goto(`${url}?exercise=leading-minors-lie&sylvester.m=1,2,0;2,1,0;0,0,3&lang=${lang}`);
        await page.locator('.exercise-verdict:not([data-state="checking"])').waitFor({ timeout: 60000 });
        await page.locator('.exercise-hint summary').click();
        await page.locator('.exercise-bar').screenshot({ path: to('bar') });
        await page.goto(`${url}?exercises&lang=${lang}`);
        await page.locator('.exercise-sheet').waitFor();
        await page.screenshot({ path: to('sheet'), fullPage: true });
        await page.close();
        saved += 2;
      }
  return saved;
}

// Every export button of every panel, clicked; each download saved as <panel>/<file name>.
async function saveExports(page, dir, ids) {
  let saved = 0;
  for (const id of ids) {
    await settlePanel(page, id);
    const buttons = page.locator(`#panel-${id} .export-menu button`);
    for (let k = 0; k < (await buttons.count()); k++) {
      const button = buttons.nth(k);
      if (!(await button.isVisible())) continue;
      await button.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300); // a figure that comes near the screen draws first
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 15000 }).catch(() => null), button.click()]);
      if (!download) {
        missing.push(`${id}: ${await button.textContent()} (${await button.getAttribute('aria-label')})`);
        continue;
      }
      mkdirSync(join(dir, id), { recursive: true });
      await download.saveAs(join(dir, id, download.suggestedFilename()));
      saved++;
    }
  }
  return saved;
}
