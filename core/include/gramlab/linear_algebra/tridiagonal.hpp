#pragma once
// Householder reduction of a symmetric matrix to tridiagonal form, Qᵀ·A·Q = T, blocked in the style of
// LAPACK's dsytrd/dlatrd (lower triangle): panels of kPanelWidth columns are reduced with the symmetric
// matrix-vector product, and the rest of the matrix is updated once per panel by a rank-2k product. For
// eigenvectors the reflectors are kept and applied to T's eigenvectors.
#include <Eigen/Dense>

namespace gramlab {

struct Tridiagonal {
  Eigen::VectorXd diagonal;     // n entries
  Eigen::VectorXd offDiagonal;  // n − 1 entries (empty when n ≤ 1)
};

// Reads the lower triangle of `a` (taken by value: it is the working copy). Does not validate: the caller
// has checked that `a` is square and finite, and scaled it so that its largest entry is near 1.
Tridiagonal tridiagonalize(Eigen::MatrixXd a);

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
