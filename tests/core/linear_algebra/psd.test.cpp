#include <doctest/doctest.h>

#include <cmath>
#include <limits>

#include "gramlab/base/constants.hpp"
#include "gramlab/base/error.hpp"
#include "gramlab/linear_algebra/psd.hpp"
#include "support/error_code.hpp"
#include "support/reference.hpp"

using gramlab::ErrorCode;
using gramlab::kEpsilon;

namespace {

Eigen::MatrixXd hilbert(int n) {
  Eigen::MatrixXd h(n, n);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) h(i, j) = 1.0 / (i + j + 1);
  return h;
}

}  // namespace

TEST_CASE("psdCheck: the article's S has one negative eigenvalue") {
  const auto c = gramlab::psdCheck(ref::S());
  CHECK_FALSE(c.isPSD);
  CHECK(c.negativeCount == 1);
  CHECK(c.minEigenvalue == doctest::Approx(ref::eigenvaluesOfS()[0]).epsilon(1e-13));
  REQUIRE(c.eigenvalues.size() == 3);
  CHECK(c.eigenvalues(1) == doctest::Approx(ref::eigenvaluesOfS()[1]).epsilon(1e-13));
  CHECK(c.eigenvalues(2) == doctest::Approx(ref::eigenvaluesOfS()[2]).epsilon(1e-13));
  CHECK(c.tolerance == doctest::Approx(3 * kEpsilon * ref::eigenvaluesOfS()[2]).epsilon(1e-12));
}

TEST_CASE("psdCheck: A is positive definite, B is not (Sylvester section)") {
  const auto a = gramlab::psdCheck(ref::A());
  CHECK(a.isPSD);
  CHECK(a.negativeCount == 0);
  CHECK(a.minEigenvalue == doctest::Approx(2 - std::sqrt(2.0)).epsilon(1e-13));
  const auto b = gramlab::psdCheck(ref::B());
  CHECK_FALSE(b.isPSD);
  CHECK(b.negativeCount == 1);
  CHECK(b.minEigenvalue == doctest::Approx(-1.0).epsilon(1e-13));
}

TEST_CASE("psdCheck: S with A–C raised from 0.2 to 0.8 becomes PSD") {
  // By hand: (1, 0, −1) is an eigenvector with λ = 1 − 0.8 = 0.2; on (a, b, a) the matrix acts as
  // [[1.8, 0.9], [1.8, 1]], so λ² − 2.8λ + 0.18 = 0, λ = 1.4 ∓ √1.78.
  Eigen::MatrixXd m = ref::S();
  m(0, 2) = m(2, 0) = 0.8;
  const auto c = gramlab::psdCheck(m);
  CHECK(c.isPSD);
  CHECK(c.negativeCount == 0);
  CHECK(c.eigenvalues(0) == doctest::Approx(1.4 - std::sqrt(1.78)).epsilon(1e-12));
  CHECK(c.eigenvalues(1) == doctest::Approx(0.2).epsilon(1e-13));
  CHECK(c.eigenvalues(2) == doctest::Approx(1.4 + std::sqrt(1.78)).epsilon(1e-13));
  CHECK(c.eigenvalues(0) == doctest::Approx(0.066).epsilon(0.01));
  CHECK(c.eigenvalues(2) == doctest::Approx(2.734).epsilon(1e-3));
}

TEST_CASE("psdCheck: the 8×8 Hilbert matrix stays positive definite") {
  // 1 / λ_max of the exact integer inverse of H₈: 1.111538966372442e−10.
  const auto c = gramlab::psdCheck(hilbert(8));
  CHECK(c.isPSD);
  CHECK(c.minEigenvalue == doctest::Approx(1.111538966372442e-10).epsilon(1e-4));
  CHECK(c.minEigenvalue > 1000 * c.tolerance);
}

TEST_CASE("psdCheck: a rank-1 Gram matrix xxᵀ is PSD despite rounding") {
  Eigen::VectorXd x(5);
  x << 0.1, -0.7, 0.3, 1.9, -2.3;
  const auto c = gramlab::psdCheck(x * x.transpose());
  CHECK(c.isPSD);
  CHECK(c.negativeCount == 0);
  CHECK(c.eigenvalues(4) == doctest::Approx(x.squaredNorm()).epsilon(1e-13));
  // The four zero eigenvalues come back as rounding, inside the band.
  CHECK(c.eigenvalues.head(4).cwiseAbs().maxCoeff() <= c.tolerance);
}

TEST_CASE("psdTolerance: n · ε · max|λ|") {
  Eigen::VectorXd ev(3);
  ev << -3e-16, 1.0, 2.0;
  const double tol = gramlab::psdTolerance(ev, 3);
  CHECK(tol == doctest::Approx(6 * kEpsilon).epsilon(1e-15));
  // −3e−16, the rounding a rank-deficient 3×3 Gram matrix shows, counts as zero.
  CHECK(gramlab::psdCheckFromEigenvalues(ev).isPSD);
  CHECK(gramlab::psdCheckFromEigenvalues(ev).negativeCount == 0);
  // Relative: scaling the matrix scales the tolerance.
  CHECK(gramlab::psdTolerance(ev * 1e6, 3) == doctest::Approx(6e6 * kEpsilon).epsilon(1e-15));
  Eigen::VectorXd zeros = Eigen::VectorXd::Zero(4);
  CHECK(gramlab::psdTolerance(zeros, 4) == 0.0);
  CHECK(gramlab::psdCheckFromEigenvalues(zeros).isPSD);
}

TEST_CASE("psdCheck: an eigenvalue just past −tolerance counts as negative") {
  Eigen::VectorXd ev(3);
  ev << -1e-14, 1.0, 2.0;  // tolerance 1.3e−15
  const auto c = gramlab::psdCheckFromEigenvalues(ev);
  CHECK_FALSE(c.isPSD);
  CHECK(c.negativeCount == 1);
  CHECK(c.minEigenvalue == -1e-14);
}

TEST_CASE("psdCheck: bad input gets a stable code") {
  checkBadSymmetricInputs([](const Eigen::MatrixXd& m) { gramlab::psdCheck(m); }, ref::S());
}

TEST_CASE("psdTolerance: bad input gets a stable code") {
  Eigen::VectorXd ev(2);
  ev << 1.0, 2.0;
  CHECK(codeOf([] { gramlab::psdTolerance(Eigen::VectorXd(), 1); }) == ErrorCode::Empty);
  CHECK(codeOf([&] { gramlab::psdTolerance(ev, 0); }) == ErrorCode::BadArgument);
  Eigen::VectorXd nan = ev;
  nan(0) = std::nan("");
  CHECK(codeOf([&] { gramlab::psdTolerance(nan, 2); }) == ErrorCode::NotFinite);
  Eigen::VectorXd inf = ev;
  inf(1) = HUGE_VAL;
  CHECK(codeOf([&] { gramlab::psdCheckFromEigenvalues(inf); }) == ErrorCode::NotFinite);
}

// Issue 9: the symmetry tolerance was max(1, scale)·64ε, absolute below scale 1.
TEST_CASE("symmetry: judged at the matrix's own scale, by every function that needs it") {
  Eigen::MatrixXd m(2, 2);
  m << 1e-14, 1e-14, 0, 1e-14;  // (1, 2) is 1e−14 and (2, 1) is 0: not symmetric at any scale
  CHECK(codeOf([&] { gramlab::psdCheck(m); }) == ErrorCode::NotSymmetric);
  m << 1e-250, 1e-250, 1e-250 * (1 + 4e-16), 1e-250;  // one rounding apart: symmetric
  CHECK(gramlab::psdCheck(m).isPSD);
}
