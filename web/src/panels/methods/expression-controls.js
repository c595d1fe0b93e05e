// The methods panel's own kernel: the reader's expression, compiled by the core as it is typed (only one that
// reads is used), and a field for each of its parameters. Part of the method controls: a read expression or a
// committed parameter goes to the store, then to onRun.
import { h } from '../../dom.js';
import { compileNames, createEditor } from '../kernel-check/editor.js';
import { createParameters } from '../kernel-check/parameters.js';
import { DEFAULT_EXPRESSION } from './state.js';

/**
 * @param {{t: Function, uid: string, gramlab: object, store: object, onRun: (cause: object|null) => void}} options
 */
export function createExpressionControls({ t, uid, gramlab, store, onRun }) {
  const state = store.get;
  let names = []; // the expression's parameters
  const editor = createEditor({ id: `${uid}-expression`, t, text: state().expression, onRead: readExpression });
  const parameters = createParameters({
    uid,
    t,
    onCommit: (name, value, input) => {
      store.set({ params: { ...state().params, [name]: value } }); // an edit: its entry once it settles
      onRun(input);
    },
  });
  const element = h('div', { class: 'methods-expression' }, editor.element, parameters.element);

  function compile(text) {
    return compileNames(gramlab, text);
  }

  function readExpression() {
    const text = editor.input.value;
    const compiled = compile(text);
    if (compiled.error) return editor.showError(compiled.error, text);
    editor.showOk();
    useNames(compiled.names);
    store.set({ expression: text });
    onRun(editor);
  }

  function useNames(used) {
    names = used;
    const values = Object.fromEntries(used.map((name) => [name, state().params[name] ?? 1]));
    parameters.render(used, values);
  }

  /** The link's expression, read by the core like a typed one: a malformed one gives way to the default, and
   * its message is returned. */
  function readLink() {
    let compiled = compile(state().expression);
    const problem = compiled.error?.message ?? null;
    if (compiled.error) {
      editor.setText(DEFAULT_EXPRESSION);
      store.set({ expression: DEFAULT_EXPRESSION }, { history: 'replace' });
      compiled = compile(DEFAULT_EXPRESSION);
    }
    editor.showOk();
    useNames(compiled.names);
    return problem;
  }

  /** Back or Forward: the editor shows the address's expression, and its parameters if it reads. */
  function follow(expression) {
    editor.setText(expression);
    const compiled = compile(expression);
    if (!compiled.error) useNames(compiled.names);
  }

  return { element, editor, readLink, follow, names: () => names };
}
