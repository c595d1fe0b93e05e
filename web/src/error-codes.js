// Every error code the facade can throw, listed once: the core's and the binding layer's come from the
// module (the build writes wasm/error-codes.js from it); the codes raised in JavaScript are listed here.
import { CORE_ERROR_CODES } from './wasm/error-codes.js';

export const SUPERSEDED = 'SUPERSEDED';
export const CANCELLED = 'CANCELLED';

/** [{name, about}] for the codes raised in JavaScript (docs/api.md's table reads `about`). */
export const FACADE_ERROR_CODES = Object.freeze([
  { name: 'RAGGED', about: 'nested arrays with rows of different lengths (`error.row` says which)' },
  { name: 'NOT_A_NUMBER', about: 'a matrix or list entry that is not a number (`error.row`, `error.col` or `error.index`)' },
  { name: 'LOAD_FAILED', about: 'the `.wasm` could not be fetched' },
  { name: 'WORKER_FAILED', about: 'the compute worker could not start or stopped' },
  { name: SUPERSEDED, about: 'a newer request on the same worker channel replaced this one' },
  { name: CANCELLED, about: 'the worker job was cancelled' },
]);

/** Every code, core first. */
export const ERROR_CODES = Object.freeze([...CORE_ERROR_CODES, ...FACADE_ERROR_CODES].map(({ name }) => name));
