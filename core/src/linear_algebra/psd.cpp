#include "gramlab/linear_algebra/psd.hpp"

#include <algorithm>
#include <limits>
#include <utility>

#include "gramlab/base/error.hpp"
#include "gramlab/linear_algebra/spectrum.hpp"

namespace gramlab {

double psdTolerance(const Eigen::VectorXd& eigenvalues, Eigen::Index n) {
  if (eigenvalues.size() == 0) throw Error(ErrorCode::Empty, "there are no eigenvalues");
  if (!eigenvalues.allFinite()) throw Error(ErrorCode::NotFinite, "an eigenvalue is not a finite number");
  if (n < 1) throw Error(ErrorCode::BadArgument, "the matrix order must be at least 1");
  return static_cast<double>(n) * std::numeric_limits<double>::epsilon() * eigenvalues.cwiseAbs().maxCoeff();
}

PsdCheck psdRule(const Eigen::VectorXd& ascending, std::optional<NegativeMinor> minor) {
  const double tol = psdTolerance(ascending, ascending.size());
  const int negatives = static_cast<int>((ascending.array() < -tol).count());
  // Beside an eigenvalue's "no" the minor adds nothing to the verdict; beside its "yes" it is the certain "no".
  const bool minorDecides = negatives == 0 && minor.has_value();
  return PsdCheck{ascending,
                  ascending.minCoeff(),
                  negatives,
                  negatives == 0 && !minor,
                  tol,
                  minorDecides ? "minor" : "rounding",
                  std::move(minor)};
}

std::optional<NegativeMinor> negativeDiagonal(const Eigen::MatrixXd& m) {
  for (Eigen::Index i = 0; i < std::min(m.rows(), m.cols()); ++i)
    if (m(i, i) < 0) return NegativeMinor{{static_cast<int>(i)}, m(i, i)};
  return std::nullopt;
}

PsdCheck psdCheckOf(const Eigen::MatrixXd& m, const Eigen::VectorXd& ascending) {
  return psdRule(ascending, negativeDiagonal(m));
}

PsdCheck psdCheckFromEigenvalues(const Eigen::VectorXd& ascending) { return psdRule(ascending, std::nullopt); }

PsdCheck psdCheck(const Eigen::MatrixXd& m) { return psdCheckOf(m, eigenSymmetric(m).values); }

}  // namespace gramlab
