#pragma once
// The kernel trick measured: one evaluation of k(a, b) = (c + a·b)^p against building φ(a) and φ(b)
// (poly_features.hpp) and taking their dot product. Both routes are timed here in the core with
// std::chrono::steady_clock, so the page reports the cost of the computation, not of the JS bridge. Each
// route doubles its batch until one lasts minBatchSeconds (doubling_batch.hpp) and reports that batch.
#include <Eigen/Dense>
#include <string>

namespace gramlab {

struct KernelTrickTiming {
  double kernel;               // (c + a·b)^p
  double kernelSeconds;        // mean time of one kernel evaluation: kernelBatchSeconds / kernelRepetitions
  int kernelRepetitions;       // evaluations in the reported batch
  double kernelBatchSeconds;   // that batch's length: below minBatchSeconds only when a limit ended the doubling
  bool built;                  // φ fit under limits::kMaxBuiltFeatures and was built
  double featureDot;           // φ(a)·φ(b) (0 when not built)
  double featureSeconds;       // mean time of building φ(a), φ(b) and their dot product (0 when not built)
  int featureRepetitions;      // builds in the reported batch (0 when not built)
  double featureBatchSeconds;  // that batch's length (0 when not built)
  std::string featureCount;    // features of φ, exact decimal (as polyFeatures counts them)
  std::string requiredBytes;   // 16 · featureCount: φ(a) and φ(b) as doubles, exact decimal
  double approxRequiredBytes;
  double capBytes;  // 16 · limits::kMaxBuiltFeatures: what the φ route may allocate
};

// a and b as in polyFeaturePair (same length, finite, d ≤ limits::kMaxDimension); degree 1..10; c ≥ 0;
// 0 < minBatchSeconds ≤ limits::kMaxTimingBatchSeconds. A route's batches also stop before they would spend
// limits::kMaxTimingSeconds, or pass kMaxTimingRepetitions repetitions or kMaxTimingKernelWork (evaluations · d)
// / kMaxTimingFeatureWork (features built) in all. Above the cap nothing is allocated for φ: the
// result says what it would need. A kernel or dot product that overflows is Overflow.
KernelTrickTiming kernelTrickTiming(const Eigen::VectorXd& a, const Eigen::VectorXd& b, double degree, double c,
                                    double minBatchSeconds);

}  // namespace gramlab
