#pragma once
// Minors and what they say about definiteness: Sylvester's criterion step by step (leading principal
// minors, hand-checkable working), every principal minor, and a direction c with cᵀGc < 0 when one
// of them is negative. Determinants are exact when the entries are short decimals (exact_decimal.hpp).
#include <Eigen/Dense>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "gramlab/limits.hpp"

namespace gramlab {


struct LeadingMinor {
  int k;                           // the top-left k×k block, k = 1…n
  double determinant;              // the exact value rounded when `exact` is set
  std::string exact;               // "−3", "0.19" (exactText); empty when not exact
  std::vector<std::string> steps;  // one line of hand working each ("1·1 − 2·2 = −3")
  double pivot;                    // the Cholesky/LDLᵀ pivot: minor k / minor k−1
};

struct SylvesterResult {
  std::vector<LeadingMinor> minors;  // k = 1… up to and including the first non-positive one
  bool positiveDefinite;             // every leading minor > 0
  int firstFailure;                  // k of the first minor ≤ 0; 0 when none
};

// Validates (finite, square, symmetric, order ≤ limits::kMaxSylvesterOrder). Steps, with entries as
// typed and negative factors in parentheses:
//   k = 1  "2"
//   k = 2  "1·1 − 2·2 = −3"
//   k = 3  "2·(2·2 − 1·1) − 1·(1·2 − 1·0) + 0·(1·1 − 2·0)", "= 2·3 − 1·2 + 0·1", "= 4"
//   k ≥ 4  "pivots 2, 1.5, 4/3, 1.25 → product 5"
// A determinant of short decimals is itself a terminating decimal; only pivots can be like 4/3.
// Computed values are exact ("=", as in `exact`) when the entries are short decimals and the numbers
// fit in 64 bits, otherwise rounded to 10 significant digits ("≈"). Exactness runs as a prefix:
// once minor k is not exact, no later one is.
SylvesterResult sylvester(const Eigen::MatrixXd& m);

struct PrincipalMinor {
  std::vector<int> indices;  // 0-based, ascending: the rows and columns kept
  double determinant;
  std::string exact;  // as LeadingMinor::exact
};

// All 2ⁿ − 1 principal minors, by size then lexicographically. Validates as sylvester() with
// order ≤ limits::kMaxPrincipalMinorOrder (ErrorCode::TooLarge past it).
std::vector<PrincipalMinor> principalMinors(const Eigen::MatrixXd& m);

struct NegativeDirection {
  std::vector<int> indices;  // the negative principal minor it comes from
  Eigen::VectorXd c;         // unit eigenvector of that submatrix's lowest eigenvalue, zeros elsewhere;
                             // its largest component is positive
  double value;              // cᵀGc < 0
};

// A certificate that G is not PSD, from the first principal minor (in principalMinors() order) whose
// submatrix has a direction negative beyond rounding; nullopt when there is none, i.e. G is PSD.
std::optional<NegativeDirection> negativeDirection(const Eigen::MatrixXd& m);

}  // namespace gramlab
