#include "gramlab/feature_maps/kernel_trick.hpp"

#include <chrono>
#include <cmath>

#include "gramlab/base/arguments.hpp"
#include "gramlab/base/error.hpp"
#include "gramlab/base/limits.hpp"
#include "gramlab/base/validate.hpp"
#include "gramlab/exact/big_unsigned.hpp"
#include "gramlab/feature_maps/doubling_batch.hpp"
#include "gramlab/feature_maps/poly_features.hpp"

namespace gramlab {

namespace {

double steadySeconds() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

double minBatchArgument(double seconds) {
  requireFiniteNumber("minBatchSeconds", seconds);
  if (!(seconds > 0)) throw Error(ErrorCode::BadArgument, "minBatchSeconds must be above 0");
  if (seconds > limits::kMaxTimingBatchSeconds)
    throw LimitError("minBatchSeconds is past the limit maxTimingBatchSeconds", "minBatchSeconds", seconds,
                     limits::kMaxTimingBatchSeconds);
  return seconds;
}

}  // namespace

KernelTrickTiming kernelTrickTiming(const Eigen::VectorXd& a, const Eigen::VectorXd& b, double degree, double c,
                                    double minBatchSeconds) {
  // polyFeaturePair with one term listed validates a, b, degree and c exactly as φ does.
  const PolyFeaturePair check = polyFeaturePair(a, b, degree, c, 1);
  const double minSeconds = minBatchArgument(minBatchSeconds);
  const int p = static_cast<int>(degree);

  KernelTrickTiming out{};
  // Each result is stored to a volatile, so the optimiser cannot drop the repeated evaluations.
  volatile double sink = 0;
  const auto kernels = [&](int n) {
    for (int i = 0; i < n; ++i) sink = std::pow(c + a.dot(b), p);
  };
  const DoublingBatch kernel = doublingBatch(kernels, steadySeconds, minSeconds,
                                             {limits::kMaxTimingSeconds, limits::kMaxTimingRepetitions,
                                              static_cast<double>(a.size()), limits::kMaxTimingKernelWork});
  out.kernelRepetitions = kernel.repetitions;
  out.kernelBatchSeconds = kernel.batchSeconds;
  out.kernelSeconds = kernel.batchSeconds / kernel.repetitions;
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
  const auto builds = [&](int n) {
    for (int i = 0; i < n; ++i) sink = polyFeatureValues(a, degree, c).dot(polyFeatureValues(b, degree, c));
  };
  const DoublingBatch feature = doublingBatch(
      builds, steadySeconds, minSeconds,
      {limits::kMaxTimingSeconds, limits::kMaxTimingRepetitions, 2 * features, limits::kMaxTimingFeatureWork});
  out.featureRepetitions = feature.repetitions;
  out.featureBatchSeconds = feature.batchSeconds;
  out.featureSeconds = feature.batchSeconds / feature.repetitions;
  out.featureDot = finiteResult(sink, "φ(a)·φ(b)");
  return out;
}

}  // namespace gramlab
