// UI text lives in i18n/<lang>/*.js; code only names keys. Korean first, English second.
// Common strings are here; each panel brings its own ({strings: {ko, en}}) and they are merged per mount.
import ko from './i18n/ko/common.js';
import en from './i18n/en/common.js';

export const LANGUAGES = { ko, en };
export const DEFAULT_LANGUAGE = 'ko';

export function pickLanguage(requested) {
  return Object.hasOwn(LANGUAGES, requested) ? requested : DEFAULT_LANGUAGE;
}

/**
 * t('key', {name: value}) → the text with {name} filled in. A key missing in the language falls back to
 * Korean, then to the key itself (so a gap shows, rather than breaking the page).
 * @param {string} lang
 * @param {{ko?: object, en?: object}} [extra] a panel's own strings
 */
export function translator(lang, extra = {}) {
  const chosen = pickLanguage(lang);
  const table = { ...LANGUAGES[chosen], ...extra[chosen] };
  const fallback = { ...ko, ...extra.ko };
  return (key, params = {}) => {
    const text = table[key] ?? fallback[key] ?? key;
    return text.replace(/\{(\w+)\}/g, (match, name) => (name in params ? String(params[name]) : match));
  };
}
