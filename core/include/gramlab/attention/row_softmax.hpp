#pragma once
// The row softmax attention applies to its scores, and a bound on its rounding.
#include <Eigen/Dense>

namespace gramlab {

// P_ij = exp(S_ij) / Σ_k exp(S_ik), computed stably: each row's max is subtracted first, so every exp is
// ≤ 1 and each row's sum ≥ 1 (no overflow for any finite S). S finite and non-empty (the caller checks).
Eigen::MatrixXd rowSoftmax(const Eigen::MatrixXd& s);

// A bound on the error of each computed P_ij when each entry of row i of S is off by at most rowError(i):
// that moves log P_ij by at most 2·rowError(i) (the entry and the row's log-sum-exp), so P_ij by
// P_ij·expm1(2·rowError(i)); exp, the sum and the division add (n + 4)ε relative.
Eigen::MatrixXd rowSoftmaxErrorBound(const Eigen::MatrixXd& p, const Eigen::VectorXd& rowError);

}  // namespace gramlab
