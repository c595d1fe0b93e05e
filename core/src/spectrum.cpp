#include "gramlab/spectrum.hpp"

#include "gramlab/limits.hpp"
#include "gramlab/validate.hpp"

namespace gramlab {

SymmetricEigen eigenSymmetric(const Eigen::MatrixXd& m, bool withVectors) {
  requireSymmetricMatrix(m, limits::kMaxMatrixOrder);
  Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> solver(
      m, withVectors ? Eigen::ComputeEigenvectors : Eigen::EigenvaluesOnly);
  SymmetricEigen result{solver.eigenvalues(), {}};
  if (withVectors) result.vectors = solver.eigenvectors();
  return result;
}

}  // namespace gramlab
