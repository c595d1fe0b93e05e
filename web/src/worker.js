// Runs facade calls off the main thread: {id, method, args} in, {id, value} or {id, error} out. Its first
// message is {init}: the page's compiled core ({flavour, module}), or null when the page has none, and the
// worker then fetches and compiles the .wasm itself. If the module cannot load here, the worker says so once
// ({failed}) and answers nothing more: the client runs its calls on the main thread instead.
import { loadGramLab } from './gramlab.js';

let ready = null;

function load(init) {
  ready = loadGramLab(init ?? {});
  ready.catch((error) => self.postMessage({ failed: { code: error.code ?? 'LOAD_FAILED', message: error.message } }));
}

self.onmessage = async ({ data }) => {
  if ('init' in data) return load(data.init);
  const { id, method, args } = data;
  if (!ready) load(null);
  let gramlab;
  try {
    gramlab = await ready;
  } catch {
    return; // reported once above
  }
  try {
    if (typeof gramlab[method] !== 'function') throw Object.assign(new Error(`no method ${method}`), { code: 'BAD_ARGUMENT' });
    self.postMessage({ id, value: gramlab[method](...args) });
  } catch (error) {
    // A GramLabError's own fields (its details: kind, position, i, j, row, col) travel with it.
    self.postMessage({ id, error: { ...error, code: error.code ?? 'INTERNAL', message: error.message } });
  }
};
