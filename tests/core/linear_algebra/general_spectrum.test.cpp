#include <doctest/doctest.h>

#include <cmath>
#include <limits>

#include "gramlab/base/error.hpp"
#include "gramlab/linear_algebra/general_spectrum.hpp"
#include "support/error_code.hpp"

using gramlab::ErrorCode;

TEST_CASE("generalSpectrum: a quarter turn has eigenvalues ±i, both complex") {
  Eigen::MatrixXd r(2, 2);
  r << 0, -1, 1, 0;
  const auto s = gramlab::generalSpectrum(r);
  CHECK(s.complexCount == 2);
  CHECK(std::abs(s.eigenvalues(0, 0)) < 1e-15);
  CHECK(s.eigenvalues(0, 1) == doctest::Approx(-1).epsilon(1e-15));  // sort_complex: −i before +i
  CHECK(s.eigenvalues(1, 1) == doctest::Approx(1).epsilon(1e-15));
  CHECK(s.isComplex(0) == 1);
  CHECK(s.isComplex(1) == 1);
  // A rotation is normal: κ = 1, so the bound is n·ε·‖R‖_F = 2ε√2.
  CHECK(s.errorBounds(0) == doctest::Approx(2 * std::numeric_limits<double>::epsilon() * std::sqrt(2.0)).epsilon(1e-6));
}

TEST_CASE("generalSpectrum: sorted like numpy.sort_complex, real eigenvalues of a triangular matrix") {
  Eigen::MatrixXd t(3, 3);
  t << 3, 5, -2, 0, -1, 4, 0, 0, 2;
  const auto s = gramlab::generalSpectrum(t);
  CHECK(s.complexCount == 0);
  CHECK(s.eigenvalues(0, 0) == doctest::Approx(-1).epsilon(1e-14));
  CHECK(s.eigenvalues(1, 0) == doctest::Approx(2).epsilon(1e-14));
  CHECK(s.eigenvalues(2, 0) == doctest::Approx(3).epsilon(1e-14));
  for (int k = 0; k < 3; ++k) CHECK(s.eigenvalues(k, 1) == 0);
}

TEST_CASE("generalSpectrum: a rounded Jordan block's tiny imaginary parts are within the bound, not complex") {
  // A = P J P⁻¹ with J the 3×3 Jordan block of 1: the eigenvalue 1 three times. Rounding in forming A
  // splits it by ~ε^(1/3), and the QR iteration returns a pair 1 ± ~5e−6 i: im ≠ 0 but real within rounding.
  Eigen::MatrixXd p(3, 3), j(3, 3);
  p << 1, 0.3, 0.2, 0.5, 1, 0.09, -0.3, 0.3, 1;
  j << 1, 1, 0, 0, 1, 1, 0, 0, 1;
  const Eigen::MatrixXd a = p * j * p.inverse();
  const auto s = gramlab::generalSpectrum(a);
  CHECK((s.eigenvalues.col(1).array() != 0).count() == 2);  // what a plain im ≠ 0 test would count
  CHECK(s.complexCount == 0);
  for (int k = 0; k < 3; ++k) {
    CHECK(s.eigenvalues(k, 0) == doctest::Approx(1).epsilon(1e-4));
    CHECK(std::abs(s.eigenvalues(k, 1)) <= s.errorBounds(k));
  }
}

TEST_CASE("generalSpectrum: the zero matrix, huge and tiny scales") {
  const auto z = gramlab::generalSpectrum(Eigen::MatrixXd::Zero(3, 3));
  CHECK(z.complexCount == 0);
  CHECK(z.eigenvalues.cwiseAbs().maxCoeff() == 0);
  Eigen::MatrixXd r(2, 2);
  r << 1, -2, 2, 1;  // eigenvalues 1 ± 2i
  for (const double scale : {1e300, 1e-250}) {
    CAPTURE(scale);
    const auto s = gramlab::generalSpectrum(r * scale);
    CHECK(s.complexCount == 2);
    CHECK(s.eigenvalues(1, 0) == doctest::Approx(scale).epsilon(1e-14));
    CHECK(s.eigenvalues(1, 1) == doctest::Approx(2 * scale).epsilon(1e-14));
  }
}

TEST_CASE("generalSpectrum: bad input") {
  CHECK(codeOf([] { gramlab::generalSpectrum(Eigen::MatrixXd(0, 0)); }) == ErrorCode::Empty);
  CHECK(codeOf([] { gramlab::generalSpectrum(Eigen::MatrixXd::Ones(2, 3)); }) == ErrorCode::NotSquare);
  CHECK(codeOf([] { gramlab::generalSpectrum(Eigen::MatrixXd::Identity(2001, 2001)); }) == ErrorCode::TooLarge);
  for (const double x : {std::nan(""), HUGE_VAL, -HUGE_VAL}) {
    Eigen::MatrixXd m = Eigen::MatrixXd::Identity(3, 3);
    m(1, 2) = x;
    CHECK(codeOf([&] { gramlab::generalSpectrum(m); }) == ErrorCode::NotFinite);
  }
}
