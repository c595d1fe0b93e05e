// The JavaScript libraries a reader would reach for, timed on the bench's own matrices in the same run (dev
// dependencies of the bench alone, package.json): ml-matrix's EigenvalueDecomposition (JAMA's Householder
// tridiagonalisation and QL; it always forms the vectors) at n = 300 and 1000, and mathjs's eigs (Jacobi
// rotations) at n = 300, with and without vectors. A run that takes over a second is timed once (a JIT's warm-up is
// lost in it); a shorter one is the median of three more.
import { median } from './median.mjs';

const LIBRARIES = [
  {
    name: 'ml-matrix',
    load: async () => {
      const { EigenvalueDecomposition, Matrix } = await import('ml-matrix');
      return (rows) => new EigenvalueDecomposition(new Matrix(rows), { assumeSymmetric: true }).realEigenvalues;
    },
    sizes: [300, 1000],
    vectorsAlways: true,
  },
  {
    name: 'mathjs',
    load: async () => {
      const { eigs } = await import('mathjs');
      return (rows, vectors) => eigs(rows, { eigenvectors: vectors }).values;
    },
    sizes: [300],
  },
];

/** Each library that is installed, with its solver; the names of those that are not (npm install adds them). */
export async function loadPeers() {
  const peers = [];
  const missing = [];
  for (const library of LIBRARIES) {
    try {
      peers.push({ ...library, solve: await library.load() });
    } catch {
      missing.push(library.name);
    }
  }
  return { peers, missing };
}

/** Rows of a row-major {rows, cols, data}, as both libraries take a matrix. */
const rowsOf = ({ rows, cols, data }) => Array.from({ length: rows }, (_, i) => Array.from(data.subarray(i * cols, (i + 1) * cols)));

/**
 * peer's median ms on `matrix` (n × n), values only or with vectors; null where it does not run that size. A
 * library that always forms the vectors is timed once per matrix and given for both.
 * @param {Map<string, number>} cache keyed by library and n, for those
 */
export function timePeer(peer, matrix, vectors, cache) {
  const n = matrix.rows;
  if (!peer.sizes.includes(n)) return null;
  const key = `${peer.name}:${n}:${peer.vectorsAlways ? '' : vectors}`;
  if (!cache.has(key)) {
    const rows = rowsOf(matrix);
    const once = () => {
      const start = performance.now();
      peer.solve(rows, vectors);
      return performance.now() - start;
    };
    const first = once();
    cache.set(key, first > 1000 ? first : median([once(), once(), once()]));
  }
  return cache.get(key);
}
