// The packed product's tiles (hot_loops.hpp): freestanding, so that the relaxed flavour compiles it apart.
#include "gramlab/base/f64x2.hpp"
#include "gramlab/linear_algebra/hot_loops.hpp"

namespace gramlab::hot_loops {

using simd::F64x2;

namespace {

constexpr Index kRows = kTileRows;
constexpr Index kCols = kTileCols;
constexpr Index kPairs = kRows / 2;
static_assert(kRows % 2 == 0, "rows come in pairs");

// tile (kRows × kCols, column-major, leading dimension ldt) += α·Ã·B̃ over `depth` packed steps.
void microKernel(Index depth, const double* packedA, const double* packedB, double alpha, double* tile, Index ldt) {
  F64x2 sum[kCols][kPairs];
  for (Index j = 0; j < kCols; ++j)
    for (Index i = 0; i < kPairs; ++i) sum[j][i] = simd::zero();
  // Ended by A's pointer, not a count: one induction variable fewer in the loop V8 runs most (3–7 % of the
  // eigenvectors' call at n = 1000, paired A/B).
  for (const double* const end = packedA + depth * kRows; packedA != end; packedA += kRows, packedB += kCols) {
    F64x2 a[kPairs];
    for (Index i = 0; i < kPairs; ++i) a[i] = simd::load(packedA + 2 * i);
    for (Index j = 0; j < kCols; ++j) {
      const F64x2 b = simd::loadSplat(packedB + j);
      for (Index i = 0; i < kPairs; ++i) sum[j][i] = simd::multiplyAdd(a[i], b, sum[j][i]);
    }
  }
  const F64x2 scale = simd::splat(alpha);
  for (Index j = 0; j < kCols; ++j)
    for (Index i = 0; i < kPairs; ++i) {
      double* c = tile + 2 * i + j * ldt;
      simd::store(c, simd::multiplyAdd(sum[j][i], scale, simd::load(c)));
    }
}

// A tile cut by C's edge: the whole tile into the zeroed scratch, then only its rows × cols into C.
void edgeKernel(Index depth, const double* packedA, const double* packedB, double alpha, double* c, Index ldc,
                Index rows, Index cols, double* edge) {
  for (Index k = 0; k < kRows * kCols; ++k) edge[k] = 0.0;
  microKernel(depth, packedA, packedB, alpha, edge, kRows);
  for (Index j = 0; j < cols; ++j)
    for (Index i = 0; i < rows; ++i) c[i + j * ldc] += edge[i + j * kRows];
}

}  // namespace

extern "C" void gramlab_product_tiles(Index rows, Index cols, Index depth, double alpha, const double* packedA,
                                      const double* packedB, double* c, Index ldc, double* edge) {
  for (Index j = 0; j < cols; j += kCols) {
    const double* b = packedB + j * depth;
    const Index width = cols - j < kCols ? cols - j : kCols;
    for (Index i = 0; i < rows; i += kRows) {
      const double* a = packedA + i * depth;
      const Index height = rows - i < kRows ? rows - i : kRows;
      double* tile = c + i + j * ldc;
      if (height == kRows && width == kCols)
        microKernel(depth, a, b, alpha, tile, ldc);
      else
        edgeKernel(depth, a, b, alpha, tile, ldc, height, width, edge);
    }
  }
}

}  // namespace gramlab::hot_loops
