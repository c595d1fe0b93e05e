// The similarity panel's table and its controls: the editor of S (cells and names), the presets (the article's
// S, A, B, the identity, a random Gram matrix drawn in the core), the size buttons, the paste box and "send to
// Sylvester". Part of the controller: a new table goes to onSetTable, an edit to onEdit, new names to onRename.
import { h } from '../../dom.js';
import { ARTICLE_S, SYLVESTER_A, SYLVESTER_B } from '../../article-matrices.js';
import { createMatrixEditor } from '../../widgets/matrix-editor.js';
import { createPresets } from '../../widgets/presets.js';
import { createSendButton } from '../../widgets/send-button.js';
import { createSizeRow } from '../../widgets/size-row.js';
import * as compute from './compute.js';
import { parseTable } from './paste.js';
import { identity } from './presets.js';
import { MAX_ITEMS, MIN_ITEMS, resizeTable, tableProblem } from './table.js';

/**
 * @param {{t: Function, uid: string, gramlab: object, store: object, labels: () => string[], send: Function,
 *   canSend: Function, showError: Function, onEdit: (rows: number[][]) => void, onRename: (names: string[]) => void,
 *   onSetTable: (rows: number[][], names: string[], history: import('../panel.js').HistoryMode) => void}} options
 */
export function createTableFigure({ t, uid, gramlab, store, labels, send, canSend, showError, onEdit, onRename, onSetTable }) {
  const state = store.get;
  const editor = createMatrixEditor({
    t,
    name: 'S',
    labels: labels(),
    editableLabels: true,
    onChange: onEdit,
    onLabelsChange: onRename,
    onPaste: (text) => pasteTable(text),
  });
  const sizeRow = createSizeRow({
    className: 'table-size',
    addLabel: t('similarity.size.add'),
    removeLabel: t('similarity.size.remove'),
    min: MIN_ITEMS,
    max: MAX_ITEMS,
    onResize: (step) => {
      presets.note('');
      onSetTable(resizeTable(state().m, state().m.length + step), labels(), 'push');
    },
  });
  // A preset is a table of its own: its items take their default names, not the reader's ones.
  const preset = (key, rows) => [
    t(key),
    () => {
      presets.note('');
      onSetTable(rows(), [], 'push');
    },
  ];
  const presets = createPresets({
    label: t('similarity.presets'),
    announce: true,
    buttons: [
      preset('similarity.preset.S', () => ARTICLE_S),
      preset('similarity.preset.A', () => SYLVESTER_A),
      preset('similarity.preset.B', () => SYLVESTER_B),
      preset('similarity.preset.identity', () => identity(state().m.length)),
      [t('similarity.preset.random'), () => randomGram()],
    ],
  });
  const sendButton = createSendButton({
    label: t('similarity.send'),
    target: 'sylvester',
    send,
    canSend,
    value: () => state().m.map((row) => [...row]),
  });
  const element = h(
    'figure',
    { class: 'table-figure' },
    h('figcaption', {}, t('similarity.table')),
    ...presets.elements,
    editor.element,
    sizeRow.element,
    createPasteBox(),
    sendButton,
  );

  // Random vectors X (n × d, d from the vectors view) drawn in the core, and their Gram matrix XXᵀ.
  function randomGram() {
    const seed = state().seed + 1;
    const [n, d] = [state().m.length, state().x[0].length];
    try {
      const { x, rows } = compute.randomGram(gramlab, seed, n, d);
      store.set({ seed, x }, { history: 'none', silent: true }); // written with the table, as one entry
      presets.note(t('similarity.preset.randomNote', { seed, n, d }));
      onSetTable(rows, [], 'push');
    } catch (error) {
      showError(error);
    }
  }

  function createPasteBox() {
    const id = `${uid}-paste`;
    const area = h('textarea', { id, rows: 4, cols: 36, spellcheck: 'false', placeholder: '1\t0.9\t0.2\n0.9\t1\t0.9\n0.2\t0.9\t1' });
    const message = h('p', { class: 'paste-message', role: 'status' });
    const apply = () => {
      const problem = pasteTable(area.value);
      area.toggleAttribute('aria-invalid', Boolean(problem));
      message.classList.toggle('error', Boolean(problem));
      message.textContent = problem ?? t('similarity.paste.done', { n: state().m.length });
    };
    return h(
      'details',
      { class: 'paste-box' },
      h('summary', {}, t('similarity.paste.summary')),
      h('label', { for: id }, t('similarity.paste.label')),
      area,
      h('p', {}, h('button', { type: 'button', onclick: apply }, t('similarity.paste.apply'))),
      message,
    );
  }

  // A pasted table replaces S (names too, if it has them); anything else leaves S alone and says why.
  function pasteTable(text) {
    const parsed = parseTable(text);
    const problem = parsed.problem ?? tableProblem(parsed.rows);
    if (problem) return `${t(`similarity.${problem.key}`, problem.params)} ${t('similarity.paste.unchanged')}`;
    presets.note('');
    onSetTable(parsed.rows, parsed.labels ?? labels(), 'push');
    return null;
  }

  return { element, editor, sizeRow, clearNote: () => presets.note('') };
}
