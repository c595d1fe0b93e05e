#pragma once
// Summary numbers of a symmetric matrix's spectrum, as the article's γ table reports them.
#include <Eigen/Dense>

namespace gramlab {

struct SpectrumStats {
  double maxEigenvalue;
  double minEigenvalue;
  int k95;               // axesForFraction(eigenvalues, 0.95)
  double effectiveRank;  // participation ratio (Σλ)² / Σλ²; 0 for an all-zero spectrum
  double condition;      // λmax / λmin; +inf when λmin ≤ 0
  double trace;          // Σλ
};

// Eigenvalues in any order. Non-empty (Empty), finite (NotFinite), at most kMaxMatrixOrder (TooLarge).
SpectrumStats spectrumStats(const Eigen::VectorXd& eigenvalues);

// How many of the largest eigenvalues it takes for their running share of the trace to reach
// `fraction` (0 < fraction ≤ 1): 1 + numpy.searchsorted(cumsum(λ desc) / Σλ, fraction), side 'left'.
// 0 when Σλ ≤ 0 (no share to take); at most the number of eigenvalues. Eigenvalues as for
// spectrumStats; a non-finite fraction is NotFinite, one outside (0, 1] BadArgument.
int axesForFraction(const Eigen::VectorXd& eigenvalues, double fraction);

// Stats of K + λI from K's eigenvalues: adding λI shifts every eigenvalue by λ (same eigenvectors), so a
// ridge slider needs no new decomposition. λ finite (NotFinite) and ≥ 0 (BadArgument).
SpectrumStats regularizedStats(const Eigen::VectorXd& eigenvalues, double lambda);

}  // namespace gramlab
