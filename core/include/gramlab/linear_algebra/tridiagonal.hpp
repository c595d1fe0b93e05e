#pragma once
// Householder reduction of a symmetric matrix to tridiagonal form, Qᵀ·A·Q = T, blocked in the style of
// LAPACK's dsytrd/dlatrd (lower triangle): panels of kPanelWidth columns are reduced with the symmetric
// matrix-vector product, and the rest of the matrix is updated once per panel by a rank-2k product. For
// eigenvectors the reflectors are kept and applied to T's eigenvectors.
#include <Eigen/Dense>

#include "gramlab/linear_algebra/interleaved_lower.hpp"

namespace gramlab {

struct Tridiagonal {
  Eigen::VectorXd diagonal;     // n entries
  Eigen::VectorXd offDiagonal;  // n − 1 entries (empty when n ≤ 1)
};

// Reduces the lower triangle held in the reduction's layout (taken by value: it is the working copy; a kernel
// may be written straight into it). Does not validate: the caller has checked that the matrix is finite, and
// scaled it so that its largest entry lies within 2^±300.
Tridiagonal tridiagonalize(InterleavedLower lower);

// The reduction with its Householder reflectors kept, so that T's eigenvectors Z can be turned into A's, Q·Z,
// without forming Q: Q = H_0·H_1·…·H_{n−2}, H_j = I − tau[j]·v_j·v_jᵀ.
struct TridiagonalWithReflectors {
  Tridiagonal t;
  Eigen::MatrixXd reflectors;  // n × n: column j holds v_j in rows j + 1 … n − 1 (first entry 1), the rest unused
  Eigen::VectorXd tau;         // n − 1 factors used (at least one entry stored)
};

TridiagonalWithReflectors tridiagonalizeKeepingReflectors(Eigen::MatrixXd a);

// Z ← Q·Z for Z of n rows and any number of columns, the reflectors applied in blocks as I − V·T·Vᵀ (compact WY,
// LAPACK's dormtr/dlarfb), each with three matrix products.
void applyReflectors(const TridiagonalWithReflectors& reduced, Eigen::MatrixXd& z);

}  // namespace gramlab
