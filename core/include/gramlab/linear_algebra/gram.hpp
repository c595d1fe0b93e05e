#pragma once
// Gram matrices both ways: vectors → G = XXᵀ, and a symmetric PSD G → vectors X with XXᵀ = G.
#include <Eigen/Dense>

namespace gramlab {

struct Reconstruction {
  Eigen::MatrixXd vectors;  // n×rank, X = V·Λ^{1/2}; columns for eigenvalues above psdTolerance, largest first
  int rank;
  double residual;  // ‖XXᵀ − G‖_F
};

// Validates like eigenSymmetric. A negative eigenvalue (below −psdTolerance) throws
// ErrorCode::NotPSD naming it: no vectors have that Gram matrix.
Reconstruction reconstructVectors(const Eigen::MatrixXd& g);

struct GramAndCovariance {
  Eigen::MatrixXd gram;               // XXᵀ, n×n: samples paired with samples
  Eigen::MatrixXd covariance;         // XᵀX, d×d: the article's (uncentered) covariance side
  Eigen::VectorXd sharedEigenvalues;  // the nonzero eigenvalues the two share, descending
  int rank;                           // sharedEigenvalues.size() = rank of X
};

// X is n×d with the vectors as rows: finite, n ≤ limits::kMaxPoints, d ≤ limits::kMaxDimension.
// "Nonzero" means above psdTolerance(·, max(n, d)): forming XXᵀ rounds like either product.
GramAndCovariance gramFromVectors(const Eigen::MatrixXd& x);

// cᵀGc. G square and finite (symmetry is not needed for the value); c finite with G's order,
// else ErrorCode::DimensionMismatch.
double quadraticForm(const Eigen::MatrixXd& g, const Eigen::VectorXd& c);

// cᵀGc with a bound on its rounding error, so that "this c gives cᵀGc < 0" is said only when it is certain.
// errorBound covers the computation (two dot products of length n, γ_{2n}·|c|ᵀ|G||c| in Higham's terms),
// reading G's and c's entries from decimals (relative 2⁻⁵³ each) and the bound's own rounding: γ_{4n+8}·|c|ᵀ|G||c|.
// sign: −1 or +1 when |value| > errorBound, else 0 (within rounding: no verdict).
struct QuadraticFormSign {
  double value;
  double errorBound;
  int sign;
};
QuadraticFormSign quadraticFormSign(const Eigen::MatrixXd& g, const Eigen::VectorXd& c);

// ‖Xᵀc‖², the other side of the article's one-line proof cᵀXXᵀc = ‖Xᵀc‖² ≥ 0.
// X validated as in gramFromVectors; c needs X's row count.
double projectedNorm(const Eigen::MatrixXd& x, const Eigen::VectorXd& c);

}  // namespace gramlab
