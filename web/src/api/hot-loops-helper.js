// The helper lane of a threads part (api/hot-loops-lanes.js): a worker — node's worker_threads or a browser's
// module Worker — that instantiates the part's hot loops on the part's shared memory and serves the halves
// posted on the control block for as long as it lives. Its first message: {module, memory, control}, to which it
// answers 'ready' once instantiated; or {port}, a MessagePort on which that message comes and 'ready' goes (a
// browser's page starts the helpers of its workers' parts: loadGramLab's `helper`).
import { serveLanes } from './hot-loops-lanes.js';

const inNode = typeof process === 'object' && typeof process.versions?.node === 'string';
const port = inNode ? (await import('node:worker_threads')).parentPort : globalThis;

const start = async ({ module, memory, control }, replies) => {
  const instance = await WebAssembly.instantiate(module, { env: { memory } });
  replies.postMessage('ready');
  serveLanes(control, instance.exports, memory);
};

/** The first message, from `from`: the start itself, or the port it comes on. */
function first(data, from) {
  const { port: other } = data;
  if (!other) return start(data, from);
  if (inNode) other.once('message', (message) => start(message, other));
  else {
    other.addEventListener('message', (event) => start(event.data, other), { once: true });
    other.start();
  }
}

if (inNode) port.once('message', (data) => first(data, port));
else port.addEventListener('message', (event) => first(event.data, port), { once: true });
