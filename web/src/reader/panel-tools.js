// A panel's own tools above its content: Reset (back to the declared defaults, one history entry) and, where
// the panel declares a recipe, "copy as numpy" (a Python snippet reproducing the panel's figures).
import { h } from '../dom.js';
import { copyTargets, copyText } from './copy-text.js';

/**
 * @param {{t: Function, panel: {id: string, numpy?: (state: object, view: object) => string}, store: object,
 *   view: () => object}} options view: what the panel's mount returned (data on screen a recipe may need)
 * @returns {HTMLElement}
 */
export function panelTools({ t, panel, store, view }) {
  const numpy = panel.numpy && copyTargets(t('export.numpy.field'), { multiline: true });
  const reset = () => {
    // As on Back: the panel follows a state read from an address without its keys (its defaults) ...
    store.reload(new URLSearchParams());
    // ... and that state becomes one history entry.
    store.set({}, { history: 'push' });
  };
  return h(
    'div',
    { class: 'panel-tools' },
    h('button', { type: 'button', class: 'reset', onclick: reset }, t('panel.reset')),
    numpy &&
      h(
        'button',
        { type: 'button', class: 'copy-numpy', onclick: () => copyText(panel.numpy(store.get(), view()), { ...numpy, t }) },
        t('export.numpy'),
      ),
    numpy?.status,
    numpy?.field,
  );
}
