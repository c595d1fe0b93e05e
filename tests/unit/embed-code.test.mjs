// What a panel's Embed dialog gives to paste (web/src/reader/embed-code.js): every address reads back, through
// URLSearchParams as the page reads its own, to the state it was written from, hostile characters included; the
// HTML escapes what would end an attribute; the Markdown what would end a link; the auto-height lines are the ones
// docs/embedding.md documents and web/embed-example.js runs; the hosted site is the build's canonical address when
// the page has one (hostedSite, web/src/site.js).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { AUTO_HEIGHT_SCRIPT, CODEPEN_PREFILL, EMBED_CARD, embedCode, readableQuery } from '../../web/src/reader/embed-code.js';
import { hostedSite, panelPage, publishedStem } from '../../web/src/site.js';
import { publishedPages } from '../../scripts/published.mjs';

const SITE = 'https://example.github.io/gram-lab/';
// Values as a panel's state writes them, and the characters that would break a query, an attribute or a link.
const STATE = [
  ['similarity.m', '1,0.5;0.5,1'],
  ['kernel-check.expression', 'exp(-gamma*(x-y)^2) + "a" & <b> #c %d =e'],
  ['hide', 'similarity.m'],
];
const code = embedCode({
  site: SITE,
  panel: 'similarity',
  lang: 'en',
  title: 'Is it a [Gram] matrix?',
  state: STATE,
  width: 720,
  height: 612,
  image: 'gram-lab-similarity.png',
});
// An attribute's value as the HTML parser reads it back.
const decodeHtml = (text) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const attributeOf = (html, name) => decodeHtml(html.match(new RegExp(`\\b${name}="([^"]*)"`))[1]);

test('readableQuery reads back to the same pairs, keeping a matrix legible', () => {
  const query = readableQuery(STATE);
  assert.deepEqual([...new URLSearchParams(query)], STATE);
  assert.match(query, /^similarity\.m=1,0\.5;0\.5,1&/);
  assert.deepEqual([...new URLSearchParams(readableQuery([['a', '+ %2B ,;:/@ 한글']]))], [['a', '+ %2B ,;:/@ 한글']]);
});

test('the iframe opens the panel alone, embedded, in its language, with its state; sized as measured', () => {
  const src = new URL(attributeOf(code.iframe, 'src'));
  assert.equal(src.origin + src.pathname, `${SITE}index.html`);
  assert.deepEqual([...src.searchParams], [['panel', 'similarity'], ['embed', '1'], ['lang', 'en'], ...STATE]);
  assert.equal(attributeOf(code.iframe, 'height'), '612');
  assert.equal(attributeOf(code.iframe, 'width'), '720');
  assert.match(attributeOf(code.iframe, 'style'), /height:612px/);
  assert.match(code.iframe, /^<iframe data-gram-lab /); // what the auto-height lines look for
  assert.ok(code.iframeAuto.startsWith(`${code.iframe}\n<script>`));
});

test('the auto-height lines are docs/embedding.md’s and web/embed-example.js’s', () => {
  const body = AUTO_HEIGHT_SCRIPT.replace(/^<script>\n/, '').replace(/\n<\/script>$/, '');
  const docs = readFileSync(new URL('../../docs/embedding.md', import.meta.url), 'utf8');
  assert.ok(docs.includes(AUTO_HEIGHT_SCRIPT), 'docs/embedding.md shows the same <script>');
  const example = readFileSync(new URL('../../web/embed-example.js', import.meta.url), 'utf8');
  assert.ok(example.includes(body), 'web/embed-example.js runs the same lines');
});

test('the custom element loads from the hosted site and carries the state in params', () => {
  const [script, element] = code.element.split('\n');
  assert.equal(attributeOf(script, 'src'), `${SITE}src/gram-lab-element.js`);
  assert.match(script, /^<script type="module" /);
  assert.equal(attributeOf(element, 'panel'), 'similarity');
  assert.equal(attributeOf(element, 'lang'), 'en');
  assert.deepEqual([...new URLSearchParams(attributeOf(element, 'params'))], STATE);
  // Without state, no params attribute at all.
  const plain = embedCode({ site: SITE, panel: 'sylvester', lang: 'ko', title: 't', state: [], width: 1, height: 1, image: 'x.png' });
  assert.equal(plain.element.split('\n')[1], '<gram-lab panel="sylvester" lang="ko"></gram-lab>');
  assert.equal(plain.page, `${SITE}sylvester.html`);
});

test('the image links to the panel’s published page with the state, in HTML and in Markdown', () => {
  const page = new URL(code.page);
  assert.equal(page.origin + page.pathname, `${SITE}similarity.en.html`);
  assert.deepEqual([...page.searchParams], STATE);
  assert.equal(attributeOf(code.imageHtml, 'href'), code.page);
  assert.equal(attributeOf(code.imageHtml, 'src'), 'gram-lab-similarity.png');
  assert.deepEqual([attributeOf(code.imageHtml, 'width'), attributeOf(code.imageHtml, 'height')], ['600', '315']);
  assert.equal(EMBED_CARD.width / EMBED_CARD.height, 600 / 315);
  // [![alt](image)](link): the brackets in the title escaped, nothing in the address that ends the link early.
  const markdown = code.imageMarkdown.match(/^\[!\[(.*)\]\(([^()\s]+)\)\]\(([^()\s]+)\)$/);
  assert.ok(markdown, code.imageMarkdown);
  assert.equal(markdown[1], 'Gram Lab: Is it a \\[Gram\\] matrix?');
  assert.equal(markdown[2], 'gram-lab-similarity.png');
  assert.deepEqual([...new URL(markdown[3]).searchParams], STATE);
});

test('the pen holds the custom element and the hosted page’s address', () => {
  assert.equal(CODEPEN_PREFILL, 'https://codepen.io/pen/define');
  const pen = JSON.parse(JSON.stringify(code.pen));
  assert.equal(pen.html, code.element);
  assert.equal(pen.description, code.page);
  for (const key of ['title', 'html', 'css', 'js']) assert.equal(typeof pen[key], 'string', key);
});

test('a published page’s name is the build’s (scripts/published.mjs)', () => {
  const pages = publishedPages([{ id: 'similarity' }, { id: 'gamma-sweep' }]);
  for (const { panel, lang, file, stem } of pages) {
    assert.equal(publishedStem(panel, lang), stem);
    if (panel) assert.equal(panelPage(panel, lang), file);
  }
  assert.equal(panelPage('gamma-sweep', 'en'), 'gamma-sweep.en.html');
  assert.equal(panelPage('gamma-sweep', 'ko'), 'gamma-sweep.html');
});

test('hostedSite: the canonical link’s folder when the build wrote one, else the page’s own folder', () => {
  const page = (baseURI, canonical) => ({
    baseURI,
    querySelector: () => (canonical === undefined ? null : { getAttribute: () => canonical }),
  });
  assert.equal(hostedSite(page('http://localhost:8080/similarity.en.html?x=1', `${SITE}similarity.en.html`)), SITE);
  assert.equal(hostedSite(page('http://localhost:8080/sub/index.html?x=1')), 'http://localhost:8080/sub/');
  assert.equal(hostedSite(page('http://localhost:8080/sub/', 'http://[bad')), 'http://localhost:8080/sub/');
});
