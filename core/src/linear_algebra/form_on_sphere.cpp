#include "gramlab/linear_algebra/form_on_sphere.hpp"

#include <cmath>
#include <string>

#include "gramlab/base/constants.hpp"
#include "gramlab/base/error.hpp"
#include "gramlab/base/limits.hpp"
#include "gramlab/linear_algebra/gram.hpp"
#include "gramlab/linear_algebra/spectrum.hpp"

namespace gramlab {

namespace {

void requireSteps(int steps) {
  if (steps < 4) throw Error(ErrorCode::BadArgument, "steps must be at least 4, not " + std::to_string(steps));
  if (steps > static_cast<int>(limits::kMaxSphereSteps))
    throw LimitError("steps " + std::to_string(steps) + " is past the limit " + std::to_string(limits::kMaxSphereSteps),
                     "steps", steps, static_cast<double>(limits::kMaxSphereSteps));
}

Eigen::MatrixXd circleDirections(int steps) {
  Eigen::MatrixXd d(steps, 2);
  for (int k = 0; k < steps; ++k) {
    const double theta = 2 * kPi * k / steps;
    d.row(k) << std::cos(theta), std::sin(theta);
  }
  return d;
}

Eigen::MatrixXd sphereDirections(int steps) {
  Eigen::MatrixXd d(2 * steps * steps, 3);
  for (int i = 0; i < steps; ++i) {
    const double phi = kPi * (i + 0.5) / steps;
    for (int j = 0; j < 2 * steps; ++j) {
      const double theta = kPi * j / steps;
      d.row(i * 2 * steps + j) << std::sin(phi) * std::cos(theta), std::sin(phi) * std::sin(theta), std::cos(phi);
    }
  }
  return d;
}

// The eigenvector's sign is arbitrary; fix it so the same table always marks the same point.
Eigen::VectorXd canonicalSign(Eigen::VectorXd v) {
  Eigen::Index largest = 0;
  v.cwiseAbs().maxCoeff(&largest);
  return v(largest) < 0 ? Eigen::VectorXd(-v) : v;
}

}  // namespace

FormOnSphere quadraticFormOnSphere(const Eigen::MatrixXd& s, int steps) {
  const SymmetricEigen e = eigenSymmetric(s, true);  // validates: square, finite, symmetric
  const Eigen::Index n = s.rows();
  if (n != 2 && n != 3)
    throw Error(ErrorCode::BadArgument,
                "cᵀSc is drawn over the circle or the sphere: order 2 or 3, not " + std::to_string(n));
  requireSteps(steps);
  FormOnSphere r;
  r.directions = n == 2 ? circleDirections(steps) : sphereDirections(steps);
  r.rows = n == 2 ? 1 : steps;
  r.columns = n == 2 ? steps : 2 * steps;
  const Eigen::Index count = r.directions.rows();
  r.values.resize(count);
  r.errorBounds.resize(count);
  r.signs.resize(static_cast<std::size_t>(count));
  for (Eigen::Index k = 0; k < count; ++k) {
    const QuadraticFormSign q = quadraticFormSign(s, r.directions.row(k).transpose());
    r.values(k) = q.value;
    r.errorBounds(k) = q.errorBound;
    r.signs[static_cast<std::size_t>(k)] = q.sign;
  }
  r.minDirection = canonicalSign(e.vectors.col(0));
  const QuadraticFormSign atMin = quadraticFormSign(s, r.minDirection);
  r.minValue = atMin.value;
  r.minErrorBound = atMin.errorBound;
  r.minSign = atMin.sign;
  r.minEigenvalue = e.values(0);
  r.maxEigenvalue = e.values(n - 1);
  return r;
}

}  // namespace gramlab
