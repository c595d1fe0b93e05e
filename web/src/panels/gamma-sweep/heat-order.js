// K's heat map draws its points sorted by their coordinate along the point set's leading direction, so near points
// land near each other and K's band about the diagonal shows, narrowing toward I as γ grows (in the order the
// points came, K at 300 points is noise at every γ). The direction is the core's: the eigenvector of the largest
// eigenvalue of XXᵀ (the linear kernel's matrix) holds each point's coordinate along X's leading singular
// direction, up to one factor. Part of the live step: computed in its job, once per point set.

/** ordered(call, points) → {points, order, sorted}: `order` the row numbers (0-based) along the direction, `sorted` the rows in it. */
export function heatOrder() {
  let last = null;
  return async function ordered(call, points) {
    if (last?.points === points) return last;
    const { vectors } = await call('eigenSymmetric', await call('kernelMatrix', points, { kind: 'linear' }), { vectors: true });
    const order = sortedBy(vectors);
    last = { points, order, sorted: rowsIn(points, order) };
    return last;
  };
}

// The row numbers in ascending order of the last column (eigenSymmetric's largest eigenvalue comes last).
function sortedBy(vectors) {
  const last = (i) => vectors.data[i * vectors.cols + vectors.cols - 1];
  return Array.from({ length: vectors.rows }, (_, i) => i).sort((a, b) => last(a) - last(b));
}

// The rows of `points` in `order`.
function rowsIn({ cols, data }, order) {
  const sorted = new Float64Array(order.length * cols);
  order.forEach((i, k) => {
    for (let c = 0; c < cols; c++) sorted[k * cols + c] = data[i * cols + c];
  });
  return { rows: order.length, cols, data: sorted };
}
