#pragma once
// Is a symmetric matrix positive semi-definite? Decided on its smallest eigenvalue, with a tolerance
// so that rounding on an exactly singular matrix is not mistaken for a negative eigenvalue.
#include <Eigen/Dense>

namespace gramlab {

struct PsdCheck {
  Eigen::VectorXd eigenvalues;  // ascending
  double minEigenvalue;
  int negativeCount;  // eigenvalues below −tolerance
  bool isPSD;         // negativeCount == 0
  double tolerance;
};

// n · ε · max|λ| (ε = machine epsilon): numpy.linalg.matrix_rank's default cut. The eigenvalues of a
// singular matrix come back as ±(a few ε·‖G‖), and that error grows with the order n; a relative
// cut keeps small-but-real eigenvalues (8×8 Hilbert: 1.1e−10 against a cut of 3e−15) positive.
// Eigenvalues in [−tolerance, tolerance] count as zero. `n` is the order the rounding came from.
double psdTolerance(const Eigen::VectorXd& eigenvalues, Eigen::Index n);

// Validates like eigenSymmetric (finite, square, symmetric, order ≤ limits::kMaxMatrixOrder).
PsdCheck psdCheck(const Eigen::MatrixXd& m);
// The same verdict for a caller that already has the ascending eigenvalues of an n×n matrix.
PsdCheck psdCheckFromEigenvalues(const Eigen::VectorXd& ascending);

}  // namespace gramlab
