#include "gramlab/learn/kernel_ridge.hpp"

#include <cmath>
#include <string>

#include "gramlab/base/error.hpp"
#include "gramlab/base/number_text.hpp"
#include "gramlab/base/validate.hpp"
#include "gramlab/learn/method_inputs.hpp"
#include "gramlab/linear_algebra/spectrum.hpp"

namespace gramlab {

namespace {

void requireLambda(double lambda) {
  if (!std::isfinite(lambda)) throw Error(ErrorCode::NotFinite, "λ must be a finite number");
  if (lambda < 0) throw Error(ErrorCode::BadArgument, "λ must be 0 or more, got " + fullNumberText(lambda));
}

std::optional<Eigen::VectorXd> predictAt(const KernelFunction& kernel, const Eigen::MatrixXd& points,
                                         const Eigen::VectorXd& alpha, const std::optional<Eigen::MatrixXd>& at,
                                         const char* what) {
  if (!at) return std::nullopt;
  return kernelExpansion(kernel, points, alpha, 0.0, *at, what);
}

}  // namespace

KernelRidgeResult kernelRidgeWith(const Eigen::MatrixXd& points, const Eigen::VectorXd& targets,
                                  const KernelFunction& kernel, double lambda,
                                  const std::optional<Eigen::MatrixXd>& grid,
                                  const std::optional<Eigen::MatrixXd>& test) {
  requireTrainingPoints(points);
  requirePerPoint(targets, points.rows(), "targets");
  requireLambda(lambda);
  requireKernelWork(kernel, points.rows(), points.cols(), queryRows(grid) + queryRows(test));
  const Eigen::MatrixXd k = kernel.matrix(points);
  Eigen::MatrixXd shifted = k;
  shifted.diagonal().array() += lambda;
  requireFiniteResult(shifted, "K + λI");

  const SymmetricEigen eig = eigenSymmetric(shifted, true);
  const Eigen::VectorXd& mu = eig.values;
  const double smallest = mu.cwiseAbs().minCoeff();
  if (smallest == 0)
    throw Error(ErrorCode::Overflow, "K + λI is singular (an eigenvalue is exactly 0): α = (K + λI)⁻¹y is infinite");
  const double condition = finiteResult(mu.cwiseAbs().maxCoeff() / smallest, "the condition number of K + λI");
  const Eigen::VectorXd alpha = eig.vectors * ((eig.vectors.transpose() * targets).array() / mu.array()).matrix();
  requireFiniteResult(alpha, "α = (K + λI)⁻¹y");

  // The residual with the matrix as built, not with its decomposition: that is what α was meant to solve.
  const Eigen::VectorXd fitted = k * alpha;
  requireFiniteResult(fitted, "Kα");
  const Eigen::VectorXd r = fitted + lambda * alpha - targets;
  requireFiniteResult(r, "(K + λI)α − y");
  const double yNorm = targets.stableNorm();
  const double residual = yNorm == 0 ? r.stableNorm() : finiteResult(r.stableNorm() / yNorm, "the residual");

  return KernelRidgeResult{alpha,
                           condition,
                           mu(0),
                           residual,
                           fitted,
                           predictAt(kernel, points, alpha, grid, "grid points"),
                           predictAt(kernel, points, alpha, test, "test points")};
}

KernelRidgeResult kernelRidge(const Eigen::MatrixXd& points, const Eigen::VectorXd& targets, const KernelSpec& kernel,
                              double lambda, const std::optional<Eigen::MatrixXd>& grid,
                              const std::optional<Eigen::MatrixXd>& test) {
  return kernelRidgeWith(points, targets, kernelFunction(kernel), lambda, grid, test);
}

}  // namespace gramlab
