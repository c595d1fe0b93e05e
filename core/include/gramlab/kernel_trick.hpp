#pragma once
// The kernel trick measured: one evaluation of k(a, b) = (c + a·b)^p against building φ(a) and φ(b)
// (poly_features.hpp) and taking their dot product. Both routes are timed here in the core with
// std::chrono::steady_clock, so the page reports the cost of the computation, not of the JS bridge.
#include <Eigen/Dense>
#include <string>

namespace gramlab {

// Repetitions requested for the kernel route (a d ≤ 1000 dot product each: at most 10⁷ flops a call).
constexpr int kMaxTimingRepetitions = 10000;
// The φ route builds at most this many features in all, counting φ(a) and φ(b): about 15 ns each natively
// (measured at d = 768, p = 2), so ≈ 0.15 s, a few times that in WASM. At d = 768, p = 2 that is 16
// repetitions; it always runs once when φ fits under kMaxBuiltFeatures.
constexpr double kMaxTimingFeatureWork = 1e7;

struct KernelTrickTiming {
  double kernel;             // (c + a·b)^p
  double kernelSeconds;      // mean time of one kernel evaluation
  int kernelRepetitions;     // = repetitions
  bool built;                // φ fit under kMaxBuiltFeatures and was built
  double featureDot;         // φ(a)·φ(b) (0 when not built)
  double featureSeconds;     // mean time of building φ(a), φ(b) and their dot product (0 when not built)
  int featureRepetitions;    // min(repetitions, kMaxTimingFeatureWork / (2·features)), at least 1; 0 when not built
  std::string featureCount;  // features of φ, exact decimal (as polyFeatures counts them)
  std::string requiredBytes; // 16 · featureCount: φ(a) and φ(b) as doubles, exact decimal
  double approxRequiredBytes;
  double capBytes;           // 16 · kMaxBuiltFeatures: what the φ route may allocate
};

// a and b as in polyFeaturePair (same length, finite, d ≤ limits::kMaxDimension); degree 1..10; c ≥ 0;
// repetitions an integer in 1..kMaxTimingRepetitions. Above the cap nothing is allocated for φ: the
// result says what it would need. A kernel or dot product that overflows is TooLarge.
KernelTrickTiming kernelTrickTiming(const Eigen::VectorXd& a, const Eigen::VectorXd& b, double degree, double c,
                                    double repetitions);

}  // namespace gramlab
