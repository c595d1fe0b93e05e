#pragma once
// The blocked tridiagonal reduction's two big products (tridiagonal.cpp), as LAPACK's dsytrd/dlatrd call BLAS:
// the symmetric matrix-vector product and the rank-2k trailing update, on the interleaved working copy. Each
// prepares its operands here and runs its inner loop in hot_loops.hpp, written once against simd::F64x2, so
// the SIMD module gets f64x2 code and every other build the same loops in scalar form; the panel's narrow
// products are hot loops of their own.
#include <cstddef>
#include <vector>

#include "gramlab/linear_algebra/interleaved_lower.hpp"

namespace gramlab::reduction {

using Index = std::ptrdiff_t;

// y = A·x for A the trailing matrix of `a` from row and column s on (order m = n − s); x and y have m
// entries. `xy` is scratch of 4·a.padded() doubles: 2·a.padded() of its own, as many for a second lane
// (hot_loops.hpp, gramlab_symmetric_groups).
void symmetricMatrixVector(const InterleavedLower& a, Index s, const double* x, double* y, double* xy);

// A −= V·Wᵀ + W·Vᵀ for A the trailing matrix of `a` from row and column s on (s a multiple of four); V and W
// are (n − s) × k. Also writes the part above the diagonal inside each diagonal 4 × 4 tile (with the same,
// symmetric, values); the padding stays zero. `scratch` holds the packed [V W] and [W V]: kept by the caller
// from panel to panel, so it is allocated once.
void symmetricRank2kUpdate(InterleavedLower& a, Index s, const double* v, Index ldv, const double* w, Index ldw,
                           Index k, std::vector<double>& scratch);

}  // namespace gramlab::reduction
