#pragma once
// The kernel a learning method runs on, as the page names it: one of the built-in kernels ({kind, gamma,
// …} as kernelMatrix takes them) or the reader's own expression ({expression, params}, as the kernel
// checker takes it), optionally with K replaced by its clip- or shift-repaired form.
#include <optional>
#include <string>

#include "gramlab/expression/expression_evaluator.hpp"
#include "gramlab/kernels/kernels.hpp"
#include "gramlab/learn/kernel_function.hpp"
#include "gramlab/linear_algebra/psd_repair.hpp"

namespace gramlab {

struct MethodKernel {
  std::optional<KernelKind> kind;
  std::optional<double> gamma, degree, coef0, a, b;  // absent: KernelSpec's defaults
  std::optional<std::string> expression;
  std::optional<ParameterValues> params;
};

// Exactly one of kind and expression (BadArgument); the built-in parameters only with kind, params only
// with expression (BadArgument naming the stray key). Compiles the expression now (ExpressionError).
KernelFunction methodKernel(const MethodKernel& kernel);

// k(x, y) = the expression, both matrices evaluated pair by pair. K is ½K + ½Kᵀ, the matrix the kernel
// checker judges. Every value must be finite (NonFiniteValueError naming the pair); a matrix or block whose
// work passes limits::kMaxEvaluationCost is ExpressionError TooCostly before it is evaluated.
KernelFunction expressionKernel(const std::string& expression, const ParameterValues& params);

// K replaced by repairPSD(K, method); the values at new points stay the kernel's own. For Shift that is
// exact (εI changes only k(x_i, x_i)); for Clip it is the usual practice and an approximation: the repaired
// K is no longer k on the training points, so the decision surface and K disagree slightly.
KernelFunction repairedKernel(KernelFunction kernel, RepairMethod method);

}  // namespace gramlab
