#pragma once
// Eigen-decomposition of a symmetric matrix: eigenvalues alone by the blocked tridiagonal reduction and the
// root-free QR (tridiagonal.hpp, tridiagonal_eigenvalues.hpp); with vectors, the one place that calls
// Eigen's SelfAdjointEigenSolver.
#include <Eigen/Dense>

namespace gramlab {

struct SymmetricEigen {
  Eigen::VectorXd values;   // ascending
  Eigen::MatrixXd vectors;  // column k belongs to values(k); empty when not asked for
};

// Validates (finite, square, symmetric, order ≤ limits::kMaxMatrixOrder) and decomposes.
SymmetricEigen eigenSymmetric(const Eigen::MatrixXd& m, bool withVectors = false);

}  // namespace gramlab
