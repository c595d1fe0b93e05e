// Writes what a link to each published page (scripts/published.mjs) shows from outside: its preview card
// (previews/<stem>.png, 1200 × 630: the page's og:image and its oEmbed thumbnail) and its oEmbed JSON
// (oembed/<stem>.json: the iframe with the height the panel measures at the embed's width). Made from the built
// page by headless Chromium, the last step of scripts/build.sh (after offline-assets.mjs, whose version names what
// the page loads): a build whose page and scripts are unchanged takes them from the cache (build/link-previews/,
// or GRAMLAB_PREVIEW_CACHE) instead of a minute of Chromium.
// Usage: node scripts/link-previews.mjs   (reads dist/; GRAMLAB_SITE_URL: the hosted address, scripts/published.mjs)
import { chromium } from 'playwright-core';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { escapeHtml, pageWords } from './link-pages.mjs';
import { cardHtml } from './preview-card.mjs';
import { CARD, EMBED_WIDTH, OEMBED, PAGE_EMBED_HEIGHT, PREVIEWS, PROVIDER, embedPath, publishedPages, siteUrl } from './published.mjs';
import { settlePanel } from './page-walk.mjs';
import { serve } from './serve.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const cacheRoot = process.env.GRAMLAB_PREVIEW_CACHE || join(root, 'build/link-previews');
// What a panel's card shows beside its title: its first result, drawn (selectors of the panels' own views; one that
// no longer matches falls back to the panel's first figure, and says so). tile: what the whole page's card shows of
// the panel, two by two (pictures without words); ready: what shows once a result that comes after the rest is in.
const FIGURES = {
  similarity: { card: '.verdict-view', ready: '.verdict:not([data-rule="pending"])' },
  sylvester: { card: '.matrix-column' },
  'feature-maps': { card: '.size-table' },
  'gamma-sweep': { card: 'figure.rank-curve', tile: 'figure.rank-curve .plot' },
  sigmoid: { card: '.sigmoid-map .map-frame', tile: '.sigmoid-map .map-plot' },
  attention: { card: 'figure.heat-S', tile: 'figure.heat-S .heatmap-frame' },
  'kernel-check': { card: '.kernel-result' },
  methods: { card: '.methods-plane', tile: '.methods-plane' },
};
const FALLBACK_FIGURE = 'figure';
// A picture leaves out the buttons beside it (exports), and takes a margin so that nothing drawn past its box
// (a list's numbers) is cut.
const PICTURE_STYLE = '.export-menu { display: none !important; }';
const PICTURE_MARGIN = '12px';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

const { PANELS } = await import(pathToFileURL(join(dist, 'src/panels/index.js')).href);
const { loadLanguage, translator } = await import(pathToFileURL(join(dist, 'src/runtime/i18n.js')).href);
const pages = publishedPages(PANELS);
const site = siteUrl();

const cached = join(cacheRoot, cacheKey());
const made = !existsSync(cached);
if (made) await makeAll(cached);
for (const folder of [PREVIEWS, OEMBED]) {
  rmSync(join(dist, folder), { recursive: true, force: true });
  cpSync(join(cached, folder), join(dist, folder), { recursive: true });
}
console.log(`link previews: ${pages.length} cards and oEmbed files${made ? '' : ' (from the cache)'}`);

// What the cards and files are made from: the page as it loads (offline-assets.mjs's version hashes every file
// it loads), these scripts, and the hosted address.
function cacheKey() {
  const version = readFileSync(join(dist, 'sw-assets.js'), 'utf8').match(/"version": "([0-9a-f]+)"/)?.[1];
  if (!version) throw new Error('link previews: no version in dist/sw-assets.js (run scripts/offline-assets.mjs first)');
  const hash = createHash('sha256').update(version).update('\0').update(site);
  for (const script of ['link-previews.mjs', 'preview-card.mjs', 'published.mjs', 'link-pages.mjs', 'page-walk.mjs'])
    hash.update('\0').update(readFileSync(join(root, 'scripts', script)));
  return hash.digest('hex').slice(0, 16);
}

async function makeAll(target) {
  const staging = join(dirname(cacheRoot), `link-previews-${process.pid}.new`);
  rmSync(staging, { recursive: true, force: true });
  for (const folder of [PREVIEWS, OEMBED]) mkdirSync(join(staging, folder), { recursive: true });
  const { server, url } = await serve({ dir: dist, port: 0 });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ARGS });
  try {
    // One language's pages after another's would take twice as long: the two run side by side.
    await Promise.all([...new Set(pages.map(({ lang }) => lang))].map((lang) => makeLanguage(browser, url, lang, staging)));
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  } finally {
    await browser.close();
    server.close();
  }
  // One build's cards are kept: the ones before them are of a page that is no more.
  rmSync(cacheRoot, { recursive: true, force: true });
  mkdirSync(cacheRoot, { recursive: true });
  renameSync(staging, target);
}

// A language's pages, each panel's first: the whole page's card shows some of their pictures (tiles).
async function makeLanguage(browser, url, lang, staging) {
  await loadLanguage(lang);
  const t = translator(lang);
  const tiles = [];
  for (const page of [...pages.filter((p) => p.lang === lang && p.panel), ...pages.filter((p) => p.lang === lang && !p.panel)]) {
    const words = pageWords(t, page, PANELS);
    const measured = page.panel ? await measurePanel(browser, url, page) : { height: PAGE_EMBED_HEIGHT };
    if (measured.tile) tiles.push(measured.tile);
    const pictures = page.panel ? [measured.card] : tiles;
    const card = await drawCard(browser, cardHtml({ ...words, lang, brand: PROVIDER, pictures }), page);
    writeFileSync(join(staging, page.image), card);
    writeFileSync(join(staging, page.oembed), `${JSON.stringify(oembed(page, words, measured.height), null, 1)}\n`);
  }
}

// The panel as an embed shows it at EMBED_WIDTH: its height (what reader/frame-height.js posts), its first result
// (card) and its tile, if it has one.
async function measurePanel(browser, url, { panel, lang }) {
  const page = await browser.newPage({ viewport: { width: EMBED_WIDTH, height: 900 }, deviceScaleFactor: 2 });
  page.setDefaultTimeout(60000);
  try {
    await page.goto(new URL(embedPath({ panel, lang }), url).href);
    await settlePanel(page, panel);
    const { card, tile, ready } = FIGURES[panel] ?? {};
    // The parts a panel loads after its first result (data-later-parts, runtime/app.js) and what they bring.
    await page.waitForFunction(() => !document.querySelector('[data-later-parts="loading"]'));
    if (ready) await page.locator(`#panel-${panel} ${ready}`).first().waitFor();
    await settlePanel(page, panel);
    const height = await page.evaluate(() => Math.ceil(document.getElementById('app').getBoundingClientRect().height));
    await page.addStyleTag({ content: PICTURE_STYLE });
    return { height, card: await picture(page, panel, card), tile: tile && (await picture(page, panel, tile)) };
  } finally {
    await page.close();
  }
}

async function picture(page, panel, selector) {
  const chosen = page.locator(`#panel-${panel} ${selector ?? FALLBACK_FIGURE}`).first();
  const figure = (await chosen.isVisible()) ? chosen : page.locator(`#panel-${panel} ${FALLBACK_FIGURE}`).first();
  if (figure !== chosen) console.warn(`link previews: ${panel} draws no ${selector}; its card shows its first figure`);
  await figure.scrollIntoViewIfNeeded();
  await settlePanel(page, panel); // what scrolling there started (a plot draws when near the screen)
  await figure.evaluate((element, margin) => {
    element.style.padding = margin;
  }, PICTURE_MARGIN);
  return figure.screenshot({ animations: 'disabled' });
}

async function drawCard(browser, html, { image }) {
  const page = await browser.newPage({ viewport: { width: CARD.width, height: CARD.height }, deviceScaleFactor: 1 });
  try {
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const png = await page.screenshot({ type: 'png' });
    if (png.length > CARD.maxBytes)
      throw new Error(`link previews: ${image} is ${png.length} bytes, over ${CARD.maxBytes}: give its panel another picture (FIGURES)`);
    return png;
  } finally {
    await page.close();
  }
}

// oEmbed 1.0's "rich" response (oembed.com, 2.3.4): the iframe as html, its width and height, and the card as the
// thumbnail. Every address absolute under GRAMLAB_SITE_URL, else relative to the site's root.
function oembed(page, words, height) {
  const src = site + embedPath(page);
  const attributes = [
    `src="${escapeHtml(src)}"`,
    `title="${escapeHtml(words.title)}"`,
    `width="${EMBED_WIDTH}"`,
    `height="${height}"`,
    `style="width:100%;max-width:${EMBED_WIDTH}px;height:${height}px;border:0"`,
    'loading="lazy"',
    'data-gram-lab',
  ];
  return {
    version: '1.0',
    type: 'rich',
    title: words.title,
    provider_name: PROVIDER,
    provider_url: site || './',
    html: `<iframe ${attributes.join(' ')}></iframe>`,
    width: EMBED_WIDTH,
    height,
    thumbnail_url: site + page.image,
    thumbnail_width: CARD.width,
    thumbnail_height: CARD.height,
  };
}
