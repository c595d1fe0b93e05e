#pragma once
// Eigen-decomposition of a symmetric matrix: eigenvalues alone by the blocked tridiagonal reduction and the
// root-free QR (tridiagonal.hpp, tridiagonal_eigenvalues.hpp); with vectors, the same reduction, T's
// eigenvectors by divide and conquer (tridiagonal_vectors.hpp) and the reflectors applied to them.
#include <Eigen/Dense>

#include "gramlab/base/transposed_matrix.hpp"
#include "gramlab/linear_algebra/interleaved_lower.hpp"

namespace gramlab {

struct SymmetricEigen {
  Eigen::VectorXd values;   // ascending
  Eigen::MatrixXd vectors;  // column k belongs to values(k); empty when not asked for
};

// Validates (finite, square, symmetric, order ≤ limits::kMaxMatrixOrder) and decomposes. `m` is taken by
// value: moved in, it is the values-only path's working copy (no copy of an n² matrix).
// With vectors, order ≤ limits::kMaxEigenvectorOrder as well (TooLarge, checked first).
SymmetricEigen eigenSymmetric(Eigen::MatrixXd m, bool withVectors = false);
// The same for a matrix held as its transpose (row-major data as it arrives from JavaScript): the checks'
// one pass also undoes the transpose, so the binding needs no pass of its own.
SymmetricEigen eigenSymmetric(TransposedMatrix m, bool withVectors = false);

// TooLarge past limits::kMaxEigenvectorOrder: for callers that will ask for eigenvectors after other work.
void requireEigenvectorOrder(Eigen::Index order);

// Eigenvalues (ascending) of a matrix the caller built symmetric and finite (a kernel matrix from checked
// points): no checks, only the lower triangle is read, and `m` is the working copy (move it in).
Eigen::VectorXd symmetricEigenvalues(Eigen::MatrixXd m);
// The same for a caller that knows the largest |entry|: one pass over m fewer.
Eigen::VectorXd symmetricEigenvalues(Eigen::MatrixXd m, double largestMagnitude);
// The same for a lower triangle already in the reduction's layout, from a caller that knows its largest |entry|
// (an RBF kernel written straight into it: its largest is the diagonal's 1), with no n × n matrix at all.
Eigen::VectorXd symmetricEigenvalues(InterleavedLower lower, double largestMagnitude);

}  // namespace gramlab
