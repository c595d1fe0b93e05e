// The panel's URL state: the table, its item names, c, the vectors X, the open view and the last random seed.
import { ARTICLE_S } from '../../article-matrices.js';
import { translator } from '../../runtime/i18n.js';
import { fields } from '../../runtime/state.js';
import { labelProblem } from '../../widgets/matrix-labels.js';
import { DEFAULT_C, PLANE_VECTORS } from './presets.js';
import { MAX_DIMENSION, MAX_ITEMS, letter, tableProblem } from './table.js';

const VIEWS = ['repair', 'vectors', 'geometry'];

// Link problems are reported in English, like the shared fields' own messages: only the English page shows
// them (app.linkDetail), and its table is loaded before the store reads the link.
const english = (key, params) => translator('en')(key, params);

// The shared matrix field, narrowed to what the table editor can hold.
function tableField() {
  const base = fields.matrix({ default: ARTICLE_S, maxRows: MAX_ITEMS, maxCols: MAX_ITEMS, square: true });
  return {
    ...base,
    parse(text) {
      const rows = base.parse(text);
      const problem = tableProblem(rows);
      if (problem) throw new Error(english(`similarity.${problem.key}`, problem.params));
      return rows;
    },
  };
}

// Names as "A,문서 2,C"; a name equal to its default letter is written empty, and trailing ones are dropped,
// so a link carries only the names the reader changed.
function labelsField() {
  return {
    default: [],
    parse(text) {
      const labels = String(text)
        .split(',')
        .map((label) => label.trim());
      if (labels.length > MAX_ITEMS) throw new Error(`more than ${MAX_ITEMS} names`);
      const bad = labels.find((label) => label !== '' && labelProblem(label));
      if (bad !== undefined) throw new Error(`"${bad.slice(0, 20)}" is not a name (up to 16 characters, no , or ;)`);
      return labels;
    },
    format(labels) {
      const given = labels.map((label, i) => (label === letter(i) ? '' : label));
      while (given.length && given.at(-1) === '') given.pop();
      return given.join(',');
    },
  };
}

export const STATE = {
  m: tableField(),
  labels: labelsField(),
  c: fields.numberList({ default: DEFAULT_C, maxLength: MAX_ITEMS }),
  x: fields.matrix({ default: PLANE_VECTORS, maxRows: MAX_ITEMS, maxCols: MAX_DIMENSION }),
  view: fields.choice({ default: 'repair', options: VIEWS }),
  seed: fields.integer({ default: 0 }),
};

/** Whether `key` holds something other than its default (so it came from a link or the reader). */
export const isCustom = (state, key) => STATE[key].format(state[key]) !== STATE[key].format(STATE[key].default);
