#include "gramlab/linear_algebra/matrix_product.hpp"

#include <algorithm>
#include <vector>

#include "gramlab/base/f64x2.hpp"
#include "gramlab/linear_algebra/hot_loops.hpp"

namespace gramlab::matrix_product {

using simd::F64x2;

namespace {

// The micro-tile's shape (hot_loops.hpp, whose gramlab_product_tiles runs the tiles): the packing below lays
// op(A) and B out for it.
constexpr Index kRows = hot_loops::kTileRows;
constexpr Index kCols = hot_loops::kTileCols;

// The cache blocks: a kDepth × kBlockCols block of B packed once and swept by kBlockRows × kDepth blocks of op(A).
constexpr Index kDepth = 256;
constexpr Index kBlockRows = 96;
constexpr Index kBlockCols = 2040;
static_assert(kBlockRows % kRows == 0 && kBlockCols % kCols == 0, "blocks hold whole tiles");

// op(A)'s rows i0 … i0 + rows − 1 and columns p0 … p0 + depth − 1 as slivers of kRows rows, each stored step by
// step (kRows entries per step of k), the last sliver padded with zeros.
void packA(const Operand& a, Index i0, Index rows, Index p0, Index depth, double* packed) {
  for (Index s = 0; s < rows; s += kRows) {
    const Index height = std::min(kRows, rows - s);
    for (Index p = 0; p < depth; ++p, packed += kRows) {
      for (Index i = 0; i < height; ++i) {
        const Index row = i0 + s + i, col = p0 + p;
        packed[i] = a.op == Op::Plain ? a.data[row + col * a.ld] : a.data[col + row * a.ld];
      }
      for (Index i = height; i < kRows; ++i) packed[i] = 0.0;
    }
  }
}

// B's rows p0 … p0 + depth − 1 and columns j0 … j0 + cols − 1 as slivers of kCols columns, each stored step by
// step (kCols entries per step of k), the last sliver padded with zeros. A whole sliver goes two steps at a
// time, a 2 × 2 transpose of pairs (the back-transformation's first product packs all of Z for one use).
static_assert(kCols == 2, "the whole-sliver path packs two columns");
void packB(const double* b, Index ldb, Index p0, Index depth, Index j0, Index cols, double* packed) {
  for (Index s = 0; s < cols; s += kCols) {
    const Index width = std::min(kCols, cols - s);
    const double* column = b + p0 + (j0 + s) * ldb;
    Index p = 0;
    if (width == kCols)
      for (; p + 2 <= depth; p += 2, packed += 2 * kCols) {
        const F64x2 first = simd::load(column + p), second = simd::load(column + ldb + p);
        simd::store(packed, simd::lows(first, second));
        simd::store(packed + kCols, simd::highs(first, second));
      }
    for (; p < depth; ++p, packed += kCols) {
      for (Index j = 0; j < width; ++j) packed[j] = column[p + j * ldb];
      for (Index j = width; j < kCols; ++j) packed[j] = 0.0;
    }
  }
}

Index roundUp(Index x, Index multiple) { return (x + multiple - 1) / multiple * multiple; }

}  // namespace

void addProduct(Index m, Index n, Index k, double alpha, Operand a, const double* b, Index ldb, double* c, Index ldc) {
  if (m <= 0 || n <= 0 || k <= 0 || alpha == 0.0) return;
  std::vector<double> packedA(static_cast<std::size_t>(roundUp(std::min(m, kBlockRows), kRows) * std::min(k, kDepth)));
  std::vector<double> packedB(static_cast<std::size_t>(roundUp(std::min(n, kBlockCols), kCols) * std::min(k, kDepth)));
  double edge[hot_loops::kEdgeScratch];  // the tiles' scratch where C's edge cuts one (one per lane)
  for (Index j = 0; j < n; j += kBlockCols) {
    const Index cols = std::min(kBlockCols, n - j);
    for (Index p = 0; p < k; p += kDepth) {
      const Index depth = std::min(kDepth, k - p);
      packB(b, ldb, p, depth, j, cols, packedB.data());
      for (Index i = 0; i < m; i += kBlockRows) {
        const Index rows = std::min(kBlockRows, m - i);
        packA(a, i, rows, p, depth, packedA.data());
        hot_loops::gramlab_product_tiles(rows, cols, depth, alpha, packedA.data(), packedB.data(), c + i + j * ldc, ldc,
                                         edge);
      }
    }
  }
}

}  // namespace gramlab::matrix_product
