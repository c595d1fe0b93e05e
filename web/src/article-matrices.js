// The article's matrices, once for every panel: S from "아무 유사도 표나 그람 행렬이 되지는 않는다", A and B
// from the Sylvester part, and the caveat matrix the article warns about.

// The hand-made similarity table: eigenvalues −0.177, 0.800, 2.377.
export const ARTICLE_S = [
  [1, 0.9, 0.2],
  [0.9, 1, 0.9],
  [0.2, 0.9, 1],
];

// Leading minors 2, 3, 4; eigenvalues 0.586, 2, 3.414.
export const SYLVESTER_A = [
  [2, 1, 0],
  [1, 2, 1],
  [0, 1, 2],
];

// Leading minors 1, −3, −9; eigenvalues −1, 3, 3.
export const SYLVESTER_B = [
  [1, 2, 0],
  [2, 1, 0],
  [0, 0, 3],
];

// Rows 1 and 2 are equal, so the leading minors are 1, 0, 0 (all ≥ 0); yet the principal minor on {1, 3}
// is −1 and c = (1, 0, −1) gives cᵀGc = −1. Eigenvalues 1 − √3, 0, 1 + √3.
export const SYLVESTER_CAVEAT = [
  [1, 1, 1],
  [1, 1, 1],
  [1, 1, 0],
];
