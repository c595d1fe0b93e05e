import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const files = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1100, height: 1300 } });
for (const f of files) {
  const b64 = readFileSync(f).toString('base64');
  await page.setContent(`<body style="margin:0"><img id=i src="data:image/png;base64,${b64}"></body>`);
  const { w, h } = await page.evaluate(() => { const i = document.getElementById('i'); return { w: i.naturalWidth, h: i.naturalHeight }; });
  await page.setViewportSize({ width: w, height: Math.min(h, 1300) });
  const name = f.replace('/work/shots/panels/', '').replaceAll('/', '_').replace('.png', '');
  for (let y = 0, k = 0; y < h; y += 1300, k++) {
    await page.evaluate((y) => window.scrollTo(0, y), y);
    await page.screenshot({ path: `/work/crops/${name}_${k}.png`, clip: { x: 0, y, width: w, height: Math.min(1300, h - y) }, fullPage: true });
  }
}
await browser.close();
