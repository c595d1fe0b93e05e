#pragma once
// Eigenvalues of a general (not necessarily symmetric) real square matrix, and which of them are
// certainly complex: the one place that calls Eigen's EigenSolver.
#include <Eigen/Dense>

namespace gramlab {

struct GeneralSpectrum {
  // n×2: column 0 the real part, column 1 the imaginary part. Sorted as numpy.sort_complex sorts:
  // ascending real part, then ascending imaginary part (so a conjugate pair reads −im, +im).
  Eigen::MatrixXd eigenvalues;
  // A first-order bound on each eigenvalue's rounding error: κ_i · n · ε · ‖A‖_F, with κ_i = ‖x_i‖·‖y_i‖
  // the eigenvalue's condition number (unit right eigenvector x_i, matching left eigenvector y_i).
  // +inf where the eigenvector matrix is numerically singular (a defective eigenvalue: no bound).
  Eigen::VectorXd errorBounds;
  // 1 when |im| > errorBound: the exact matrix's eigenvalue cannot be real. 0 otherwise (real, or
  // real within rounding).
  Eigen::VectorXi isComplex;
  int complexCount;
};

// Finite (NotFinite), square (NotSquare), non-empty (Empty), order ≤ limits::kMaxMatrixOrder (TooLarge).
GeneralSpectrum generalSpectrum(const Eigen::MatrixXd& m);

}  // namespace gramlab
