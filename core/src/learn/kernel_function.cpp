#include "gramlab/learn/kernel_function.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "gramlab/base/error.hpp"
#include "gramlab/base/limits.hpp"
#include "gramlab/base/validate.hpp"

namespace gramlab {

namespace {

// Rows of `queries` per block in kernelExpansion: a 1000 × 1000 block is 8 MB.
constexpr Eigen::Index kExpansionBlock = 1000;

void requireSameDimension(const Eigen::MatrixXd& a, const Eigen::MatrixXd& b, const std::string& what) {
  if (a.cols() != b.cols())
    throw Error(ErrorCode::DimensionMismatch, what + " have " + std::to_string(a.cols()) + " coordinates; the " +
                                                  "training points have " + std::to_string(b.cols()));
}

}  // namespace

KernelFunction kernelFunction(const KernelSpec& spec) {
  validateKernelSpec(spec);
  return KernelFunction{
      [spec](const Eigen::MatrixXd& points) { return kernelMatrix(points, spec); },
      [spec](const Eigen::MatrixXd& a, const Eigen::MatrixXd& b) { return crossKernelMatrix(a, b, spec); },
      [](Eigen::Index dimension) { return static_cast<double>(dimension); }};
}

void requireKernelWork(const KernelFunction& kernel, Eigen::Index n, Eigen::Index dimension, Eigen::Index queryRows) {
  const double values = static_cast<double>(n) * static_cast<double>(n + queryRows);
  const double work = kernel.valueWork(dimension) * values;
  if (work > limits::kMaxKernelWork)
    throw LimitError("the kernel values of this call (" + std::to_string(n) + " points × " +
                         std::to_string(n + queryRows) + ", d = " + std::to_string(dimension) +
                         ") are past the work limit: use fewer points, grid points or dimensions",
                     "work", work, limits::kMaxKernelWork);
}

Eigen::MatrixXd crossKernelMatrix(const Eigen::MatrixXd& a, const Eigen::MatrixXd& b, const KernelSpec& spec) {
  validateKernelSpec(spec);
  requireSameDimension(a, b, "the points");
  if (!a.allFinite() || !b.allFinite()) throw Error(ErrorCode::NotFinite, "a point is not a finite number");
  Eigen::MatrixXd k(a.rows(), b.rows());
  if (spec.kind == KernelKind::RBF) {
    // Direct differences, as PointGeometry: ‖x‖² + ‖y‖² − 2x·y cancels for close points.
    for (Eigen::Index j = 0; j < b.rows(); ++j)
      for (Eigen::Index i = 0; i < a.rows(); ++i) k(i, j) = std::exp(-spec.gamma * (a.row(i) - b.row(j)).squaredNorm());
  } else {
    const Eigen::MatrixXd dots = a * b.transpose();
    requireFiniteResult(dots, "the dot products x_i·x_j");
    switch (spec.kind) {
      case KernelKind::Linear: k = dots; break;
      case KernelKind::Polynomial: k = (dots.array() + spec.coef0).pow(spec.degree).matrix(); break;
      case KernelKind::Sigmoid: k = (spec.a * dots.array() + spec.b).tanh().matrix(); break;
      case KernelKind::RBF: break;
    }
  }
  requireFiniteResult(k, "the kernel values k(x, x_i)");
  return k;
}

Eigen::VectorXd kernelExpansion(const KernelFunction& kernel, const Eigen::MatrixXd& centres,
                                const Eigen::VectorXd& weights, double offset, const Eigen::MatrixXd& queries,
                                const char* what) {
  return kernelExpansions(kernel, centres, weights, Eigen::VectorXd::Constant(1, offset), queries, what).col(0);
}

Eigen::MatrixXd kernelExpansions(const KernelFunction& kernel, const Eigen::MatrixXd& centres,
                                 const Eigen::MatrixXd& weights, const Eigen::VectorXd& offsets,
                                 const Eigen::MatrixXd& queries, const char* what) {
  try {
    requireFiniteMatrix(queries, limits::kMaxPredictionPoints, limits::kMaxDimension);
  } catch (const Error& e) {
    throw Error(e.code(), std::string(what) + ": " + e.what(), e.details());
  }
  requireSameDimension(queries, centres, what);
  Eigen::MatrixXd f(queries.rows(), weights.cols());
  for (Eigen::Index begin = 0; begin < queries.rows(); begin += kExpansionBlock) {
    const Eigen::Index rows = std::min(kExpansionBlock, queries.rows() - begin);
    f.middleRows(begin, rows) = kernel.cross(queries.middleRows(begin, rows), centres) * weights;
    f.middleRows(begin, rows).rowwise() += offsets.transpose();
  }
  requireFiniteResult(f, std::string("the predictions at the ") + what);
  return f;
}

}  // namespace gramlab
