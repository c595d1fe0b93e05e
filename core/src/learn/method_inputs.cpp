#include "gramlab/learn/method_inputs.hpp"

#include <cmath>
#include <string>

#include "gramlab/base/error.hpp"
#include "gramlab/base/limits.hpp"
#include "gramlab/base/validate.hpp"

namespace gramlab {

void requireTrainingPoints(const Eigen::MatrixXd& points) {
  try {
    requireFiniteMatrix(points, limits::kMaxMethodPoints, limits::kMaxDimension);
  } catch (const Error& e) {
    throw Error(e.code(), std::string("training points (one per row): ") + e.what(), e.details());
  }
}

void requirePerPoint(const Eigen::VectorXd& values, Eigen::Index n, const char* what) {
  if (values.size() != n)
    throw Error(ErrorCode::DimensionMismatch, std::string(what) + ": " + std::to_string(values.size()) +
                                                  " values for " + std::to_string(n) + " points");
  for (Eigen::Index i = 0; i < n; ++i)
    if (!std::isfinite(values(i)))
      throw Error(ErrorCode::NotFinite,
                  std::string(what) + ": value " + std::to_string(i + 1) + " is not a finite number");
}

}  // namespace gramlab
