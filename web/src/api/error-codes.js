// The error codes raised in JavaScript, listed once. The core's and the binding layer's come from the module
// (the build writes wasm/error-codes.js from it); the facade joins both lists (gramlab.js, `errorCodes`).

/** A job the reader cancelled: nobody waits for it, so nothing is reported. */
export const CANCELLED = 'CANCELLED';

/** [{name, about}] for the codes raised in JavaScript (docs/api.md's table reads `about`). */
export const FACADE_ERROR_CODES = Object.freeze([
  { name: 'RAGGED', about: 'nested arrays with rows of different lengths (`error.row` says which)' },
  { name: 'NOT_A_NUMBER', about: 'a matrix or list entry that is not a number (`error.row`, `error.col` or `error.index`)' },
  { name: 'LOAD_FAILED', about: 'the `.wasm` could not be fetched' },
  { name: 'WORKER_FAILED', about: 'the compute worker could not start or stopped' },
  { name: CANCELLED, about: 'the job was cancelled' },
  { name: 'NOT_LOADED', about: 'the function’s part of the module is not loaded yet (`error.part` says which; `gramlab.loadParts`)' },
]);
