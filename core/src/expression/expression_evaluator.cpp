#include "gramlab/expression/expression_evaluator.hpp"

#include <cmath>
#include <cstdio>
#include <limits>

#include "gramlab/base/error.hpp"
#include "gramlab/base/limits.hpp"
#include "gramlab/base/number_text.hpp"
#include "gramlab/base/validate.hpp"
#include "gramlab/expression/expression_error.hpp"

namespace gramlab {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// NaN in, NaN out: std::pow(1, NaN) = 1 and std::fmin(NaN, 1) = 1 would hide a log(−1) upstream.
double power(double a, double b) { return std::isnan(a) || std::isnan(b) ? kNaN : std::pow(a, b); }
double minimum(double a, double b) { return std::isnan(a) || std::isnan(b) ? kNaN : (b < a ? b : a); }
double maximum(double a, double b) { return std::isnan(a) || std::isnan(b) ? kNaN : (b > a ? b : a); }

double integerPower(double a, int k) {
  const bool invert = k < 0;
  unsigned e = static_cast<unsigned>(invert ? -k : k);
  double r = 1, base = a;
  for (; e; e >>= 1, base *= base)
    if (e & 1) r *= base;
  return invert ? 1 / r : r;
}

void requireDimension(Eigen::Index d) {
  if (d < 1) throw Error(ErrorCode::Empty, "the points have no coordinates");
  if (static_cast<std::size_t>(d) > limits::kMaxDimension)
    throw LimitError("d = " + std::to_string(d) + "; the limit is " + std::to_string(limits::kMaxDimension), "d",
                     static_cast<double>(d), static_cast<double>(limits::kMaxDimension));
}

}  // namespace

ExpressionEvaluator::ExpressionEvaluator(const Program& program, const ParameterValues& params, Eigen::Index dimension)
    : d_(dimension), result_(program.result) {
  requireDimension(dimension);
  s_.assign(program.scalarSlots, 0.0);
  vectorStore_.assign(static_cast<std::size_t>(program.vectorSlots) * dimension, 0.0);
  v_.assign(program.vectorSlots, nullptr);
  for (int k = 2; k < program.vectorSlots; ++k) v_[k] = vectorStore_.data() + static_cast<std::size_t>(k) * dimension;
  for (const ParameterSlot& p : program.parameters) {
    const auto found = params.find(p.name);
    if (found == params.end())
      throw ExpressionError(ExpressionErrorKind::ParameterWithoutValue, p.position,
                            "the parameter " + p.name + " has no value");
    if (!std::isfinite(found->second))
      throw Error(ErrorCode::NotFinite,
                  "the parameter " + p.name + " must be a finite number, got " + numberText(found->second));
    s_[p.slot] = found->second;
  }
  std::vector<Instruction> constants;
  for (const Instruction& in : program.code) {
    switch (in.stage) {
      case Stage::Constant: constants.push_back(in); break;
      case Stage::X: x_.push_back(in); break;
      case Stage::Y:
        y_.push_back(in);
        if (producesVector(in.op))
          yVectors_.push_back(in);
        else
          yScalars_.push_back(in.out);
        break;
      case Stage::Pair: pair_.push_back(in); break;
    }
  }
  run(constants);
}

void ExpressionEvaluator::run(const std::vector<Instruction>& code) {
  const Eigen::Index d = d_;
  double* s = s_.data();
  for (const Instruction& in : code) {
    // Operand slots are scalar or vector by op: look a vector up only where op says it is one.
    // A vector result goes to its own store; v_[out] points there (never at x or y).
    const auto vec = [&](int slot) { return v_[slot]; };
    const auto store = [&] { return vectorStore_.data() + static_cast<std::size_t>(in.out) * d; };
    switch (in.op) {
      case OpCode::Constant: s[in.out] = in.imm; break;
      case OpCode::Negate: s[in.out] = -s[in.a]; break;
      case OpCode::Add: s[in.out] = s[in.a] + s[in.b]; break;
      case OpCode::Subtract: s[in.out] = s[in.a] - s[in.b]; break;
      case OpCode::Multiply: s[in.out] = s[in.a] * s[in.b]; break;
      case OpCode::Divide: s[in.out] = s[in.a] / s[in.b]; break;
      case OpCode::Power: s[in.out] = power(s[in.a], s[in.b]); break;
      case OpCode::PowerInt: s[in.out] = integerPower(s[in.a], static_cast<int>(in.imm)); break;
      case OpCode::Square: s[in.out] = s[in.a] * s[in.a]; break;
      case OpCode::Abs: s[in.out] = std::abs(s[in.a]); break;
      case OpCode::Exp: s[in.out] = std::exp(s[in.a]); break;
      case OpCode::Log: s[in.out] = std::log(s[in.a]); break;
      case OpCode::Sqrt: s[in.out] = std::sqrt(s[in.a]); break;
      case OpCode::Tanh: s[in.out] = std::tanh(s[in.a]); break;
      case OpCode::Cos: s[in.out] = std::cos(s[in.a]); break;
      case OpCode::Sin: s[in.out] = std::sin(s[in.a]); break;
      case OpCode::Min: s[in.out] = minimum(s[in.a], s[in.b]); break;
      case OpCode::Max: s[in.out] = maximum(s[in.a], s[in.b]); break;
      case OpCode::Dot: {
        const double *a = vec(in.a), *b = vec(in.b);
        double t = 0;
        for (Eigen::Index k = 0; k < d; ++k) t += a[k] * b[k];
        s[in.out] = t;
        break;
      }
      case OpCode::Norm:
      case OpCode::SquaredNorm: {
        const double* a = vec(in.a);
        double t = 0;
        for (Eigen::Index k = 0; k < d; ++k) t += a[k] * a[k];
        s[in.out] = in.op == OpCode::Norm ? std::sqrt(t) : t;
        break;
      }
      case OpCode::Sum: {
        const double* a = vec(in.a);
        double t = 0;
        for (Eigen::Index k = 0; k < d; ++k) t += a[k];
        s[in.out] = t;
        break;
      }
      case OpCode::Distance:
      case OpCode::SquaredDistance: {
        const double *a = vec(in.a), *b = vec(in.b);
        double t = 0;
        for (Eigen::Index k = 0; k < d; ++k) t += (a[k] - b[k]) * (a[k] - b[k]);
        s[in.out] = in.op == OpCode::Distance ? std::sqrt(t) : t;
        break;
      }
      case OpCode::VectorNegate: {
        const double* a = vec(in.a);
        double* o = store();
        for (Eigen::Index k = 0; k < d; ++k) o[k] = -a[k];
        break;
      }
      case OpCode::VectorAdd: {
        const double *a = vec(in.a), *b = vec(in.b);
        double* o = store();
        for (Eigen::Index k = 0; k < d; ++k) o[k] = a[k] + b[k];
        break;
      }
      case OpCode::VectorSubtract: {
        const double *a = vec(in.a), *b = vec(in.b);
        double* o = store();
        for (Eigen::Index k = 0; k < d; ++k) o[k] = a[k] - b[k];
        break;
      }
      case OpCode::VectorScale: {
        const double* b = vec(in.b);
        double* o = store();
        for (Eigen::Index k = 0; k < d; ++k) o[k] = s[in.a] * b[k];
        break;
      }
      case OpCode::VectorDivide: {
        const double* a = vec(in.a);
        double* o = store();
        for (Eigen::Index k = 0; k < d; ++k) o[k] = a[k] / s[in.b];
        break;
      }
    }
  }
}

double ExpressionEvaluator::operator()(const double* x, const double* y) {
  v_[0] = x;
  v_[1] = y;
  run(x_);
  run(y_);
  run(pair_);
  return s_[result_];
}

std::uint64_t ExpressionEvaluator::work(const std::vector<Instruction>& code) const {
  std::uint64_t w = 0;
  for (const Instruction& in : code) w += readsVectors(in.op) ? static_cast<std::uint64_t>(d_) : 1;
  return w;
}

std::uint64_t ExpressionEvaluator::pairCost() const { return work(x_) + work(y_) + work(pair_); }

std::uint64_t ExpressionEvaluator::cost(Eigen::Index n) const {
  const auto un = static_cast<std::uint64_t>(n);
  return un * un * (work(yVectors_) + work(pair_) + yScalars_.size()) + un * (work(x_) + work(y_));
}

Eigen::MatrixXd ExpressionEvaluator::matrix(const Eigen::MatrixXd& points) {
  requireFiniteMatrix(points, limits::kMaxPoints, limits::kMaxDimension);
  if (points.cols() != d_)
    throw Error(ErrorCode::DimensionMismatch, "the points have " + std::to_string(points.cols()) +
                                                  " coordinates, the evaluator was built for " + std::to_string(d_));
  const Eigen::Index n = points.rows();
  if (cost(n) > limits::kMaxEvaluationCost)
    throw ExpressionError(ExpressionErrorKind::TooCostly, 0,
                          "evaluating this expression on " + std::to_string(n) + " points of dimension " +
                              std::to_string(d_) + " would take too long; use fewer points or dimensions");
  const Eigen::MatrixXd pointsT = points.transpose();  // each point contiguous
  const auto point = [&](Eigen::Index i) { return pointsT.data() + i * d_; };
  // Y's numbers, once per point.
  Eigen::MatrixXd yTable(static_cast<Eigen::Index>(yScalars_.size()), n);
  for (Eigen::Index j = 0; j < n; ++j) {
    v_[1] = point(j);
    run(y_);
    for (std::size_t k = 0; k < yScalars_.size(); ++k) yTable(static_cast<Eigen::Index>(k), j) = s_[yScalars_[k]];
  }
  Eigen::MatrixXd k(n, n);
  for (Eigen::Index i = 0; i < n; ++i) {
    v_[0] = point(i);
    run(x_);
    for (Eigen::Index j = 0; j < n; ++j) {
      v_[1] = point(j);
      for (std::size_t t = 0; t < yScalars_.size(); ++t) s_[yScalars_[t]] = yTable(static_cast<Eigen::Index>(t), j);
      if (!yVectors_.empty()) run(yVectors_);  // a call saved per pair in the common case
      run(pair_);
      const double value = s_[result_];
      if (!std::isfinite(value))
        throw NonFiniteValueError(i, j, value,
                                  "k(x_" + std::to_string(i) + ", x_" + std::to_string(j) + ") is " +
                                      numberText(value) + " (a log or square root of a negative, 0/0, or an overflow)");
      k(i, j) = value;
    }
  }
  return k;
}

double evaluateExpression(const std::string& text, const ParameterValues& params, const Eigen::VectorXd& x,
                          const Eigen::VectorXd& y) {
  if (x.size() != y.size())
    throw Error(ErrorCode::DimensionMismatch,
                "x has " + std::to_string(x.size()) + " coordinates, y has " + std::to_string(y.size()));
  if (!x.allFinite() || !y.allFinite()) throw Error(ErrorCode::NotFinite, "a coordinate is not a finite number");
  ExpressionEvaluator evaluator(compileExpression(text), params, x.size());
  const double value = evaluator(x.data(), y.data());
  if (!std::isfinite(value))
    throw NonFiniteValueError(
        0, 0, value, "k(x, y) is " + numberText(value) + " (a log or square root of a negative, 0/0, or an overflow)");
  return value;
}

}  // namespace gramlab
