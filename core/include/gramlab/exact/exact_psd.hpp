#pragma once
// Is a table of short decimals positive semi-definite — exactly? An LDLᵀ elimination with symmetric
// (diagonal) pivoting over exact fractions: a negative diagonal entry, or a zero diagonal beside a nonzero
// off-diagonal entry, of the matrix or of a Schur complement gives a vector c with cᵀSc < 0, carried back
// through the elimination to the original coordinates; running out of pivots with only zeros left means PSD.
// The same exact entries as sylvester() reads, so the two never disagree on a typed table.
#include <Eigen/Dense>
#include <string>
#include <vector>

namespace gramlab {

struct ExactPsd {
  bool exact;                  // every entry is a short decimal (exactScaledDecimal); otherwise nothing else is set
  bool isPSD;                  // decided exactly
  int rank;                    // positive pivots (when PSD: the rank)
  std::vector<std::string> c;  // when not PSD: integers with no common factor, cᵀSc < 0
  Eigen::VectorXd cValues;     // the same as doubles
  std::string value;           // cᵀSc, exactly ("−1", "−0.75", "−4/3")
};

// Validates as sylvester() (finite, square, symmetric, order ≤ limits::kMaxSylvesterOrder).
ExactPsd exactPsdCheck(const Eigen::MatrixXd& m);

}  // namespace gramlab
