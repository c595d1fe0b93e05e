#include <doctest/doctest.h>

#include "gramlab/random/point_source.hpp"
#include "support/error_code.hpp"

using gramlab::ErrorCode;
using gramlab::PointSource;

TEST_CASE("resolvePoints: given points come back as they are, a seed draws n × d") {
  PointSource given;
  given.points = Eigen::MatrixXd{{1, 2}, {3, 4}, {5, 6}};
  CHECK(gramlab::resolvePoints(given) == *given.points);
  PointSource drawn;
  drawn.seed = 4;
  drawn.n = 300;
  drawn.d = 5;
  const Eigen::MatrixXd points = gramlab::resolvePoints(drawn);
  CHECK(points.rows() == 300);
  CHECK(points.cols() == 5);
}

TEST_CASE("resolvePoints: exactly one of seed and points") {
  PointSource neither;
  CHECK(codeOf([&] { gramlab::resolvePoints(neither); }) == ErrorCode::BadArgument);
  PointSource both;
  both.seed = 1;
  both.points = Eigen::MatrixXd::Ones(1, 1);
  CHECK(codeOf([&] { gramlab::resolvePoints(both); }) == ErrorCode::BadArgument);
  PointSource sized;
  sized.points = Eigen::MatrixXd::Ones(1, 1);
  sized.n = 1;
  CHECK(codeOf([&] { gramlab::resolvePoints(sized); }) == ErrorCode::BadArgument);
  PointSource empty;
  empty.seed = 1;
  empty.d = 2;
  CHECK(codeOf([&] { gramlab::resolvePoints(empty); }) == ErrorCode::Empty);
}
