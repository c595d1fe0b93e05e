#include "gramlab/gamma_sweep.hpp"

#include <algorithm>
#include <limits>
#include <string>

#include "gramlab/error.hpp"
#include "gramlab/kernels.hpp"
#include "gramlab/psd.hpp"
#include "gramlab/spectrum.hpp"

namespace gramlab {

namespace {

void requireGammas(const std::vector<double>& gammas) {
  if (gammas.empty()) throw Error(ErrorCode::Empty, "gammas: the list is empty");
  if (gammas.size() > kMaxGammas)
    throw Error(ErrorCode::TooLarge,
                "gammas: " + std::to_string(gammas.size()) + " given; the limit is " + std::to_string(kMaxGammas));
  for (std::size_t i = 0; i < gammas.size(); ++i) {
    try {
      validateKernelSpec(KernelSpec{KernelKind::RBF, gammas[i]});
    } catch (const Error& e) {
      throw Error(e.code(), "gammas entry " + std::to_string(i + 1) + ": " + e.what());
    }
  }
}

}  // namespace

std::vector<GammaSweepRow> gammaSweep(const Eigen::MatrixXd& points, const std::vector<double>& gammas,
                                      bool withSpectrum) {
  const PointGeometry geometry(points);
  requireGammas(gammas);
  std::vector<GammaSweepRow> rows;
  rows.reserve(gammas.size());
  for (double gamma : gammas) {
    const Eigen::VectorXd ascending = eigenSymmetric(geometry.kernel(KernelSpec{KernelKind::RBF, gamma})).values;
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
  const PsdCheck check = psdCheckFromEigenvalues(eigenSymmetric(kernelMatrix(points, spec)).values);
  return SigmoidCheck{check.negativeCount, check.minEigenvalue, check.eigenvalues(check.eigenvalues.size() - 1),
                      check.tolerance, check.isPSD};
}

}  // namespace gramlab
