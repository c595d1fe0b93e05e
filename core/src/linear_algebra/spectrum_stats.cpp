#include "gramlab/linear_algebra/spectrum_stats.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <numeric>
#include <string>
#include <vector>

#include "gramlab/base/arguments.hpp"
#include "gramlab/base/error.hpp"
#include "gramlab/base/limits.hpp"
#include "gramlab/base/validate.hpp"

namespace gramlab {

namespace {

void requireEigenvalues(const Eigen::VectorXd& eigenvalues) {
  requireFiniteVector("eigenvalues", eigenvalues, static_cast<Eigen::Index>(limits::kMaxMatrixOrder));
}

Eigen::VectorXd descending(const Eigen::VectorXd& eigenvalues) {
  Eigen::VectorXd sorted = eigenvalues;
  std::sort(sorted.begin(), sorted.end(), std::greater<>());
  return sorted;
}

// numpy's cumsum(ev desc) / total, then the first share ≥ fraction (searchsorted 'left' on a rising list).
// total is the last running sum, not numpy's pairwise ev.sum(): they differ only by rounding, and this way
// the last share is exactly 1.
int axesInDescending(const Eigen::VectorXd& desc, double fraction) {
  std::vector<double> cumsum(desc.size());
  std::partial_sum(desc.begin(), desc.end(), cumsum.begin());
  const double total = cumsum.back();
  if (!(total > 0)) return 0;
  const auto reached = std::find_if(cumsum.begin(), cumsum.end(), [&](double c) { return c / total >= fraction; });
  return static_cast<int>(reached - cumsum.begin()) + 1;
}

}  // namespace

SpectrumStats spectrumStats(const Eigen::VectorXd& eigenvalues) {
  requireEigenvalues(eigenvalues);
  const Eigen::VectorXd desc = descending(eigenvalues);
  const double maxEv = desc(0);
  const double minEv = desc(desc.size() - 1);
  const double trace = finiteResult(desc.sum(), "the trace Σλ");
  // (Σλ)²/Σλ² is scale-free: computed on λ / max|λ|, it neither overflows (λ ~ 1e200) nor underflows
  // (λ ~ 1e−200) into NaN or 0; a single nonzero eigenvalue gives exactly 1.
  const double largest = desc.cwiseAbs().maxCoeff();
  double effectiveRank = 0;
  if (largest > 0) {
    const Eigen::VectorXd unit = desc / largest;
    effectiveRank = unit.sum() * unit.sum() / unit.squaredNorm();
  }
  return SpectrumStats{
      maxEv,
      minEv,
      axesInDescending(desc, 0.95),
      effectiveRank,
      minEv > 0 ? finiteResult(maxEv / minEv, "the condition number λmax/λmin")
                : std::numeric_limits<double>::infinity(),
      trace,
  };
}

int axesForFraction(const Eigen::VectorXd& eigenvalues, double fraction) {
  requireEigenvalues(eigenvalues);
  if (!std::isfinite(fraction)) throw Error(ErrorCode::NotFinite, "fraction must be a finite number");
  if (!(fraction > 0 && fraction <= 1))
    throw Error(ErrorCode::BadArgument, "fraction must be greater than 0 and at most 1");
  return axesInDescending(descending(eigenvalues), fraction);
}

SpectrumStats regularizedStats(const Eigen::VectorXd& eigenvalues, double lambda) {
  if (!std::isfinite(lambda)) throw Error(ErrorCode::NotFinite, "lambda must be a finite number");
  if (lambda < 0) throw Error(ErrorCode::BadArgument, "lambda must be 0 or more");
  return spectrumStats((eigenvalues.array() + lambda).matrix());
}

}  // namespace gramlab
