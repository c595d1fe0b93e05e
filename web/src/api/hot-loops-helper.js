// The helper lane of a threads part (api/hot-loops-lanes.js): a worker — node's worker_threads or a browser's
// nested module Worker — that instantiates the part's hot loops on the part's shared memory and serves the halves
// posted on the control block for as long as it lives. Its first message: {module, memory, control}; it answers
// 'ready' once instantiated.
import { serveLanes } from './hot-loops-lanes.js';

const inNode = typeof process === 'object' && typeof process.versions?.node === 'string';
const port = inNode ? (await import('node:worker_threads')).parentPort : globalThis;

const start = async ({ module, memory, control }) => {
  const instance = await WebAssembly.instantiate(module, { env: { memory } });
  port.postMessage('ready');
  serveLanes(control, instance.exports, memory);
};

if (inNode) port.once('message', start);
else port.addEventListener('message', (event) => start(event.data), { once: true });
