#include "gramlab/linear_algebra/elliptope.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

#include "gramlab/base/constants.hpp"
#include "gramlab/base/error.hpp"
#include "gramlab/base/limits.hpp"
#include "gramlab/base/validate.hpp"
#include "gramlab/linear_algebra/psd_repair.hpp"

namespace gramlab {

namespace {

constexpr double kDegrees = 180.0 / kPi;

// Higham's γ_k = k·u / (1 − k·u), u = 2⁻⁵³: the relative error of k rounded operations in a row.
double gamma(int k) {
  const double u = std::numeric_limits<double>::epsilon() / 2;
  return k * u / (1 - k * u);
}

// √((1 − x²)(1 − y²)), with 1 − x² formed as (1 − x)(1 + x): exact near ±1, where the difference cancels.
double halfHeight(double x, double y) { return std::sqrt((1 - x) * (1 + x) * (1 - y) * (1 + y)); }

Eigen::VectorXd gridCoordinates(int steps) {
  Eigen::VectorXd u(steps + 1);
  for (int k = 0; 2 * k <= steps; ++k) {
    u[k] = -std::cos(kPi * k / steps);
    u[steps - k] = -u[k];
  }
  if (steps % 2 == 0) u[steps / 2] = 0;  // −cos(π/2) is 6e−17, not 0
  return u;
}

// The four inequalities on the angles, as margins left − right: θ_k − (the other two), and Σθ − 360°.
void findBrokenInequality(ElliptopePoint& p) {
  const Eigen::VectorXd& a = p.angles;
  const double margins[4] = {a[0] - a[1] - a[2], a[1] - a[0] - a[2], a[2] - a[0] - a[1], a.sum() - 360.0};
  const int worst = static_cast<int>(std::max_element(margins, margins + 4) - margins);
  p.brokenInequality = margins[worst] > 0 ? worst : -1;
  p.inequalityMargin = margins[worst] > 0 ? margins[worst] : 0.0;
}

// The clip repair, its diagonal scaled back to 1; |ρ| ≤ 1 holds for a PSD matrix, the clamp removes rounding past it.
Eigen::VectorXd repairedPoint(const Eigen::MatrixXd& m) {
  const Eigen::MatrixXd c = repairPSD(m, RepairMethod::Clip).matrix;
  const Eigen::Vector3d d = c.diagonal().cwiseSqrt();
  const auto rho = [&](int i, int j) { return std::clamp(c(i, j) / d[i] / d[j], -1.0, 1.0); };
  return Eigen::Vector3d(rho(0, 1), rho(0, 2), rho(1, 2));
}

}  // namespace

ElliptopeSurface elliptopeSurface(int steps) {
  requireCount("steps", steps, static_cast<std::size_t>(limits::kMaxElliptopeSteps));
  if (steps < 2) throw Error(ErrorCode::BadArgument, "steps must be at least 2, got " + std::to_string(steps));
  ElliptopeSurface s{gridCoordinates(steps), Eigen::MatrixXd(steps + 1, steps + 1),
                     Eigen::MatrixXd(steps + 1, steps + 1)};
  for (int i = 0; i <= steps; ++i)
    for (int j = 0; j <= steps; ++j) {
      const double x = s.coordinates[i], y = s.coordinates[j], centre = x * y, r = halfHeight(x, y);
      // |z| ≤ 1 on the exact surface; the clamp only removes rounding past it (1 + 2⁻⁵² where xy ≈ 1).
      s.lower(i, j) = std::max(centre - r, -1.0);
      s.upper(i, j) = std::min(centre + r, 1.0);
    }
  return s;
}

ElliptopePoint elliptopePoint(const Eigen::MatrixXd& m) {
  requireSymmetricMatrix(m, limits::kMaxMatrixOrder);
  if (m.rows() != 3)
    throw Error(ErrorCode::BadArgument, "the elliptope is drawn for 3×3 tables, got " + std::to_string(m.rows()) + "×" +
                                            std::to_string(m.rows()));
  for (int i = 0; i < 3; ++i)
    if (m(i, i) != 1.0)
      throw Error(ErrorCode::BadArgument, "entry (" + std::to_string(i + 1) + ", " + std::to_string(i + 1) +
                                              ") must be 1: the elliptope holds correlation tables");
  ElliptopePoint p{};
  const double x = m(0, 1), y = m(0, 2), z = m(1, 2);
  p.point = Eigen::Vector3d(x, y, z);
  const double triple = 2 * x * y * z;
  p.determinant = finiteResult(1 + triple - x * x - y * y - z * z, "the determinant 1 + 2xyz − x² − y² − z²");
  // Two products and four sums: |error| ≤ γ₆·(1 + |2xyz| + x² + y² + z²); γ₈ also covers this sum's own rounding.
  p.determinantErrorBound = gamma(8) * (1 + std::abs(triple) + x * x + y * y + z * z);
  const bool inCube = p.point.cwiseAbs().maxCoeff() <= 1;
  if (!inCube || p.determinant < -p.determinantErrorBound)
    p.membership = -1;
  else
    p.membership = p.determinant > p.determinantErrorBound ? 1 : 0;
  p.brokenInequality = -1;
  if (inCube) {
    p.angles = p.point.unaryExpr([](double s) { return std::acos(s) * kDegrees; });
    findBrokenInequality(p);
  }
  p.repaired = repairedPoint(m);
  p.repairDistance = (p.repaired - p.point).norm();
  return p;
}

}  // namespace gramlab
