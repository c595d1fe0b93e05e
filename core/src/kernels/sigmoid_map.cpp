#include "gramlab/kernels/sigmoid_map.hpp"

#include <cmath>
#include <cstdio>
#include <string>

#include "gramlab/base/arguments.hpp"
#include "gramlab/base/error.hpp"
#include "gramlab/kernels/kernels.hpp"
#include "gramlab/linear_algebra/psd.hpp"
#include "gramlab/linear_algebra/spectrum.hpp"

namespace gramlab {

namespace {

// a and b are the API's aValues and bValues: 1..kMaxSigmoidMapSide finite numbers, named as the caller wrote them.
void requireValues(const char* name, const std::vector<double>& values) {
  requireFiniteVector(name, Eigen::Map<const Eigen::VectorXd>(values.data(), static_cast<Eigen::Index>(values.size())),
                      static_cast<Eigen::Index>(kMaxSigmoidMapSide));
}

}  // namespace

SigmoidMap sigmoidMap(const Eigen::MatrixXd& points, const std::vector<double>& aValues,
                      const std::vector<double>& bValues) {
  const PointGeometry geometry(points);
  const Eigen::Index n = geometry.size();
  if (static_cast<std::size_t>(n) > kMaxSigmoidMapPoints)
    throw LimitError("the sigmoid map takes at most " + std::to_string(kMaxSigmoidMapPoints) + " points; " +
                         std::to_string(n) + " given",
                     "n", static_cast<double>(n), static_cast<double>(kMaxSigmoidMapPoints));
  requireValues("aValues", aValues);
  requireValues("bValues", bValues);
  const double cells = static_cast<double>(aValues.size()) * static_cast<double>(bValues.size());
  const double work = cells * static_cast<double>(n) * static_cast<double>(n) * static_cast<double>(n);
  if (work > kMaxSigmoidMapWork) {
    char budget[160];
    std::snprintf(budget, sizeof budget,
                  "%.0f cells of %ld points is more than one call may take (cells × n³ ≤ %.3g); ask for fewer "
                  "a or b values at a time, or fewer points",
                  cells, static_cast<long>(n), kMaxSigmoidMapWork);
    throw LimitError(budget, "cells · n³", work, kMaxSigmoidMapWork);
  }

  const auto rows = static_cast<Eigen::Index>(bValues.size());
  const auto cols = static_cast<Eigen::Index>(aValues.size());
  SigmoidMap map{
      aValues, bValues, Eigen::MatrixXd(rows, cols), Eigen::MatrixXi(rows, cols), Eigen::MatrixXd(rows, cols), 0, n};
  KernelSpec spec;
  spec.kind = KernelKind::Sigmoid;
  for (Eigen::Index i = 0; i < rows; ++i) {
    spec.b = bValues[static_cast<std::size_t>(i)];
    for (Eigen::Index j = 0; j < cols; ++j) {
      spec.a = aValues[static_cast<std::size_t>(j)];
      const PsdCheck check = psdCheckFromEigenvalues(eigenSymmetric(geometry.kernel(spec)).values);
      map.minEigenvalue(i, j) = check.minEigenvalue;
      map.negativeCount(i, j) = check.negativeCount;
      map.tolerance(i, j) = check.tolerance;
      if (check.isPSD) ++map.psdCells;
    }
  }
  return map;
}

}  // namespace gramlab
