#pragma once
// RBF's infinite feature map in one dimension, truncated: e^(−γ(x−y)²) = Σ_m φ_m(x) φ_m(y) with
//   φ_m(x) = e^(−γx²) √((2γ)^m / m!) x^m.
// Each φ_m is formed in log space, log|φ_m| = −γx² + (m/2)·log 2γ − ½·lgamma(m + 1) + m·log|x|, so no
// factorial or power overflows however large m, |x| or γ; |φ_m(x)| ≤ 1 always (it is one term of
// e^(−2γx²)·e^(2γx²) = 1), so the exponentials only ever underflow, to 0.
#include <vector>

namespace gramlab {

struct RbfSeriesTerm {
  int m;
  double featureX, featureY;  // φ_m(x), φ_m(y)
  double term;                // φ_m(x)·φ_m(y)
  double partialSum;          // Σ_{j ≤ m} term_j, summed in order
  double error;               // |kernel − partialSum|
  // Past the peak (m + 2 > z = 2γ|xy|) the rest of the series is at most |term_{m+1}| / (1 − z/(m + 2)),
  // the geometric bound from term_{j+1}/term_j = z/(j + 1); before it, hasTailBound is false.
  bool hasTailBound;
  double tailBound;
  // Rounding: of each term through its logarithm (4ε·(2 + Σ|parts of log|φ_m(x)φ_m(y)||)·|term|), of
  // the running sum ((m + 2)·ε·Σ|term_j|) and of the kernel; so error ≤ tailBound + roundingBound.
  double roundingBound;
};

struct RbfSeries {
  double kernel;                     // e^(−γ(x−y)²)
  double peak;                       // z = 2γ|xy|: terms grow while m < z, shrink after
  std::vector<RbfSeriesTerm> terms;  // m = 0 … terms − 1
};

// x, y finite (NotFinite); γ finite (NotFinite) and > 0 (BadArgument); terms an integer in
// 1..limits::kMaxRbfTerms (BadArgument below, TooLarge above).
RbfSeries rbfSeries(double x, double y, double gamma, double terms);

}  // namespace gramlab
