// Reads a pasted X: one token per line, numbers separated by spaces, tabs, commas or semicolons. Parsing
// only; the core checks the numbers' size and the limits again.
import { parseCell } from '../../format.js';
import { LIMITS } from '../../wasm/limits.js';

const MAX_PASTE = 200000;

/** @returns {{rows: number[][]} | {problem: {key: string, params: object}}} */
export function parseRows(text) {
  const fail = (key, params = {}) => ({ problem: { key: `attention.paste.${key}`, params } });
  const bounds = { rows: LIMITS.maxAttentionTokens, cols: LIMITS.maxAttentionWidth };
  if (String(text).length > MAX_PASTE) return fail('tooLarge', bounds);
  const lines = String(text)
    .split(/\r\n|\n|\r/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (!lines.length) return fail('empty');
  const rows = lines.map((line) => line.split(/[\s,;]+/));
  if (rows.length > bounds.rows || rows[0].length > bounds.cols) return fail('tooLarge', bounds);
  const cols = rows[0].length;
  const values = [];
  for (const [i, row] of rows.entries()) {
    if (row.length !== cols) return fail('ragged', { row: i + 1, count: row.length, cols });
    const parsed = row.map((cell) => parseCell(cell));
    const bad = parsed.findIndex((cell) => cell.error);
    if (bad >= 0) return fail('notNumber', { row: i + 1, text: row[bad].slice(0, 20) });
    values.push(parsed.map((cell) => cell.value));
  }
  return { rows: values };
}
