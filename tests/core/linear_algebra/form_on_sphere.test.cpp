#include "gramlab/linear_algebra/form_on_sphere.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <limits>

#include "gramlab/base/error.hpp"
#include "support/error_code.hpp"
#include "support/reference.hpp"

using gramlab::ErrorCode;

namespace {

// [[1, 2], [2, 1]]: eigenvalues 3 and −1; at c = (cos θ, sin θ), cᵀSc = 1 + 4 sin θ cos θ = 1 + 2 sin 2θ.
Eigen::MatrixXd indefinite2() {
  Eigen::MatrixXd s(2, 2);
  s << 1, 2, 2, 1;
  return s;
}

int countSign(const gramlab::FormOnSphere& f, int sign) {
  return static_cast<int>(std::count(f.signs.begin(), f.signs.end(), sign));
}

}  // namespace

TEST_CASE("quadraticFormOnSphere: 2 × 2 samples equal 1 + 2 sin 2θ at θ = kπ/4") {
  const auto f = gramlab::quadraticFormOnSphere(indefinite2(), 8);
  REQUIRE(f.values.size() == 8);
  CHECK(f.rows == 1);
  CHECK(f.columns == 8);
  const double expected[8] = {1, 3, 1, -1, 1, 3, 1, -1};
  const int signs[8] = {1, 1, 1, -1, 1, 1, 1, -1};
  for (int k = 0; k < 8; ++k) {
    CHECK(f.values(k) == doctest::Approx(expected[k]).epsilon(1e-15));
    CHECK(f.signs[k] == signs[k]);
    CHECK(f.directions.row(k).norm() == doctest::Approx(1).epsilon(1e-15));
  }
  CHECK(f.minEigenvalue == doctest::Approx(-1).epsilon(1e-15));
  CHECK(f.maxEigenvalue == doctest::Approx(3).epsilon(1e-15));
  // The eigenvector of −1 is ±(1, −1)/√2; cᵀSc there is −1, certainly negative.
  CHECK(std::abs(f.minDirection(0) - f.minDirection(1)) == doctest::Approx(std::sqrt(2.0)).epsilon(1e-14));
  CHECK(std::abs(f.minValue + 1) <= f.minErrorBound + 1e-15);
  CHECK(f.minSign == -1);
}

TEST_CASE("quadraticFormOnSphere: over 360 angles the smallest sample is λ_min = −1 within its bound") {
  const auto f = gramlab::quadraticFormOnSphere(indefinite2(), 360);
  Eigen::Index at = 0;
  const double smallest = f.values.minCoeff(&at);
  // θ = 135° is on the grid (k = 135), so the grid reaches the minimum, never below it.
  CHECK(smallest >= -1 - f.errorBounds(at));
  CHECK(smallest <= -1 + f.errorBounds(at) + 1e-15);
  // 1 + 2 sin 2θ < 0 on (105°, 165°) and (285°, 345°): 59 whole degrees each, open ends.
  CHECK(countSign(f, -1) == 2 * 59);
}

TEST_CASE("quadraticFormOnSphere: a rank-deficient table has no certain negative, its null direction reads 0") {
  Eigen::MatrixXd s(2, 2);
  s << 1, 1, 1, 1;  // cᵀSc = (cos θ + sin θ)², zero at 135° and 315°
  const auto f = gramlab::quadraticFormOnSphere(s, 8);
  CHECK(countSign(f, -1) == 0);
  CHECK(f.signs[3] == 0);
  CHECK(f.signs[7] == 0);
  CHECK(countSign(f, 1) == 6);
  CHECK(f.minSign == 0);
}

TEST_CASE("quadraticFormOnSphere: scaled by 1e300 or 1e-250 the verdicts stay those of the unscaled table") {
  const auto base = gramlab::quadraticFormOnSphere(indefinite2(), 36);
  for (double scale : {1e300, 1e-250}) {
    const auto f = gramlab::quadraticFormOnSphere(indefinite2() * scale, 36);
    CHECK(f.signs == base.signs);
    CHECK(f.minSign == -1);
    CHECK(f.minValue / scale == doctest::Approx(-1).epsilon(1e-14));
  }
}

TEST_CASE("quadraticFormOnSphere: the article's S over the sphere dips below zero at λ_min") {
  const auto f = gramlab::quadraticFormOnSphere(ref::S(), 24);
  REQUIRE(f.values.size() == 2 * 24 * 24);
  CHECK(f.rows == 24);
  CHECK(f.columns == 48);
  const double lambdaMin = ref::eigenvaluesOfS()[0];
  CHECK(f.minEigenvalue == doctest::Approx(lambdaMin).epsilon(1e-13));
  CHECK(f.minValue == doctest::Approx(lambdaMin).epsilon(1e-13));
  CHECK(f.minSign == -1);
  CHECK(countSign(f, -1) > 0);
  // No direction goes below λ_min (Rayleigh), beyond rounding.
  CHECK(f.values.minCoeff() >= lambdaMin - 1e-14);
}

TEST_CASE("quadraticFormOnSphere: diag(1, 2, -3) is negative near the poles, positive on the equator") {
  const Eigen::MatrixXd s = Eigen::Vector3d(1, 2, -3).asDiagonal();
  const auto f = gramlab::quadraticFormOnSphere(s, 10);
  // Row 0 is φ = 9°: cᵀSc ≤ 2 sin²9° − 3 cos²9° < 0. Rows 4, 5 are φ = 81°, 99°: ≥ sin²81° − 3 cos²81° > 0.
  for (int j = 0; j < 20; ++j) {
    CHECK(f.signs[j] == -1);
    CHECK(f.signs[4 * 20 + j] == 1);
    CHECK(f.signs[5 * 20 + j] == 1);
  }
  CHECK(std::abs(f.minDirection(2)) == doctest::Approx(1));
  CHECK(f.minDirection(2) > 0);
  CHECK(f.minValue == doctest::Approx(-3).epsilon(1e-15));
}

TEST_CASE("quadraticFormOnSphere: bad input has a code") {
  Eigen::MatrixXd nan = indefinite2();
  nan(0, 1) = nan(1, 0) = std::numeric_limits<double>::quiet_NaN();
  CHECK(codeOf([&] { gramlab::quadraticFormOnSphere(nan, 8); }) == ErrorCode::NotFinite);
  CHECK(codeOf([&] { gramlab::quadraticFormOnSphere(Eigen::MatrixXd::Identity(4, 4), 8); }) == ErrorCode::BadArgument);
  CHECK(codeOf([&] { gramlab::quadraticFormOnSphere(Eigen::MatrixXd::Identity(1, 1), 8); }) == ErrorCode::BadArgument);
  CHECK(codeOf([&] { gramlab::quadraticFormOnSphere(indefinite2(), 3); }) == ErrorCode::BadArgument);
  CHECK(codeOf([&] { gramlab::quadraticFormOnSphere(indefinite2(), 361); }) == ErrorCode::TooLarge);
  Eigen::MatrixXd asymmetric = indefinite2();
  asymmetric(0, 1) = 5;
  CHECK(codeOf([&] { gramlab::quadraticFormOnSphere(asymmetric, 8); }) == ErrorCode::NotSymmetric);
  CHECK(codeOf([&] { gramlab::quadraticFormOnSphere(Eigen::MatrixXd(0, 0), 8); }) == ErrorCode::Empty);
}
