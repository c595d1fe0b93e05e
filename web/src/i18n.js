// UI text lives in i18n/ko.js and i18n/en.js; code only names keys. Korean first.
import ko from './i18n/ko.js';
import en from './i18n/en.js';

export const LANGUAGES = { ko, en };
export const DEFAULT_LANGUAGE = 'ko';

export function pickLanguage(requested) {
  return Object.hasOwn(LANGUAGES, requested) ? requested : DEFAULT_LANGUAGE;
}

/** t('key', {name: value}) → the text with {name} filled in; a missing key falls back to Korean, then the key. */
export function translator(lang) {
  const table = LANGUAGES[pickLanguage(lang)];
  return (key, params = {}) => {
    const text = table[key] ?? ko[key] ?? key;
    return text.replace(/\{(\w+)\}/g, (match, name) => (name in params ? String(params[name]) : match));
  };
}
