// Takes a screenshot of the built page (README's picture, and a look for reviewers).
// Usage: node scripts/screenshot.mjs [query] [out.png] [width] [height]   (the first screenful)
import { chromium } from 'playwright-core';
import { fileURLToPath } from 'node:url';

import { serve } from './serve.mjs';

const [query = '', out = 'docs/images/gram-lab.png', width = '1100', height = '900'] = process.argv.slice(2);
const { server, url } = await serve({ dir: fileURLToPath(new URL('../dist/', import.meta.url)), port: 0 });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) }, deviceScaleFactor: 1 });
  await page.goto(url + query);
  await page.waitForSelector('.panel');
  await page.waitForTimeout(800);
  await page.screenshot({ path: out });
  console.log(`wrote ${out}`);
} finally {
  await browser.close();
  server.close();
}
