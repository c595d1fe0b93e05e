#include <doctest/doctest.h>

#include <cmath>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "gramlab/base/limits.hpp"
#include "gramlab/feature_maps/kernel_trick.hpp"
#include "gramlab/feature_maps/poly_features.hpp"
#include "support/error_code.hpp"
#include "support/feature_bound.hpp"
#include "support/feature_fixtures.hpp"

using gramlab::ErrorCode;
using gramlab::kernelTrickTiming;

namespace {

Eigen::VectorXd wave(int d, double phase) {
  Eigen::VectorXd v(d);
  for (int i = 0; i < d; ++i) v(i) = std::sin(0.9 * i + phase);
  return v;
}

}  // namespace

TEST_CASE("kernelTrickTiming: d = 768, p = 2 builds 296,065 features and both routes agree") {
  const Eigen::VectorXd a = wave(768, 0.2), b = wave(768, 1.3);
  const gramlab::KernelTrickTiming t = kernelTrickTiming(a, b, 2, 1, 1e-3);
  CHECK(t.built);
  CHECK(t.featureCount == "296065");                                      // the article's table
  CHECK(t.requiredBytes == feature_fixtures::text("count.768.2").at(2));  // 2 vectors · 8 bytes each
  // Batches of 1, 2, 4, …: a power of two, and within the limits summed over the batches (2n − 1 in all).
  const auto powerOfTwo = [](int n) { return n > 0 && (n & (n - 1)) == 0; };
  CHECK(powerOfTwo(t.kernelRepetitions));
  CHECK(2.0 * t.kernelRepetitions - 1 <= gramlab::limits::kMaxTimingRepetitions);
  CHECK((2.0 * t.kernelRepetitions - 1) * 768 <= gramlab::limits::kMaxTimingKernelWork);
  CHECK(powerOfTwo(t.featureRepetitions));
  CHECK((2.0 * t.featureRepetitions - 1) * 2 * 296065.0 <= gramlab::limits::kMaxTimingFeatureWork);
  const double kernel = std::pow(1 + a.dot(b), 2);
  CHECK(t.kernel == kernel);
  CHECK(std::abs(t.featureDot - kernel) <= featureDotBound(a, b, 2, 1, 296065));
  // Structure, never a speed: both times are measured and non-negative.
  CHECK(t.kernelSeconds >= 0);
  CHECK(t.featureSeconds >= 0);
}

TEST_CASE("kernelTrickTiming: the article's pair, and small cases not in the article") {
  Eigen::VectorXd a(2), b(2);
  a << 1, 2;
  b << 3, -1;
  const gramlab::KernelTrickTiming article = kernelTrickTiming(a, b, 2, 1, 1e-4);
  CHECK(article.kernel == 4);
  CHECK(std::abs(article.featureDot - 4) <= featureDotBound(a, b, 2, 1, 6));
  CHECK(article.featureCount == "6");
  for (const auto& [d, p, c] : {std::tuple{5, 6, 0.5}, std::tuple{40, 3, 0.0}, std::tuple{1, 10, 2.0}}) {
    CAPTURE(d);
    const Eigen::VectorXd x = wave(d, 0.7), y = wave(d, -0.4);
    const gramlab::KernelTrickTiming t = kernelTrickTiming(x, y, p, c, 1e-4);
    CHECK(t.built);
    CHECK(std::abs(t.featureDot - std::pow(c + x.dot(y), p)) <= featureDotBound(x, y, p, c, std::stod(t.featureCount)));
  }
}

TEST_CASE("kernelTrickTiming: over the cap nothing is built and the bytes it would need are exact") {
  // 768/3 and 768/4 from the article's table; C(1010, 10) at d = 1000, p = 10 is past 2⁶⁴.
  for (const auto& [d, p] : {std::pair{768, 3}, std::pair{768, 4}, std::pair{1000, 10}}) {
    CAPTURE(d);
    CAPTURE(p);
    const std::vector<std::string>& exact =
        feature_fixtures::text("count." + std::to_string(d) + "." + std::to_string(p));
    const Eigen::VectorXd x = wave(d, 0.2), y = wave(d, 1.3);
    const gramlab::KernelTrickTiming t = kernelTrickTiming(x, y, p, 1, 1e-4);
    CHECK_FALSE(t.built);
    CHECK(t.featureRepetitions == 0);
    CHECK(t.featureSeconds == 0);
    CHECK(t.featureBatchSeconds == 0);
    CHECK(t.kernelRepetitions >= 1);
    CHECK(t.kernel == std::pow(1 + x.dot(y), p));
    CHECK(t.featureCount == exact.at(0));
    CHECK(t.requiredBytes == exact.at(2));
    CHECK(t.capBytes == 16 * gramlab::limits::kMaxBuiltFeatures);
    CHECK(t.approxRequiredBytes > t.capBytes);
  }
}

TEST_CASE("kernelTrickTiming: bad input gets a stable code") {
  const Eigen::VectorXd a = wave(3, 0), b = wave(3, 1);
  CHECK(codeOf([&] { kernelTrickTiming(a, wave(4, 1), 2, 1, 1e-4); }) == ErrorCode::DimensionMismatch);
  CHECK(codeOf([&] { kernelTrickTiming(Eigen::VectorXd(0), b, 2, 1, 1e-4); }) == ErrorCode::Empty);
  Eigen::VectorXd nan = a;
  nan(1) = std::nan("");
  CHECK(codeOf([&] { kernelTrickTiming(nan, b, 2, 1, 1e-4); }) == ErrorCode::NotFinite);
  CHECK(codeOf([&] { kernelTrickTiming(a, b, 0, 1, 1e-4); }) == ErrorCode::BadArgument);
  CHECK(codeOf([&] { kernelTrickTiming(a, b, 11, 1, 1e-4); }) == ErrorCode::BadArgument);
  CHECK(codeOf([&] { kernelTrickTiming(a, b, 2, -0.5, 1e-4); }) == ErrorCode::BadArgument);
  CHECK(codeOf([&] { kernelTrickTiming(a, b, 2, 1, 0); }) == ErrorCode::BadArgument);
  CHECK(codeOf([&] { kernelTrickTiming(a, b, 2, 1, -0.02); }) == ErrorCode::BadArgument);
  CHECK(codeOf([&] { kernelTrickTiming(a, b, 2, 1, 0.1000001); }) == ErrorCode::TooLarge);
  CHECK(codeOf([&] { kernelTrickTiming(a, b, 2, 1, HUGE_VAL); }) == ErrorCode::NotFinite);
  CHECK(codeOf([&] { kernelTrickTiming(a, b, 2, 1, std::nan("")); }) == ErrorCode::NotFinite);
  CHECK(codeOf([&] { kernelTrickTiming(Eigen::VectorXd::Ones(1001), Eigen::VectorXd::Ones(1001), 2, 1, 1e-4); }) ==
        ErrorCode::TooLarge);
  // Overflow of the kernel itself: (1 + 3·1e150²)² is past DBL_MAX.
  const Eigen::VectorXd huge = Eigen::VectorXd::Constant(3, 1e150);
  CHECK(codeOf([&] { kernelTrickTiming(huge, huge, 2, 1, 1e-4); }) == ErrorCode::Overflow);
}
