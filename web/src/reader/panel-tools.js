// A panel's own tools above its content: Reset (back to the declared defaults, one history entry), "copy as
// numpy" (a Python snippet reproducing the panel's figures, the module's numpy(state, view)) and Embed (퍼가기: the
// panel as it is now for a blog, reader/embed-dialog.js). They work before the panel's code is in: Reset changes
// only the store; copy as numpy and Embed load and mount the panel first.
import { h } from '../dom.js';
import { copyTargets, copyText } from './copy-text.js';

/**
 * @param {{t: Function, store: object, load: () => Promise<{module: {numpy: Function}, view: object}>,
 *   embed: (opener: HTMLElement) => Promise<unknown>}} options
 *   load: the panel mounted (once); view is what its mount returned (data on screen a recipe may need);
 *   embed: opens the Embed dialog, `opener` getting the focus back when it closes
 * @returns {HTMLElement}
 */
export function panelTools({ t, store, load, embed }) {
  const numpy = copyTargets(t('export.numpy.field'), { multiline: true });
  const reset = () => {
    // As on Back: the panel follows a state read from an address without its keys (its defaults) ...
    store.reload(new URLSearchParams());
    // ... and that state becomes one history entry.
    store.set({}, { history: 'push' });
  };
  const copy = async () => {
    const { module, view } = await load().catch(() => ({})); // a failed load says so in the panel
    if (module) await copyText(module.numpy(store.get(), view), { ...numpy, t });
  };
  const open = async (event) => {
    const opener = event.currentTarget;
    opener.disabled = true; // one dialog at a time, while its code and the picture come
    try {
      if (await load().then(Boolean, () => false)) await embed(opener);
    } finally {
      opener.disabled = false;
    }
  };
  return h(
    'div',
    { class: 'panel-tools' },
    h('button', { type: 'button', class: 'reset', onclick: reset }, t('panel.reset')),
    h('button', { type: 'button', class: 'copy-numpy', onclick: copy }, t('export.numpy')),
    h('button', { type: 'button', class: 'embed-open', 'aria-haspopup': 'dialog', onclick: open }, t('embed.button')),
    numpy.status,
    numpy.field,
  );
}
