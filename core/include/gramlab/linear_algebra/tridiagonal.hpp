#pragma once
// Householder reduction of a symmetric matrix to tridiagonal form, Qᵀ·A·Q = T, blocked in the style of
// LAPACK's dsytrd/dlatrd (lower triangle): panels of kPanelWidth columns are reduced with the symmetric
// matrix-vector product, and the rest of the matrix is updated once per panel by a rank-2k product. For
// eigenvectors the reflectors also give Q.
#include <Eigen/Dense>

namespace gramlab {

struct Tridiagonal {
  Eigen::VectorXd diagonal;     // n entries
  Eigen::VectorXd offDiagonal;  // n − 1 entries (empty when n ≤ 1)
};

// Reads the lower triangle of `a` (taken by value: it is the working copy). Does not validate: the caller
// has checked that `a` is square and finite, and scaled it so that its largest entry is near 1.
Tridiagonal tridiagonalize(Eigen::MatrixXd a);

struct TridiagonalWithQ {
  Tridiagonal t;
  Eigen::MatrixXd q;  // orthogonal, A = Q·T·Qᵀ
};

// The same reduction, and Q formed from its Householder reflectors (blocked, as LAPACK's dorgtr).
TridiagonalWithQ tridiagonalizeWithQ(Eigen::MatrixXd a);

}  // namespace gramlab
