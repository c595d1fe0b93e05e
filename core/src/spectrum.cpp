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

// The values-only path: the blocked reduction and the root-free QR. The matrix is first scaled by a power
// of two (exact) so that its largest entry is in [1, 2): nothing in the reduction can overflow (1e300
// entries) or lose its squares to underflow (1e−250 entries).
Eigen::VectorXd eigenvaluesOnly(const Eigen::MatrixXd& m) {
  const double largest = m.cwiseAbs().maxCoeff();
  if (largest == 0.0) return Eigen::VectorXd::Zero(m.rows());
  const int exponent = std::ilogb(largest);
  Eigen::VectorXd values = tridiagonalEigenvalues(tridiagonalize(timesPowerOfTwo(m, -exponent)));
  values = timesPowerOfTwo(values, exponent);
  if (!values.allFinite())
    throw Error(ErrorCode::TooLarge, "eigenvalues: an eigenvalue of this matrix exceeds the double range (1.8e308)");
  return values;
}

}  // namespace

SymmetricEigen eigenSymmetric(const Eigen::MatrixXd& m, bool withVectors) {
  requireSymmetricMatrix(m, limits::kMaxMatrixOrder);
  if (!withVectors) return SymmetricEigen{eigenvaluesOnly(m), {}};
  const Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> solver(m, Eigen::ComputeEigenvectors);
  return SymmetricEigen{solver.eigenvalues(), solver.eigenvectors()};
}

}  // namespace gramlab
