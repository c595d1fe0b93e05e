// The panel's own starting values beside the article's matrices (in ../../article-matrices.js).

// Three unit vectors in the plane, A ⟂ C: their Gram matrix is a PSD table like S with a zero eigenvalue.
export const PLANE_VECTORS = [
  [1, 0],
  [0.6, 0.8],
  [0, 1],
];

// With S, cᵀSc = 3 − 2·(0.9 + 0.9 − 0.2) = −0.2: the sign flip is visible before any button is pressed.
export const DEFAULT_C = [1, -1, 1];

export const identity = (n) => Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 1 : 0)));
