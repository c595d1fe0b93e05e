#pragma once
// Eigenvalues of a symmetric tridiagonal matrix by the root-free QL/QR iteration (the Pal–Walker–Kahan
// variant, as LAPACK's dsterf): no square roots in the inner loop, and no eigenvectors. For eigenvectors,
// Eigen's implicit QR with its rotations applied to the reduction's Q.
#include "gramlab/linear_algebra/tridiagonal.hpp"

namespace gramlab {

// Both iterations' budget, as LAPACK's and Eigen's: 30 sweeps per eigenvalue.
constexpr int kSweepsPerEigenvalue = 30;

// Ascending. Any finite input; each unreduced block is scaled by a power of two so that squaring its
// entries can neither overflow nor underflow. Throws Error(NotConverged) when the iteration needs more than
// sweepsPerEigenvalue·n sweeps, never observed with the default (a test passes 0 to reach that path).
Eigen::VectorXd tridiagonalEigenvalues(Tridiagonal t, int sweepsPerEigenvalue = kSweepsPerEigenvalue);

// Eigen's implicit tridiagonal QR with its Givens rotations applied to `q` itself: for A = Q·T·Qᵀ, q becomes
// A's eigenvectors, column k for the k-th smallest eigenvalue, left in t.diagonal (T's own eigenvectors Z,
// then Q·Z, would cost a further n³ product). Throws Error(NotConverged) past sweepsPerEigenvalue·n sweeps.
void tridiagonalQrOnQ(Tridiagonal& t, Eigen::MatrixXd& q, int sweepsPerEigenvalue = kSweepsPerEigenvalue);

}  // namespace gramlab
