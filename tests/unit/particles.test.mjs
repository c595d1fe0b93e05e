// Korean particles follow the word before them as it is read aloud (runtime/particles.js), and every Korean
// string that puts a particle after a placeholder lets the helper choose it ({name|이}), never "이(가)".
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { test } from 'node:test';

import { particle } from '../../web/src/runtime/particles.js';
import { translator } from '../../web/src/runtime/i18n.js';

// Each word with its reading, worked out by hand: the particle follows the last spoken syllable.
const CASES = [
  ['x = −1', '과', '과'], // 일: ㄹ
  ['2', '과', '와'], // 이
  ['2.3 × 10⁻⁴', '이', '이'], // 10의 −4승
  ['0.000', '이', '이'], // 영
  ['3', '을', '을'], // 삼
  ['4', '은', '는'], // 사
  ['6', '이', '이'], // 육
  ['9', '을', '를'], // 구
  ['10', '이', '이'], // 십
  ['20', '와', '과'], // 이십
  ['300', '은', '은'], // 삼백
  ['2000', '이', '이'], // 이천
  ['10000', '이', '이'], // 만
  ['1.5', '이', '가'], // 일 점 오
  ['−0.177', '이', '이'], // 칠
  ['7', '으로', '로'], // 칠: ㄹ takes 로
  ['3', '으로', '으로'], // 삼
  ['5', '으로', '로'], // 오
  ['S', '은', '는'], // 에스
  ['L', '이', '이'], // 엘
  ['n', '을', '을'], // 엔
  ['γ', '이', '가'], // 감마
  ['ε', '이', '이'], // 엡실론
  ['XXᵀ', '은', '는'], // 티
  ['아니오', '이', '가'],
  ['행렬', '으로', '로'], // ㄹ
  ['표', '을', '를'],
  ['D₁', '은', '은'], // 디 일
  ['D₂', '은', '는'], // 디 이
  ['붙여 넣은 점(gamma-sweep.points)', '이', '이'], // a gloss in brackets is skipped: 점
  ['양반정치(PSD)', '이', '가'], // 치
  ['(1, 2)', '와', '와'], // 이: the closing bracket is silent
  ['(1, 3)', '와', '과'], // 삼
];

test('particle picks the form for the sound the word ends in', () => {
  for (const [word, form, expected] of CASES) assert.equal(particle(word, form), expected, `${word} + ${form}`);
});

test('the translator fills {name|이} with the value and its particle', () => {
  const t = translator('ko', {
    ko: { a: '가장 작은 고윳값 {min|이} 음수입니다', b: '점 {i|과} {j}', c: '{n|으로} 갑니다', d: '{missing|이}' },
  });
  assert.equal(t('a', { min: '2.3 × 10⁻⁴' }), '가장 작은 고윳값 2.3 × 10⁻⁴이 음수입니다');
  assert.equal(t('a', { min: '−1.5' }), '가장 작은 고윳값 −1.5가 음수입니다');
  assert.equal(t('b', { i: 1, j: 2 }), '점 1과 2');
  assert.equal(t('b', { i: 2, j: 3 }), '점 2와 3');
  assert.equal(t('c', { n: 300 }), '300으로 갑니다');
  assert.equal(t('c', { n: 2 }), '2로 갑니다');
  assert.equal(t('d'), '{missing|이}'); // a missing parameter stays visible
});

// A placeholder followed by a particle (then a space or punctuation), or a particle in both forms.
const FIXED_PARTICLE = /\{\w+\}(이|가|은|는|을|를|와|과|으로|로)(?![가-힣])|이\(가\)|\(이\)가|은\(는\)|을\(를\)|와\(과\)|과\(와\)|\(으\)로/;

test('no Korean string fixes a particle after a placeholder or writes both forms', async () => {
  const dir = new URL('../../web/src/i18n/ko/', import.meta.url);
  const files = readdirSync(dir)
    .filter((name) => name !== 'index.js')
    .map((name) => new URL(name, dir));
  files.push(new URL('../../web/src/exercises/i18n/ko.js', import.meta.url)); // the exercises' own strings
  const bad = [];
  for (const file of files) {
    const table = (await import(file.href)).default;
    for (const [key, text] of Object.entries(table)) if (FIXED_PARTICLE.test(text)) bad.push(`${file.pathname} ${key}: ${text}`);
  }
  assert.deepEqual(bad, []);
});
