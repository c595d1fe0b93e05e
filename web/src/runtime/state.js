// Panel state, declared once per panel as fields with a default, and mirrored in the URL query.
// Every field parses hostile text safely: a bad value falls back to the default and is reported.
import { BIDI_CONTROLS } from '../api/describe.js';
import { parseCell } from '../format.js';

/** A field: {default, parse(text) → value (throws on bad text), format(value) → text}; its bounds (min, max,
 * maxLength) and options kept for messages and for the controls that show them (a slider's ends). */
const field = (spec) => spec;

const QUOTED_LENGTH = 40;
// An expression parameter's name (the language's identifiers), and how many values a link holds.
const PARAM_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,31}$/;
const MAX_PARAMS = 32;

/**
 * A URL value as a message quotes it, once for every field: its bidi controls dropped and cut to a short
 * prefix, so a hostile link neither reverses nor floods the message (the page also isolates it in a <bdi>).
 */
export function quote(text) {
  const clean = String(text).replace(BIDI_CONTROLS, '');
  const cut = clean.length > QUOTED_LENGTH ? `${clean.slice(0, QUOTED_LENGTH)}…` : clean;
  return `"${cut}"`;
}

const parseNumber = (text) => {
  const { value, error } = parseCell(text);
  if (error) throw new Error(`${quote(text)} is not a finite number`);
  return value;
};

export const fields = {
  number: ({ default: d, min = -Infinity, max = Infinity }) =>
    field({
      default: d,
      min,
      max,
      parse(text) {
        const x = parseNumber(text);
        if (x < min || x > max) throw new Error(`${x} is outside [${min}, ${max}]`);
        return x;
      },
      format: String,
    }),
  integer: ({ default: d, min = 0, max = Number.MAX_SAFE_INTEGER }) =>
    field({
      default: d,
      min,
      max,
      parse(text) {
        const x = parseNumber(text);
        if (!Number.isInteger(x) || x < min || x > max) throw new Error(`${quote(text)} is not a whole number in [${min}, ${max}]`);
        return x;
      },
      format: String,
    }),
  choice: ({ default: d, options }) =>
    field({
      default: d,
      options,
      parse(text) {
        if (!options.includes(text)) throw new Error(`${quote(text)} is not one of ${options.join(', ')}`);
        return text;
      },
      format: String,
    }),
  text: ({ default: d, maxLength = 200 }) =>
    field({
      default: d,
      parse(text) {
        if (text.length > maxLength) throw new Error(`longer than ${maxLength} characters`);
        return text;
      },
      format: String,
    }),
  // An expression's parameter values, "a=0.5,b=0.1": each a name as the expression language spells one and a
  // finite number, at most 32 of them (the expression itself is the core's to check).
  params: ({ default: d }) =>
    field({
      default: d,
      parse(text) {
        const entries = String(text)
          .split(',')
          .filter(Boolean)
          .map((entry) => entry.split('='));
        if (entries.length > MAX_PARAMS) throw new Error(`more than ${MAX_PARAMS} parameters`);
        const out = Object.create(null); // a name like __proto__ is a name, not the prototype
        for (const [name, value, extra] of entries) {
          if (!PARAM_NAME.test(name ?? '') || value === undefined || extra !== undefined)
            throw new Error(`${quote(name)} is not name=number`);
          out[name] = parseNumber(value);
        }
        return { ...out };
      },
      format: (params) =>
        Object.entries(params)
          .map(([name, value]) => `${name}=${value}`)
          .join(','),
    }),
  // A numpy seed, 0 … 2^64 − 1, kept as its decimal digits so seeds past 2^53 survive the URL (BigInt only
  // at the facade).
  seed: ({ default: d }) => {
    const text = fields.text({ default: d, maxLength: 20 }); // 2^64 − 1 has 20 digits
    return field({
      ...text,
      parse(typed) {
        const digits = text.parse(typed);
        if (!/^(0|[1-9]\d*)$/.test(digits) || BigInt(digits) >= 2n ** 64n)
          throw new Error(`${quote(digits)} is not a whole number from 0 to 2^64 − 1`);
        return digits;
      },
    });
  },
  numberList: ({ default: d, maxLength = 64, min = -Infinity, max = Infinity }) =>
    field({
      default: d,
      maxLength,
      parse(text) {
        const items = String(text)
          .split(/[\s,;]+/)
          .filter(Boolean);
        if (!items.length || items.length > maxLength) throw new Error(`expected 1 to ${maxLength} numbers`);
        return items.map((item) => {
          const x = parseNumber(item);
          if (x < min || x > max) throw new Error(`${x} is outside [${min}, ${max}]`);
          return x;
        });
      },
      format: (list) => list.join(','),
    }),
  // Rows separated by ';', entries by ','. Square or not, at most maxRows × maxCols.
  matrix: ({ default: d, maxRows = 12, maxCols = 12, square = false }) =>
    field({
      default: d,
      parse(text) {
        if (String(text).length > 20000) throw new Error('too long');
        const rows = String(text)
          .split(';')
          .map((row) => row.split(',').map(parseNumber));
        const cols = rows[0].length;
        if (rows.length > maxRows || cols > maxCols) throw new Error(`larger than ${maxRows}×${maxCols}`);
        if (rows.some((row) => row.length !== cols)) throw new Error('rows of different lengths');
        if (square && rows.length !== cols) throw new Error('not square');
        return rows;
      },
      format: (rows) => rows.map((row) => row.join(',')).join(';'),
    }),
};

/**
 * Reads a panel's state from URL parameters named `${prefix}${key}`. A field may declare `linkMax`, the most
 * characters a link carries of it (pasted points): a link's longer value is refused, while a state file
 * (`{file: true}`), which has no such limit, may hold it.
 * @returns {{state: object, problems: {key: string, message: string}[]}}
 */
export function readState(spec, params, prefix = '', { file = false } = {}) {
  const state = {};
  const problems = [];
  for (const [key, f] of Object.entries(spec)) {
    const text = params.get(prefix + key);
    state[key] = structuredClone(f.default);
    if (text === null) continue;
    try {
      if (!file && f.linkMax !== undefined && text.length > f.linkMax) throw new Error(`longer than ${f.linkMax} characters`);
      state[key] = f.parse(text);
    } catch (error) {
      problems.push({ key, message: error.message });
    }
  }
  return { state, problems };
}

/**
 * Writes the fields that differ from their defaults; the others are removed so links stay short. A value
 * longer than its field's `linkMax` is left out (the link carries the default), unless `file`.
 */
export function writeState(spec, state, params, prefix = '', { file = false } = {}) {
  for (const [key, f] of Object.entries(spec)) {
    const text = f.format(state[key]);
    if (text === f.format(f.default) || (!file && f.linkMax !== undefined && text.length > f.linkMax)) params.delete(prefix + key);
    else params.set(prefix + key, text);
  }
  return params;
}

/** The keys whose value a link cannot carry (longer than the field's linkMax). */
export function unlinkedKeys(spec, state) {
  return Object.entries(spec)
    .filter(([key, f]) => f.linkMax !== undefined && f.format(state[key]).length > f.linkMax)
    .map(([key]) => key);
}
