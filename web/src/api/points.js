// Shared argument checks for the seeded-points facades: seeds past 2^53, point sources, number lists.
import { GramLabError } from '../core-call.js';
import { toMatrix } from '../matrix.js';

const SEED_RANGE = 'a whole number from 0 to 2^64 − 1 (a BigInt past 2^53)';

/** A seed as the core reads it: canonical decimal text. Numbers must be safe integers; BigInts reach 2^64 − 1. */
export function seedText(seed) {
  const ok =
    (typeof seed === 'number' && Number.isSafeInteger(seed) && seed >= 0) ||
    (typeof seed === 'bigint' && seed >= 0n && seed < 2n ** 64n);
  if (!ok) throw new GramLabError('BAD_ARGUMENT', `seed ${describe(seed)} is not ${SEED_RANGE}`);
  return String(seed);
}

/** An options object, before it is destructured (null would be a TypeError, not a coded error). */
export function options(value, shape) {
  if (!value || typeof value !== 'object') throw new GramLabError('BAD_ARGUMENT', `expected ${shape}`);
  return value;
}

/** {seed, n, d} or {points} → what the core's pointsFromJs reads; n and d are checked in C++. */
export function pointSource({ seed, n, d, points }) {
  if (points !== undefined) {
    if (seed !== undefined) throw new GramLabError('BAD_ARGUMENT', 'give either a seed or points, not both');
    return { points: toMatrix(points) };
  }
  return { seed: seedText(seed), n, d };
}

/** An array (or Float64Array) of numbers; a letter or a string is NOT_A_NUMBER, not a silent NaN. */
export function numberList(list, name) {
  if (!Array.isArray(list) && !(list instanceof Float64Array))
    throw new GramLabError('BAD_ARGUMENT', `${name} must be an array of numbers`);
  const bad = Array.prototype.findIndex.call(list, (x) => typeof x !== 'number');
  if (bad >= 0) throw new GramLabError('NOT_A_NUMBER', `${name} entry ${bad + 1} (${describe(list[bad])}) is not a number`);
  return list;
}

function describe(value) {
  const text = typeof value === 'bigint' ? `${value}n` : typeof value === 'string' ? JSON.stringify(value) : String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
