#include "gramlab/spectrum.hpp"

#include <cmath>

#include "gramlab/error.hpp"
#include "gramlab/limits.hpp"
#include "gramlab/tridiagonal.hpp"
#include "gramlab/tridiagonal_eigenvalues.hpp"
#include "gramlab/validate.hpp"

namespace gramlab {

namespace {

// x·2^k in two steps, so that neither factor overflows or is lost to underflow (|k| ≤ 2100).
template <class Dense>
Dense timesPowerOfTwo(const Dense& x, int k) {
  return (x * std::ldexp(1.0, k / 2)) * std::ldexp(1.0, k - k / 2);
}

// The values-only path: the blocked reduction and the root-free QR. A matrix whose largest entry is past
// 2^±300 is first scaled by a power of two (exact) to bring it into [1, 2): then nothing in the reduction
// can overflow (1e300 entries) or lose its squares to underflow (1e−250 entries). Inside that range the
// reduction is safe as it is, and the extra pass over the matrix (32 MB at n = 2000) is skipped.
Eigen::VectorXd eigenvaluesOnly(const Eigen::MatrixXd& m) {
  const double largest = m.cwiseAbs().maxCoeff();
  if (largest == 0.0) return Eigen::VectorXd::Zero(m.rows());
  const int exponent = std::abs(std::ilogb(largest)) > 300 ? std::ilogb(largest) : 0;
  Eigen::VectorXd values = tridiagonalEigenvalues(tridiagonalize(exponent ? timesPowerOfTwo(m, -exponent) : m));
  if (exponent) values = timesPowerOfTwo(values, exponent);
  requireFiniteResult(values, "eigenvalues");
  return values;
}

}  // namespace

SymmetricEigen eigenSymmetric(const Eigen::MatrixXd& m, bool withVectors) {
  requireSymmetricMatrix(m, limits::kMaxMatrixOrder);
  if (!withVectors) return SymmetricEigen{eigenvaluesOnly(m), {}};
  const Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> solver(m, Eigen::ComputeEigenvectors);
  // Eigen scales the matrix into [−1, 1] and back, so only a true eigenvalue past ±1.8e308 is non-finite.
  requireFiniteResult(solver.eigenvalues(), "eigenvalues");
  return SymmetricEigen{solver.eigenvalues(), solver.eigenvectors()};
}

}  // namespace gramlab
