#pragma once
// Runs a compiled similarity expression on points: one value k(x, y), or the whole matrix
// K_ij = k(x_i, x_j) with the program's stages hoisted (Constant once, X once per row, Y's numbers once
// per point) and no allocation inside the pair loop.
#include <Eigen/Dense>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "gramlab/base/limits.hpp"
#include "gramlab/expression/expression_program.hpp"

namespace gramlab {

using ParameterValues = std::map<std::string, double>;

// Work per kernel matrix is bounded by limits::kMaxEvaluationCost (work units: one scalar operation, or d
// for an operation on d-vectors). An RBF expression at n = 2000 costs ~3·10⁷ at d = 5 and 4·10⁹ at d = 1000.

class ExpressionEvaluator {
 public:
  // Binds the parameters: every name the program needs must be in `params` (ParameterWithoutValue at
  // its first use) with a finite value (NotFinite); names it does not use are ignored.
  // `dimension` is d, 1..limits::kMaxDimension.
  ExpressionEvaluator(const Program& program, const ParameterValues& params, Eigen::Index dimension);
  // Not copyable: vector slots point into the evaluator's own store.
  ExpressionEvaluator(const ExpressionEvaluator&) = delete;
  ExpressionEvaluator& operator=(const ExpressionEvaluator&) = delete;

  // k(x, y) for two d-vectors, not checked for finiteness.
  double operator()(const double* x, const double* y);

  // n² · (per-pair work) + 2n · (per-point work), the number compared with limits::kMaxEvaluationCost.
  std::uint64_t cost(Eigen::Index n) const;
  // The work of one k(x, y) through operator() (every stage run once), in the same units.
  std::uint64_t pairCost() const;

  // The full n×n matrix (both triangles: symmetry is the caller's question). Points one per row,
  // validated like PointGeometry (Empty, NotFinite, TooLarge, DimensionMismatch when d differs);
  // ExpressionError TooCostly before any work; NonFiniteValueError at the first pair (row-major) whose
  // value is NaN or ±Inf.
  Eigen::MatrixXd matrix(const Eigen::MatrixXd& points);

 private:
  void run(const std::vector<Instruction>& code);
  std::uint64_t work(const std::vector<Instruction>& code) const;

  Eigen::Index d_;
  int result_;
  std::vector<Instruction> x_, y_, yVectors_, pair_;  // Constant code runs in the constructor
  std::vector<int> yScalars_;                         // scalar slots Y writes, tabled per point
  std::vector<double> s_;                             // scalar slots
  std::vector<double> vectorStore_;                   // vector slots 2… (d each)
  std::vector<const double*> v_;                      // vector slot → its d values (0: x, 1: y)
};

// compileExpression + ExpressionEvaluator for one pair; NonFiniteValueError (pair 0, 0) when the value
// is not finite. DimensionMismatch when x and y differ in length.
double evaluateExpression(const std::string& text, const ParameterValues& params, const Eigen::VectorXd& x,
                          const Eigen::VectorXd& y);

}  // namespace gramlab
