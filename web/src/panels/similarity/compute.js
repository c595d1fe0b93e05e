// Everything the similarity panel asks the core, in one place: the controller calls these and hands the plain
// results to its views. All synchronous: a 12 × 12 table is well under a frame.
import { toNested } from '../../matrix.js';

const METHODS = ['clip', 'shift'];
const C_DIGITS = 4; // an eigenvector entry as the reader can read and retype it

/** The verdict on S and cᵀSc, on every change. */
export const analyseTable = (gramlab, { m, c }) => ({ check: gramlab.psdCheck(m), q: gramlab.quadraticForm(m, c) });

/** Both repairs of S, each with the verdict on the repaired table. */
export const repairs = (gramlab, m) =>
  METHODS.map((method) => {
    const repair = gramlab.repairPSD(m, method);
    return { method, repair, after: gramlab.psdCheck(repair.matrix) };
  });

/** G = XXᵀ and XᵀX with their shared spectrum, and the proof's two sides for c. */
export function vectors(gramlab, { x, c }) {
  const products = gramlab.gramFromVectors(x);
  return { products, q: gramlab.quadraticForm(products.gram, c), p: gramlab.projectedNorm(x, c) };
}

/** The eigenvector of the smallest eigenvalue (column 0: ascending), rounded to what the cells show. */
export function lowestEigenvector(gramlab, m) {
  const { vectors: v } = gramlab.eigenSymmetric(m, { vectors: true });
  return Array.from({ length: v.rows }, (_, i) => Number(v.data[i * v.cols].toFixed(C_DIGITS)));
}

/** X = VΛ^{1/2} from the table (throws NOT_PSD when it has none); rank 0: every vector is the origin. */
export function reconstruct(gramlab, m) {
  const r = gramlab.reconstructVectors(m);
  return { rank: r.rank, residual: r.residual, x: r.rank ? toNested(r.vectors) : m.map(() => [0]) };
}

/** n random vectors in d dimensions drawn in the core, and their Gram matrix XXᵀ. */
export function randomGram(gramlab, seed, n, d) {
  const x = gramlab.randomNormal(seed, n, d);
  return { x: toNested(x), rows: toNested(gramlab.gramFromVectors(x).gram) };
}
