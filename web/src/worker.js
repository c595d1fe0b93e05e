// Runs facade calls off the main thread: {id, method, args} in, {id, value} or {id, error} out. Its first
// message is {init}: the page's compiled parts ({flavour, modules}), or null when the page has none. A call
// whose part the worker lacks loads that part here first (fetched and compiled in the worker). If a part
// cannot load here, the worker says so once ({failed}) and answers nothing more: the client runs its calls on
// the main thread instead.
import { loadGramLab, partOf } from './gramlab.js';

let flavour; // the page's build, so every part loaded here is of the same flavour
let failed = false;

function load(parts, modules) {
  const loading = loadGramLab({ flavour, modules, parts });
  loading.catch((error) => {
    if (failed) return;
    failed = true;
    self.postMessage({ failed: { code: error.code ?? 'LOAD_FAILED', message: error.message } });
  });
  return loading;
}

self.onmessage = async ({ data }) => {
  if ('init' in data) {
    if (!data.init) return; // nothing compiled on the page: each call loads its own part
    flavour = data.init.flavour;
    return load(Object.keys(data.init.modules), data.init.modules);
  }
  const { id, method, args } = data;
  const part = partOf(method);
  let gramlab;
  try {
    if (!part) throw Object.assign(new Error(`no method ${method}`), { code: 'BAD_ARGUMENT' });
    gramlab = await load([part]);
  } catch (error) {
    if (part) return; // the load failed: reported once above
    return self.postMessage({ id, error: { code: error.code, message: error.message } });
  }
  try {
    self.postMessage({ id, value: gramlab[method](...args) });
  } catch (error) {
    // A GramLabError's own fields (its details: kind, position, i, j, row, col) travel with it.
    self.postMessage({ id, error: { ...error, code: error.code ?? 'INTERNAL', message: error.message } });
  }
};
