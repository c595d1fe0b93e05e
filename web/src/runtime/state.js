// Panel state, declared once per panel as fields with a default, and mirrored in the URL query.
// Every field parses hostile text safely: a bad value falls back to the default and is reported.
import { BIDI_CONTROLS } from '../api/describe.js';
import { parseCell } from '../format.js';

/** A field: {default, parse(text) → value (throws on bad text), format(value) → text}; its bounds (min, max,
 * maxLength) and options kept for messages and for the controls that show them (a slider's ends). */
const field = (spec) => spec;

const QUOTED_LENGTH = 40;

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
 * Reads a panel's state from URL parameters named `${prefix}${key}`.
 * @returns {{state: object, problems: {key: string, message: string}[]}}
 */
export function readState(spec, params, prefix = '') {
  const state = {};
  const problems = [];
  for (const [key, f] of Object.entries(spec)) {
    const text = params.get(prefix + key);
    state[key] = structuredClone(f.default);
    if (text === null) continue;
    try {
      state[key] = f.parse(text);
    } catch (error) {
      problems.push({ key, message: error.message });
    }
  }
  return { state, problems };
}

/** Writes the fields that differ from their defaults; the others are removed so links stay short. */
export function writeState(spec, state, params, prefix = '') {
  for (const [key, f] of Object.entries(spec)) {
    const text = f.format(state[key]);
    if (text === f.format(f.default)) params.delete(prefix + key);
    else params.set(prefix + key, text);
  }
  return params;
}
