// Pasted points: one point per line, coordinates separated by commas, spaces or tabs (a CSV from a
// spreadsheet or numpy.savetxt). Bad text is explained at the textarea and never passed on.
// Its strings (points.*) live in i18n/<lang>/points.js, part of every language's table; cell messages are the
// common cell.* keys.
import { h } from '../dom.js';
import { parseCell } from '../format.js';
import { fields } from '../runtime/state.js';
import { LIMITS } from '../wasm/limits.js';

// Pasted points ride in the link up to this many characters of their text: some mail and chat programs cut a
// longer link. Past it the points are still used, the link carries the seeded points, and the widget says so.
export const POINTS_LINK_MAX_CHARS = 2000;

const pointsMatrix = fields.matrix({ default: [], maxRows: LIMITS.maxPoints, maxCols: LIMITS.maxDimension });

/**
 * The URL field of pasted points ("1,2;3,4"); [] when the seeded points are in use. The store holds every
 * pasted point; a link carries them up to POINTS_LINK_MAX_CHARS, a state file (reader/state-file.js) all.
 */
export const pointsField = () => ({ ...pointsMatrix, linkMax: POINTS_LINK_MAX_CHARS });

/** Whether pasted `rows` (null: the seeded points) are past what a link carries: the link, a state file's note
 * (reader/state-file.js, through the field's linkMax) and every sentence about the points agree through this. */
export const pointsUnlinked = (rows) => rows !== null && rows.length > 0 && pointsMatrix.format(rows).length > POINTS_LINK_MAX_CHARS;

/** Text → {rows: number[][]} or {problem: {key, params}}; sizes are left to the core (its limits, its message). */
export function parsePoints(text) {
  // Blank lines and # comments (numpy.savetxt's header) are skipped; messages count the lines as typed.
  const lines = String(text)
    .split(/\r?\n/)
    .map((line, i) => ({ line: line.trim(), number: i + 1 }))
    .filter(({ line }) => line && !line.startsWith('#'));
  if (!lines.length) return { problem: { key: 'points.empty' } };
  const rows = [];
  for (const { line, number } of lines) {
    const cells = line.split(/[\s,;]+/).filter(Boolean);
    if (rows.length && cells.length !== rows[0].length)
      return { problem: { key: 'points.ragged', params: { row: number, count: cells.length, first: rows[0].length } } };
    const row = [];
    for (const [j, cell] of cells.entries()) {
      const { value, error } = parseCell(cell);
      if (error) return { problem: { key: 'points.cell', params: { row: number, col: j + 1, cell: cell.slice(0, 20), error } } };
      row.push(value);
    }
    rows.push(row);
  }
  return { rows };
}

/**
 * @param {{id: string, t: Function, onApply: (rows: number[][]) => void, onReset: () => void}} options
 */
export function createPointsInput({ id, t, onApply, onReset }) {
  const textarea = h('textarea', { id, rows: 6, cols: 40, spellcheck: 'false', autocomplete: 'off', 'aria-describedby': `${id}-hint` });
  const message = h('p', { class: 'field-message', id: `${id}-message`, role: 'alert', hidden: true });
  const linkNote = h('p', { class: 'field-hint points-link', hidden: true });
  const element = h(
    'details',
    { class: 'points-input' },
    h('summary', {}, t('points.summary')),
    h('label', { for: id }, t('points.label')),
    h(
      'small',
      { id: `${id}-hint`, class: 'field-hint' },
      t('points.hint', { maxPoints: LIMITS.maxPoints, maxDimension: LIMITS.maxDimension }),
    ),
    textarea,
    message,
    linkNote,
    h(
      'div',
      { class: 'buttons' },
      h('button', { type: 'button', onclick: apply }, t('points.apply')),
      h('button', { type: 'button', onclick: onReset }, t('points.reset')),
    ),
  );

  function apply() {
    const { rows, problem } = parsePoints(textarea.value);
    if (problem) {
      const detail = problem.key === 'points.cell' ? { ...problem.params, error: t(`cell.${problem.params.error}`) } : problem.params;
      setError(`${t(problem.key, detail)} ${t('cell.kept')}`);
    } else {
      setError(null);
      onApply(rows);
    }
  }

  /** Shows `text` at the textarea (also a problem the core found, e.g. too many points), or clears it. */
  function setError(text) {
    message.hidden = !text;
    message.textContent = text ?? '';
    textarea.toggleAttribute('aria-invalid', Boolean(text));
    textarea.setAttribute('aria-describedby', text ? `${id}-hint ${message.id}` : `${id}-hint`);
  }

  /**
   * The pasted points now in use (rows, or null for the seeded ones): the textarea holds them (also when they
   * came from a link), and a note says when they are too long for the link.
   */
  function showInUse(rows) {
    setError(null);
    const unlinked = pointsUnlinked(rows);
    linkNote.hidden = !unlinked;
    linkNote.textContent = unlinked ? t('points.unlinked', { max: POINTS_LINK_MAX_CHARS }) : '';
    if (rows && parsePoints(textarea.value).rows?.join(';') !== rows.join(';'))
      textarea.value = rows.map((row) => row.join(', ')).join('\n');
  }

  return { element, textarea, setError, showInUse };
}
