#pragma once
// Eigenvalues of a symmetric tridiagonal matrix by the root-free QL/QR iteration (the Pal–Walker–Kahan
// variant, as LAPACK's dsterf): no square roots in the inner loop, and no eigenvectors.
#include "gramlab/tridiagonal.hpp"

namespace gramlab {

// Ascending. Any finite input; each unreduced block is scaled by a power of two so that squaring its
// entries can neither overflow nor underflow. Throws std::runtime_error in the (not observed) case that
// the iteration fails to converge within 30·n sweeps.
Eigen::VectorXd tridiagonalEigenvalues(Tridiagonal t);

}  // namespace gramlab
