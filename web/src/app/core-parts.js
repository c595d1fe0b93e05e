// The core's parts as the page loads them: "core" first, on every page (the first panel's calls, the limits);
// each panel's own parts before it mounts, and those its first result does without after it. A panel's worker
// loads the part of each job itself.
import { h } from '../dom.js';
import { loadGramLab } from '../gramlab.js';

const noop = () => {};

export const loadFirstPart = () => loadGramLab({ parts: ['core'] });

/** The facade once `core` (the first part, loading) is in and `parts` are loaded too. */
export async function withParts(core, parts) {
  const gramlab = await core;
  await gramlab.loadParts(parts);
  return gramlab;
}

// The parts a panel's first result does without (panels/index.js, laterParts): loaded once start() is called,
// after the panel has mounted and shown that result; `loaded` settles then. The section's data-later-parts
// says where they are (loading, loaded, failed), for whoever waits for the whole panel (an embedder, a test).
/** @param {{loadParts(names: readonly string[]): Promise<void>}} gramlab @param {readonly string[]} [parts] @param {HTMLElement} section */
export function afterFirstResult(gramlab, parts = [], section) {
  let start = noop;
  const loaded = new Promise((resolve) => (start = resolve)).then(() => gramlab.loadParts(parts));
  if (parts.length) {
    section.dataset.laterParts = 'loading';
    loaded.then(
      () => (section.dataset.laterParts = 'loaded'),
      () => (section.dataset.laterParts = 'failed'),
    );
  } else loaded.catch(noop);
  return { loaded, start };
}

// Waits for the module (`first`: the load already under way). A failure says so with a Retry button that loads
// again, so the page never stays at
// "Loading…" and never needs a reload.
export function loadWithRetry(status, t, first) {
  return new Promise((resolve) => {
    const attempt = (load = loadFirstPart()) => {
      status.classList.remove('error');
      status.replaceChildren(t('app.loading'));
      load.then(
        (gramlab) => {
          status.remove();
          resolve(gramlab);
        },
        (error) => {
          status.classList.add('error');
          const retry = h('button', { type: 'button', class: 'retry', onclick: () => attempt() }, t('app.retry'));
          status.replaceChildren(t('app.loadFailed', { message: error.message }), ' ', retry);
        },
      );
    };
    attempt(first);
  });
}
