#pragma once
// A similarity expression evaluated over intervals (base/interval.hpp) from its syntax tree: the result
// contains the exact real value of the expression the reader typed at those points, whatever the
// doubles of ExpressionEvaluator round to. Used where a verdict must be certain: a counterexample's
// matrix (kernel_refutation.hpp) and a proof's conditions on parameters (kernel_proof.hpp).
#include <Eigen/Dense>
#include <vector>

#include "gramlab/base/interval.hpp"
#include "gramlab/expression/expression_evaluator.hpp"
#include "gramlab/expression/expression_syntax.hpp"

namespace gramlab {

struct IntervalValue {
  bool isVector = false;
  Interval scalar;
  std::vector<Interval> vector;
};

// The value of node `at` of a tree that compileExpression accepted, for points x and y of dimension d
// (either may be null when the node uses neither). Every parameter must be in `params`. An invalid
// interval means: no real value on part of the operands (log of a negative, division by 0).
IntervalValue intervalValue(const SyntaxTree& tree, int at, const ParameterValues& params, const double* x,
                            const double* y, Eigen::Index d);
Interval intervalScalar(const SyntaxTree& tree, int at, const ParameterValues& params, const double* x, const double* y,
                        Eigen::Index d);

}  // namespace gramlab
