#include <doctest/doctest.h>

#include "error_code.hpp"
#include "gramlab/error.hpp"
#include "gramlab/spectrum.hpp"
#include "reference.hpp"

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
