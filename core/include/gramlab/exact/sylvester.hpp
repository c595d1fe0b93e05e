#pragma once
// Minors and what they say about definiteness: Sylvester's criterion step by step (leading principal
// minors, hand-checkable working), every principal minor, and a direction c with cᵀGc < 0 when one
// of them is negative. Determinants are exact when the entries are short decimals (exact_decimal.hpp);
// otherwise floating point with a bound on its rounding, and the doubles' exact binary values
// (binary_fraction.hpp) wherever that bound cannot decide the sign: every sign these functions give is certain.
#include <Eigen/Dense>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "gramlab/base/limits.hpp"
#include "gramlab/base/scaled_number.hpp"

namespace gramlab {

// What a minor's sign is, decided exactly or against a bound on its rounding error.
enum class MinorSign {
  Positive,
  Negative,
  Zero,                // exactly 0 (exact arithmetic)
  ZeroWithinRounding,  // |computed| ≤ bound, and the doubles' exact value past limits::kMaxExactMinorWork: no
                       // sign is claimed (below that work the exact value decides, so this is rare)
  Undecided,           // a non-finite computation: no verdict (no longer given: blocks are scaled first)
};
const char* signName(MinorSign sign);  // "positive", "negative", "zero", "zeroWithinRounding", "undecided"

// How a minor was decided:
enum class MinorMethod {
  Decimals,  // exactly, over the entries as typed (every entry a short decimal): `exact` holds the text
  Binary,    // exactly, over the doubles' binary values, where the floating-point bound could not decide
  Bound,     // in floating point, |computed| beyond its rounding bound: the sign is certain, the value rounded
};
const char* methodName(MinorMethod method);  // "decimals", "binary", "bound"

// A number in the working: its value (correctly rounded when exact; scaled, so 1e300² is not ∞) and its
// exact text ("−3", "0.19", "4/3", "1e+400" — exactText's forms, any size), empty when only rounded.
// Entries carry their shortest decimal as the exact text: the number as typed.
struct WorkingNumber {
  std::optional<double> value;  // the number as a double; nullopt outside double's range (then read `scaled`)
  ScaledNumber scaled;
  std::string exact;
};

// One column of the first-row cofactor expansion of a 3×3 block: entry·(p·q − r·s).
struct CofactorTerm {
  WorkingNumber entry;                 // a₁ⱼ
  std::vector<WorkingNumber> factors;  // p, q, r, s of its 2×2 minor p·q − r·s
  WorkingNumber minor;                 // the 2×2 minor's value
};

// The hand working of D_k as data, for the page to write in its own language. Exactly one part is set:
//   k = 1  factors {a₁₁}
//   k = 2  factors {a₁₁, a₂₂, a₁₂, a₂₁}: a₁₁·a₂₂ − a₁₂·a₂₁
//   k = 3  cofactors: a₁₁·M₁ − a₁₂·M₂ + a₁₃·M₃
//   k ≥ 4  pivots d₁ … d_k, whose product is D_k
struct MinorWorking {
  std::vector<WorkingNumber> factors;
  std::vector<CofactorTerm> cofactors;
  std::vector<WorkingNumber> pivots;
};

struct LeadingMinor {
  int k;                              // the top-left k×k block, k = 1…n
  std::optional<double> determinant;  // D_k as a double; nullopt when outside double's range (see scaled)
  ScaledNumber scaled;                // D_k at any size
  std::string exact;                  // "−3", "0.19" (see WorkingNumber); empty when not exact
  std::optional<double> pivot;        // the Cholesky/LDLᵀ pivot D_k / D_{k−1}; nullopt outside double's range
  std::string exactPivot;             // its exact text, "4/3"; empty when not exact
  MinorSign sign;
  MinorMethod method;
  ScaledNumber bound;  // |D_k − computed D_k| ≤ bound to first order; 0 when exact
  MinorWorking working;
};

struct SylvesterResult {
  std::vector<LeadingMinor> minors;  // k = 1… up to and including the first one not Positive
  bool positiveDefinite;             // every leading minor Positive
  int firstFailure;                  // k of the first minor not Positive; 0 when none
};

// Validates (finite, square, symmetric, order ≤ limits::kMaxSylvesterOrder).
// Exact when every entry's shortest decimal has at most kMaxExactFractionDigits digits after the point,
// at any magnitude: the entries become big integers over one power of ten and every minor is an exact
// fraction-free (Bareiss) elimination, so exactness is all or nothing and has no size bound.
// Otherwise in floating point on each block scaled by a power of two: D_k from an LU factorisation, its
// sign taken when |D_k| exceeds the first-order bound Σᵢ (2γ_k‖(|L||U|)ᵢ‖ + √k·E)·Πₗ≠ᵢ ‖aₗ‖ (LU's backward
// error through Hadamard's inequality on the cofactors; γ_k = kε/(1 − kε), E underflow's absolute share),
// and else from the same fraction-free elimination over the doubles' exact values m·2^e (MinorMethod::Binary),
// so a minor is "zero" only when it is 0 and 1e−170 beside 1 is positive.
SylvesterResult sylvester(const Eigen::MatrixXd& m);

struct PrincipalMinor {
  std::vector<int> indices;  // 0-based, ascending: the rows and columns kept
  std::optional<double> determinant;
  ScaledNumber scaled;
  std::string exact;  // as LeadingMinor::exact
  MinorSign sign;
  MinorMethod method;
};

// All 2ⁿ − 1 principal minors, by size then lexicographically, exact or bounded as sylvester(). Validates
// as sylvester() with order ≤ limits::kMaxPrincipalMinorOrder (ErrorCode::TooLarge past it).
std::vector<PrincipalMinor> principalMinors(const Eigen::MatrixXd& m);

struct NegativeDirection {
  std::vector<int> indices;  // the negative principal minor it comes from
  Eigen::VectorXd c;         // unit eigenvector of that submatrix's lowest eigenvalue, zeros elsewhere;
                             // its largest component is positive
  double value;              // cᵀGc < 0 of the doubles c and G, exactly, then correctly rounded
  ScaledNumber scaled;       // the same at any size (a value below 2^−1074 rounds to −0 as a double)
};

// A certificate that G is not PSD: from the first principal minor (in principalMinors() order) that is
// Negative, the eigenvector c of its block's lowest eigenvalue, kept when cᵀGc — the doubles c and G
// evaluated exactly — is negative, so the certificate is certain however small (−1 beside 1e16: c = e₁). A minor
// whose negativity lies below what a double direction resolves (a rounded c moves cᵀGc by about ε²·‖G‖) may give
// no c; the next negative minor is tried. nullopt when no negative minor gives one: principalMinors() then
// still shows every negative minor, each of which says G is not PSD (the one rule, psd.hpp).
std::optional<NegativeDirection> negativeDirection(const Eigen::MatrixXd& m);

}  // namespace gramlab
