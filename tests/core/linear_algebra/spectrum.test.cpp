#include <doctest/doctest.h>

#include <cmath>

#include "gramlab/base/error.hpp"
#include "gramlab/linear_algebra/spectrum.hpp"
#include "support/error_code.hpp"
#include "support/reference.hpp"

using gramlab::ErrorCode;

TEST_CASE("eigenSymmetric: the article's similarity table S is not PSD") {
  // Article, "아무 유사도 표나…": eigenvalues −0.177, 0.800, 2.377.
  const auto ev = gramlab::eigenSymmetric(ref::S()).values;
  REQUIRE(ev.size() == 3);
  CHECK(ev(0) == doctest::Approx(ref::eigenvaluesOfS()[0]).epsilon(1e-13));
  CHECK(ev(1) == doctest::Approx(ref::eigenvaluesOfS()[1]).epsilon(1e-13));
  CHECK(ev(2) == doctest::Approx(ref::eigenvaluesOfS()[2]).epsilon(1e-13));
}

TEST_CASE("eigenSymmetric: A and B from the Sylvester section") {
  const auto a = gramlab::eigenSymmetric(ref::A()).values;
  CHECK(a(0) == doctest::Approx(2 - std::sqrt(2.0)).epsilon(1e-13));
  CHECK(a(1) == doctest::Approx(2.0).epsilon(1e-13));
  CHECK(a(2) == doctest::Approx(2 + std::sqrt(2.0)).epsilon(1e-13));
  const auto b = gramlab::eigenSymmetric(ref::B()).values;
  CHECK(b(0) == doctest::Approx(-1.0).epsilon(1e-13));
  CHECK(b(1) == doctest::Approx(3.0).epsilon(1e-13));
  CHECK(b(2) == doctest::Approx(3.0).epsilon(1e-13));
}

TEST_CASE("eigenSymmetric: vectors satisfy Gv = λv") {
  const auto e = gramlab::eigenSymmetric(ref::S(), true);
  CHECK((ref::S() * e.vectors - e.vectors * e.values.asDiagonal()).norm() < 1e-13);
}

TEST_CASE("eigenSymmetric: bad input gets a stable code") {
  checkBadSymmetricInputs([](const Eigen::MatrixXd& m) { gramlab::eigenSymmetric(m); }, ref::S());
}

TEST_CASE("symmetricEigenvalues with the largest entry given: reads the lower triangle only, at any scale") {
  // [[2, 1], [1, 2]] has eigenvalues 1 and 3; the upper triangle holds NaN, which must never be read.
  for (const double scale : {1.0, 1e300, 1e-250}) {
    Eigen::MatrixXd m(2, 2);
    m << 2 * scale, std::nan(""), scale, 2 * scale;
    const Eigen::VectorXd ev = gramlab::symmetricEigenvalues(m, 2 * scale);
    REQUIRE(ev.size() == 2);
    CHECK(ev(0) == doctest::Approx(scale).epsilon(1e-15));
    CHECK(ev(1) == doctest::Approx(3 * scale).epsilon(1e-15));
  }
  // Rank-deficient: [[1, 1], [1, 1]] has eigenvalues 0 and 2.
  Eigen::MatrixXd ones(2, 2);
  ones << 1, std::nan(""), 1, 1;
  const Eigen::VectorXd ev = gramlab::symmetricEigenvalues(ones, 1.0);
  CHECK(std::abs(ev(0)) <= 4e-16);
  CHECK(ev(1) == doctest::Approx(2.0).epsilon(1e-15));
  CHECK(gramlab::symmetricEigenvalues(Eigen::MatrixXd::Zero(3, 3), 0.0).isZero(0.0));
}

TEST_CASE("symmetricEigenvalues with the largest entry given: past one panel, the upper triangle NaN") {
  // tridiag(−1, 2, −1) of order 40 (panels, a rank-2k update and the last panel): 2 − 2cos(kπ/41).
  const Eigen::Index n = 40;
  Eigen::MatrixXd m = Eigen::MatrixXd::Constant(n, n, std::nan(""));
  for (Eigen::Index j = 0; j < n; ++j) {
    m.col(j).tail(n - j).setZero();
    m(j, j) = 2.0;
    if (j + 1 < n) m(j + 1, j) = -1.0;
  }
  const Eigen::VectorXd ev = gramlab::symmetricEigenvalues(m, 2.0);
  REQUIRE(ev.size() == n);
  for (Eigen::Index k = 1; k <= n; ++k)
    CHECK(std::abs(ev(k - 1) - (2.0 - 2.0 * std::cos(k * M_PI / (n + 1.0)))) <= 4e-15 * 4);  // ≤ c·ε·λmax
}

TEST_CASE("eigenSymmetric held as its transpose: the article's S and the same bad-input codes") {
  // The binding's path: the article's S, values −0.177, 0.800, 2.377 (as above), vectors with Sv = λv.
  const auto e = gramlab::eigenSymmetric(gramlab::TransposedMatrix{ref::S().transpose()}, true);
  for (int k = 0; k < 3; ++k) CHECK(e.values(k) == doctest::Approx(ref::eigenvaluesOfS()[k]).epsilon(1e-13));
  CHECK((ref::S() * e.vectors - e.vectors * e.values.asDiagonal()).norm() < 1e-13);
  checkBadSymmetricInputs(
      [](const Eigen::MatrixXd& m) { gramlab::eigenSymmetric(gramlab::TransposedMatrix{m.transpose()}); }, ref::S());
}
