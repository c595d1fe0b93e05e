// The kernel checker's expression controls: k(x, y) as typed, compiled by the core as it is typed (only an
// expression that reads goes on), the presets, and the parameters' values, remembered by name. Part of the
// controller: a change goes to the store, then onRun(cause).
import { h } from '../../dom.js';
import { linkProblemText } from '../../widgets/error-text.js';
import { createPresets } from '../../widgets/presets.js';
import { compileNames, createEditor } from './editor.js';
import { createParameters } from './parameters.js';
import { PRESETS } from './presets.js';
import { DEFAULT_EXPRESSION, valuesFor } from './state.js';

// Remembered parameter values kept in the link (fields.params, runtime/state.js, accepts up to 32).
const REMEMBERED = 24;

/**
 * @param {{t: Function, uid: string, gramlab: object, store: object, onRun: (cause: object|null) => void,
 *   whenGuessed: (listener: () => void) => void}} options  whenGuessed: the context's (a preset's note says the verdict)
 */
export function createExpressionControls({ t, uid, gramlab, store, onRun, whenGuessed }) {
  const state = store.get;
  // A preset's note says whether it is a kernel: it waits for the question above (answered, skipped, or none).
  let note = '';
  let open = true;
  let names = []; // the parameters of the expression being checked
  const editor = createEditor({ id: `${uid}-expression`, t, text: state().expression, onRead: readExpression });
  const parameters = createParameters({
    uid,
    t,
    onCommit: (name, value, field) => {
      store.set({ params: remember({ ...state().params, [name]: value }) }, { history: 'none' });
      onRun(field);
    },
  });
  const presets = createPresets({
    label: t('kernel.presets'),
    announce: true,
    buttons: PRESETS.map((preset) => [t(`kernel.preset.${preset.id}`), () => choosePreset(preset)]),
  });
  whenGuessed(() => {
    open = false;
    if (note) presets.note(note);
  });

  function compile(text) {
    return compileNames(gramlab, text);
  }

  function readExpression() {
    const text = editor.input.value;
    const { names: used, error } = compile(text);
    if (error) return editor.showError(error, text);
    editor.showOk();
    useExpression(text, used, 'debounce');
  }

  /** `text` compiled with parameters `used`: the fields follow, the store takes it, the check runs. */
  function useExpression(text, used, history, given = {}) {
    names = used;
    const params = remember({ ...state().params, ...given });
    parameters.render(used, valuesFor(used, params));
    store.set({ expression: text, params }, { history });
    onRun(editor);
  }

  function choosePreset(preset) {
    editor.setText(preset.expression);
    editor.showOk();
    note = t(`kernel.presetNote.${preset.id}`);
    if (!open) presets.note(note);
    parameters.setValues(preset.params);
    useExpression(preset.expression, compile(preset.expression).names, 'push', preset.params);
  }

  // Remembered values: those of the current names first, then the most recent others, up to REMEMBERED.
  function remember(params) {
    const keep = [...names, ...Object.keys(params).reverse()].filter(
      (name, i, all) => Object.hasOwn(params, name) && all.indexOf(name) === i,
    );
    return Object.fromEntries(keep.slice(0, REMEMBERED).map((name) => [name, params[name]]));
  }

  return {
    element: h('div', { class: 'kernel-input' }, editor.element, ...presets.elements, parameters.element),
    editor,
    names: () => names,
    /** The link's expression, read by the core like a typed one: a malformed one gives way to the default, and
     * what was wrong with it is returned (null when it read). */
    readLink() {
      const text = state().expression;
      let { names: used, error } = compile(text);
      let problem = null;
      if (error) {
        problem = t('kernel.urlExpression', {
          message: `${t(`kernel.kind.${error.kind}`)} (${linkProblemText(t, error.message, text)})`,
        });
        editor.setText(DEFAULT_EXPRESSION);
        store.set({ expression: DEFAULT_EXPRESSION }, { history: 'replace' });
        used = compile(DEFAULT_EXPRESSION).names;
      }
      editor.showOk();
      names = used;
      parameters.render(used, valuesFor(used, state().params));
      return problem;
    },
    /** Back or Forward: the editor and the parameters show the address's; false when its expression does not
     * read (the editor says why). */
    follow(next) {
      editor.setText(next.expression);
      const { names: used, error } = compile(next.expression);
      if (error) {
        editor.showError(error, next.expression);
        return false;
      }
      editor.showOk();
      names = used;
      parameters.render(used, valuesFor(used, next.params));
      parameters.setValues(valuesFor(used, next.params));
      return true;
    },
  };
}
