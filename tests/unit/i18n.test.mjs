// i18n.js: one language's table per visit (loadLanguage), a panel's own strings added (loadStrings), and the
// translator's fallbacks: the language, then Korean, then the key itself.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { DEFAULT_LANGUAGE, loadLanguage, loadStrings, pickLanguage, translator } from '../../web/src/runtime/i18n.js';

test('pickLanguage takes ko or en and nothing else', () => {
  assert.equal(DEFAULT_LANGUAGE, 'ko');
  for (const bad of [undefined, null, '', 'fr', 'EN', '__proto__', 'constructor', 'toString']) assert.equal(pickLanguage(bad), 'ko');
  assert.equal(pickLanguage('en'), 'en');
});

test('before any table is loaded a key shows itself, and extra strings fill in', () => {
  const t = translator('en', { en: { 'x.hello': 'Hello, {name}' }, ko: { 'x.only': '한국어만' } });
  assert.equal(t('x.hello', { name: 'Ann' }), 'Hello, Ann');
  assert.equal(t('x.hello'), 'Hello, {name}'); // a missing parameter stays visible
  assert.equal(t('x.only'), '한국어만'); // Korean fallback from extra
  assert.equal(t('x.nowhere'), 'x.nowhere');
});

test('loadStrings returns only the chosen language, merged in order', async () => {
  const strings = {
    ko: () => [Promise.resolve({ default: { a: '가', b: '나' } }), Promise.resolve({ default: { b: '다' } })],
    en: () => {
      throw new Error('the other language is never asked for');
    },
  };
  assert.deepEqual(await loadStrings('ko', strings), { ko: { a: '가', b: '다' } });
  assert.deepEqual(await loadStrings('xx', strings), { ko: { a: '가', b: '다' } }); // an unknown language is Korean
  assert.deepEqual(await loadStrings('en', undefined), { en: {} }); // a panel whose strings are in the page's table
});

test('the English table loads alone; a key missing in English falls back to the key until Korean is loaded', async () => {
  assert.equal(await loadLanguage('en'), 'en');
  const en = translator('en');
  assert.equal(en('app.retry'), 'Retry');
  assert.equal(en('panel.loading'), 'Loading the panel…');
  const gap = translator('en', { ko: { 'x.gap': '빈칸' } });
  assert.equal(gap('x.gap'), '빈칸');
  assert.equal(await loadLanguage('ko'), 'ko');
  assert.equal(translator('ko')('app.retry'), '다시 시도');
  assert.equal(translator('en')('app.retry'), 'Retry'); // each language keeps its own table
});
