// The parts of the module as the facade reads them: which part runs each function, and the caller's choice
// of parts and load options copied once into plain values (a throwing getter or a Proxy is BAD_ARGUMENT).
import { GramLabError } from './core-call.js';
import { describe, describeObject } from './describe.js';
import { errorText } from './assemble.js';
import { requireObject } from './arguments.js';
import { FLAVOURS } from './wasm-flavour.js';

/** {part: {name: signature}} → {name: part}; a name in two parts is a bug. */
export function partIndex(parts) {
  const index = {};
  for (const [part, signatures] of Object.entries(parts))
    for (const name of Object.keys(signatures)) {
      if (Object.hasOwn(index, name)) throw new GramLabError('INTERNAL', `${name} is declared in two parts`);
      index[name] = part;
    }
  return Object.freeze(index);
}

/** A list of part names, each known, without repeats, in the caller's order; anything else is BAD_ARGUMENT. */
export function readPartNames(value, known, what = 'parts') {
  return guard(what, () => {
    if (!Array.isArray(value)) throw new GramLabError('BAD_ARGUMENT', `${what} must be an array of part names, not ${describe(value)}`);
    const names = [];
    for (const name of Array.from(value)) {
      if (typeof name !== 'string' || !known.includes(name))
        throw new GramLabError('BAD_ARGUMENT', `${what}: ${describe(name)} is not a part (the parts: ${known.join(', ')})`);
      if (!names.includes(name)) names.push(name);
    }
    return names;
  });
}

/** loadGramLab's options, besides parts: each read by its own check. */
const OPTIONS = Object.freeze({
  wasmUrl: readWasmUrl,
  flavour: readFlavour,
  modules: (modules, known) => readModules(modules, known),
  timeoutMs: (ms) => readTimeout(ms),
  threads: (count) => readThreads(count),
  helper: readHelper,
});

/** loadGramLab's options, read once: {parts (at least one; all by default), wasmUrl, flavour, modules, timeoutMs, threads,
 * helper};
 * an unknown key (a misspelt timeoutMS) or a value of the wrong type is BAD_ARGUMENT, never a load that fails later. */
export function readLoadOptions(options, known) {
  return guard('options', () => {
    if (options === undefined) return { parts: [...known] };
    requireObject(options, 'the options');
    const keys = Object.keys(options);
    const unknown = keys.find((key) => key !== 'parts' && !Object.hasOwn(OPTIONS, key));
    if (unknown !== undefined)
      throw new GramLabError(
        'BAD_ARGUMENT',
        `unknown option ${describe(unknown)}; loadGramLab's options are parts, ${Object.keys(OPTIONS).join(', ')}`,
      );
    // Each known key read once (a Proxy's trap runs here, inside the guard, or never).
    const read = {};
    for (const [key, check] of Object.entries(OPTIONS)) {
      const value = options[key];
      if (value !== undefined) read[key] = check(value, known);
    }
    const parts = options.parts;
    read.parts = parts === undefined ? [...known] : readPartNames(parts, known);
    if (read.parts.length === 0) throw new GramLabError('BAD_ARGUMENT', 'parts names no part: load at least one');
    return read;
  });
}

/** A URL (text or a URL object) for the core part's .wasm, or a function part → URL for every part. */
function readWasmUrl(value) {
  if (typeof value === 'string' || value instanceof URL || typeof value === 'function') return value;
  throw new GramLabError(
    'BAD_ARGUMENT',
    `wasmUrl must be a URL (a string or a URL object) or a function from a part's name to one, not ${describeObject(value)}`,
  );
}

/** What a wasmUrl function gave for `part`: a string or a URL, else BAD_ARGUMENT naming what it gave. */
export function partWasmUrl(value, part) {
  if (typeof value === 'string' || value instanceof URL) return value;
  throw new GramLabError('BAD_ARGUMENT', `wasmUrl("${part}") must give a URL (a string or a URL object), not ${describeObject(value)}`);
}

function readFlavour(value) {
  if (FLAVOURS.includes(value)) return value;
  throw new GramLabError('BAD_ARGUMENT', `flavour must be "relaxed", "simd" or "scalar", not ${describe(value)}`);
}

/** How many lanes the eigensolver's big loops run on: 1 (every flavour) or 2 (the threads build: gramlab.js says
 * where); `what` names the option or function that was given it. */
export function readThreads(count, what = 'threads') {
  if (count === 1 || count === 2) return count;
  throw new GramLabError('BAD_ARGUMENT', `${what} must be 1 or 2, not ${describe(count)}`);
}

/** A function that starts a threads part's helper lane: what it gives is checked when it is called (gramlab.js). */
function readHelper(value) {
  if (typeof value === 'function') return value;
  throw new GramLabError(
    'BAD_ARGUMENT',
    `helper must be a function that gives a MessagePort to a new helper worker, not ${describeObject(value)}`,
  );
}

/** setTimeout's longest delay; Infinity (no timeout) stays Infinity. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

function readTimeout(ms) {
  if (ms === Number.POSITIVE_INFINITY) return ms;
  if (typeof ms !== 'number' || !(ms > 0 && ms <= MAX_TIMEOUT_MS))
    throw new GramLabError(
      'BAD_ARGUMENT',
      `timeoutMs must be a number of milliseconds above 0 and at most 2^31 − 1, or Infinity for none, not ${describe(ms)}`,
    );
  return ms;
}

function readModules(modules, known) {
  requireObject(modules, 'modules');
  const read = {};
  for (const [part, module] of Object.entries(modules)) {
    if (!known.includes(part)) throw new GramLabError('BAD_ARGUMENT', `modules: ${describe(part)} is not a part`);
    if (!(module instanceof WebAssembly.Module))
      throw new GramLabError('BAD_ARGUMENT', `modules.${part} must be a WebAssembly.Module, not ${describe(module)}`);
    read[part] = module;
  }
  return read;
}

/** Runs read(); a caller's getter or Proxy trap that throws becomes BAD_ARGUMENT. */
function guard(what, read) {
  try {
    return read();
  } catch (error) {
    if (error instanceof GramLabError) throw error;
    throw new GramLabError('BAD_ARGUMENT', `${what}: reading it threw (${errorText(error)})`);
  }
}
