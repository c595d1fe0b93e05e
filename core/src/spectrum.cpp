#include "gramlab/spectrum.hpp"

#include "gramlab/limits.hpp"
#include "gramlab/validate.hpp"

namespace gramlab {

SymmetricEigen eigenSymmetric(const Eigen::MatrixXd& m, bool withVectors) {
  requireSymmetricMatrix(m, limits::kMaxMatrixOrder);
  Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> solver(
      m, withVectors ? Eigen::ComputeEigenvectors : Eigen::EigenvaluesOnly);
  // Eigen scales the matrix into [−1, 1] and back, so only a true eigenvalue past ±1.8e308 is non-finite.
  requireFiniteResult(solver.eigenvalues(), "eigenvalues");
  SymmetricEigen result{solver.eigenvalues(), {}};
  if (withVectors) result.vectors = solver.eigenvectors();
  return result;
}

}  // namespace gramlab
