#pragma once
// Eigen-decomposition of a symmetric matrix: the one place that calls SelfAdjointEigenSolver.
#include <Eigen/Dense>

namespace gramlab {

struct SymmetricEigen {
  Eigen::VectorXd values;   // ascending
  Eigen::MatrixXd vectors;  // column k belongs to values(k); empty when not asked for
};

// Validates (finite, square, symmetric, order ≤ limits::kMaxMatrixOrder) and decomposes.
SymmetricEigen eigenSymmetric(const Eigen::MatrixXd& m, bool withVectors = false);

}  // namespace gramlab
