#include <doctest/doctest.h>

#include <cmath>

#include "gramlab/kernels/sigmoid_repair.hpp"
#include "gramlab/random/point_source.hpp"
#include "support/error_code.hpp"

using gramlab::ErrorCode;
using gramlab::PointSource;
using gramlab::RepairMethod;

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

TEST_CASE("sigmoidRepair on one point at the origin: K = [tanh b]") {
  const Eigen::MatrixXd origin = Eigen::MatrixXd::Zero(1, 1);
  // b = 0.5: K = [tanh 0.5] > 0 is PSD, nothing changes.
  const gramlab::SigmoidRepair kept = gramlab::sigmoidRepair(origin, 1.0, 0.5, RepairMethod::Clip);
  CHECK(kept.frobeniusChange == 0.0);
  CHECK(kept.kernelFrobenius == doctest::Approx(std::tanh(0.5)).epsilon(1e-15));
  CHECK(kept.relativeChange == 0.0);
  // b = −0.5: clipping the one negative eigenvalue tanh(−0.5) leaves K = [0]: all of K changed.
  const gramlab::SigmoidRepair clipped = gramlab::sigmoidRepair(origin, 1.0, -0.5, RepairMethod::Clip);
  CHECK(clipped.frobeniusChange == doctest::Approx(std::tanh(0.5)).epsilon(1e-15));
  CHECK(clipped.maxChange == doctest::Approx(std::tanh(0.5)).epsilon(1e-15));
  CHECK(clipped.shift == 0.0);
  CHECK(clipped.relativeChange == doctest::Approx(1.0).epsilon(1e-15));
  CHECK(codeOf([&] { gramlab::sigmoidRepair(origin, NAN, 0, RepairMethod::Shift); }) == ErrorCode::NotFinite);
}
