#pragma once
// The hot loops of the blocked tridiagonal reduction (tridiagonal.cpp), on raw column-major storage with a
// leading dimension, as LAPACK's dsytrd/dlatrd call BLAS: the symmetric matrix-vector product, the rank-2k
// trailing update, and the narrow products with the panel's columns. Written once against simd::F64x2, so
// the SIMD module gets f64x2 code and every other build the same loops in scalar form.
#include <cstddef>

namespace gramlab::kernels {

using Index = std::ptrdiff_t;

// y = A·x, A symmetric of order m with only its lower triangle read.
void symmetricMatrixVector(const double* a, Index lda, Index m, const double* x, double* y);

// A −= V·Wᵀ + W·Vᵀ on the lower triangle of A (order m); V and W are m×k. May also write the strict upper
// triangle inside the 4×4 diagonal tiles (with the same, symmetric, values); nothing else above it.
void symmetricRank2kUpdate(double* a, Index lda, Index m, const double* v, Index ldv, const double* w, Index ldw,
                           Index k);

// y −= A·s + B·t, A and B len×cols.
void subtractPanelProducts(double* y, Index len, const double* a, Index lda, const double* s, const double* b,
                           Index ldb, const double* t, Index cols);

// s = Aᵀ·x and t = Bᵀ·x, A and B len×cols: one pass over x.
void transposedPanelProducts(const double* x, Index len, const double* a, Index lda, const double* b, Index ldb,
                             Index cols, double* s, double* t);

}  // namespace gramlab::kernels
