// What a link to the site shows where it is pasted (scripts/published.mjs): every published page (one per language,
// one per panel and language) carries Open Graph tags, twitter:card and oEmbed discovery; its oEmbed JSON holds
// oEmbed 1.0's required fields for type "rich" (oembed.com, sections 2.3.4 and 2.3.4.4) and names files the build
// wrote; its preview card is a PNG of Open Graph's large size within its byte budget (issue 34: 1200 × 630,
// ≤ 150 kB); and the pages and the oEmbed iframe show what they name.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, test } from 'node:test';

import { serve } from '../../scripts/serve.mjs';
import { expectClean, openPage, PANEL_IDS, useBrowser } from './harness.mjs';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const LANGUAGES = ['ko', 'en']; // the page's two languages, Korean first (README.md)
const context = useBrowser();

// The published pages as the issue names them: the page and each panel, in each language; the default language's
// have no suffix (index.html is the site's root).
const PAGES = LANGUAGES.flatMap((lang) =>
  [null, ...PANEL_IDS].map((panel) => ({ lang, panel, file: `${panel ?? 'index'}${lang === 'ko' ? '' : `.${lang}`}.html` })),
);

const html = (file) => readFileSync(join(DIST, file), 'utf8');
const decode = (text) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
// <meta property|name="key" content="…"> of a page, by key (the build writes one tag a line).
function metaTags(text) {
  const tags = {};
  for (const [, key, value] of text.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) tags[key] = value;
  return tags;
}
// The hosted address the build was given (index.html's canonical link), or a stand-in when it wrote relative ones.
const canonical = html('index.html').match(/<link rel="canonical" href="([^"]+)">/)?.[1];
const SITE = canonical ? new URL('./', decode(canonical)).href : 'https://site.invalid/gram-lab/';
// An address the build wrote, as a file of dist/: absolute under the hosted address, or relative to the site's root.
function fileOf(address) {
  const url = new URL(address, SITE);
  assert.ok(url.href.startsWith(SITE), `${address} is not under ${SITE}`);
  const path = decodeURIComponent(url.pathname.slice(new URL(SITE).pathname.length));
  return join(DIST, path === '' ? 'index.html' : path);
}
// A PNG's width and height from its IHDR chunk (PNG specification: 8-byte signature, then IHDR's length, type,
// width and height as big-endian 32-bit integers at bytes 16 and 20).
function pngSize(bytes) {
  assert.deepEqual([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'PNG signature');
  assert.equal(bytes.subarray(12, 16).toString('latin1'), 'IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('every page of each language and panel has its title, Open Graph tags, twitter:card and oEmbed link', () => {
  assert.equal(PAGES.length, LANGUAGES.length * (PANEL_IDS.length + 1));
  for (const { lang, panel, file } of PAGES) {
    const text = html(file);
    assert.match(text, new RegExp(`<html lang="${lang}"${panel ? ` data-panel="${panel}"` : ''}>`), file);
    const tags = metaTags(text);
    for (const key of ['og:title', 'og:description', 'og:image', 'og:type', 'twitter:card'])
      assert.ok(tags[key]?.length, `${file}: ${key}`);
    assert.equal(tags['twitter:card'], 'summary_large_image', file);
    assert.equal(tags['og:locale'], { ko: 'ko_KR', en: 'en_US' }[lang], file);
    assert.equal(tags['og:image:width'], '1200', file);
    assert.equal(tags['og:image:height'], '630', file);
    assert.ok(existsSync(fileOf(decode(tags['og:image']))), `${file}: ${tags['og:image']}`);
    assert.match(text, new RegExp(`<title>${tags['og:title'].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</title>`), file);
    const oembed = text.match(/<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/)?.[1];
    assert.ok(oembed && existsSync(fileOf(decode(oembed))), `${file}: oEmbed link ${oembed}`);
  }
  // Each page names its own language's words: the pages of one panel differ by language.
  const titles = new Set(PAGES.map(({ file }) => metaTags(html(file))['og:title']));
  assert.equal(titles.size, PAGES.length);
});

test('every oEmbed file holds oEmbed 1.0 "rich": version, type, html, width, height; its thumbnail with both sizes; every file it names exists', () => {
  for (const { file } of PAGES) {
    const address = decode(html(file).match(/type="application\/json\+oembed" href="([^"]+)"/)[1]);
    const json = JSON.parse(readFileSync(fileOf(address), 'utf8'));
    assert.equal(json.version, '1.0', address);
    assert.equal(json.type, 'rich', address);
    for (const key of ['width', 'height', 'thumbnail_width', 'thumbnail_height'])
      assert.ok(Number.isInteger(json[key]) && json[key] > 0, `${address}: ${key} ${json[key]}`);
    // A thumbnail_url comes with thumbnail_width and thumbnail_height (the spec: all three, or none).
    assert.equal(typeof json.thumbnail_url, 'string', address);
    assert.deepEqual([json.thumbnail_width, json.thumbnail_height], [1200, 630], address);
    assert.ok(existsSync(fileOf(json.thumbnail_url)), `${address}: ${json.thumbnail_url}`);
    assert.equal(typeof json.provider_name, 'string');
    assert.ok(existsSync(fileOf(json.provider_url)), `${address}: ${json.provider_url}`);
    assert.equal(typeof json.title, 'string');
    // html: one iframe, no script, its size the JSON's, its address a page of the site.
    const frame = json.html.match(/^<iframe src="([^"]+)"[^>]* width="(\d+)" height="(\d+)"[^>]*><\/iframe>$/);
    assert.ok(frame, `${address}: ${json.html}`);
    assert.deepEqual([Number(frame[2]), Number(frame[3])], [json.width, json.height], address);
    assert.ok(existsSync(fileOf(decode(frame[1]))), `${address}: ${frame[1]}`);
  }
});

test('every preview card is a 1200 × 630 PNG of at most 150 kB', () => {
  for (const { file } of PAGES) {
    const image = fileOf(decode(metaTags(html(file))['og:image']));
    const bytes = readFileSync(image);
    assert.deepEqual(pngSize(bytes), { width: 1200, height: 630 }, image);
    assert.ok(statSync(image).size <= 150000, `${image}: ${statSync(image).size} bytes`);
  }
});

test('a panel’s own page shows that panel alone, in its language; the English page is the whole page in English', async () => {
  const page = await openPage(context, 'sylvester.en.html');
  await page.locator('#panel-sylvester .eigenvalues li').first().waitFor();
  assert.equal(await page.locator('section.panel').count(), 1);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  assert.match(await page.locator('#panel-sylvester h2').first().textContent(), /Sylvester/);
  // ?lang= still chooses: the address's parameters come before the page's own.
  await page.goto(new URL('sylvester.en.html?lang=ko', context.url).href);
  await page.locator('#panel-sylvester .eigenvalues li').first().waitFor();
  assert.match(await page.locator('#panel-sylvester h2').first().textContent(), /실베스터/);
  await page.goto(new URL('index.en.html', context.url).href);
  await page.locator('#panel-similarity .eigenvalues li').first().waitFor();
  assert.equal(await page.locator('section.panel').count(), PANEL_IDS.length);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  await expectClean(page);
  await page.close();
});

// A host page on another origin (a blog) with the oEmbed file's html pasted in, as an oEmbed consumer does.
const host = {};
after(() => {
  host.server?.close();
  if (host.dir) rmSync(host.dir, { recursive: true, force: true });
});

test('the oEmbed iframe, pasted into a page on another origin, shows its panel', async () => {
  const json = JSON.parse(readFileSync(join(DIST, 'oembed/similarity.en.json'), 'utf8'));
  // Its address under the hosted site (absolute, or relative without GRAMLAB_SITE_URL), served here from context.url.
  const served = (src) => new URL(new URL(decode(src), SITE).href.slice(SITE.length), context.url).href;
  const pasted = json.html.replace(/src="([^"]+)"/, (_, src) => `src="${served(src).replace(/&/g, '&amp;')}"`);
  host.dir = mkdtempSync(join(tmpdir(), 'gram-lab-host-'));
  writeFileSync(
    join(host.dir, 'index.html'),
    `<!doctype html><html lang="en"><title>A blog</title><link rel="icon" href="data:,"><body>${pasted}</body></html>`,
  );
  const { server, url } = await serve({ dir: host.dir, port: 0 });
  host.server = server;
  assert.notEqual(new URL(url).origin, new URL(context.url).origin);
  const page = await openPage({ ...context, url }, '');
  const frame = page.frameLocator('iframe');
  await frame.locator('#panel-similarity .eigenvalues li').first().waitFor();
  assert.equal(await frame.locator('section.panel').count(), 1);
  assert.equal(await frame.locator('.app-header').count(), 0, 'embed=1: no header');
  await expectClean(page);
  await page.close();
});
