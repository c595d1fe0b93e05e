// Each panel's Embed (퍼가기, reader/embed-dialog.js): every form it gives, taken as a blog would take it. The page
// is served with CORS (as GitHub Pages serves it), the blog from another origin: the iframe snippet and the custom
// element show the panel with the state the dialog was opened on; the image's link opens that state; the PNG is a
// PNG of the size the dialog states; the CodePen prefill form carries the custom element (never submitted here).
// [[1, .5], [.5, 1]] has eigenvalues 1 ± 0.5 by hand.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';

import { serve } from '../../scripts/serve.mjs';
import { settlePanel } from '../../scripts/page-walk.mjs';
import { axeViolations, dontAsk, expectClean, laterPartsIn, openPage, PANEL_IDS, useBrowser } from './harness.mjs';

const context = useBrowser(); // its browser; the two origins are the servers below
const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const STATE = 'similarity.m=1,0.5;0.5,1';
const HALF = ['0.500', '1.500'];
const servers = {};

before(async () => {
  // The hosted site, with CORS for the custom element's modules and .wasm; the blog, on another port (origin).
  servers.site = await serve({ dir: DIST, port: 0, headers: { 'Access-Control-Allow-Origin': '*' } });
  servers.blogDir = mkdtempSync(join(tmpdir(), 'gram-lab-blog-'));
  servers.blog = await serve({ dir: servers.blogDir, port: 0 });
});
after(() => {
  servers.site?.server.close();
  servers.blog?.server.close();
  if (servers.blogDir) rmSync(servers.blogDir, { recursive: true, force: true });
});

const site = () => ({ ...context, url: servers.site.url });

// Opens the hosted page of `panel` with `query` and its Embed dialog.
async function openEmbed(panel, query, options = {}) {
  const page = await openPage(site(), `index.html?panel=${panel}&${query}`, options);
  // As a reader would, once the panel has shown everything (its later parts too): the height is the panel's now.
  await settlePanel(page, panel);
  await laterPartsIn(page);
  await page.locator(`#panel-${panel} .embed-open`).click();
  await page.locator('.embed-dialog[open] .embed-card canvas').waitFor();
  return page;
}
const contentHeight = (frame) => frame.locator('#app').evaluate((app) => app.getBoundingClientRect().height);
const code = (page, form) => page.locator(`.embed-dialog .embed-code[data-form="${form}"]`).inputValue();

// A blog post holding `html` in a column `width` pixels wide, on the blog's origin.
async function blogPost(name, html, width = 720) {
  writeFileSync(
    join(servers.blogDir, name),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A blog</title><link rel="icon" href="data:,"></head><body><main style="width:${width}px">${html}</main></body></html>`,
  );
  const page = await openPage({ ...context, url: servers.blog.url }, name);
  assert.notEqual(new URL(servers.blog.url).origin, new URL(servers.site.url).origin);
  return page;
}

test('every panel has Embed in its tool row, in Korean and in English', async () => {
  for (const [lang, label] of [
    ['ko', '퍼가기'],
    ['en', 'Embed'],
  ]) {
    const page = await openPage(site(), `?lang=${lang}`);
    await page.locator('#panel-similarity .eigenvalues li').first().waitFor();
    const labels = await page.locator('section.panel > .panel-tools .embed-open').allTextContents();
    assert.deepEqual(
      labels,
      PANEL_IDS.map(() => label),
    );
    await page.close();
  }
});

test('the dialog works from the keyboard: opened with Enter, the focus inside, Escape closes it back to its button', async () => {
  const page = await openPage(site(), `index.html?panel=similarity&lang=en&${STATE}`);
  await page.locator('#panel-similarity .eigenvalues li').first().waitFor();
  await page.locator('#panel-similarity .embed-open').focus();
  await page.keyboard.press('Enter');
  const dialog = page.locator('.embed-dialog[open]');
  await dialog.waitFor();
  assert.equal(await dialog.getByRole('heading', { level: 2 }).textContent(), 'Embed: Is a similarity table a Gram matrix?');
  assert.ok(await dialog.evaluate((element) => element.contains(document.activeElement)));
  await page.keyboard.press('Tab');
  assert.ok(await dialog.evaluate((element) => element.contains(document.activeElement)), 'Tab stays in the modal dialog');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  // Focus goes back to the button that opened it (a loaded machine may take a frame or two to get there).
  await page.waitForFunction(() => document.activeElement?.className === 'embed-open', null, { timeout: 5000 });
  await expectClean(page);
  await page.close();
});

test('the iframe snippet, pasted into a blog on another origin, shows the panel with the state it was copied from', async () => {
  const page = await openEmbed('similarity', `lang=en&${STATE}`, { viewport: { width: 800, height: 900 } });
  const iframe = await code(page, 'iframe');
  const stated = Number(iframe.match(/ height="(\d+)"/)[1]);
  const width = Number(iframe.match(/ width="(\d+)"/)[1]);
  assert.match(await page.locator('.embed-form[data-form="iframe"] .embed-where').textContent(), new RegExp(`${stated} px.*${width} px`));
  await page.close();
  const blog = await blogPost('iframe.html', iframe, width);
  const frame = blog.frameLocator('iframe');
  await frame.locator('#panel-similarity .eigenvalues li').first().waitFor();
  assert.deepEqual(await frame.locator('#panel-similarity .verdict-view .eigenvalues li').allTextContents(), HALF);
  assert.equal(await frame.locator('.app-header').count(), 0, 'embedded: no header');
  // The height measured in the page is the frame's content height at the same width, give or take a line, once
  // the panel in the frame has settled as it had in the page (its exact verdict in, its later parts loaded).
  await frame.locator('#panel-similarity[data-later-parts="loaded"]').waitFor({ state: 'attached' });
  await settlePanel(await (await blog.locator('iframe').elementHandle()).contentFrame(), 'similarity');
  const content = await contentHeight(frame);
  const box = await blog.locator('iframe').boundingBox();
  assert.deepEqual([Math.round(box.width), Math.round(box.height)], [width, stated]);
  assert.ok(Math.abs(content - stated) <= 24, `the panel is ${content} px tall in the frame, the snippet says ${stated}`);
  await expectClean(blog);
  await blog.close();
});

// Runs before the page's scripts: the similarity panel's exact verdict (psdVerdict, in its worker) is held until
// window.__answer(), so the panel is still short of its final height (the verdict pending) for as long as a test needs.
function holdVerdict() {
  const post = Worker.prototype.postMessage;
  const held = [];
  Worker.prototype.postMessage = function (data, ...rest) {
    if (data?.method === 'psdVerdict') return held.push(() => post.call(this, data, ...rest));
    return post.call(this, data, ...rest);
  };
  window.__answer = () => {
    for (const send of held.splice(0)) send();
    Worker.prototype.postMessage = post;
  };
}

test('opened while the panel is still deciding, the iframe snippet follows the panel to its final height', async () => {
  const viewport = { width: 800, height: 900 };
  const page = await openPage(site(), `index.html?panel=similarity&lang=en&${STATE}`, { viewport, init: { script: holdVerdict } });
  const pending = page.locator('#panel-similarity .verdict[data-rule="pending"]');
  await pending.waitFor();
  await laterPartsIn(page);
  await page.locator('#panel-similarity .embed-open').click();
  const before = Number((await code(page, 'iframe')).match(/ height="(\d+)"/)[1]);
  assert.equal(await pending.count(), 1, 'the verdict was still pending when the dialog opened');
  await page.evaluate(() => window.__answer());
  await settlePanel(page, 'similarity');
  // The same page opened afresh and settled before its Embed: the height the snippet should now state.
  const settled = await openEmbed('similarity', `lang=en&${STATE}`, { viewport });
  const final = Number((await code(settled, 'iframe')).match(/ height="(\d+)"/)[1]);
  await settled.close();
  await page.waitForFunction(
    (height) => document.querySelector('.embed-dialog .embed-code[data-form="iframe"]').value.includes(` height="${height}"`),
    final,
  );
  assert.ok(final > before, `the verdict's lines came in while the dialog was open: ${before} → ${final} px`);
  assert.match(await code(page, 'iframeAuto'), new RegExp(` height="${final}"`));
  assert.match(await page.locator('.embed-form[data-form="iframe"] .embed-where').textContent(), new RegExp(`${final} px`));
  await expectClean(page);
  await page.close();
});

test('the iframe snippet with its lines: the frame takes its content’s height', async () => {
  const page = await openEmbed('sylvester', 'lang=ko&sylvester.m=1,0;0,-1');
  const snippet = await code(page, 'iframeAuto');
  await page.close();
  const blog = await blogPost('auto.html', snippet);
  const frame = blog.frameLocator('iframe');
  await frame.locator('#panel-sylvester .eigenvalues li').first().waitFor();
  // diag(1, −1): eigenvalues −1 and 1.
  assert.deepEqual(await frame.locator('#panel-sylvester .eigenvalues li').allTextContents(), ['\u22121.000', '1.000']);
  // The frame is of another origin: its content's height is read inside it, the frame's box in the blog.
  for (let tries = 0; ; tries++) {
    const [content, box] = [await contentHeight(frame), await blog.locator('iframe').boundingBox()];
    if (Math.abs(box.height - Math.ceil(content)) <= 1) break;
    assert.ok(tries < 50, `the frame is ${box.height} px tall, its content ${content} px`);
    await blog.waitForTimeout(200);
  }
  await expectClean(blog);
  await blog.close();
});

test('the custom element snippet and the pen’s HTML, in a blog on another origin, show the panel with its state', async () => {
  const page = await openEmbed('similarity', `lang=en&${STATE}`);
  const element = await code(page, 'element');
  const form = page.locator('.embed-dialog form.embed-pen');
  // CodePen's prefill form (its documentation, "Prefill API"): a POST of `data` to /pen/define, in a new tab.
  assert.equal(await form.getAttribute('action'), 'https://codepen.io/pen/define');
  assert.equal(await form.getAttribute('method'), 'post');
  assert.equal(await form.getAttribute('target'), '_blank');
  assert.equal(await form.locator('button[type="submit"]').textContent(), 'Make a pen on CodePen ↗');
  const pen = JSON.parse(await form.locator('input[type="hidden"][name="data"]').inputValue());
  assert.equal(pen.html, element);
  assert.match(pen.html, new RegExp(`<script type="module" src="${servers.site.url}src/gram-lab-element.js"></script>`));
  assert.match(pen.html, /<gram-lab panel="similarity" lang="en" params="similarity\.m=1,0\.5;0\.5,1(&amp;[^"]*)?"><\/gram-lab>$/);
  for (const key of ['title', 'css', 'js']) assert.equal(typeof pen[key], 'string');
  // The page's policy lets the reader send that form (form-action), and nothing else.
  const policy = readFileSync(join(DIST, 'index.html'), 'utf8')
    .match(/form-action ([^;"]+)/)[1]
    .trim();
  assert.equal(policy, 'https://codepen.io');
  await expectClean(page);
  await page.close();
  const blog = await blogPost('element.html', pen.html);
  await blog.locator('gram-lab #panel-similarity .verdict-view .eigenvalues li').first().waitFor();
  assert.deepEqual(await blog.locator('gram-lab #panel-similarity .verdict-view .eigenvalues li').allTextContents(), HALF);
  await expectClean(blog);
  await blog.close();
});

test('image with a link: the PNG is a 1200 × 630 PNG of the panel now, and the HTML’s and Markdown’s link opens that state', async () => {
  const page = await openEmbed('similarity', `lang=en&${STATE}`);
  const button = page.locator('.embed-dialog .embed-png');
  const [, width, height] = (await button.textContent()).match(/\((\d+) × (\d+)\)/).map(Number);
  assert.deepEqual([width, height], [1200, 630]);
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  assert.equal(download.suggestedFilename(), 'gram-lab-similarity.png');
  const bytes = readFileSync(await download.path());
  // PNG: the 8-byte signature, then IHDR's width and height (big-endian) at bytes 16 and 20.
  assert.deepEqual([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  assert.equal(bytes.subarray(12, 16).toString('latin1'), 'IHDR');
  assert.deepEqual([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], [width, height]);
  // The picture's box holds the panel's figure: more than blank paper in the card's right half.
  const inked = await page.locator('.embed-dialog .embed-card canvas').evaluate(
    (canvas) =>
      canvas
        .getContext('2d')
        .getImageData(600, 80, 520, 470)
        .data.filter((v, k) => k % 4 === 0 && v < 200).length,
  );
  assert.ok(inked > 2000, `${inked} dark pixels in the picture's box`);
  const link = await code(page, 'link');
  const html = await code(page, 'imageHtml');
  const markdown = await code(page, 'imageMarkdown');
  assert.equal(html.match(/href="([^"]+)"/)[1].replace(/&amp;/g, '&'), link);
  assert.equal(html.match(/src="([^"]+)"/)[1], 'gram-lab-similarity.png');
  assert.equal(markdown.match(/\]\(([^()]+)\)$/)[1], link);
  assert.equal(new URL(link).pathname, '/similarity.en.html');
  await page.close();
  const opened = await openPage(site(), link);
  await opened.locator('#panel-similarity .verdict-view .eigenvalues li').first().waitFor();
  assert.deepEqual(await opened.locator('#panel-similarity .verdict-view .eigenvalues li').allTextContents(), HALF);
  assert.equal(await opened.locator('section.panel').count(), 1);
  assert.equal(await opened.evaluate(() => document.documentElement.lang), 'en');
  await expectClean(opened);
  await opened.close();
});

test('the dialog in Korean says so, and warns that a local address opens on this computer only', async () => {
  const page = await openEmbed('gamma-sweep', 'lang=ko&gamma-sweep.gamma=3');
  const dialog = page.locator('.embed-dialog[open]');
  assert.match(await dialog.locator('h2').textContent(), /^퍼가기: /);
  assert.match(await dialog.locator('.embed-warning').first().textContent(), /이 컴퓨터에서만/);
  const src = new URL((await code(page, 'iframe')).match(/src="([^"]+)"/)[1].replace(/&amp;/g, '&'));
  assert.deepEqual(
    [...src.searchParams],
    [
      ['panel', 'gamma-sweep'],
      ['embed', '1'],
      ['lang', 'ko'],
      ['gamma-sweep.gamma', '3'],
    ],
  );
  await page.close();
});

test('a <gram-lab> element’s Embed opens in its shadow root and points at the site its script came from', async () => {
  const page = await openPage(site(), 'embed-example.html');
  const element = page.locator('#element-embed');
  await element.locator('.eigenvalues li').first().waitFor();
  await element.locator('.embed-open').click();
  const dialog = element.locator('.embed-dialog[open]');
  await dialog.locator('.embed-card canvas').waitFor();
  assert.ok(await element.evaluate((host) => host.shadowRoot.querySelector('.embed-dialog')?.open === true));
  const src = new URL(
    (await dialog.locator('.embed-code[data-form="iframe"]').inputValue()).match(/src="([^"]+)"/)[1].replace(/&amp;/g, '&'),
  );
  assert.equal(src.origin + src.pathname, `${servers.site.url}index.html`);
  assert.equal(src.searchParams.get('panel'), 'similarity');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expectClean(page);
  await page.close();
});

for (const lang of ['ko', 'en']) {
  test(`the Embed dialog passes axe (${lang})`, async () => {
    const page = await context.browser.newPage({ bypassCSP: true, viewport: { width: 1200, height: 900 } });
    await dontAsk(page); // the panel's results shown (reader/predict.js folds them until its question is answered)
    await page.goto(`${servers.site.url}?panel=similarity&lang=${lang}`);
    await page.locator('#panel-similarity .eigenvalues li').first().waitFor();
    await page.locator('#panel-similarity .embed-open').click();
    await page.locator('.embed-dialog[open] .embed-card canvas').waitFor();
    assert.deepEqual(await axeViolations(page, '.embed-dialog'), []);
    await page.close();
  });
}
