#pragma once
// Is a counterexample's negativity certain, or rounding noise? The witness's Gram matrix is re-evaluated
// over intervals (interval_evaluation.hpp): each entry's interval holds the exact value of the reader's
// expression at those points. For the witness direction c, the interval of cᵀKc then holds the exact
// quadratic form, and the smallest eigenvalue of (the symmetric part of) the exact K is at most
// cᵀKc / cᵀc (Rayleigh). When that upper bound is below 0, no exact Gram matrix of these points is PSD.
#include <Eigen/Dense>

#include "gramlab/expression/expression_evaluator.hpp"
#include "gramlab/expression/expression_syntax.hpp"

namespace gramlab {

struct NegativityBound {
  bool verified;      // upperBound < 0
  double upperBound;  // λ_min(exact K) ≤ upperBound; +∞ when some entry has no real value over its interval
};

// Points one per row; each coordinate that is not an integer stands for the interval one ulp either side of
// it, so the bound holds for the decimals the page prints as well. c of the same length, not zero.
NegativityBound boundSmallestEigenvalue(const SyntaxTree& tree, const ParameterValues& params,
                                        const Eigen::MatrixXd& points, const Eigen::VectorXd& c);

}  // namespace gramlab
