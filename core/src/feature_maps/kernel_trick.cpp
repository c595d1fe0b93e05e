#include "gramlab/feature_maps/kernel_trick.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>

#include "gramlab/base/arguments.hpp"
#include "gramlab/base/error.hpp"
#include "gramlab/base/limits.hpp"
#include "gramlab/exact/big_unsigned.hpp"
#include "gramlab/feature_maps/poly_features.hpp"

namespace gramlab {

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start, int repetitions) {
  return std::chrono::duration<double>(Clock::now() - start).count() / repetitions;
}

void requireFiniteResult(const char* what, double value) {
  if (!std::isfinite(value)) throw Error(ErrorCode::TooLarge, std::string(what) + " overflows a double");
}

}  // namespace

KernelTrickTiming kernelTrickTiming(const Eigen::VectorXd& a, const Eigen::VectorXd& b, double degree, double c,
                                    double repetitions) {
  // polyFeaturePair with one term listed validates a, b, degree and c exactly as φ does.
  const PolyFeaturePair check = polyFeaturePair(a, b, degree, c, 1);
  const int reps = integerArgument("repetitions", repetitions, 1, limits::kMaxTimingRepetitions, true);
  const int p = static_cast<int>(degree);

  KernelTrickTiming out{};
  out.kernelRepetitions = reps;
  // Each result is stored to a volatile, so the optimiser cannot drop the repeated evaluations.
  volatile double sink = 0;
  auto start = Clock::now();
  for (int i = 0; i < reps; ++i) sink = std::pow(c + a.dot(b), p);
  out.kernelSeconds = secondsSince(start, reps);
  out.kernel = check.kernel;  // already checked for overflow

  BigUnsigned count = polyFeatureCount(static_cast<int>(a.size()), p, c == 0);
  BigUnsigned bytes = count;
  bytes.multiplyBy(16);
  out.featureCount = count.toDecimal();
  out.requiredBytes = bytes.toDecimal();
  out.approxRequiredBytes = bytes.toDouble();
  out.capBytes = 16 * limits::kMaxBuiltFeatures;
  const double features = count.toDouble();
  if (features > limits::kMaxBuiltFeatures) return out;

  out.built = true;
  const double affordable = std::floor(limits::kMaxTimingFeatureWork / (2 * features));
  out.featureRepetitions = static_cast<int>(std::max(1.0, std::min<double>(reps, affordable)));
  start = Clock::now();
  for (int i = 0; i < out.featureRepetitions; ++i)
    sink = polyFeatureValues(a, degree, c).dot(polyFeatureValues(b, degree, c));
  out.featureSeconds = secondsSince(start, out.featureRepetitions);
  out.featureDot = sink;
  requireFiniteResult("φ(a)·φ(b)", out.featureDot);
  return out;
}

}  // namespace gramlab
