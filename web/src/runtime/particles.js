// Korean particles chosen for the word before them, as it is read aloud: 이/가, 은/는, 을/를, 와/과, (으)로.
// Strings write `{name|이}` (the form after a final consonant); the translator fills in the value and the
// particle that follows it, so "2.3 × 10⁻⁴가" or "x = −1과" reads right whatever the number is.

// The form after a final consonant → [after a consonant, after a vowel]; (으)로 also takes 로 after ㄹ.
const FORMS = { 이: ['이', '가'], 은: ['은', '는'], 을: ['을', '를'], 과: ['과', '와'], 와: ['과', '와'], 으로: ['으로', '로'] };
export const PARTICLES = Object.keys(FORMS);

// The spoken ending of a digit, a Latin or a Greek letter: 'none' (a vowel), 'l' (ㄹ) or 'other' (another consonant).
const DIGIT = ['other', 'l', 'none', 'other', 'none', 'none', 'other', 'l', 'l', 'none']; // 영 일 이 삼 사 오 육 칠 팔 구
const LATIN_CONSONANT = { l: 'l', r: 'l', m: 'other', n: 'other' }; // 엘 알 엠 엔; the other letters end in a vowel
const GREEK = { ε: 'other', ϵ: 'other' }; // 엡실론; γ 감마, λ 람다, φ 파이, σ 시그마 … end in a vowel
// Places an integer's trailing zeros are read as: 십 백 천, then 만 억 조 경 every four.
const PLACE = ['other', 'other', 'other']; // 십 (ㅂ), 백 (ㄱ), 천 (ㄴ)
const MYRIAD = ['other', 'other', 'none', 'other']; // 만, 억, 조, 경
const SUPERSCRIPT = /[⁰¹²³⁴⁵⁶⁷⁸⁹]$/; // 10⁻⁴ is read "10의 −4승": 승 ends in ㅇ
const CLOSING = /[\s)\]}"'”’»」』.,]+$/u;

/** How `word` ends when read aloud: 'none', 'l' or 'other' (a consonant that is not ㄹ). */
export function ending(word) {
  const text = String(word)
    .replace(/(\S)\s*\([^()]*\)\s*$/, '$1') // 점(gamma-sweep.points)이: a gloss in brackets is not read before the particle
    .replace(CLOSING, '')
    .replace(/[₀-₉]/g, (c) => String(c.charCodeAt(0) - 0x2080)); // D₂ is read 디 이
  if (SUPERSCRIPT.test(text)) return 'other';
  const integer = /(?:^|[^\d.])(\d+)$/.exec(text)?.[1];
  if (integer && /[1-9]0+$/.test(integer)) {
    const zeros = integer.length - integer.replace(/0+$/, '').length;
    return zeros % 4 ? PLACE[(zeros % 4) - 1] : (MYRIAD[zeros / 4 - 1] ?? 'other');
  }
  const last = text.at(-1) ?? '';
  if (/\d/.test(last)) return DIGIT[Number(last)];
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) {
    const final = (code - 0xac00) % 28;
    return final === 0 ? 'none' : final === 8 ? 'l' : 'other';
  }
  if (/[a-z]/i.test(last)) return LATIN_CONSONANT[last.toLowerCase()] ?? 'none';
  if (last === 'ᵀ') return 'none'; // 티
  if (/[\u0370-\u03ff]/.test(last)) return GREEK[last] ?? 'none';
  return 'other';
}

/** The particle `form` (its form after a consonant: 이, 은, 을, 과 or 와, 으로) that follows `word`. */
export function particle(word, form) {
  const [consonant, vowel] = FORMS[form] ?? [form, form];
  const end = ending(word);
  if (form === '으로') return end === 'other' ? consonant : vowel;
  return end === 'none' ? vowel : consonant;
}
