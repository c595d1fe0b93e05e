#include "gramlab/expression/interval_evaluation.hpp"

#include <cmath>

namespace gramlab {

namespace {

using Intervals = std::vector<Interval>;

// Exponents up to this size that are integers are powers by multiplication (a negative base allowed), as
// the expression means; ExpressionEvaluator's pow agrees with that on integer exponents.
constexpr double kMaxIntegerExponent = 1 << 20;

// A number the reader typed (a literal, a parameter, a coordinate) as the interval around its double: the
// decimal they typed is within half an ulp of it. Integers below 2⁵³ are exact.
Interval typed(double v) {
  if (std::abs(v) <= 9007199254740992.0 && v == std::floor(v)) return Interval::point(v);
  return {std::nextafter(v, -HUGE_VAL), std::nextafter(v, HUGE_VAL)};
}

class IntervalEvaluator {
 public:
  IntervalEvaluator(const SyntaxTree& tree, const ParameterValues& params, const double* x, const double* y,
                    Eigen::Index d)
      : tree_(tree), params_(params), x_(x), y_(y), d_(static_cast<std::size_t>(d)) {}

  IntervalValue value(int at) const {
    const SyntaxNode& n = tree_.nodes[static_cast<std::size_t>(at)];
    switch (n.kind) {
      case SyntaxKind::Number: return scalar(typed(n.value));
      case SyntaxKind::Name: return name(n);
      case SyntaxKind::Negate: return map(value(n.args[0]), [](const Interval& a) { return -a; });
      case SyntaxKind::Add: return combine(n, [](const Interval& a, const Interval& b) { return a + b; });
      case SyntaxKind::Subtract: return combine(n, [](const Interval& a, const Interval& b) { return a - b; });
      case SyntaxKind::Multiply:
      case SyntaxKind::CentreDot: return product(n);
      case SyntaxKind::Divide: return combine(n, [](const Interval& a, const Interval& b) { return a / b; });
      case SyntaxKind::Power: return scalar(powerOf(value(n.args[0]).scalar, value(n.args[1]).scalar));
      case SyntaxKind::Call: return call(n);
    }
    return scalar(Interval::invalid());
  }

 private:
  static IntervalValue scalar(Interval a) { return {false, a, {}}; }

  IntervalValue name(const SyntaxNode& n) const {
    if (n.name == "x" || n.name == "y") {
      const double* p = n.name == "x" ? x_ : y_;
      IntervalValue v{true, {}, Intervals(d_)};
      for (std::size_t k = 0; k < d_; ++k) v.vector[k] = typed(p[k]);
      return v;
    }
    const auto found = params_.find(n.name);
    return scalar(found == params_.end() ? Interval::invalid() : typed(found->second));
  }

  template <typename F>
  static IntervalValue map(IntervalValue v, F f) {
    if (!v.isVector) return scalar(f(v.scalar));
    for (Interval& e : v.vector) e = f(e);
    return v;
  }

  // An operator on two operands, either of which may be a vector (elementwise; a number with a vector
  // pairs with each element, as the language's scalar·vector and vector/scalar do).
  template <typename F>
  IntervalValue combine(const SyntaxNode& n, F f) const {
    return combined(value(n.args[0]), value(n.args[1]), f);
  }
  template <typename F>
  IntervalValue combined(const IntervalValue& a, const IntervalValue& b, F f) const {
    if (!a.isVector && !b.isVector) return scalar(f(a.scalar, b.scalar));
    IntervalValue out{true, {}, Intervals(d_)};
    for (std::size_t k = 0; k < d_; ++k)
      out.vector[k] = f(a.isVector ? a.vector[k] : a.scalar, b.isVector ? b.vector[k] : b.scalar);
    return out;
  }

  // A number times a number or a vector; two vectors are their dot product (u·v: compileExpression accepts
  // two vectors only there, never with *).
  IntervalValue product(const SyntaxNode& n) const {
    const IntervalValue a = value(n.args[0]), b = value(n.args[1]);
    if (a.isVector && b.isVector) return scalar(dot(a.vector, b.vector));
    return combined(a, b, [](const Interval& x, const Interval& y) { return x * y; });
  }

  static Interval powerOf(const Interval& base, const Interval& exponent) {
    if (exponent.valid() && exponent.lo == exponent.hi && exponent.lo == std::floor(exponent.lo) &&
        std::abs(exponent.lo) <= kMaxIntegerExponent)
      return integerPower(base, static_cast<int>(exponent.lo));
    return power(base, exponent);
  }

  static Interval dot(const Intervals& a, const Intervals& b) {
    Interval t = Interval::point(0);
    for (std::size_t k = 0; k < a.size(); ++k) t = t + a[k] * b[k];
    return t;
  }
  static Interval squaredNorm(const Intervals& a) {
    Interval t = Interval::point(0);
    for (const Interval& e : a) t = t + square(e);
    return t;
  }

  IntervalValue call(const SyntaxNode& n) const {
    const IntervalValue a = value(n.args[0]);
    switch (n.function) {
      case Function::Dot: return scalar(dot(a.vector, value(n.args[1]).vector));
      case Function::Norm: return scalar(sqrt(squaredNorm(a.vector)));
      case Function::Sum: {
        Interval t = Interval::point(0);
        for (const Interval& e : a.vector) t = t + e;
        return scalar(t);
      }
      case Function::Abs: return scalar(abs(a.scalar));
      case Function::Exp: return scalar(exp(a.scalar));
      case Function::Log: return scalar(log(a.scalar));
      case Function::Sqrt: return scalar(sqrt(a.scalar));
      case Function::Tanh: return scalar(tanh(a.scalar));
      case Function::Cos: return scalar(cos(a.scalar));
      case Function::Sin: return scalar(sin(a.scalar));
      case Function::Min: return scalar(minimum(a.scalar, value(n.args[1]).scalar));
      case Function::Max: return scalar(maximum(a.scalar, value(n.args[1]).scalar));
    }
    return scalar(Interval::invalid());
  }

  const SyntaxTree& tree_;
  const ParameterValues& params_;
  const double* x_;
  const double* y_;
  std::size_t d_;
};

}  // namespace

IntervalValue intervalValue(const SyntaxTree& tree, int at, const ParameterValues& params, const double* x,
                            const double* y, Eigen::Index d) {
  return IntervalEvaluator(tree, params, x, y, d).value(at);
}

Interval intervalScalar(const SyntaxTree& tree, int at, const ParameterValues& params, const double* x, const double* y,
                        Eigen::Index d) {
  const IntervalValue v = intervalValue(tree, at, params, x, y, d);
  return v.isVector ? Interval::invalid() : v.scalar;
}

}  // namespace gramlab
