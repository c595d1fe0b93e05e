// The published pages' names and head tags (scripts/published.mjs, scripts/link-pages.mjs) as pure functions: the
// hosted address read from GRAMLAB_SITE_URL, a page per language and per panel and language, and tags whose every
// address is under the hosted address when one is given.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { escapeHtml, headTags } from '../../scripts/link-pages.mjs';
import { embedPath, publishedPages, siteUrl } from '../../scripts/published.mjs';

const PANELS = [{ id: 'similarity' }, { id: 'sylvester' }];

test('GRAMLAB_SITE_URL: a folder URL ending in /, none when unset or blank; anything else stops the build', () => {
  assert.equal(siteUrl({}), '');
  assert.equal(siteUrl({ GRAMLAB_SITE_URL: '  ' }), '');
  assert.equal(siteUrl({ GRAMLAB_SITE_URL: 'https://owner.github.io/gram-lab' }), 'https://owner.github.io/gram-lab/');
  assert.equal(siteUrl({ GRAMLAB_SITE_URL: 'https://lab.example/' }), 'https://lab.example/');
  for (const bad of [
    'gram-lab/',
    'ftp://owner.github.io/gram-lab/',
    'javascript:alert(1)',
    'https://x.example/?a=1',
    'https://x.example/#top',
  ])
    assert.throws(() => siteUrl({ GRAMLAB_SITE_URL: bad }), /GRAMLAB_SITE_URL/, bad);
});

test('one page per language, and one per panel and language; Korean unsuffixed, index.html first', () => {
  const pages = publishedPages(PANELS);
  assert.deepEqual(
    pages.map(({ file }) => file),
    ['index.html', 'similarity.html', 'sylvester.html', 'index.en.html', 'similarity.en.html', 'sylvester.en.html'],
  );
  const english = pages.find(({ file }) => file === 'sylvester.en.html');
  assert.deepEqual(english, {
    stem: 'sylvester.en',
    lang: 'en',
    panel: 'sylvester',
    file: 'sylvester.en.html',
    image: 'previews/sylvester.en.png',
    oembed: 'oembed/sylvester.en.json',
  });
});

test('an embed of a panel is that panel alone without the header; of the page, the page', () => {
  const params = (path) => Object.fromEntries(new URL(path, 'https://x.example/').searchParams);
  assert.deepEqual(params(embedPath({ lang: 'en', panel: 'sigmoid' })), { panel: 'sigmoid', embed: '1', lang: 'en' });
  assert.deepEqual(params(embedPath({ lang: 'ko', panel: null })), { lang: 'ko' });
  assert.match(embedPath({ lang: 'ko', panel: null }), /^index\.html\?/);
});

test('head tags: every address absolute under the hosted address, or relative without one; words escaped', () => {
  const pages = publishedPages(PANELS);
  const page = pages.find(({ file }) => file === 'similarity.html');
  const words = { title: 'A "quoted" <title> & more', description: 'x < y' };
  const site = 'https://owner.github.io/gram-lab/';
  const tags = headTags(page, words, pages, site);
  const addresses = [...tags.matchAll(/(?:href|content)="(https?:[^"]*|[a-z-]+(?:\.[a-z]+)*\/[^"]*|[^"]*\.html)"/g)].map((m) => m[1]);
  for (const address of addresses) assert.ok(address.startsWith(site), address);
  for (const expected of ['similarity.html', 'previews/similarity.png', 'oembed/similarity.json', 'similarity.en.html'])
    assert.ok(tags.includes(`"${site}${expected}"`), expected);
  assert.ok(tags.includes('<link rel="alternate" hreflang="en"'));
  assert.ok(tags.includes(escapeHtml(words.title)) && !tags.includes(words.title));
  assert.equal(escapeHtml('"<&>'), '&quot;&lt;&amp;&gt;');
  // Without the hosted address: no canonical link and no og:url (they must be absolute), the rest relative.
  const relative = headTags(page, words, pages, '');
  assert.ok(!relative.includes('canonical') && !relative.includes('og:url'));
  assert.ok(relative.includes('content="previews/similarity.png"'));
  assert.ok(relative.includes('href="oembed/similarity.json"'));
});
