#pragma once
// C += α·op(A)·B on column-major doubles, cache-blocked and packed (as GotoBLAS/BLIS do) with a register-blocked
// micro-kernel on simd::F64x2: Eigen 3.4 has no WebAssembly SIMD product kernel, so its products run scalar in the
// SIMD module. The back-transformation of the eigensolver (Z ← Q·Z, 2n³ flops) runs on it.
#include <Eigen/Core>

namespace gramlab::matrix_product {

using Index = Eigen::Index;

// op(A) = A or Aᵀ.
enum class Op { Plain, Transposed };

// A matrix in column-major storage: entry (i, j) at data[i + j·ld].
struct Operand {
  const double* data;
  Index ld;
  Op op = Op::Plain;
};

// C (m × n, leading dimension ldc) += α·op(A)·B, op(A) m × k, B k × n (leading dimension ldb). Any m, n, k ≥ 0; k = 0
// or α = 0 leaves C as it is. C must not overlap A or B.
void addProduct(Index m, Index n, Index k, double alpha, Operand a, const double* b, Index ldb, double* c, Index ldc);

}  // namespace gramlab::matrix_product
