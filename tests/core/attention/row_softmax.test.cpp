#include <doctest/doctest.h>

#include <cmath>
#include <limits>

#include "gramlab/attention/row_softmax.hpp"

TEST_CASE("rowSoftmax: by hand, and stable for scores far past exp's range") {
  Eigen::MatrixXd s(2, 3);
  s << 0, std::log(2.0), std::log(5.0),  // weights 1 : 2 : 5
      1000, 1000, -1e300;                // exp(1000) overflows; subtracting the row max does not
  const Eigen::MatrixXd p = gramlab::rowSoftmax(s);
  CHECK(p(0, 0) == doctest::Approx(1.0 / 8).epsilon(1e-15));
  CHECK(p(0, 1) == doctest::Approx(2.0 / 8).epsilon(1e-15));
  CHECK(p(0, 2) == doctest::Approx(5.0 / 8).epsilon(1e-15));
  CHECK(p(1, 0) == 0.5);
  CHECK(p(1, 1) == 0.5);
  CHECK(p(1, 2) == 0);
}

TEST_CASE("rowSoftmaxErrorBound: exact scores leave only the (n + 4)ε rounding, and an error e adds expm1(2e)") {
  Eigen::MatrixXd p(1, 2);
  p << 0.25, 0.75;
  const double eps = std::numeric_limits<double>::epsilon();
  const Eigen::MatrixXd exact = gramlab::rowSoftmaxErrorBound(p, Eigen::VectorXd::Zero(1));
  CHECK(exact(0, 1) == doctest::Approx(0.75 * 6 * eps).epsilon(1e-12));
  const Eigen::MatrixXd off = gramlab::rowSoftmaxErrorBound(p, Eigen::VectorXd::Constant(1, 0.5));
  CHECK(off(0, 0) == doctest::Approx(0.25 * (std::exp(1.0) - 1 + 6 * eps)).epsilon(1e-12));
}
