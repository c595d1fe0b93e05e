// One word per idea: the glossary's terms are written {@name} in every string file (ko and en), never spelled
// out, and no string uses a spelling the glossary avoids (양의 준정부호 beside 양반정치, 머서 beside Mercer).
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { test } from 'node:test';

import { AVOID, TERMS, term } from '../../web/src/i18n/glossary.js';
import { translator } from '../../web/src/runtime/i18n.js';

// The string files outside i18n/<lang>/ (they come with code that is not in the page's first download).
const ELSEWHERE = (lang) => [new URL(`../../web/src/exercises/i18n/${lang}.js`, import.meta.url)];

async function strings(lang) {
  const dir = new URL(`../../web/src/i18n/${lang}/`, import.meta.url);
  const files = readdirSync(dir)
    .filter((name) => name !== 'index.js')
    .map((name) => new URL(name, dir));
  const all = [];
  for (const file of [...files, ...ELSEWHERE(lang)]) {
    const table = (await import(file.href)).default;
    for (const [key, text] of Object.entries(table)) all.push({ where: `${lang} ${file.pathname.split('/src/')[1]} ${key}`, text });
  }
  return all;
}

for (const lang of ['ko', 'en']) {
  test(`${lang}: every glossary term is written through the glossary, and no avoided spelling is used`, async () => {
    const bad = [];
    for (const { where, text } of await strings(lang)) {
      const spelled = text.replace(/\{@\w+[^}]*\}/g, '').toLowerCase();
      for (const [name, entry] of Object.entries(TERMS))
        if (spelled.includes(entry[lang].toLowerCase())) bad.push(`${where} spells ${name} out`);
      for (const avoided of AVOID[lang]) if (text.includes(avoided)) bad.push(`${where} says ${avoided}`); // case matters: Gram matrix
      for (const [, name] of text.matchAll(/\{@(\w+)/g)) if (term(name, lang) === undefined) bad.push(`${where} names no term ${name}`);
    }
    assert.deepEqual(bad, []);
  });
}

test('the translator writes a term in the page language, capitalised when asked, with its particle', () => {
  const extra = { ko: { a: '{@psd|이} 아닙니다' }, en: { a: '{@Psd}: {@mercer}’s condition' } };
  assert.equal(translator('ko', extra)('a'), '양반정치가 아닙니다');
  assert.equal(translator('en', extra)('a'), 'Positive semi-definite: Mercer’s condition');
});
