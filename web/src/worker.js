// Runs facade calls off the main thread: {id, method, args, lanes?} in, {id, value} or {id, error} out. Its first
// message is {init}: the page's compiled parts ({flavour, modules}), or null when the page has none. Nothing is
// instantiated then: a part is loaded when the first call that needs it arrives, or when {warm: parts} asks
// (the page is idle), from the page's compiled module for it when there is one, else fetched and compiled
// here. If a part cannot load here, the worker says so once ({failed}) and answers nothing more: the client
// runs its calls on the main thread instead. Where the page is cross-origin isolated and runs the relaxed flavour,
// the eigensolver's parts run on two lanes (loadGramLab's threads: 2; a helper worker each) — on one for a call
// that says `lanes: 1` — anywhere else, and in every embed (a blog page is not isolated), on one. A helper lane is
// started by the page ({helper: port} out; runtime/worker-client.js), not here: in Firefox ESR 153 a Worker
// constructed inside a worker blocked that worker for good about once in 25 (13 of 16 runs of 60 hung), while 240
// constructed by a page never did.
import { loadGramLab, partOf } from './gramlab.js';
import { flavourFor } from './api/wasm-flavour.js';
import { BUILT_FLAVOURS } from './wasm/flavours.js';

let page = {}; // {flavour, modules}: every part loaded here is of the page's flavour, from its module if any
let failed = false;

const lanes = () => (self.crossOriginIsolated === true && (page.flavour ?? flavourFor(BUILT_FLAVOURS)) === 'relaxed' ? 2 : 1);

/** A port to a new helper lane, which the page starts and hands the other end. */
function helperFromPage() {
  const { port1, port2 } = new MessageChannel();
  self.postMessage({ helper: port2 }, [port2]);
  return port1;
}

function load(parts) {
  const loading = loadGramLab({ ...page, parts, threads: lanes(), helper: helperFromPage });
  loading.catch((error) => {
    if (failed) return;
    failed = true;
    self.postMessage({ failed: { code: error.code ?? 'LOAD_FAILED', message: error.message } });
  });
  return loading;
}

self.onmessage = async ({ data }) => {
  if ('init' in data) {
    page = data.init ?? {};
    return;
  }
  if ('warm' in data) {
    load(data.warm).catch(() => {}); // a failure is reported once, above
    return;
  }
  const { id, method, args, lanes = 2 } = data;
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
    gramlab.useLanes(lanes); // one, for a step of a split job beside other workers' (runtime/worker-pool.js)
    self.postMessage({ id, value: gramlab[method](...args) });
  } catch (error) {
    // A GramLabError's own fields (its details: kind, position, i, j, row, col) travel with it.
    self.postMessage({ id, error: { ...error, code: error.code ?? 'INTERNAL', message: error.message } });
  }
};
