// The panel's URL state: the matrix, the current Sylvester step k and the view. Only shapes are checked
// here; whether the matrix is symmetric and finite is the core's call (see fromLink in ../sylvester.js).
import { fields } from '../../runtime/state.js';
import { LIMITS } from '../../wasm/limits.js';
import { PRESETS } from './presets.js';

export const MIN_ORDER = 2;
export const MAX_ORDER = LIMITS.maxSylvesterOrder; // the core enforces it
// For the count table's caption only: the core refuses to list past it.
export const MAX_LISTED_ORDER = LIMITS.maxPrincipalMinorOrder;
export const MODES = ['leading', 'all'];

function matrixField() {
  const base = fields.matrix({ default: PRESETS.A, maxRows: MAX_ORDER, maxCols: MAX_ORDER, square: true });
  return {
    ...base,
    parse(text) {
      const rows = base.parse(text);
      if (rows.length < MIN_ORDER) throw new Error(`${rows.length}×${rows.length}: the order must be ${MIN_ORDER} to ${MAX_ORDER}`);
      return rows;
    },
  };
}

export const STATE = {
  m: matrixField(),
  k: fields.integer({ default: 1, min: 1, max: MAX_ORDER }),
  mode: fields.choice({ default: 'leading', options: MODES }),
};

/** The preset `rows` is, if any, compared as the link writes them. */
export function presetOf(rows) {
  const text = STATE.m.format(rows);
  return Object.keys(PRESETS).find((key) => STATE.m.format(PRESETS[key]) === text) ?? null;
}
