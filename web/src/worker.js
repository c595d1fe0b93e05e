// Runs facade calls off the main thread: {id, method, args} in, {id, value} or {id, error} out.
import { loadGramLab } from './gramlab.js';

const ready = loadGramLab();

self.onmessage = async ({ data: { id, method, args } }) => {
  try {
    const gramlab = await ready;
    if (typeof gramlab[method] !== 'function') throw Object.assign(new Error(`no method ${method}`), { code: 'BAD_ARGUMENT' });
    self.postMessage({ id, value: gramlab[method](...args) });
  } catch (error) {
    // A GramLabError's own fields (its details: kind, position, i, j, row, col) travel with it.
    self.postMessage({ id, error: { ...error, code: error.code ?? 'INTERNAL', message: error.message } });
  }
};
