// The panel's URL state: the point set (seed, n, d) and the kernel's a and b, and the request the core takes.
import { fields } from '../../runtime/state.js';
import { LIMITS } from '../../wasm/limits.js';

// Declared once: each key is mirrored in the URL as sigmoid.<key>. n and d are bounded by the core's limits, so a
// hostile link falls back at once; the core checks everything again. a and b: any finite number.
export const STATE = {
  seed: fields.seed({ default: '4' }),
  n: fields.integer({ default: 300, min: 1, max: LIMITS.maxPoints }),
  d: fields.integer({ default: 5, min: 1, max: LIMITS.maxDimension }),
  a: fields.number({ default: 0.5 }),
  b: fields.number({ default: 0.1 }),
};

/** The state's keys alone: what a computation is for. */
export const pick = ({ seed, n, d, a, b }) => ({ seed, n, d, a, b });

/** As the core's sigmoid calls take it (the seed a BigInt). */
export const request = ({ seed, n, d, a, b }) => ({ seed: BigInt(seed), n, d, a, b });

/** Equal for equal values: which K a result belongs to. */
export const key = ({ seed, n, d, a, b }) => `${seed}/${n}/${d}/${a}/${b}`;
