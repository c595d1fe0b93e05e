#pragma once
// How big the polynomial kernel's feature space is: C(d + p, p) features for (c + x·y)^p in d dimensions,
// counted exactly (the article's 768, 4 → 14,685,120,065 is past 2³², larger d and p pass 2⁶⁴).
#include <string>

namespace gramlab {

struct FeatureDimension {
  std::string count;         // C(d + p, p), exact decimal digits
  std::string float32Bytes;  // 4 · count: one feature vector in float32, exact decimal digits
  double approxCount;        // count as a double, correctly rounded (never +inf: C(10⁶ + 50, 50) ≈ 3.3e235)
  double approxFloat32Bytes;
};

// d an integer in 1..limits::kMaxCountedDimension, p in 1..limits::kMaxCountedDegree (NotFinite for NaN/±Inf,
// BadArgument for a non-integer or below 1, TooLarge above the limit).
FeatureDimension featureDimension(double d, double p);

}  // namespace gramlab
