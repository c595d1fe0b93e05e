#pragma once
// Eigenvalues and eigenvectors of a symmetric tridiagonal matrix by divide and conquer (Cuppen's method with
// Gu and Eisenstat's eigenvectors, the scheme of LAPACK's dstedc): T is torn at its middle into two halves and a
// rank-one correction, each half is solved the same way (small ones by the implicit QR), and the two are merged
// by solving the secular equation of D + ρ·z·zᵀ. Where z has a negligible entry, or two poles nearly coincide,
// an eigenpair deflates and costs nothing; kernel matrices, with hundreds of eigenvalues near 0, deflate most.
#include <Eigen/Dense>

#include "gramlab/linear_algebra/tridiagonal.hpp"

namespace gramlab {

struct TridiagonalEigen {
  Eigen::VectorXd values;   // ascending
  Eigen::MatrixXd vectors;  // orthogonal; column k belongs to values(k): T = Z·Λ·Zᵀ
};

// Blocks of this order or less are solved by the implicit QR (LAPACK's smlsiz is 25 as well).
constexpr Eigen::Index kDivideAndConquerBase = 25;

// What the merges did: for measurement and for tests that must know the deflation path ran.
struct DivideAndConquerStats {
  Eigen::Index topMergeSize = 0;      // order of the largest block's last merge (0: no merge)
  Eigen::Index topMergeDeflated = 0;  // of its columns, how many deflated
  Eigen::Index deflated = 0;          // deflated columns over all merges
  Eigen::Index roots = 0;             // secular equations solved over all merges
  Eigen::Index iterations = 0;        // their evaluations of the secular function, summed
  int maxIterations = 0;              // the most any one root needed
};

// Any finite T (scaled internally by a power of two so that its largest entry lies in [1, 2)). Splits first
// where an off-diagonal entry is negligible next to its diagonal neighbours (as tridiagonalEigenvalues does).
// `baseSize` (≥ 1) is the order below which a block goes to the QR; tests lower it to reach the merge on small
// matrices. Throws Error(NotConverged) if a block's QR does, Error(Overflow) if an eigenvalue is past ±DBL_MAX.
TridiagonalEigen tridiagonalEigenDivideAndConquer(const Tridiagonal& t, Eigen::Index baseSize = kDivideAndConquerBase,
                                                  DivideAndConquerStats* stats = nullptr);

}  // namespace gramlab
