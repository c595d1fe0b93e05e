// Facade: numpy.random.default_rng(seed) draws, bit for bit, as matrices.
import { seedText } from './points.js';

export function randomApi(call) {
  return {
    /**
     * default_rng(seed).normal(size=(rows, cols)) → {rows, cols, data: Float64Array} (row-major = numpy's C order).
     * @param {number|bigint} seed 0 … 2^64 − 1 (a BigInt past 2^53)
     */
    randomNormal(seed, rows, cols) {
      return call('randomNormal', seedText(seed), rows, cols);
    },
    /** default_rng(seed).random(size=(rows, cols)): uniform on [0, 1), same order and limits. */
    randomUniform(seed, rows, cols) {
      return call('randomUniform', seedText(seed), rows, cols);
    },
  };
}
