#pragma once
// The explicit feature map φ of the polynomial kernel k(x, y) = (c + x·y)^p, so that φ(x)·φ(y) = k(x, y).
// Expanding (c + Σ x_i y_i)^p by the multinomial theorem gives one feature per exponent vector α with
// |α| = α₁ + … + α_d ≤ p:
//   φ_α(x) = √(multinomial(p; p−|α|, α₁, …, α_d) · c^(p−|α|)) · x₁^α₁ ⋯ x_d^α_d.
//
// Term order (stable, and the article's for d = 2, p = 2, c = 1: 1, √2·x₁, √2·x₂, x₁², x₂², √2·x₁x₂):
//   1. total degree |α| ascending;
//   2. within a degree, the nonzero exponents sorted descending (a partition of |α|) in descending
//      lexicographic order: pure powers x_i^k first, then (k−1, 1), … , all-distinct x_i x_j … last.
//      Terms of one partition share one coefficient;
//   3. within a partition, α in descending lexicographic order (x₁ before x₂, x₁²x₂ before x₁x₂²).
//
// c = 0 is the homogeneous kernel (x·y)^p: every term of degree below p has coefficient 0 and is left
// out, leaving the C(d + p − 1, p) degree-p terms. c < 0 is refused (BadArgument): a term with p − |α|
// odd would need √ of a negative number, and no real φ exists at all — (c + x·y)^p with c < 0 is not
// positive semi-definite (p = 1: the single point x = 0 gives K = c < 0).
#include <Eigen/Dense>
#include <string>
#include <vector>

#include "gramlab/exact/big_unsigned.hpp"

namespace gramlab {

struct MonomialFactor {
  int variable;  // 0-based: x_{variable+1}
  int power;     // ≥ 1
};

// √(multinomial · c^(p−|α|)). When c is a non-negative integer and the radicand N is an integer below
// 2⁵³, the coefficient is also given exactly as outside·√radicand with radicand square-free (√8 = 2√2,
// √4 = 2·√1), so the page can typeset it; otherwise exact is false and only value is meaningful.
struct FeatureCoefficient {
  double value;
  bool exact;
  double outside;   // an integer below 2⁵³ when exact
  double radicand;  // a square-free integer below 2⁵³ when exact (1: no root sign)
};

struct FeatureTerm {
  std::vector<MonomialFactor> monomial;  // α as (variable, power) pairs, variables ascending; empty for "1"
  int constantPower;                     // p − |α|, the power of c inside the coefficient
  double multinomial;                    // p! / ((p−|α|)! α₁! ⋯ α_d!), an exact integer (≤ 10! for p ≤ 10)
  FeatureCoefficient coefficient;
};

struct PolyFeatures {
  std::vector<FeatureTerm> terms;  // the first min(maxTerms, total) terms in the order above
  Eigen::VectorXd values;          // φ_α(x) for each listed term
  std::string total;               // the number of features, exact decimal (C(d+p, p), or C(d+p−1, p) for c = 0)
  bool complete;                   // every feature is listed
};

// x: 1..limits::kMaxDimension finite entries (Empty / TooLarge / NotFinite); degree an integer in
// 1..kMaxPolynomialDegree (kernels.hpp); c finite and ≥ 0; maxTerms an integer in 1..limits::kMaxListedFeatures.
// A coefficient or value that overflows a double is Overflow. Only the listed terms are generated.
PolyFeatures polyFeatures(const Eigen::VectorXd& x, double degree, double c, double maxTerms);

struct PolyFeaturePair {
  std::vector<FeatureTerm> terms;              // as in PolyFeatures
  Eigen::VectorXd valuesA, valuesB, products;  // φ_α(a), φ_α(b), φ_α(a)·φ_α(b) per listed term
  double featureDot;                           // Σ products, in term order: φ(a)·φ(b) when complete
  double kernel;                               // (c + a·b)^p
  double roundingBound;  // when complete, |featureDot − kernel| ≤ this: 2(N + (d+3)p + 8)·ε·(c + Σ|a_i b_i|)^p
  std::string total;
  bool complete;
};

// φ(a), φ(b) term by term beside k(a, b): the article's 1 + 6 − 4 + 9 + 4 − 12 = 4. a and b are checked
// as x above and must have the same length (DimensionMismatch).
PolyFeaturePair polyFeaturePair(const Eigen::VectorXd& a, const Eigen::VectorXd& b, double degree, double c,
                                double maxTerms);

// All of φ(x) as values only, in the same order; total ≤ limits::kMaxBuiltFeatures (else TooLarge, before any
// allocation). Arguments checked as in polyFeatures.
Eigen::VectorXd polyFeatureValues(const Eigen::VectorXd& x, double degree, double c);

// The number of features of (c + x·y)^p in d dimensions, as polyFeatures counts them: C(d + p, p), or
// C(d + p − 1, p) when homogeneous (c = 0).
BigUnsigned polyFeatureCount(int d, int degree, bool homogeneous);

}  // namespace gramlab
