#include "gramlab/linear_algebra/psd.hpp"

#include <limits>

#include "gramlab/base/error.hpp"
#include "gramlab/linear_algebra/spectrum.hpp"

namespace gramlab {

double psdTolerance(const Eigen::VectorXd& eigenvalues, Eigen::Index n) {
  if (eigenvalues.size() == 0) throw Error(ErrorCode::Empty, "there are no eigenvalues");
  if (!eigenvalues.allFinite()) throw Error(ErrorCode::NotFinite, "an eigenvalue is not a finite number");
  if (n < 1) throw Error(ErrorCode::BadArgument, "the matrix order must be at least 1");
  return static_cast<double>(n) * std::numeric_limits<double>::epsilon() * eigenvalues.cwiseAbs().maxCoeff();
}

PsdCheck psdCheckFromEigenvalues(const Eigen::VectorXd& ascending) {
  const double tol = psdTolerance(ascending, ascending.size());
  const int negatives = static_cast<int>((ascending.array() < -tol).count());
  return PsdCheck{ascending, ascending.minCoeff(), negatives, negatives == 0, tol};
}

PsdCheck psdCheck(const Eigen::MatrixXd& m) { return psdCheckFromEigenvalues(eigenSymmetric(m).values); }

}  // namespace gramlab
