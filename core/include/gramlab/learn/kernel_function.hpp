#pragma once
// What the learning methods (kernel ridge, the SVM) need from a kernel: its matrix on the training points
// and its values between the training points and new ones. A KernelSpec supplies both here; any other
// kernel (an expression the reader typed) plugs in by supplying the same two calls.
#include <Eigen/Dense>
#include <functional>

#include "gramlab/kernels/kernels.hpp"

namespace gramlab {

struct KernelFunction {
  // K_ij = k(x_i, x_j) for the rows of `points`: symmetric, finite (else it throws).
  std::function<Eigen::MatrixXd(const Eigen::MatrixXd& points)> matrix;
  // k(a_i, b_j) for the rows of a and of b, |a| × |b|; finite (else it throws).
  std::function<Eigen::MatrixXd(const Eigen::MatrixXd& a, const Eigen::MatrixXd& b)> cross;
  // Work units of one value k(x, y) in d dimensions, as limits::kMaxEvaluationCost counts them; d unless the
  // kernel says otherwise (a table given as the two calls above costs what a built-in kernel costs).
  std::function<double(Eigen::Index dimension)> valueWork = [](Eigen::Index d) { return static_cast<double>(d); };
};

// TooLarge unless valueWork(d) · n · (n + query rows) · ≤ limits::kMaxKernelWork: the kernel values one
// learning call computes (K on the n training points, then k(q, x_i) at each grid and test point).
void requireKernelWork(const KernelFunction& kernel, Eigen::Index n, Eigen::Index dimension, Eigen::Index queryRows);

// Validates `spec` (validateKernelSpec) now, so a bad parameter fails before any work.
KernelFunction kernelFunction(const KernelSpec& spec);

// k(a_i, b_j) with the same formulas and rounding as kernelMatrix (RBF from direct differences).
// a and b finite with the same column count (DimensionMismatch); a non-finite value is Overflow.
Eigen::MatrixXd crossKernelMatrix(const Eigen::MatrixXd& a, const Eigen::MatrixXd& b, const KernelSpec& spec);

// f(q) = Σ_j weights_j · k(q, centres_j) + offset for every row q of `queries`, a block of rows at a time so
// a 40 000-point grid never holds a 40 000 × n matrix. `queries` finite, ≤ limits::kMaxPredictionPoints
// rows (TooLarge), with the centres' column count (DimensionMismatch). A non-finite value is Overflow.
Eigen::VectorXd kernelExpansion(const KernelFunction& kernel, const Eigen::MatrixXd& centres,
                                const Eigen::VectorXd& weights, double offset, const Eigen::MatrixXd& queries,
                                const char* what);
// The same for several weight vectors at once (the columns of `weights`, each with its offset): each block
// of k(q, centres) is computed once for all of them (an SVM's starts), a column of the result per vector.
Eigen::MatrixXd kernelExpansions(const KernelFunction& kernel, const Eigen::MatrixXd& centres,
                                 const Eigen::MatrixXd& weights, const Eigen::VectorXd& offsets,
                                 const Eigen::MatrixXd& queries, const char* what);

}  // namespace gramlab
