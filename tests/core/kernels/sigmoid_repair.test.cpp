#include <doctest/doctest.h>

#include <cmath>

#include "gramlab/base/error.hpp"
#include "gramlab/kernels/sigmoid_repair.hpp"
#include "support/error_code.hpp"

using gramlab::ErrorCode;
using gramlab::RepairMethod;

// a = 0, b = −1: K = −t·J with t = tanh 1 and J the 3×3 matrix of ones, eigenvalues −3t, 0, 0 (hand
// derivation). Clip removes the −3t entirely: the result is 0, so the change is t·J.
TEST_CASE("sigmoidRepair: clip of K = −tanh(1)·J, by hand") {
  const Eigen::MatrixXd points = Eigen::MatrixXd::Identity(3, 2);
  const double t = std::tanh(1.0);
  const auto r = gramlab::sigmoidRepair(points, 0.0, -1.0, RepairMethod::Clip);
  CHECK(r.frobeniusChange == doctest::Approx(3 * t).epsilon(1e-14));
  CHECK(r.maxChange == doctest::Approx(t).epsilon(1e-14));
  CHECK(r.shift == 0.0);
  CHECK(r.kernelFrobenius == doctest::Approx(3 * t).epsilon(1e-15));
  CHECK(r.relativeChange == doctest::Approx(1.0).epsilon(1e-14));
}

// Shift adds εI with ε a hair above 3t: the change is εI, Frobenius √3·ε.
TEST_CASE("sigmoidRepair: shift of the same K") {
  const Eigen::MatrixXd points = Eigen::MatrixXd::Identity(3, 2);
  const double t = std::tanh(1.0);
  const auto r = gramlab::sigmoidRepair(points, 0.0, -1.0, RepairMethod::Shift);
  CHECK(r.shift == doctest::Approx(3 * t).epsilon(1e-13));
  CHECK(r.frobeniusChange == doctest::Approx(std::sqrt(3.0) * r.shift).epsilon(1e-15));
  CHECK(r.maxChange == r.shift);
  CHECK(r.relativeChange == doctest::Approx(std::sqrt(3.0)).epsilon(1e-13));
}

TEST_CASE("sigmoidRepair: a PSD kernel is unchanged, and bad input gets a stable code") {
  const Eigen::MatrixXd points = Eigen::MatrixXd::Identity(3, 2);
  const auto r = gramlab::sigmoidRepair(points, 0.0, 1.0, RepairMethod::Clip);  // tanh(1)·J is PSD
  CHECK(r.frobeniusChange == 0.0);
  CHECK(r.relativeChange == 0.0);
  CHECK(codeOf([&] { gramlab::sigmoidRepair(points, std::nan(""), 0.0, RepairMethod::Clip); }) == ErrorCode::NotFinite);
  CHECK(codeOf([&] { gramlab::sigmoidRepair(Eigen::MatrixXd(0, 2), 1.0, 0.0, RepairMethod::Clip); }) ==
        ErrorCode::Empty);
  Eigen::MatrixXd huge = Eigen::MatrixXd::Constant(2, 2, 1e200);
  CHECK(codeOf([&] { gramlab::sigmoidRepair(huge, 1.0, 0.0, RepairMethod::Clip); }) == ErrorCode::Overflow);
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
