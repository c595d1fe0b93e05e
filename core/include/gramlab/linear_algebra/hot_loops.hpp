#pragma once
// The eigensolver's innermost loops, where its time goes: the packed product's tiles (matrix_product.cpp), the
// reduction's symmetric matrix-vector product and rank-2k update on the interleaved copy, and its panel's narrow
// products (reduction_kernels.cpp, tridiagonal.cpp). Their sources (core/src/linear_algebra/hot_loops/) take
// pointers and counts only, allocate nothing, call nothing and include only simd::F64x2 and the interleaved
// layout, with C names: a build may compile them apart and supply them to the rest (the WASM relaxed flavour
// compiles them with relaxed SIMD's multiply-add, docs/architecture.md "The relaxed flavour").
#include "gramlab/linear_algebra/interleaved_layout.hpp"

namespace gramlab::hot_loops {

using Index = interleaved::Index;

// The product's micro-tile: kTileRows × kTileCols of C in registers, the product of a packed sliver of op(A)
// (kTileRows entries per step of k) and one of B (kTileCols per step). V8 on x64 has 16 XMM registers: 8 × 2 (8
// sums, 4 pairs of A, 1 of B) ran as fast as 4 × 4 and faster than 4 × 6 and 6 × 4 (docs/performance.md).
constexpr Index kTileRows = 8;
constexpr Index kTileCols = 2;
// The scratch gramlab_product_tiles' caller hands it: one edge tile per lane, two lanes.
constexpr Index kEdgeScratch = 2 * kTileRows * kTileCols;

extern "C" {

// C's block (rows × cols, column-major, leading dimension ldc) += α·Ã·B̃, tile by tile, from packed blocks of
// the same depth: Ã in slivers of kTileRows rows, B̃ in slivers of kTileCols columns, both padded with zeros.
// `edge` is kTileRows·kTileCols doubles of scratch for the tiles that C's edge cuts; the caller gives twice that,
// so that a second lane running part of the columns at once has its own (kEdgeScratch).
void gramlab_product_tiles(Index rows, Index cols, Index depth, double alpha, const double* packedA,
                           const double* packedB, double* c, Index ldc, double* edge);

// The symmetric matrix-vector product's groups g0 … g1 − 1 of the interleaved copy at `data` (order `padded`):
// each adds its columns' part of y = A·x into the scratch xy (interleaved::xAt, yAt), its diagonal 4 × 4 block
// included. The caller's xy holds 2·padded doubles more past its own, a second lane's scratch: a build running
// the groups on two lanes at once gives the second its own y to add into, then adds them (docs/architecture.md,
// "Threads").
void gramlab_symmetric_groups(const double* data, Index padded, Index g0, Index g1, double* xy);

// The rank-2k update's tiles: for groups q ≤ g of `groups` groups from group `first` of the interleaved copy,
// the 4 × 4 tile of rows 4g… and columns 4q… −= rows_g · coefficients_qᵀ over `depth` steps, both packed in
// groups of four rows (depth × 4 doubles each, step-major).
void gramlab_rank2k_tiles(double* data, Index padded, Index first, Index groups, Index depth, const double* rows,
                          const double* coefficients);

// The same tiles of columns q0 … q1 − 1 only (every row group g ≥ q of each): independent column ranges, which the
// threaded flavour runs on two lanes at once (docs/architecture.md, "Threads").
void gramlab_rank2k_columns(double* data, Index padded, Index first, Index groups, Index depth, const double* rows,
                            const double* coefficients, Index q0, Index q1);

// y −= A·s + B·t, A and B len × cols (leading dimensions lda, ldb).
void gramlab_subtract_panel_products(double* y, Index len, const double* a, Index lda, const double* s, const double* b,
                                     Index ldb, const double* t, Index cols);

// s = Aᵀ·x and t = Bᵀ·x, A and B len × cols: one pass over x.
void gramlab_transposed_panel_products(const double* x, Index len, const double* a, Index lda, const double* b,
                                       Index ldb, Index cols, double* s, double* t);

}  // extern "C"

}  // namespace gramlab::hot_loops
