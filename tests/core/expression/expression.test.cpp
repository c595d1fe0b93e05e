// The expression language: values against hand computation, and every error kind at its position.
#include <doctest/doctest.h>

#include <cmath>
#include <string>
#include <variant>
#include <vector>

#include "gramlab/base/limits.hpp"
#include "gramlab/expression/expression_error.hpp"
#include "gramlab/expression/expression_evaluator.hpp"
#include "gramlab/expression/expression_program.hpp"
#include "gramlab/expression/expression_syntax.hpp"
#include "support/error_code.hpp"
#include "support/fixtures.hpp"

using gramlab::ErrorCode;
using gramlab::ExpressionErrorKind;
using Kind = gramlab::ExpressionErrorKind;

namespace {

// x = (1, 2, 2), y = (0, 3, 4): ‖x‖ = 3, ‖y‖ = 5, x·y = 14, x − y = (1, −1, −2), ‖x − y‖² = 6.
Eigen::VectorXd hx() { return (Eigen::VectorXd(3) << 1, 2, 2).finished(); }
Eigen::VectorXd hy() { return (Eigen::VectorXd(3) << 0, 3, 4).finished(); }

double eval(const std::string& text, const gramlab::ParameterValues& params = {}) {
  return gramlab::evaluateExpression(text, params, hx(), hy());
}

struct Located {
  Kind kind;
  int position;
};

Located errorAt(const std::string& text, const gramlab::ParameterValues& params = {}) {
  try {
    eval(text, params);
  } catch (const gramlab::ExpressionError& e) {
    CHECK(e.code() == ErrorCode::BadExpression);
    CHECK(std::string(e.what()).size() > 10);  // a sentence, not a bare code
    return {e.kind(), e.position()};
  }
  FAIL("no ExpressionError for " << text);
  return {Kind::UnexpectedEnd, -1};
}

void checkError(const std::string& text, Kind kind, int position, const gramlab::ParameterValues& params = {}) {
  CAPTURE(text);
  const Located got = errorAt(text, params);
  CHECK(gramlab::expressionErrorKindName(got.kind) == std::string(gramlab::expressionErrorKindName(kind)));
  CHECK(got.position == position);
}

}  // namespace

TEST_CASE("expression: the issue's kernels at hand-computed points") {
  CHECK(eval("exp(-g*norm(x-y)^2)", {{"g", 0.5}}) == doctest::Approx(std::exp(-3.0)).epsilon(1e-15));
  CHECK(eval("(1 + dot(x,y))^2") == 225);
  CHECK(eval("tanh(a*dot(x,y)+b)", {{"a", 0.5}, {"b", 0.1}}) == doctest::Approx(std::tanh(7.1)).epsilon(1e-15));
  CHECK(eval("dot(x,y)/(norm(x)*norm(y))") == doctest::Approx(14.0 / 15).epsilon(1e-15));
  CHECK(eval("exp(k*dot(x,y)/(norm(x)*norm(y)))", {{"k", 2}}) == doctest::Approx(std::exp(28.0 / 15)).epsilon(1e-15));
  CHECK(eval("exp(-norm(x-y))^2 - 0.5") == doctest::Approx(std::exp(-2 * std::sqrt(6.0)) - 0.5).epsilon(1e-15));
  CHECK(eval("norm(x-y)") == doctest::Approx(std::sqrt(6.0)).epsilon(1e-15));
}

TEST_CASE("expression: vector arithmetic and the reductions") {
  CHECK(eval("sum(x)") == 5);
  CHECK(eval("sum(2*x - y/2)") == 6.5);  // (2, 4, 4) − (0, 1.5, 2)
  CHECK(eval("norm(x+y)") == doctest::Approx(std::sqrt(62.0)).epsilon(1e-15));
  CHECK(eval("norm(-x)") == 3);
  CHECK(eval("norm(x/2)") == 1.5);
  CHECK(eval("dot(2*x, y*3)") == 84);
  CHECK(eval("dot(x, x)") == 9);
  CHECK(eval("norm(x)^2") == doctest::Approx(9).epsilon(1e-15));
  CHECK(eval("norm(y - x)^2") == doctest::Approx(6).epsilon(1e-15));
  CHECK(eval("norm(x - 2*y)") == doctest::Approx(std::sqrt(1.0 + 16 + 36)).epsilon(1e-15));  // (1, −4, −6)
  CHECK(eval("norm(x - x)") == 0);
}

TEST_CASE("expression: precedence, associativity and unary minus as in maths") {
  CHECK(eval("1+2*3") == 7);
  CHECK(eval("(1+2)*3") == 9);
  CHECK(eval("8/2/2") == 2);
  CHECK(eval("1-2-3") == -4);
  CHECK(eval("-2^2") == -4);  // −(2²)
  CHECK(eval("(-2)^2") == 4);
  CHECK(eval("2^3^2") == 512);  // 2^(3^2)
  CHECK(eval("2^-1") == 0.5);
  CHECK(eval("-2^-2") == -0.25);
  CHECK(eval("2*-3") == -6);
  CHECK(eval("--3") == 3);
  CHECK(eval("3^5") == 243);
  CHECK(eval("2^-3") == 0.125);
  CHECK(eval("4^1.5") == doctest::Approx(8).epsilon(1e-15));
  CHECK(eval("2^0.5") == doctest::Approx(std::sqrt(2.0)).epsilon(1e-15));
  CHECK(eval("g^2 + g", {{"g", 3}}) == 12);
}

TEST_CASE("expression: numbers and the scalar functions") {
  CHECK(eval("1e-3*1e3") == doctest::Approx(1).epsilon(1e-15));
  CHECK(eval(".5 + 5.") == 5.5);
  CHECK(eval("2.5e+1") == 25);
  CHECK(eval("2.5E-1") == 0.25);
  CHECK(eval("1e-400 + 1") == 1);  // underflows to 0, like a double literal
  CHECK(eval("min(1, 2) + max(-1, -3)") == 0);
  CHECK(eval("abs(-3)") == 3);
  CHECK(eval("log(exp(2))") == doctest::Approx(2).epsilon(1e-15));
  CHECK(eval("sqrt(16)") == 4);
  CHECK(eval("cos(0) + sin(0)") == 1);
  CHECK(eval("tanh(0)") == 0);
  CHECK(eval(" \t1\n+\r2 ") == 3);
}

TEST_CASE("expression: the Unicode minus and multiplication signs read as - and *") {
  CHECK(eval("norm(x\u2212y)") == doctest::Approx(std::sqrt(6.0)).epsilon(1e-15));
  CHECK(eval("2\u00B73") == 6);
  CHECK(eval("2\u00D73") == 6);
  CHECK(eval("\u22122^2") == -4);
  // Positions count characters, not bytes: '%' is the 4th character of "1−2%" (6 bytes).
  checkError("1\u22122%", Kind::UnexpectedCharacter, 3);
}

TEST_CASE("expression: u·v (U+00B7) between two vectors is their dot product, a product otherwise") {
  // x = (1, 2, 2), y = (0, 3, 4): x·y = 14 by hand.
  CHECK(eval("x\u00B7y") == 14);
  CHECK(eval("2\u00B7x\u00B7y") == 28);            // (2x)·y
  CHECK(eval("(x\u2212y)\u00B7(x\u2212y)") == 6);  // ‖x − y‖²
  CHECK(eval("sum(x)\u00B72") == 10);              // numbers
  const gramlab::Program p = gramlab::compileExpression("x\u00B7y + 2\u00B73 + y\u00B7x");
  CHECK(p.dotProducts == std::vector<int>{1, 13});  // positions in characters, the vector pairs only
  checkError("x*y", Kind::VectorWhereNumberNeeded, 2);
}

TEST_CASE("expression: parameters are the names that are not built in, in order of first use") {
  const gramlab::Program p = gramlab::compileExpression("tanh(a*dot(x,y)+b) + a*c_2");
  REQUIRE(p.parameters.size() == 3);
  CHECK(p.parameters[0].name == "a");
  CHECK(p.parameters[0].position == 5);
  CHECK(p.parameters[1].name == "b");
  CHECK(p.parameters[2].name == "c_2");
  CHECK(gramlab::compileExpression("dot(x,y)").parameters.empty());
  // Unused values are ignored.
  CHECK(eval("2*g", {{"g", 1.5}, {"unused", 7}}) == 3);
}

TEST_CASE("expression: vector where a number is needed") {
  checkError("x+1", Kind::VectorWhereNumberNeeded, 0);
  checkError("1 + x", Kind::VectorWhereNumberNeeded, 4);
  checkError("exp(x)", Kind::VectorWhereNumberNeeded, 4);
  checkError("exp(2*(x - y))", Kind::VectorWhereNumberNeeded, 4);
  checkError("x*y", Kind::VectorWhereNumberNeeded, 2);
  checkError("2/x", Kind::VectorWhereNumberNeeded, 2);
  checkError("x/y", Kind::VectorWhereNumberNeeded, 2);
  checkError("x^2", Kind::VectorWhereNumberNeeded, 0);
  checkError("2^x", Kind::VectorWhereNumberNeeded, 2);
  checkError("2^(x)", Kind::VectorWhereNumberNeeded, 2);
  checkError("min(1, y)", Kind::VectorWhereNumberNeeded, 7);
  checkError("x - y", Kind::VectorWhereNumberNeeded, 0);  // the whole expression must be a number
  checkError("-x", Kind::VectorWhereNumberNeeded, 0);
}

TEST_CASE("expression: number where a vector is needed") {
  checkError("norm(2)", Kind::NumberWhereVectorNeeded, 5);
  checkError("dot(x, 1)", Kind::NumberWhereVectorNeeded, 7);
  checkError("sum(dot(x,y))", Kind::NumberWhereVectorNeeded, 4);
  checkError("norm(1 - 2)", Kind::NumberWhereVectorNeeded, 5);
  checkError("norm(x - 2)", Kind::VectorWhereNumberNeeded, 5);
}

TEST_CASE("expression: unknown names and wrong argument counts") {
  checkError("g(2)", Kind::UnknownName, 0);
  checkError("1 + foo(x)", Kind::UnknownName, 4);
  checkError("x(1)", Kind::UnknownName, 0);
  checkError("dot(x)", Kind::WrongArgumentCount, 0);
  checkError("exp(1, 2)", Kind::WrongArgumentCount, 0);
  checkError("1+min(1)", Kind::WrongArgumentCount, 2);
  checkError("norm()", Kind::WrongArgumentCount, 0);
  checkError("exp + 1", Kind::WrongArgumentCount, 0);  // a function used as a parameter
}

TEST_CASE("expression: parentheses, operators and ends") {
  checkError("(1 + 2", Kind::UnbalancedParentheses, 0);
  checkError("((1)", Kind::UnbalancedParentheses, 0);
  checkError("exp(1", Kind::UnbalancedParentheses, 3);
  checkError("1 + 2)", Kind::UnbalancedParentheses, 5);
  checkError(")", Kind::UnbalancedParentheses, 0);
  checkError("1 + * 2", Kind::StrayOperator, 4);
  checkError("*2", Kind::StrayOperator, 0);
  checkError("+2", Kind::StrayOperator, 0);  // no unary plus
  checkError("(1 +)", Kind::StrayOperator, 4);
  checkError("1,2", Kind::StrayOperator, 1);
  checkError("dot(x,)", Kind::StrayOperator, 6);
  checkError("(1, 2)", Kind::StrayOperator, 2);
  checkError("2^^2", Kind::StrayOperator, 2);
  checkError("2x", Kind::MissingOperator, 1);
  checkError("x y", Kind::MissingOperator, 2);
  checkError("2(3)", Kind::MissingOperator, 1);
  checkError("(1)(2)", Kind::MissingOperator, 3);
  checkError("exp(1 2)", Kind::MissingOperator, 6);
  checkError("", Kind::UnexpectedEnd, 0);
  checkError("   ", Kind::UnexpectedEnd, 3);
  checkError("1 +", Kind::UnexpectedEnd, 3);
  checkError("exp(", Kind::UnexpectedEnd, 4);
  checkError("-", Kind::UnexpectedEnd, 1);
}

TEST_CASE("expression: bad numbers and characters") {
  checkError("1e", Kind::BadNumber, 0);
  checkError("2 * 1e+", Kind::BadNumber, 4);
  checkError("1e400", Kind::BadNumber, 0);
  checkError("1.2.3", Kind::BadNumber, 3);
  checkError(".", Kind::BadNumber, 0);
  checkError("2 % 3", Kind::UnexpectedCharacter, 2);
  checkError("x@", Kind::UnexpectedCharacter, 1);
  checkError("\u03B3*x", Kind::UnexpectedCharacter, 0);    // γ: parameters are ASCII names
  checkError("1+\xFF", Kind::UnexpectedCharacter, 2);      // not UTF-8
  checkError("1+\xE2\x88", Kind::UnexpectedCharacter, 2);  // a cut-off "−"
  checkError("NaN", Kind::ParameterWithoutValue, 0);       // just a name
}

TEST_CASE("expression: parameters without a value or with a non-finite one") {
  checkError("exp(-g*norm(x-y)^2)", Kind::ParameterWithoutValue, 5);
  checkError("a + b", Kind::ParameterWithoutValue, 4, {{"a", 1}});
  CHECK(codeOf([] { eval("2*g", {{"g", std::nan("")}}); }) == ErrorCode::NotFinite);
  CHECK(codeOf([] { eval("2*g", {{"g", HUGE_VAL}}); }) == ErrorCode::NotFinite);
  CHECK(codeOf([] { eval("2*g", {{"g", -HUGE_VAL}}); }) == ErrorCode::NotFinite);
}

TEST_CASE("expression: length and depth limits") {
  std::string sum = "1";
  while (sum.size() < 999) sum += "+1";
  sum += " ";
  REQUIRE(sum.size() == 1000);
  CHECK(eval(sum) == 500);
  checkError(sum + "1", Kind::TooLong, 1000);
  // 1000 "−" are 3000 bytes but 1000 characters.
  std::string minuses;
  for (int i = 0; i < 999; ++i) minuses += "\u2212";
  checkError(minuses + "1", Kind::TooDeep, 64);

  const std::string open64(64, '('), close64(64, ')');
  CHECK(eval(open64 + "1" + close64) == 1);
  checkError("(" + open64 + "1" + close64 + ")", Kind::TooDeep, 64);
  checkError(std::string(65, '-') + "1", Kind::TooDeep, 64);
  std::string tower;
  for (int i = 0; i < 65; ++i) tower += "1^";
  checkError(tower + "1", Kind::TooDeep, 129);
  std::string calls;
  for (int i = 0; i < 65; ++i) calls += "abs(";
  checkError(calls + "1" + std::string(65, ')'), Kind::TooDeep, 259);
}

TEST_CASE("expression: a name has at most kMaxNameLength characters, the rule the facade holds every name to") {
  const std::string longest(static_cast<std::size_t>(gramlab::limits::kMaxNameLength), 'a');
  CHECK(eval(longest + "*2", {{longest, 3}}) == 6);
  checkError("1 + " + longest + "b", Kind::NameTooLong, 4);
  checkError(std::string(999, 'p'), Kind::NameTooLong, 0);
}

TEST_CASE("expression: evaluation cost is limited before any work") {
  // exp(−g·‖x − y‖²): per pair one squared distance (d) and two scalar operations.
  gramlab::ExpressionEvaluator rbf(gramlab::compileExpression("exp(-g*norm(x-y)^2)"), {{"g", 1}}, 5);
  CHECK(rbf.cost(300) == 300u * 300u * (5 + 2));
  gramlab::ExpressionEvaluator big(gramlab::compileExpression("exp(-g*norm(x-y)^2)"), {{"g", 1}}, 1000);
  const Eigen::MatrixXd points = Eigen::MatrixXd::Zero(2000, 1000);
  bool tooCostly = false;
  try {
    big.matrix(points);
  } catch (const gramlab::ExpressionError& e) {
    tooCostly = e.kind() == Kind::TooCostly && e.position() == 0;
  }
  CHECK(tooCostly);
}

TEST_CASE("expression: hoisting — x-only work runs per row, y-only numbers per point") {
  const gramlab::Program p = gramlab::compileExpression("dot(x,y)/(norm(x)*norm(y))");
  int pairOps = 0;
  for (const gramlab::Instruction& in : p.code) pairOps += in.stage == gramlab::Stage::Pair;
  CHECK(pairOps == 3);  // dot, ×, ÷; both norms are hoisted
  // Identical sub-expressions share one slot.
  const gramlab::Program twice = gramlab::compileExpression("norm(x-y) + norm(x-y)");
  CHECK(twice.code.size() == 2);
}

namespace {

const gramlab::NonFiniteValueError nonFiniteOf(const std::string& text, const Eigen::MatrixXd& points,
                                               const gramlab::ParameterValues& params = {}) {
  gramlab::ExpressionEvaluator ev(gramlab::compileExpression(text), params, points.cols());
  try {
    ev.matrix(points);
  } catch (const gramlab::NonFiniteValueError& e) {
    CHECK(e.code() == ErrorCode::NotFinite);
    return e;
  }
  FAIL("no NonFiniteValueError for " << text);
  return gramlab::NonFiniteValueError(-1, -1, 0, "");
}

}  // namespace

TEST_CASE("expression: a non-finite value names the pair that produced it") {
  Eigen::MatrixXd p(3, 2);
  p << 1, 0, -1, 0, 0, 1;
  const auto logNeg = nonFiniteOf("log(dot(x,y))", p);  // x₀·x₁ = −1
  CHECK(logNeg.i() == 0);
  CHECK(logNeg.j() == 1);
  CHECK(std::isnan(logNeg.value()));
  const auto inf = nonFiniteOf("1/norm(x-y)", p);  // 1/0 on the diagonal
  CHECK(inf.i() == 0);
  CHECK(inf.j() == 0);
  CHECK(inf.value() == HUGE_VAL);
  Eigen::MatrixXd withZero(3, 2);
  withZero << 1, 0, 0, 0, 0, 1;
  const auto zeroOverZero = nonFiniteOf("dot(x,y)/(norm(x)*norm(y))", withZero);
  CHECK(zeroOverZero.i() == 0);
  CHECK(zeroOverZero.j() == 1);
  // NaN is not hidden by pow(1, NaN) = 1 or fmin(NaN, 1) = 1.
  CHECK(nonFiniteOf("1^log(dot(x,y))", p).j() == 1);
  CHECK(nonFiniteOf("min(log(dot(x,y)), 1)", p).j() == 1);
  CHECK(nonFiniteOf("max(1, sqrt(dot(x,y)))", p).j() == 1);
  // Overflow: huge points, or exp of a large number.
  CHECK(nonFiniteOf("dot(x,y)", Eigen::MatrixXd::Constant(2, 2, 1e300)).value() == HUGE_VAL);
  CHECK(nonFiniteOf("exp(dot(x,y))", Eigen::MatrixXd::Constant(2, 2, 1e3)).j() == 0);
  CHECK(nonFiniteOf("c/0", p, {{"c", 0}}).i() == 0);  // a constant NaN: the first pair
  // Tiny points: the norms underflow to 0 and the cosine is 0/0.
  CHECK(std::isnan(nonFiniteOf("dot(x,y)/(norm(x)*norm(y))", Eigen::MatrixXd::Constant(2, 2, 1e-250)).value()));
  CHECK(codeOf([] { eval("log(-1)"); }) == ErrorCode::NotFinite);
}

// As the binding layer reads them (core/wasm/error_details.cpp): through gramlab::Error, by name.
TEST_CASE("expression errors: their details are the fields the page reads, kind and position or i and j") {
  gramlab::ErrorDetails details;
  try {
    eval("1 + * 2");
  } catch (const gramlab::Error& e) {
    details = e.details();
  }
  REQUIRE(details.size() == 2);
  CHECK(std::string(details[0].first) == "kind");
  CHECK(std::get<std::string>(details[0].second) == "STRAY_OPERATOR");
  CHECK(std::string(details[1].first) == "position");
  CHECK(std::get<double>(details[1].second) == 4);  // the '*'
  Eigen::MatrixXd p(3, 2);
  p << 1, 0, -1, 0, 0, 1;
  details = nonFiniteOf("log(dot(x,y))", p).details();  // x₀·x₁ = −1
  REQUIRE(details.size() == 2);
  CHECK(std::string(details[0].first) == "i");
  CHECK(std::get<double>(details[0].second) == 0);
  CHECK(std::string(details[1].first) == "j");
  CHECK(std::get<double>(details[1].second) == 1);
}

TEST_CASE("expression: bad points get a stable code") {
  gramlab::ExpressionEvaluator ev(gramlab::compileExpression("dot(x,y)"), {}, 2);
  CHECK(codeOf([&] { ev.matrix(Eigen::MatrixXd(0, 2)); }) == ErrorCode::Empty);
  CHECK(codeOf([&] { ev.matrix(Eigen::MatrixXd::Ones(3, 3)); }) == ErrorCode::DimensionMismatch);
  Eigen::MatrixXd nan = Eigen::MatrixXd::Ones(3, 2);
  nan(1, 1) = std::nan("");
  CHECK(codeOf([&] { ev.matrix(nan); }) == ErrorCode::NotFinite);
  CHECK(codeOf([&] { ev.matrix(Eigen::MatrixXd::Ones(2001, 2)); }) == ErrorCode::TooLarge);
  CHECK(codeOf([] { gramlab::ExpressionEvaluator(gramlab::compileExpression("1"), {}, 0); }) == ErrorCode::Empty);
  CHECK(codeOf([] { gramlab::ExpressionEvaluator(gramlab::compileExpression("1"), {}, 1001); }) == ErrorCode::TooLarge);
  CHECK(codeOf([] {
          gramlab::evaluateExpression("dot(x,y)", {}, Eigen::VectorXd::Ones(2), Eigen::VectorXd::Ones(3));
        }) == ErrorCode::DimensionMismatch);
  // Still usable after every error.
  CHECK(ev.matrix(Eigen::MatrixXd::Ones(2, 2))(0, 1) == 2);
}

TEST_CASE("expression: fuzz finding 1 — scalar slot indices never index the vector slots") {
  // libFuzzer + ASan, first seed: "(1 + dot(x,y))^2" read v_[a] with a's scalar slot index (heap
  // overflow past the 2 vector slots). Here through matrix() on the fixture's 3 points, against numpy.
  const auto& fx = fixture_files::kernelFixtures();
  const std::vector<double>& flat = fx.at("small.points");
  Eigen::MatrixXd points(3, 2);
  for (Eigen::Index i = 0; i < 3; ++i) points.row(i) << flat[2 * i], flat[2 * i + 1];
  gramlab::ExpressionEvaluator ev(gramlab::compileExpression("(1 + dot(x,y))^2"), {}, 2);
  const Eigen::MatrixXd k = ev.matrix(points);
  for (Eigen::Index i = 0; i < 3; ++i)
    for (Eigen::Index j = 0; j < 3; ++j)
      CHECK(k(i, j) == doctest::Approx(fx.at("small.poly2")[3 * i + j]).epsilon(1e-15));
}

TEST_CASE("expression: stable names for the error code and kinds") {
  CHECK(std::string(gramlab::codeName(ErrorCode::BadExpression)) == "BAD_EXPRESSION");
  CHECK(std::string(gramlab::expressionErrorKindName(Kind::VectorWhereNumberNeeded)) == "VECTOR_WHERE_NUMBER_NEEDED");
  CHECK(std::string(gramlab::expressionErrorKindName(Kind::ParameterWithoutValue)) == "PARAMETER_WITHOUT_VALUE");
  CHECK(std::string(gramlab::expressionErrorKindName(Kind::TooCostly)) == "TOO_COSTLY");
}
