// The page's terms, one word per idea in each language (the article's where it has one: 양반정치, Mercer).
// Strings write a term as {@name} ({@Name}: capitalised at a sentence's start) and never spell it themselves;
// AVOID lists the other spellings a term has had, which no string may use. tests/unit/glossary.test.mjs checks both.
export const TERMS = {
  psd: { ko: '양반정치', en: 'positive semi-definite' },
  positiveDefinite: { ko: '양정치', en: 'positive definite' },
  mercer: { ko: 'Mercer', en: 'Mercer' },
  frobenius: { ko: 'Frobenius', en: 'Frobenius' },
};

export const AVOID = {
  ko: ['준정부호', '양의 정부호', '양의 반정치', '머서', '프로베니우스', '고유값', '고유치', '그램 행렬', '주 소행렬식'],
  en: ['semidefinite', 'nonnegative definite', 'gram matrix', 'eigen value'],
};

/** The term `name` in `lang` ({@Psd}: its first letter capitalised); undefined for an unknown name. */
export function term(name, lang) {
  const entry = TERMS[name.charAt(0).toLowerCase() + name.slice(1)];
  const text = entry?.[lang] ?? entry?.ko;
  if (text === undefined) return undefined;
  return /^[A-Z]/.test(name) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}
