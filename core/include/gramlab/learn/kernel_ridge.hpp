#pragma once
// Kernel ridge regression: α = (K + λI)⁻¹y, f(x) = Σ α_i k(x, x_i). The article's γ = 0.05 story lives in
// the two numbers it reports beside α: the condition of K + λI, and how well α actually solves the system.
#include <Eigen/Dense>
#include <optional>

#include "gramlab/kernels/kernels.hpp"
#include "gramlab/learn/kernel_function.hpp"

namespace gramlab {

struct KernelRidgeResult {
  Eigen::VectorXd alpha;
  double condition;      // κ₂(K + λI) = max|μ| / min|μ| over its eigenvalues μ: exact for a symmetric matrix
  double minEigenvalue;  // the smallest eigenvalue μ of K + λI (negative for a kernel that is not PSD)
  double residual;       // ‖(K + λI)α − y‖ / ‖y‖, with K as built (0 when y = 0)
  Eigen::VectorXd trainPredictions;
  std::optional<Eigen::VectorXd> gridPredictions;  // at the rows of `grid`, when given
  std::optional<Eigen::VectorXd> testPredictions;  // at the rows of `test`, when given
};

// The solve goes through the eigen-decomposition K + λI = VMVᵀ, α = V M⁻¹ Vᵀ y: it gives κ₂ exactly and
// α as a backward-stable solve does, so a near-singular K shows as a huge κ and α, not as a hidden NaN.
// points: rows, finite, 1..limits::kMaxMethodPoints (Empty / TooLarge); targets one per point
// (DimensionMismatch), finite; λ finite (NotFinite) and ≥ 0 (BadArgument). An exactly singular K + λI,
// or an α, residual or prediction beyond ±1.8e308, is Overflow.
KernelRidgeResult kernelRidge(const Eigen::MatrixXd& points, const Eigen::VectorXd& targets, const KernelSpec& kernel,
                              double lambda, const std::optional<Eigen::MatrixXd>& grid = std::nullopt,
                              const std::optional<Eigen::MatrixXd>& test = std::nullopt);

// The same with any kernel (kernel_function.hpp).
KernelRidgeResult kernelRidgeWith(const Eigen::MatrixXd& points, const Eigen::VectorXd& targets,
                                  const KernelFunction& kernel, double lambda,
                                  const std::optional<Eigen::MatrixXd>& grid = std::nullopt,
                                  const std::optional<Eigen::MatrixXd>& test = std::nullopt);

}  // namespace gramlab
