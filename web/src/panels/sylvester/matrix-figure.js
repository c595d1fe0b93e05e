// The Sylvester panel's matrix and its controls: the editor of G with the shaded block and its note, the
// presets, the size buttons (a new row and column start as the identity's) and "send to the similarity table".
// Part of the controller: a matrix goes to onSetMatrix, which asks the core first. The preset's note of the
// question's matrix waits until the reader has answered the question above the panel.
import { h } from '../../dom.js';
import { createMatrixEditor } from '../../widgets/matrix-editor.js';
import { createPresets } from '../../widgets/presets.js';
import { createSendButton } from '../../widgets/send-button.js';
import { createSizeRow } from '../../widgets/size-row.js';
import { PRESETS } from './presets.js';
import { MAX_ORDER, MIN_ORDER, STATE, presetOf } from './state.js';

const labelsFor = (n) => Array.from({ length: n }, (_, i) => String(i + 1));

/**
 * @param {{t: Function, store: object, send: Function, canSend: Function,
 *   onSetMatrix: (rows: number[][], options: {fromEditor?: boolean, step?: number}) => void,
 *   whenGuessed: (listener: () => void) => void}} options
 *   whenGuessed: the context's, called once the question above the panel is answered or skipped
 */
export function createMatrixFigure({ t, store, send, canSend, onSetMatrix, whenGuessed }) {
  const state = store.get;
  let sized = state().m; // the matrix on screen, as showSize had it
  // While the question above is open, the note of its matrix (the article's A: "all positive") waits.
  const asked = STATE.m.format(state().m);
  let open = true;
  const withheld = (m) => open && STATE.m.format(m) === asked;
  const editor = createMatrixEditor({
    t,
    name: 'G',
    labels: labelsFor(state().m.length),
    onChange: (rows) => onSetMatrix(rows, { fromEditor: true }),
  });
  const blockNote = h('p', { class: 'block-note figure-note' }); // what the shading shows
  const presets = createPresets({
    label: t('sylvester.presets'),
    buttons: Object.keys(PRESETS).map((key) => [t(`sylvester.preset.${key}`), () => onSetMatrix(PRESETS[key], { step: 1 })]),
  });
  const sizeRow = createSizeRow({
    className: 'matrix-size',
    addLabel: t('sylvester.size.add'),
    removeLabel: t('sylvester.size.remove'),
    min: MIN_ORDER,
    max: MAX_ORDER,
    onResize: resize,
  });
  const sendButton = createSendButton({
    label: t('sylvester.send'),
    target: 'similarity',
    send,
    canSend,
    value: () => state().m.map((row) => [...row]),
  });
  const element = h(
    'figure',
    { class: 'matrix-figure' },
    h('figcaption', {}, t('sylvester.matrix')),
    ...presets.elements,
    editor.element,
    blockNote,
    sizeRow.element,
    sendButton,
  );

  /** The size buttons and the preset's note for the matrix on screen. */
  function showSize(m) {
    sized = m;
    sizeRow.show(m.length);
    const preset = presetOf(m);
    presets.note(preset && !withheld(m) ? t(`sylvester.note.${preset}`) : '');
  }

  function resize(change) {
    const { m } = state();
    const n = m.length + change;
    // A new row and column start as those of the identity, so the leading blocks before it do not change.
    onSetMatrix(
      Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => m[i]?.[j] ?? (i === j ? 1 : 0))),
      {},
    );
  }

  // The question answered (or skipped, or none asked): the note again, now that it gives nothing away.
  whenGuessed(() => {
    open = false;
    showSize(sized);
  });

  return {
    element,
    /** The editor holds `m` (a new matrix, not one typed there). */
    setMatrix: (m) => editor.setMatrix(m, { labels: labelsFor(m.length) }),
    showSize,
    /** Shades the cells on rows and columns `indices` (0-based) in the editor, and says which block that is. */
    shade(indices, note) {
      const on = new Set(indices);
      editor.highlight((i, j) => on.has(i) && on.has(j), 'in-block');
      blockNote.textContent = note;
    },
  };
}
