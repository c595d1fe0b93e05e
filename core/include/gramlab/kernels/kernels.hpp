#pragma once
// Kernel functions and the kernel (Gram) matrix K_ij = k(x_i, x_j) of a point set.
#include <Eigen/Dense>
#include <optional>
#include <string>

#include "gramlab/base/limits.hpp"
#include "gramlab/linear_algebra/interleaved_lower.hpp"

namespace gramlab {

enum class KernelKind {
  Linear,      // x·y
  Polynomial,  // (coef0 + x·y)^degree, degree an integer in 1..kMaxPolynomialDegree
  RBF,         // exp(−γ‖x − y‖²), γ > 0
  Sigmoid,     // tanh(a·x·y + b) — not PSD in general (the article's counterexample)
};

using limits::kMaxPolynomialDegree;

struct KernelSpec {
  KernelKind kind = KernelKind::RBF;
  double gamma = 1.0;   // RBF
  double degree = 2.0;  // Polynomial; a double so a page slider can pass it through, but must be integral
  double coef0 = 1.0;   // Polynomial
  double a = 1.0;       // Sigmoid slope
  double b = 0.0;       // Sigmoid offset
};

// "linear" | "polynomial" | "rbf" | "sigmoid"; anything else is BadArgument.
KernelKind kindFromName(const std::string& name);

// Checks only the parameters `spec.kind` uses: NotFinite for NaN/±Inf, BadArgument for out of range.
void validateKernelSpec(const KernelSpec& spec);

// What every kernel needs from a point set (rows are points), computed at most once per set so that a
// parameter slider only re-applies the scalar function: XXᵀ for the dot-product kernels, ‖x_i − x_j‖²
// for RBF. Each is built on first use. Not safe for concurrent first use from several threads.
class PointGeometry {
 public:
  // Validates: non-empty (Empty), finite (NotFinite), n ≤ kMaxPoints and d ≤ kMaxDimension (TooLarge).
  explicit PointGeometry(const Eigen::MatrixXd& points);

  Eigen::Index size() const { return pointsT_.cols(); }
  Eigen::Index dimension() const { return pointsT_.rows(); }
  const Eigen::MatrixXd& gram() const;  // XXᵀ
  // ‖x_i − x_j‖², exactly 0 on the diagonal; TooLarge past n² · d > limits::kMaxDistanceWork, before the work.
  const Eigen::MatrixXd& squaredDistances() const;
  // Validates `spec` (validateKernelSpec) before any O(n²) work.
  // A non-finite dot product or kernel value is ErrorCode::Overflow.
  Eigen::MatrixXd kernel(const KernelSpec& spec) const;
  // The RBF kernel for the values-only eigensolver, which reads the lower triangle alone: that, written
  // straight into the reduction's layout (no n × n matrix). Its entries exp(−γ·d²) lie in [0, 1] for any
  // validated γ, so it needs no finite check, and its largest is the diagonal's exact 1.
  InterleavedLower rbfLowerTriangle(double gamma) const;

 private:
  Eigen::MatrixXd kernelValues(const KernelSpec& spec) const;
  Eigen::MatrixXd pointsT_;  // d×n: each point a contiguous column
  mutable std::optional<Eigen::MatrixXd> gram_;
  mutable std::optional<Eigen::MatrixXd> squaredDistances_;
};

// TooLarge past n² · d > limits::kMaxDistanceWork: the squared distances of n points in d dimensions.
void requireDistanceWork(Eigen::Index n, Eigen::Index d);

// One-shot form of PointGeometry(points).kernel(spec).
Eigen::MatrixXd kernelMatrix(const Eigen::MatrixXd& points, const KernelSpec& spec);

}  // namespace gramlab
