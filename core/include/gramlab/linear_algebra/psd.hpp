#pragma once
// Is a symmetric matrix positive semi-definite? The one rule every verdict on the page follows (docs/api.md,
// "One rule for a PSD verdict"): a matrix is not PSD when a certificate says so, and PSD only when none of the
// certificates looked for exists. The certificates:
//   minor     a principal minor whose sign is certainly negative: exactly (a diagonal entry is one, a 1 × 1
//             minor; sylvester.hpp decides larger ones exactly or beyond a bound on their rounding), or
//   rounding  an eigenvalue below −tolerance, the rounding-aware cut below (a −3e−16 of a singular matrix is 0).
// Each function says which certificates it looks for; `rule` names the one that decided.
#include <Eigen/Dense>
#include <optional>
#include <string>
#include <vector>

namespace gramlab {

// A principal minor certainly negative: the certificate of rule "minor".
struct NegativeMinor {
  std::vector<int> indices;  // 0-based rows and columns kept, ascending
  double value;              // the minor (a diagonal entry exactly; a larger one correctly rounded or rounded)
};

struct PsdCheck {
  Eigen::VectorXd eigenvalues;  // ascending
  double minEigenvalue;
  int negativeCount;  // eigenvalues below −tolerance
  bool isPSD;         // by the one rule: no eigenvalue below −tolerance and no certainly negative minor
  double tolerance;
  // "rounding": the eigenvalues decided (one below −tolerance, or none and no negative minor: PSD);
  // "minor": a certainly negative principal minor said no though every eigenvalue is within tolerance of 0.
  std::string rule;
  std::optional<NegativeMinor> minor;  // the first certainly negative principal minor looked at, if any
};

// n · ε · max|λ| (ε = machine epsilon): numpy.linalg.matrix_rank's default cut. The eigenvalues of a
// singular matrix come back as ±(a few ε·‖G‖), and that error grows with the order n; a relative
// cut keeps small-but-real eigenvalues (8×8 Hilbert: 1.1e−10 against a cut of 3e−15) positive.
// Eigenvalues in [−tolerance, tolerance] count as zero. `n` is the order the rounding came from.
double psdTolerance(const Eigen::VectorXd& eigenvalues, Eigen::Index n);

// The rule itself, on an n×n matrix's ascending eigenvalues and the first certainly negative principal minor
// the caller found (nullopt: none, or none looked for).
PsdCheck psdRule(const Eigen::VectorXd& ascending, std::optional<NegativeMinor> minor);

// The first negative diagonal entry: a 1 × 1 principal minor, negative exactly.
std::optional<NegativeMinor> negativeDiagonal(const Eigen::MatrixXd& m);

// Validates like eigenSymmetric (finite, square, symmetric, order ≤ limits::kMaxMatrixOrder). Looks at the
// eigenvalues and the diagonal: psdCheck([[−1, 0], [0, 1e16]]) is not PSD (rule "minor": a₁₁ = −1), though
// −1 is within the tolerance 4.4 of the eigenvalues.
PsdCheck psdCheck(const Eigen::MatrixXd& m);
// The same verdict for a caller that already has m's ascending eigenvalues.
PsdCheck psdCheckOf(const Eigen::MatrixXd& m, const Eigen::VectorXd& ascending);
// The eigenvalues alone, for a caller without the matrix (the rounding rule only).
PsdCheck psdCheckFromEigenvalues(const Eigen::VectorXd& ascending);

}  // namespace gramlab
