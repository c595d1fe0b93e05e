// What the eigensolver's accuracy tests measure (eigen-accuracy, threads-flavour, threads-facade), and the random
// symmetric matrices they measure it on.

/**
 * A (row-major n × n) and V (row-major, column k the k-th vector): max|A·V − V·diag(λ)| / max|λ| and max|VᵀV − I|,
 * as numpy's figures in eigh_rbf.txt are defined. Plain double sums: their own rounding, about √n·ε of the result's
 * scale, is far below the bounds checked.
 */
export function quality(a, { values, vectors }) {
  const n = values.length;
  const v = vectors.data;
  let residual = 0;
  let orthogonality = 0;
  for (let i = 0; i < n; i++)
    for (let k = 0; k < n; k++) {
      let av = 0;
      for (let j = 0; j < n; j++) av += a[i * n + j] * v[j * n + k];
      residual = Math.max(residual, Math.abs(av - v[i * n + k] * values[k]));
    }
  for (let k = 0; k < n; k++)
    for (let l = 0; l <= k; l++) {
      let dot = 0;
      for (let i = 0; i < n; i++) dot += v[i * n + k] * v[i * n + l];
      orthogonality = Math.max(orthogonality, Math.abs(dot - (k === l ? 1 : 0)));
    }
  const largest = Math.max(...Array.from(values, Math.abs));
  return { residual: largest ? residual / largest : residual, orthogonality };
}

/** (U + Uᵀ)/2 − ½ for U uniform on [0, 1), n × n from the core's numpy generator (`call('randomUniform', …)`):
 * symmetric, entries in [−½, ½). */
export function randomSymmetric(call, n, seed) {
  const u = call('randomUniform', String(seed), n, n).data;
  const a = new Float64Array(n * n);
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) a[i * n + j] = (u[i * n + j] + u[j * n + i]) / 2 - 0.5;
  return a;
}

/** An n × n matrix as the facade takes it. */
export const matrix = (n, data) => ({ rows: n, cols: n, data });
