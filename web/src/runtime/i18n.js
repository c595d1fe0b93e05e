// UI text lives in i18n/<lang>/*.js; code only names keys. Korean first, English second.
// A visit loads one language's table (i18n/<lang>/index.js: the common strings, the panels' titles and the
// first panel's) before it shows any text, and each other panel's strings in that language with its code
// (loadStrings); the other language is downloaded only when the reader chooses it.
import { term } from '../i18n/glossary.js';
import { particle } from './particles.js';

export const LANGUAGES = {
  ko: () => import('../i18n/ko/index.js'),
  en: () => import('../i18n/en/index.js'),
};
export const DEFAULT_LANGUAGE = 'ko';

const loaded = {}; // lang → its table, once loadLanguage(lang) has resolved

/** `requested` when it names a language, else `fallback` when it does, else DEFAULT_LANGUAGE. */
export function pickLanguage(requested, fallback = DEFAULT_LANGUAGE) {
  if (Object.hasOwn(LANGUAGES, requested)) return requested;
  return Object.hasOwn(LANGUAGES, fallback) ? fallback : DEFAULT_LANGUAGE;
}

/**
 * Downloads the language's table once; translator(lang) uses it from then on.
 * @param {string} lang
 * @returns {Promise<string>} the language chosen (pickLanguage(lang))
 */
export async function loadLanguage(lang) {
  const chosen = pickLanguage(lang);
  loaded[chosen] ??= (await LANGUAGES[chosen]()).default;
  return chosen;
}

/**
 * A panel's own strings in `lang` ({ko: () => [import(…)], en: …}, panels/index.js), as translator's `extra`.
 * @returns {Promise<{[lang: string]: object}>}
 */
export async function loadStrings(lang, strings) {
  const chosen = pickLanguage(lang);
  const tables = await Promise.all(strings?.[chosen]?.() ?? []);
  return { [chosen]: Object.assign({}, ...tables.map((table) => table.default)) };
}

// {name}, or {name|이}: the value and the Korean particle that follows it (particles.js); {@term}: a glossary term.
const PLACEHOLDER = /\{(@?\w+)(?:\|([^}]+))?\}/g;

/**
 * t('key', {name: value}) → the text with {name} filled in ({name|을}: and its particle). A key missing in the language falls back to
 * Korean (when Korean's table is loaded, or given in `extra`), then to the key itself (so a gap shows,
 * rather than breaking the page).
 * @param {string} lang
 * @param {{ko?: object, en?: object}} [extra] strings of the caller's own, over the loaded table
 */
export function translator(lang, extra = {}) {
  const chosen = pickLanguage(lang);
  const table = { ...loaded[chosen], ...extra[chosen] };
  const fallback = { ...loaded.ko, ...extra.ko };
  return (key, params = {}) => {
    const text = table[key] ?? fallback[key] ?? key;
    return text.replace(PLACEHOLDER, (match, name, form) => {
      const value = name.startsWith('@') ? term(name.slice(1), chosen) : name in params ? String(params[name]) : undefined;
      if (value === undefined) return match;
      return form ? value + particle(value, form) : value;
    });
  };
}
