#include "gramlab/linear_algebra/reduction_kernels.hpp"

#include <algorithm>
#include <vector>

#include "gramlab/base/f64x2.hpp"
#include "gramlab/linear_algebra/hot_loops.hpp"

namespace gramlab::reduction {

using interleaved::xAt;
using interleaved::yAt;
using simd::F64x2;

namespace {

// Column j alone, from its diagonal down: the columns before the first whole group of the trailing matrix.
// Below the diagonal's row pair the rows go in pairs, as in the groups' loop (hot_loops.hpp).
void symmetricColumn(const InterleavedLower& a, Index j, double* xy) {
  const Index g = j / 4;
  const double* column = a.group(g) + (j % 4) * 2 - 2 * g * 8;  // row pair r of the matrix at 8r
  const double xj = xy[xAt(j)];
  double dot = a.at(j, j) * xj;
  if (j % 2 == 0) {  // the other row of the diagonal's pair
    const double below = a.at(j + 1, j);
    xy[yAt(j + 1)] += below * xj;
    dot += below * xy[xAt(j + 1)];
  }
  const F64x2 xs = simd::splat(xj);
  F64x2 d = simd::zero();
  for (Index r = j / 2 + 1; r < a.padded() / 2; ++r) {
    const F64x2 ar = simd::load(column + 8 * r);
    double* q = xy + 4 * r;
    simd::store(q + 2, simd::load(q + 2) + ar * xs);
    d = d + ar * simd::load(q);
  }
  xy[yAt(j)] += dot + simd::sum(d);
}

}  // namespace

void symmetricMatrixVector(const InterleavedLower& a, Index s, const double* x, double* y, double* xy) {
  const Index n = a.order(), np = a.padded();
  // x is zero outside s … n − 1 (the padding, and the row before s in its pair), so those rows add zeros.
  for (Index r = s / 2 * 4; r < 2 * np; ++r) xy[r] = 0.0;
  for (Index i = s; i < n; ++i) xy[xAt(i)] = x[i - s];
  const Index whole = std::min((s + 3) / 4 * 4, np);
  for (Index j = s; j < whole; ++j) symmetricColumn(a, j, xy);
  hot_loops::gramlab_symmetric_groups(a.group(0), np, whole / 4, np / 4, xy);
  for (Index i = s; i < n; ++i) y[i - s] = xy[yAt(i)];
}

// The trailing update is a product of an m×2k and a 2k×m matrix, [V W]·[W V]ᵀ, on the lower triangle.
// Both are packed in groups of four rows (p-major inside a group), zero past row m, for the tiles' loop
// (hot_loops.hpp).
void symmetricRank2kUpdate(InterleavedLower& a, Index s, const double* v, Index ldv, const double* w, Index ldw,
                           Index k, std::vector<double>& scratch) {
  const Index m = a.order() - s;
  const Index groups = (a.padded() - s) / 4;
  if (groups <= 0) return;
  const Index depth = 2 * k;
  const auto size = static_cast<std::size_t>(groups * depth * 4);
  if (scratch.size() < 2 * size) scratch.resize(2 * size);  // the first panel's is the largest
  double* const rows = scratch.data();
  double* const coefficients = rows + size;
  for (Index g = 0; g < groups; ++g)
    for (Index p = 0; p < k; ++p)
      for (Index c = 0; c < 4; ++c) {  // every entry written: rows past m as zeros
        const Index i = 4 * g + c;
        const double vi = i < m ? v[i + p * ldv] : 0.0, wi = i < m ? w[i + p * ldw] : 0.0;
        rows[(g * depth + p) * 4 + c] = vi;
        rows[(g * depth + k + p) * 4 + c] = wi;
        coefficients[(g * depth + p) * 4 + c] = wi;
        coefficients[(g * depth + k + p) * 4 + c] = vi;
      }
  hot_loops::gramlab_rank2k_tiles(a.group(0), a.padded(), s / 4, groups, depth, rows, coefficients);
}

}  // namespace gramlab::reduction
