#pragma once
// Errors of the similarity-expression language. A malformed expression is an ExpressionError
// (ErrorCode::BadExpression) with a kind the page translates and the 0-based position of the offending
// character, counted in Unicode code points (the same as UTF-16 units for every position reported, since
// the only non-ASCII characters accepted are in the BMP and the first other one stops the parse).
// A non-finite value met while evaluating is a NonFiniteValueError (ErrorCode::NotFinite) naming the pair.
// Each carries what it names as its details(): kind and position, or the pair i, j (0-based).
#include <Eigen/Dense>
#include <string>

#include "gramlab/base/error.hpp"

namespace gramlab {

enum class ExpressionErrorKind {
  UnexpectedCharacter,      // a character the language does not use ('%', '@', 'γ', invalid UTF-8)
  BadNumber,                // "1e", "1e400", "1.2.3"
  UnknownName,              // a call of something that is not a function ("g(2)", "x(1)", "foo(x)")
  WrongArgumentCount,       // "dot(x)", "exp(1, 2)", "exp" without parentheses
  UnbalancedParentheses,    // "(1 + 2", "1 + 2)"
  VectorWhereNumberNeeded,  // "x + 1", "exp(x)", "x * y", "x - y" as the whole expression
  NumberWhereVectorNeeded,  // "norm(2)", "dot(x, 1)"
  StrayOperator,            // an operator or comma where a value should start: "1 + * 2", "*2", "(1 +)"
  MissingOperator,          // two values side by side: "2x", "x y", "2(3)"
  UnexpectedEnd,            // the text stops where a value is needed: "", "1 +", "exp("
  ParameterWithoutValue,    // a parameter the expression uses but the caller did not give
  TooLong,                  // more than kMaxExpressionLength characters
  NameTooLong,              // a name of more than kMaxNameLength characters, the facade's rule for every name
  TooDeep,                  // nesting past kMaxExpressionDepth
  TooCostly,                // evaluation cost (operations × pairs) past kMaxEvaluationCost
};

// "UNEXPECTED_CHARACTER", "BAD_NUMBER", …: stable names the page keys its messages on.
const char* expressionErrorKindName(ExpressionErrorKind kind);

class ExpressionError : public Error {
 public:
  ExpressionError(ExpressionErrorKind kind, int position, const std::string& message)
      : Error(ErrorCode::BadExpression, message,
              {{"kind", std::string(expressionErrorKindName(kind))}, {"position", static_cast<double>(position)}}),
        kind_(kind),
        position_(position) {}
  ExpressionErrorKind kind() const noexcept { return kind_; }
  int position() const noexcept { return position_; }

 private:
  ExpressionErrorKind kind_;
  int position_;
};

// k(x_i, x_j) came out NaN or ±Inf (log of a negative, 0/0, overflow). Indices are 0-based rows.
class NonFiniteValueError : public Error {
 public:
  NonFiniteValueError(Eigen::Index i, Eigen::Index j, double value, const std::string& message)
      : Error(ErrorCode::NotFinite, message, {{"i", static_cast<double>(i)}, {"j", static_cast<double>(j)}}),
        i_(i),
        j_(j),
        value_(value) {}
  Eigen::Index i() const noexcept { return i_; }
  Eigen::Index j() const noexcept { return j_; }
  double value() const noexcept { return value_; }

 private:
  Eigen::Index i_, j_;
  double value_;
};

}  // namespace gramlab
