#include "gramlab/linear_algebra/general_spectrum.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <vector>

#include "gramlab/base/error.hpp"
#include "gramlab/base/limits.hpp"
#include "gramlab/base/validate.hpp"

namespace gramlab {

namespace {

// κ_i = ‖x_i‖·‖y_i‖ where the left eigenvectors y_i are the rows of V⁻¹ (so y_i·x_i = 1). A singular V
// (a defective eigenvalue) has no first-order bound: +inf.
Eigen::VectorXd conditionNumbers(const Eigen::MatrixXcd& vectors) {
  const Eigen::Index n = vectors.cols();
  const Eigen::PartialPivLU<Eigen::MatrixXcd> lu(vectors);
  const bool invertible = lu.rcond() > std::numeric_limits<double>::epsilon();
  const Eigen::MatrixXcd left = invertible ? Eigen::MatrixXcd(lu.inverse()) : Eigen::MatrixXcd();
  Eigen::VectorXd kappa(n);
  for (Eigen::Index i = 0; i < n; ++i) {
    const double k = invertible ? left.row(i).norm() * vectors.col(i).norm() : HUGE_VAL;
    kappa(i) = std::isfinite(k) ? k : HUGE_VAL;
  }
  return kappa;
}

// numpy.sort_complex's order: real part, then imaginary part.
std::vector<Eigen::Index> sortOrder(const Eigen::VectorXcd& values) {
  std::vector<Eigen::Index> order(values.size());
  std::iota(order.begin(), order.end(), Eigen::Index{0});
  std::sort(order.begin(), order.end(), [&](Eigen::Index a, Eigen::Index b) {
    const auto &x = values(a), &y = values(b);
    return x.real() != y.real() ? x.real() < y.real() : x.imag() < y.imag();
  });
  return order;
}

}  // namespace

GeneralSpectrum generalSpectrum(const Eigen::MatrixXd& m) {
  requireSquareMatrix(m, limits::kMaxMatrixOrder);
  const Eigen::EigenSolver<Eigen::MatrixXd> solver(m, true);
  if (solver.info() != Eigen::Success)
    throw Error(ErrorCode::BadArgument, "the eigenvalue iteration did not converge for this matrix");
  const Eigen::VectorXcd& values = solver.eigenvalues();
  const Eigen::VectorXd kappa = conditionNumbers(solver.eigenvectors());
  // The QR algorithm's backward error, as psdTolerance's: n · ε · ‖A‖_F (stableNorm: no overflow at 1e300).
  const double backward = static_cast<double>(m.rows()) * std::numeric_limits<double>::epsilon() * m.stableNorm();

  const Eigen::Index n = m.rows();
  GeneralSpectrum out{Eigen::MatrixXd(n, 2), Eigen::VectorXd(n), Eigen::VectorXi(n), 0};
  const std::vector<Eigen::Index> order = sortOrder(values);
  for (Eigen::Index k = 0; k < n; ++k) {
    const Eigen::Index i = order[k];
    out.eigenvalues(k, 0) = values(i).real();
    out.eigenvalues(k, 1) = values(i).imag();
    // inf·0 (a zero matrix with a defective eigenvalue) is NaN; no error means no bound either way.
    const double bound = backward == 0 ? 0.0 : kappa(i) * backward;
    out.errorBounds(k) = bound;
    out.isComplex(k) = std::abs(values(i).imag()) > bound ? 1 : 0;
    out.complexCount += out.isComplex(k);
  }
  return out;
}

}  // namespace gramlab
