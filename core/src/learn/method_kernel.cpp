#include "gramlab/learn/method_kernel.hpp"

#include <cmath>
#include <memory>
#include <utility>

#include "gramlab/base/error.hpp"
#include "gramlab/base/number_text.hpp"
#include "gramlab/base/validate.hpp"
#include "gramlab/expression/expression_error.hpp"
#include "gramlab/expression/expression_program.hpp"

namespace gramlab {

namespace {

void requireAbsent(bool present, const char* key, const char* with) {
  if (present) throw Error(ErrorCode::BadArgument, std::string("kernel: \"") + key + "\" goes with " + with);
}

KernelSpec specOf(const MethodKernel& k) {
  KernelSpec spec;
  spec.kind = *k.kind;
  spec.gamma = k.gamma.value_or(spec.gamma);
  spec.degree = k.degree.value_or(spec.degree);
  spec.coef0 = k.coef0.value_or(spec.coef0);
  spec.a = k.a.value_or(spec.a);
  spec.b = k.b.value_or(spec.b);
  return spec;
}

// Every pair (a_i, b_j); a non-finite value names its pair.
Eigen::MatrixXd evaluatePairs(ExpressionEvaluator& evaluator, const Eigen::MatrixXd& a, const Eigen::MatrixXd& b) {
  // Rows as contiguous d-vectors.
  const Eigen::MatrixXd at = a.transpose(), bt = b.transpose();
  Eigen::MatrixXd k(a.rows(), b.rows());
  for (Eigen::Index i = 0; i < a.rows(); ++i)
    for (Eigen::Index j = 0; j < b.rows(); ++j) {
      const double value = evaluator(at.col(i).data(), bt.col(j).data());
      if (!std::isfinite(value))
        throw NonFiniteValueError(i, j, value,
                                  "k(x, y) is " + numberText(value) + " at new point " + std::to_string(i) +
                                      " and training point " + std::to_string(j) +
                                      " (0-based, as error.i and error.j)");
      k(i, j) = value;
    }
  return k;
}

}  // namespace

KernelFunction expressionKernel(const std::string& expression, const ParameterValues& params) {
  auto program = std::make_shared<const Program>(compileExpression(expression));
  return KernelFunction{[program, params](const Eigen::MatrixXd& points) {
                          ExpressionEvaluator evaluator(*program, params, points.cols());
                          const Eigen::MatrixXd k = evaluator.matrix(points);
                          return Eigen::MatrixXd(0.5 * k + 0.5 * k.transpose());
                        },
                        [program, params](const Eigen::MatrixXd& a, const Eigen::MatrixXd& b) {
                          ExpressionEvaluator evaluator(*program, params, a.cols());
                          // cost(m) counts m² pairs; m = ⌈√(|a|·|b|)⌉ covers the |a|·|b| pairs here.
                          const auto m = static_cast<Eigen::Index>(
                              std::ceil(std::sqrt(static_cast<double>(a.rows()) * static_cast<double>(b.rows()))));
                          if (evaluator.cost(m) > limits::kMaxEvaluationCost)
                            throw ExpressionError(ExpressionErrorKind::TooCostly, 0,
                                                  "evaluating the expression at " + std::to_string(a.rows()) + " × " +
                                                      std::to_string(b.rows()) + " pairs is past the work limit");
                          return evaluatePairs(evaluator, a, b);
                        },
                        [program, params](Eigen::Index dimension) {
                          return static_cast<double>(ExpressionEvaluator(*program, params, dimension).pairCost());
                        }};
}

KernelFunction methodKernel(const MethodKernel& kernel) {
  if (kernel.kind.has_value() == kernel.expression.has_value())
    throw Error(ErrorCode::BadArgument, "kernel: give either \"kind\" or \"expression\", not both and not neither");
  if (kernel.kind) {
    requireAbsent(kernel.params.has_value(), "params", "an expression");
    return kernelFunction(specOf(kernel));
  }
  const char* builtIn = "a built-in kind";
  requireAbsent(kernel.gamma.has_value(), "gamma", builtIn);
  requireAbsent(kernel.degree.has_value(), "degree", builtIn);
  requireAbsent(kernel.coef0.has_value(), "coef0", builtIn);
  requireAbsent(kernel.a.has_value(), "a", builtIn);
  requireAbsent(kernel.b.has_value(), "b", builtIn);
  return expressionKernel(*kernel.expression, kernel.params.value_or(ParameterValues{}));
}

KernelFunction repairedKernel(KernelFunction kernel, RepairMethod method) {
  auto inner = std::move(kernel.matrix);
  kernel.matrix = [inner = std::move(inner), method](const Eigen::MatrixXd& points) {
    return repairPSD(inner(points), method).matrix;
  };
  return kernel;
}

}  // namespace gramlab
