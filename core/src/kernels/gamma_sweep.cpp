#include "gramlab/kernels/gamma_sweep.hpp"

#include <algorithm>
#include <cstring>
#include <limits>
#include <memory>
#include <string>

#include "gramlab/base/arguments.hpp"
#include "gramlab/base/error.hpp"
#include "gramlab/base/limits.hpp"
#include "gramlab/kernels/kernels.hpp"
#include "gramlab/linear_algebra/psd.hpp"
#include "gramlab/linear_algebra/spectrum.hpp"

namespace gramlab {

namespace {

void requireGammas(const std::vector<double>& gammas) {
  requireListSize("gammas", gammas.size(), limits::kMaxGammas);
  for (std::size_t i = 0; i < gammas.size(); ++i) {
    try {
      validateKernelSpec(KernelSpec{KernelKind::RBF, gammas[i]});
    } catch (const Error& e) {
      throw Error(e.code(), "gammas entry " + std::to_string(i + 1) + ": " + e.what(), e.details());
    }
  }
}

// Each γ is an O(n³) decomposition: a call of 64 γ at n = 2000 would hold its thread for minutes, so the
// γ list goes in pieces (the page asks one γ per step).
void requireResponsive(std::size_t gammaCount, std::size_t n) {
  const double work =
      static_cast<double>(gammaCount) * static_cast<double>(n) * static_cast<double>(n) * static_cast<double>(n);
  if (work > limits::kMaxGammaSweepWork)
    throw LimitError("gammas: " + std::to_string(gammaCount) + " values at n = " + std::to_string(n) +
                         " in one call; the limit is γ values · n³ ≤ " +
                         std::to_string(static_cast<long long>(limits::kMaxGammaSweepWork)) +
                         ": ask for fewer γ per call",
                     "gammas · n³", work, limits::kMaxGammaSweepWork);
}

// The geometry of the last point set (its squared distances once computed): the page asks one γ per
// slider step on the same points. Kept only for a bit-identical point set, so it is never stale.
const PointGeometry& geometryOf(const Eigen::MatrixXd& points) {
  thread_local Eigen::MatrixXd lastPoints;
  thread_local std::unique_ptr<PointGeometry> last;
  const bool same = last && lastPoints.rows() == points.rows() && lastPoints.cols() == points.cols() &&
                    std::memcmp(lastPoints.data(), points.data(), sizeof(double) * points.size()) == 0;
  if (!same) {
    last.reset();  // the old distances go before the new are built
    last = std::make_unique<PointGeometry>(points);
    lastPoints = points;
  }
  return *last;
}

}  // namespace

std::vector<GammaSweepRow> gammaSweep(const Eigen::MatrixXd& points, const std::vector<double>& gammas,
                                      bool withSpectrum) {
  requireDistanceWork(points.rows(), points.cols());  // before the cache keeps the points
  const PointGeometry& geometry = geometryOf(points);
  requireGammas(gammas);
  requireResponsive(gammas.size(), static_cast<std::size_t>(points.rows()));
  std::vector<GammaSweepRow> rows;
  rows.reserve(gammas.size());
  for (double gamma : gammas) {
    // The kernel is symmetric and in [0, 1] by construction: its eigenvalues need no input checks, and the
    // solver reads only the lower triangle, written in its own layout.
    const Eigen::VectorXd ascending = symmetricEigenvalues(geometry.rbfLowerTriangle(gamma), 1.0);
    rows.push_back(
        {gamma, spectrumStats(ascending), withSpectrum ? Eigen::VectorXd(ascending.reverse()) : Eigen::VectorXd()});
  }
  return rows;
}

SigmoidCheck sigmoidCheck(const Eigen::MatrixXd& points, double a, double b) {
  KernelSpec spec;
  spec.kind = KernelKind::Sigmoid;
  spec.a = a;
  spec.b = b;
  const PsdCheck check = psdCheckFromEigenvalues(symmetricEigenvalues(kernelMatrix(points, spec)));
  return SigmoidCheck{check.negativeCount, check.minEigenvalue, check.eigenvalues(check.eigenvalues.size() - 1),
                      check.tolerance, check.isPSD};
}

}  // namespace gramlab
