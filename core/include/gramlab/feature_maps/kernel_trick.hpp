#pragma once
// The kernel trick measured: one evaluation of k(a, b) = (c + a·b)^p against building φ(a) and φ(b)
// (poly_features.hpp) and taking their dot product. Both routes are timed here in the core with
// std::chrono::steady_clock, so the page reports the cost of the computation, not of the JS bridge.
#include <Eigen/Dense>
#include <string>

namespace gramlab {

struct KernelTrickTiming {
  double kernel;              // (c + a·b)^p
  double kernelSeconds;       // mean time of one kernel evaluation
  int kernelRepetitions;      // = repetitions
  bool built;                 // φ fit under limits::kMaxBuiltFeatures and was built
  double featureDot;          // φ(a)·φ(b) (0 when not built)
  double featureSeconds;      // mean time of building φ(a), φ(b) and their dot product (0 when not built)
  int featureRepetitions;     // min(repetitions, limits::kMaxTimingFeatureWork / (2·features)), at least 1; 0 when not
                              // built
  std::string featureCount;   // features of φ, exact decimal (as polyFeatures counts them)
  std::string requiredBytes;  // 16 · featureCount: φ(a) and φ(b) as doubles, exact decimal
  double approxRequiredBytes;
  double capBytes;  // 16 · limits::kMaxBuiltFeatures: what the φ route may allocate
};

// a and b as in polyFeaturePair (same length, finite, d ≤ limits::kMaxDimension); degree 1..10; c ≥ 0;
// repetitions an integer in 1..limits::kMaxTimingRepetitions. Above the cap nothing is allocated for φ: the
// result says what it would need. A kernel or dot product that overflows is TooLarge.
KernelTrickTiming kernelTrickTiming(const Eigen::VectorXd& a, const Eigen::VectorXd& b, double degree, double c,
                                    double repetitions);

}  // namespace gramlab
