#include "gramlab/linear_algebra/elliptope.hpp"

#include <doctest/doctest.h>

#include <cmath>
#include <limits>
#include <string>

#include "gramlab/base/error.hpp"
#include "support/error_code.hpp"
#include "support/fixtures.hpp"

using gramlab::ErrorCode;

namespace {

constexpr double kU = std::numeric_limits<double>::epsilon() / 2;

Eigen::MatrixXd table(double x, double y, double z) {
  Eigen::MatrixXd m(3, 3);
  m << 1, x, y, x, 1, z, y, z, 1;
  return m;
}

// The determinant in long double (64-bit significand on x86): a reference 2¹¹ times finer than the double sum.
long double determinant(long double x, long double y, long double z) {
  return 1 + 2 * x * y * z - x * x - y * y - z * z;
}

const fixture_files::Values& elliptopeCases() {
  static const fixture_files::Values values = fixture_files::keyValues("elliptope.txt");
  return values;
}

}  // namespace

TEST_CASE("elliptopePoint membership agrees with numpy's smallest eigenvalue on 400 points") {
  int decided = 0;
  for (const auto& [key, v] : elliptopeCases()) {
    if (key[0] != 'p') continue;
    CAPTURE(key);
    const auto p = gramlab::elliptopePoint(table(v[0], v[1], v[2]));
    const double smallest = v[3];
    // Never the opposite verdict; and the same one wherever numpy's eigenvalue is clear of rounding.
    if (p.membership == 1) CHECK(smallest > -1e-15);
    if (p.membership == -1) CHECK(smallest < 1e-15);
    if (std::abs(smallest) > 1e-6) {
      CHECK(p.membership == (smallest > 0 ? 1 : -1));
      ++decided;
    }
    // The angles against numpy's arccos, where the cosines are cosines.
    if (std::isnan(v[4]) || std::isnan(v[5]) || std::isnan(v[6])) {
      CHECK(p.angles.size() == 0);
    } else {
      REQUIRE(p.angles.size() == 3);
      for (int k = 0; k < 3; ++k) CHECK(p.angles[k] == doctest::Approx(v[4 + k]).epsilon(1e-13));
      // The sphere's triangle inequalities fail exactly when the table is not PSD (checked where numpy is clear).
      if (std::abs(smallest) > 1e-6) CHECK((p.brokenInequality >= 0) == (smallest < 0));
    }
  }
  CHECK(decided == 400);
}

TEST_CASE("elliptopePoint's repaired point is numpy's clip repair rescaled to a unit diagonal") {
  int checked = 0;
  for (const auto& [key, v] : elliptopeCases()) {
    if (key[0] != 'r') continue;
    CAPTURE(key);
    const auto p = gramlab::elliptopePoint(table(v[0], v[1], v[2]));
    for (int k = 0; k < 3; ++k) CHECK(std::abs(p.repaired[k] - v[3 + k]) < 1e-13);
    // On the surface: rank 2, so det = 0 up to the rounding of the repair.
    CHECK(std::abs(determinant(p.repaired[0], p.repaired[1], p.repaired[2])) < 1e-13);
    CHECK(p.repairDistance == doctest::Approx(std::hypot(v[3] - v[0], v[4] - v[1], v[5] - v[2])).epsilon(1e-12));
    ++checked;
  }
  CHECK(checked == 31);
}

TEST_CASE("elliptopePoint on the article's S: outside, arccos 0.2 = 78.5 degrees > 2 arccos 0.9 = 51.7 degrees") {
  const auto p = gramlab::elliptopePoint(table(0.9, 0.2, 0.9));
  // det = 1 + 2·0.162 − 0.81 − 0.04 − 0.81 = −0.336.
  CHECK(p.determinant == doctest::Approx(-0.336).epsilon(1e-14));
  CHECK(p.membership == -1);
  CHECK(p.brokenInequality == 1);  // θ_AC, the angle of s_AC = 0.2
  // The article's figures, to the decimal it prints them.
  CHECK(std::round(p.angles[1] * 10) / 10 == 78.5);
  CHECK(std::round((p.angles[0] + p.angles[2]) * 10) / 10 == 51.7);
  CHECK(p.inequalityMargin == doctest::Approx(p.angles[1] - p.angles[0] - p.angles[2]));
}

TEST_CASE("elliptopePoint on the cube's edges and corners") {
  // x = 1: rows A and B are equal, det = 1 + 2y² − 1 − 2y² = 0, and the table is PSD (rank 2). Computed, det is
  // 0 up to rounding (−5.6e−17 at y = −0.3), within its bound: on the surface, no verdict from det alone.
  for (double y : {-1.0, -0.3, 0.0, 0.7}) {
    CAPTURE(y);
    const auto p = gramlab::elliptopePoint(table(1, y, y));
    CHECK(std::abs(p.determinant) <= p.determinantErrorBound);
    CHECK(p.membership == 0);
    CHECK(p.brokenInequality == -1);
    CHECK(p.repairDistance == 0.0);
  }
  // The corner (1, 1, 1): all vectors equal, angles 0, det = 1 + 2 − 3 = 0.
  const auto corner = gramlab::elliptopePoint(table(1, 1, 1));
  CHECK(corner.membership == 0);
  CHECK(corner.angles == Eigen::Vector3d::Zero());
  CHECK(corner.repaired == Eigen::Vector3d(1, 1, 1));
  // (1, 1, −1): A = B = C and B = −C cannot both hold; det = 1 − 2 − 3 = −4, θ_BC = 180° > 0° + 0°.
  const auto flipped = gramlab::elliptopePoint(table(1, 1, -1));
  CHECK(flipped.determinant == -4.0);
  CHECK(flipped.membership == -1);
  CHECK(flipped.brokenInequality == 2);
  CHECK(flipped.inequalityMargin == doctest::Approx(180));
  // (−0.6, −0.6, −0.6): each angle 126.87°, no triangle inequality fails but the three sum past 360°;
  // det = 1 − 0.432 − 1.08 = −0.512.
  const auto spread = gramlab::elliptopePoint(table(-0.6, -0.6, -0.6));
  CHECK(spread.determinant == doctest::Approx(-0.512).epsilon(1e-14));
  CHECK(spread.brokenInequality == 3);
  CHECK(spread.inequalityMargin == doctest::Approx(3 * std::acos(-0.6) * 180 / M_PI - 360));
  // Past the cube: a 2 × 2 minor 1 − 1.5² < 0 decides, and there are no angles.
  const auto far = gramlab::elliptopePoint(table(1.5, 0, 0));
  CHECK(far.membership == -1);
  CHECK(far.angles.size() == 0);
  CHECK(far.brokenInequality == -1);
  // Inside: the identity, det = 1.
  CHECK(gramlab::elliptopePoint(table(0, 0, 0)).membership == 1);
}

TEST_CASE("elliptopeSurface: both sheets have det = 0 within a rounding bound") {
  const auto s = gramlab::elliptopeSurface(40);
  REQUIRE(s.coordinates.size() == 41);
  CHECK(s.coordinates[0] == -1.0);
  CHECK(s.coordinates[20] == 0.0);
  CHECK(s.coordinates[40] == 1.0);
  for (int k = 0; k <= 40; ++k) {
    CHECK(s.coordinates[k] == -s.coordinates[40 - k]);
    CHECK(s.coordinates[k] == doctest::Approx(-std::cos(M_PI * k / 40)).epsilon(1e-15));
  }
  // z = xy ± r with r = √((1 − x²)(1 − y²)) ≤ 1 carries an error δ ≤ 8u (a product, a sqrt of a four-fold
  // product, a sum), and ∂det/∂z = 2(xy − z) = ∓2r, so |det(x, y, fl(z))| ≤ 2·8u + δ² < 32u with exact x, y.
  for (int i = 0; i <= 40; ++i)
    for (int j = 0; j <= 40; ++j) {
      const double x = s.coordinates[i], y = s.coordinates[j];
      CHECK(std::abs(determinant(x, y, s.lower(i, j))) < 32 * kU);
      CHECK(std::abs(determinant(x, y, s.upper(i, j))) < 32 * kU);
      CHECK(s.lower(i, j) <= s.upper(i, j));
      CHECK(std::abs(s.lower(i, j)) <= 1.0);
      CHECK(std::abs(s.upper(i, j)) <= 1.0);
    }
  // On the square's edge (x = ±1) the two sheets meet at z = xy.
  for (int j = 0; j <= 40; ++j) {
    CHECK(s.lower(0, j) == s.upper(0, j));
    CHECK(s.upper(40, j) == s.coordinates[j]);
  }
}

TEST_CASE("elliptopePoint and elliptopeSurface refuse bad input with a code") {
  CHECK(codeOf([] { gramlab::elliptopePoint(table(std::nan(""), 0, 0)); }) == ErrorCode::NotFinite);
  CHECK(codeOf([] { gramlab::elliptopePoint(table(HUGE_VAL, 0, 0)); }) == ErrorCode::NotFinite);
  CHECK(codeOf([] { gramlab::elliptopePoint(Eigen::MatrixXd::Identity(2, 2)); }) == ErrorCode::BadArgument);
  CHECK(codeOf([] { gramlab::elliptopePoint(Eigen::MatrixXd::Identity(4, 4)); }) == ErrorCode::BadArgument);
  CHECK(codeOf([] { gramlab::elliptopePoint(Eigen::MatrixXd::Identity(3, 3) * 0.5); }) == ErrorCode::BadArgument);
  Eigen::MatrixXd skew = table(0.5, 0, 0);
  skew(1, 0) = -0.5;
  CHECK(codeOf([&] { gramlab::elliptopePoint(skew); }) == ErrorCode::NotSymmetric);
  // x² = 1e400 is past double's range: a coded error, not −Infinity.
  CHECK(codeOf([] { gramlab::elliptopePoint(table(1e200, 0, 0)); }) == ErrorCode::Overflow);
  CHECK(codeOf([] { gramlab::elliptopeSurface(0); }) == ErrorCode::Empty);
  CHECK(codeOf([] { gramlab::elliptopeSurface(1); }) == ErrorCode::BadArgument);
  CHECK(codeOf([] { gramlab::elliptopeSurface(-3); }) == ErrorCode::BadArgument);
  CHECK(codeOf([] { gramlab::elliptopeSurface(201); }) == ErrorCode::TooLarge);
}
