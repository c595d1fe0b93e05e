// The facade's argument kinds. Each kind checks one argument and COPIES it into plain data (fresh
// Float64Arrays, fresh null-prototype objects of primitives), returning the core's arguments as a list:
// whatever the caller passed — a getter, a Proxy, a subclass — is read here, once, and never from C++.
// Sizes are checked against the module's limits before anything is allocated: a matrix's rows and columns, a
// string's length, an object's key count (limits.maxNameLength, maxExpressionLength, maxObjectKeys).
import { GramLabError, pastLimit } from './core-call.js';
import { describe, describeObject, isPlainObject } from './describe.js';
import { toMatrix, toNumbers } from './matrix.js';

const SEED_RANGE = 'a whole number from 0 to 2^64 − 1 (a BigInt past 2^53)';

/** The largest matrix any core function takes: a square of order maxMatrixOrder or n points of dimension d. */
export const matrixBound = (limits) => ({
  rows: Math.max(limits.maxMatrixOrder, limits.maxPoints),
  cols: Math.max(limits.maxMatrixOrder, limits.maxDimension),
});

/** A seed as the core reads it: canonical decimal text. Numbers must be safe integers; BigInts reach 2^64 − 1. */
export function seedText(seed, what) {
  const ok =
    (typeof seed === 'number' && Number.isSafeInteger(seed) && seed >= 0) || (typeof seed === 'bigint' && seed >= 0n && seed < 2n ** 64n);
  if (!ok) throw new GramLabError('BAD_ARGUMENT', `${what}: seed ${describe(seed)} is not ${SEED_RANGE}`);
  return String(seed);
}

function primitive(value, what, type, expected) {
  if (typeof value !== type) throw new GramLabError('BAD_ARGUMENT', `${what} must be ${expected}, not ${describe(value)}`);
  return value;
}

/** A name (a kernel kind, a repair method, a data set kind): a string of at most maxNameLength characters. */
export function nameText(value, what, limits) {
  primitive(value, what, 'string', 'a string');
  if (value.length > limits.maxNameLength)
    throw new GramLabError('BAD_ARGUMENT', `${what} is ${value.length} characters long; a name has at most ${limits.maxNameLength}`);
  return value;
}

/**
 * An expression's text. One of more than 2 · maxExpressionLength UTF-16 units has more than maxExpressionLength
 * characters whatever they are: refused here as the core would refuse it (BAD_EXPRESSION, TOO_LONG), never
 * copied; a shorter one is the core's to count and judge.
 */
export function expressionText(value, what, limits) {
  primitive(value, what, 'string', 'a string');
  const max = limits.maxExpressionLength;
  if (value.length > 2 * max)
    throw new GramLabError('BAD_EXPRESSION', `the expression is longer than ${max} characters`, { kind: 'TOO_LONG', position: max });
  return value;
}

// Each kind: (value, what, limits) → the core's arguments.
export const matrix = (value, what, limits) => [toMatrix(value, matrixBound(limits), what)];
export const numbers = (value, what, limits) => [toNumbers(value, matrixBound(limits).rows, what)];
export const number = (value, what) => [primitive(value, what, 'number', 'a number')];
/** A size or count: a finite JS number (NOT_FINITE otherwise); the core says BAD_ARGUMENT or TOO_LARGE (with the number). */
export const count = (value, what) => [finite(primitive(value, what, 'number', 'a number'), what)];
export const name = (value, what, limits) => [nameText(value, what, limits)];
export const expression = (value, what, limits) => [expressionText(value, what, limits)];
export const seed = (value, what) => [seedText(value, what)];
/** true or false; left out, false. */
export const flag = (value, what) => [value === undefined ? false : primitive(value, what, 'boolean', 'true or false')];

/** A core option struct, passed whole: every own key copied (primitives only); the core rejects unknown keys. */
export const struct = (value, what, limits) => {
  const given = requireObject(value, what);
  return [copyObject(given, ownKeys(given, what, limits), () => primitiveValue, limits)];
};

/** Options the facade itself declares, read into the core's positional arguments; unknown keys are rejected. */
export function options(kinds) {
  return (value, what, limits) => {
    const given = value === undefined ? {} : requireObject(value, what);
    const keys = ownKeys(given, what, limits);
    const unknown = keys.find((key) => !Object.hasOwn(kinds, key));
    if (unknown !== undefined)
      throw new GramLabError('BAD_ARGUMENT', `unknown option ${describe(unknown)} in ${what}; expected ${Object.keys(kinds).join(', ')}`);
    return Object.entries(kinds).flatMap(([key, kind]) => kind(keys.includes(key) ? given[key] : undefined, key, limits));
  };
}

/**
 * A point source with further options in one object: {seed, n, d, …} or {points, …}. The declared keys
 * become arguments after the source; every other key is the source's (seed and points converted, the
 * rest primitives), which the core reads and checks, unknown keys included.
 */
export function sourced(kinds) {
  return (value, what, limits) => {
    const given = requireObject(value, what);
    const keys = ownKeys(given, what, limits);
    const rest = keys.filter((key) => !Object.hasOwn(kinds, key));
    const source = copyObject(given, rest, (key) => (Object.hasOwn(sourceKinds, key) ? sourceKinds[key] : primitiveValue), limits);
    const extra = Object.entries(kinds).flatMap(([key, kind]) => kind(keys.includes(key) ? given[key] : undefined, key, limits));
    return [source, ...extra];
  };
}

/**
 * A core option struct that names a point source ({seed, n, d} or {points}) among its keys, passed whole:
 * the keys in `kinds` and the source's are converted, every other is a primitive; the core rejects unknown keys.
 */
export function sampled(kinds) {
  return (value, what, limits) => {
    const given = requireObject(value, what);
    const kindOf = (key) => (Object.hasOwn(kinds, key) ? kinds[key] : Object.hasOwn(sourceKinds, key) ? sourceKinds[key] : primitiveValue);
    return [copyObject(given, ownKeys(given, what, limits), kindOf, limits)];
  };
}

/** {name: number, …}: every own key (at most maxObjectKeys, each a name) copied; each value a number. */
export function namedNumbers(value, what, limits) {
  const given = requireObject(value, what);
  const keys = ownKeys(given, what, limits);
  for (const key of keys) nameText(key, `a name in ${what}`, limits);
  return copyObject(given, keys, () => (field, key) => primitive(field, `${what}.${describe(key)}`, 'number', 'a number'));
}

const sourceKinds = {
  seed: (value, what) => seedText(value, what),
  points: (value, what, limits) => toMatrix(value, matrixBound(limits), what),
};

/**
 * A core request struct whose listed keys need their own kind (a seed, a matrix: value converters as in
 * sourceKinds); every other key is a primitive the core reads and checks, unknown keys included.
 */
export function request(kinds) {
  return (value, what, limits) => {
    const given = requireObject(value, what);
    return [copyObject(given, ownKeys(given, what, limits), (key) => (Object.hasOwn(kinds, key) ? kinds[key] : primitiveValue), limits)];
  };
}

/** attention's request: {seed, tokens, width, dk, scale} or {X, WQ, WK} (or X with a seed), with tie, softmax and blend. */
export const attentionRequest = request({ seed: sourceKinds.seed, X: sourceKinds.points, WQ: sourceKinds.points, WK: sourceKinds.points });

// A struct's field: a number, true/false, or a string — an expression under the key "expression", else a name
// (a kind, a method), so no string reaches the core longer than its reader allows.
function primitiveValue(value, what, limits) {
  if (typeof value === 'string') return what === 'expression' ? expressionText(value, what, limits) : nameText(value, what, limits);
  if (!['number', 'boolean'].includes(typeof value))
    throw new GramLabError('BAD_ARGUMENT', `${what} must be a number, a string or true/false, not ${describe(value)}`);
  return value;
}

const finite = (value, what) => {
  if (!Number.isFinite(value)) throw new GramLabError('NOT_FINITE', `${what} must be a finite number, not ${describe(value)}`);
  return value;
};

/** A plain object ({…} or Object.create(null), from any realm): a Date, a RegExp, a Map, new Number(5) or an array is not. */
export function requireObject(value, what) {
  if (!isPlainObject(value)) throw new GramLabError('BAD_ARGUMENT', `${what} must be a plain object {…}, not ${describeObject(value)}`);
  return value;
}

/**
 * The object's own enumerable string keys, at most maxObjectKeys (TOO_LARGE before any key is read). JS has no
 * count of an object's keys short of listing them: at 10⁶ keys this one Object.keys is the refusal's whole cost.
 */
function ownKeys(value, what, limits) {
  const keys = Object.keys(value);
  if (keys.length > limits.maxObjectKeys)
    throw pastLimit(`${what} has ${keys.length} keys; the limit is ${limits.maxObjectKeys}`, 'keys', keys.length, limits.maxObjectKeys);
  return keys;
}

// A fresh null-prototype object: each key read once and converted by its kind; undefined values left out.
function copyObject(value, keys, kindOf, limits) {
  const out = Object.create(null);
  for (const key of keys) {
    const field = value[key];
    if (field !== undefined) out[key] = kindOf(key)(field, key, limits);
  }
  return out;
}
