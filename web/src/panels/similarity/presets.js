// The article's tables: S from "아무 유사도 표나 그람 행렬이 되지는 않는다", A and B from the Sylvester part.
export const ARTICLE_S = [
  [1, 0.9, 0.2],
  [0.9, 1, 0.9],
  [0.2, 0.9, 1],
];

export const SYLVESTER_A = [
  [2, 1, 0],
  [1, 2, 1],
  [0, 1, 2],
];

export const SYLVESTER_B = [
  [1, 2, 0],
  [2, 1, 0],
  [0, 0, 3],
];

// Three unit vectors in the plane, A ⟂ C: their Gram matrix is a PSD table like S with a zero eigenvalue.
export const PLANE_VECTORS = [
  [1, 0],
  [0.6, 0.8],
  [0, 1],
];

// With S, cᵀSc = 3 − 2·(0.9 + 0.9 − 0.2) = −0.2: the sign flip is visible before any button is pressed.
export const DEFAULT_C = [1, -1, 1];

export const identity = (n) => Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 1 : 0)));
