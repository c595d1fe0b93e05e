// proveKernel: each rule on an expression that needs it, and each side condition broken by a parameter.
#include <doctest/doctest.h>

#include <functional>
#include <string>

#include "expression/proofs.hpp"
#include "gramlab/expression/kernel_proof.hpp"

using gramlab::ParameterValues;
using gramlab::ProofStep;

namespace {

// The first step (depth first) that applies `rule`, or null.
const ProofStep* findRule(const ProofStep& step, const std::string& rule) {
  if (step.rule == rule) return &step;
  for (const ProofStep& child : step.children)
    if (const ProofStep* found = findRule(child, rule)) return found;
  return nullptr;
}

// `text` is proved, and `rule` is one of its steps, on `sub` (the sub-expression's text).
void requireRule(const std::string& text, const std::string& rule, const std::string& sub,
                 const ParameterValues& params = {}) {
  const auto proof = gramlab::proveKernel(text, params);
  INFO(text);
  REQUIRE(proof);
  CHECK(proof->claim == "kernel");
  CHECK(proof->expression == text);
  const ProofStep* step = findRule(*proof, rule);
  REQUIRE(step);
  CHECK(step->expression == sub);
}

}  // namespace

TEST_CASE("proveKernel: base kernels") {
  requireRule("dot(x, y)", "linear", "dot(x, y)");
  requireRule("dot(y,x)", "linear", "dot(y,x)");
  requireRule("dot(x/norm(x), y/norm(y))", "featureInnerProduct", "dot(x/norm(x), y/norm(y))");
  requireRule("sum(x)*sum(y)", "rankOne", "sum(x)*sum(y)");
  requireRule("norm(y)*norm(x)", "rankOne", "norm(y)*norm(x)");
  // dot(x, 2y) is 2·dot(x, y) (normal_form.hpp): a scaled kernel; not the same expression of each point: no rule.
  requireRule("dot(x, 2*y)", "scale", "dot(x, 2*y)");
  CHECK_FALSE(proves("sum(x)*norm(y)"));
  CHECK_FALSE(proves("dot(x, x)*dot(y, y) - dot(x, y)"));
}

TEST_CASE(
    "proveKernel: u·v, the article's dot product, is proved as dot(u, v) is, and a product of numbers stays one") {
  requireRule("x\u00b7y", "linear", "x\u00b7y");
  requireRule("(1 + x\u00b7y)^2", "linear", "x\u00b7y");
  requireRule("(x/norm(x))\u00b7(y/norm(y))", "featureInnerProduct", "(x/norm(x))\u00b7(y/norm(y))");
  requireRule("sum(x)\u00b7sum(y)", "featureInnerProduct", "sum(x)\u00b7sum(y)");
  requireRule("2\u00b7dot(x, y)", "scale", "2\u00b7dot(x, y)");
  // x·(2y) is 2·(x·y); −1·x·y is no kernel.
  requireRule("x\u00b7(2*y)", "linear", "dot(x, y)");
  CHECK_FALSE(proves("-1\u00b7dot(x, y)"));
}

TEST_CASE("proveKernel: a constant is a kernel when it is ≥ 0, checked on the parameter's value") {
  const auto proof = gramlab::proveKernel("c", {{"c", 0.3}});
  REQUIRE(proof);
  CHECK(proof->rule == "constant");
  REQUIRE(proof->conditions.size() == 1);
  CHECK(proof->conditions[0].subject == "c");
  CHECK(*proof->conditions[0].value == 0.3);
  CHECK(proof->conditions[0].relation == "\u2265 0");
  CHECK(proves("c", {{"c", 0}}));
  CHECK_FALSE(proves("c", {{"c", -1e-300}}));
  // Decimals as typed: 0.1 + 0.2 − 0.3 is exactly 0 (5.6e−17 in doubles), not certainly ≥ 0 or < 0 from
  // intervals around the doubles; 10⁻⁷ more is certainly ≥ 0.
  CHECK_FALSE(proves("0.1 + 0.2 - 0.3"));
  CHECK(proves("0.1 + 0.2 - 0.3 + 0.0000001"));
  CHECK_FALSE(proves("-1e-20"));
}

TEST_CASE("proveKernel: closure under sum, product, non-negative scale and powers") {
  requireRule("dot(x,y) + 1", "sum", "dot(x,y) + 1");
  requireRule("dot(x,y)*exp(-norm(x-y)^2)", "product", "dot(x,y)*exp(-norm(x-y)^2)");
  requireRule("a*dot(x,y)", "scale", "a*dot(x,y)", {{"a", 2}});
  CHECK_FALSE(proves("a*dot(x,y)", {{"a", -2}}));
  requireRule("dot(x,y)/s", "scale", "dot(x,y)/s", {{"s", 4}});
  CHECK_FALSE(proves("dot(x,y)/s", {{"s", -4}}));
  CHECK_FALSE(proves("dot(x,y)/s", {{"s", 0}}));
  requireRule("(c + dot(x,y))^p", "power", "(c + dot(x,y))^p", {{"c", 1}, {"p", 3}});
  const auto proof = gramlab::proveKernel("(c + dot(x,y))^p", {{"c", 1}, {"p", 3}});
  CHECK(proof->conditions[0].subject == "p");
  CHECK(proof->conditions[0].relation == "\u2208 {0, 1, 2, \u2026}");
  CHECK_FALSE(proves("(c + dot(x,y))^p", {{"c", 1}, {"p", 2.5}}));
  CHECK_FALSE(proves("(c + dot(x,y))^p", {{"c", -1}, {"p", 2}}));
  CHECK(proves("(c + dot(x,y))^p", {{"c", 0}, {"p", 0}}));
  requireRule("dot(x,y)^3", "power", "dot(x,y)^3");
}

TEST_CASE("proveKernel: exp of a kernel, and Schoenberg's exp(−t·ψ)") {
  requireRule("exp(dot(x,y))", "exp", "exp(dot(x,y))");
  requireRule("exp(-g*norm(x-y)^2)", "schoenberg", "exp(-g*norm(x-y)^2)", {{"g", 0.5}});
  const auto proof = gramlab::proveKernel("exp(-g*norm(x-y)^2)", {{"g", 0.5}});
  // The step under exp covers "-g*norm(x-y)^2", code points 4 … 18, for the editor's highlight.
  REQUIRE(proof->children.size() == 1);
  CHECK(proof->children[0].expression == "-g*norm(x-y)^2");
  CHECK(proof->children[0].start == 4);
  CHECK(proof->children[0].end == 18);
  CHECK(proof->children[0].claim == "conditionallyPositive");
  // −g·ψ reads as (−g)·ψ: the factor −g = −0.5 is ≤ 0, so ψ must be conditionally negative.
  const gramlab::ProofCondition& factor = findRule(*proof, "scale")->conditions[0];
  CHECK(factor.subject == "-g");
  CHECK(*factor.value == -0.5);
  CHECK(factor.relation == "\u2264 0");
  CHECK(proves("exp(-g*norm(x-y)^2)", {{"g", 0}}));
  CHECK_FALSE(proves("exp(-g*norm(x-y)^2)", {{"g", -0.5}}));
  CHECK(proves("exp(-norm(x-y)^2/s)", {{"s", 2}}));
  CHECK_FALSE(proves("exp(-norm(x-y)^2/s)", {{"s", -2}}));
}

TEST_CASE("proveKernel: conditionally negative ψ — distances to a power p ≤ 2, mirror sums, constants") {
  requireRule("exp(-norm(x-y)^p)", "distancePower", "norm(x-y)^p", {{"p", 1.5}});
  requireRule("exp(-norm(x-y)^p)", "distancePower", "norm(x-y)^p", {{"p", 2}});
  CHECK_FALSE(proves("exp(-norm(x-y)^p)", {{"p", 2.5}}));
  CHECK_FALSE(proves("exp(-norm(x-y)^p)", {{"p", 0}}));
  CHECK_FALSE(proves("exp(-norm(x-y)^3)"));
  requireRule("exp(-g*norm(x-y))", "distancePower", "norm(x-y)", {{"g", 1}});
  requireRule("exp(-sqrt(norm(x-y)))", "distancePower", "sqrt(norm(x-y))");
  requireRule("exp(-abs(sum(x)-sum(y)))", "distancePower", "abs(sum(x)-sum(y))");
  requireRule("exp(-(sum(x)-sum(y))^2)", "distancePower", "(sum(x)-sum(y))^2");
  CHECK_FALSE(proves("exp(-(sum(x)-sum(y))^3)"));
  // The RBF with its square expanded: a mirror sum minus twice a kernel (the second example).
  const std::string expanded = "exp(-(norm(x)^2+norm(y)^2-2*dot(x,y)))";
  requireRule(expanded, "mirrorSum", "norm(x)^2+norm(y)^2");
  requireRule(expanded, "difference", "(norm(x)^2+norm(y)^2-2*dot(x,y))");
  requireRule(expanded, "negate", "-(norm(x)^2+norm(y)^2-2*dot(x,y))");
  requireRule(expanded, "kernelConditional", "2*dot(x,y)");
  requireRule("exp(-(norm(x-y)^2 + c))", "constantConditional", "c", {{"c", -3}});
  CHECK_FALSE(proves("exp(norm(x-y)^2)"));
}

TEST_CASE("proveKernel: ψ^a for 0 < a ≤ 1 and log(c + ψ) on ψ ≥ 0") {
  requireRule("exp(-sqrt(1 + norm(x-y)^2))", "cndPower", "sqrt(1 + norm(x-y)^2)");
  requireRule("exp(-(1 + norm(x-y)^2)^a)", "cndPower", "(1 + norm(x-y)^2)^a", {{"a", 0.5}});
  CHECK_FALSE(proves("exp(-(1 + norm(x-y)^2)^a)", {{"a", 1.5}}));
  // ψ must be ≥ 0: −1 + ‖x − y‖² is conditionally negative but takes negative values.
  CHECK_FALSE(proves("exp(-(norm(x-y)^2 - 1)^a)", {{"a", 0.5}}));
  requireRule("exp(-log(c + norm(x-y)^2))", "logarithm", "log(c + norm(x-y)^2)", {{"c", 1}});
  CHECK_FALSE(proves("exp(-log(c + norm(x-y)^2))", {{"c", 0}}));
}

TEST_CASE("proveKernel: inverse powers of a positive ψ, and normalisation") {
  requireRule("1/(1 + norm(x-y)^2)", "inversePower", "1/(1 + norm(x-y)^2)");
  requireRule("(c + norm(x-y)^2)^(-b)", "inversePower", "(c + norm(x-y)^2)^(-b)", {{"c", 1}, {"b", 0.5}});
  CHECK_FALSE(proves("(c + norm(x-y)^2)^(-b)", {{"c", 0}, {"b", 0.5}}));  // ψ > 0 fails at x = y
  CHECK_FALSE(proves("(c + norm(x-y)^2)^(-b)", {{"c", -1}, {"b", 0.5}}));
  CHECK_FALSE(proves("(c + norm(x-y)^2)^(-b)", {{"c", 1}, {"b", -0.5}}));  // the multiquadric
  requireRule("1/sqrt(c^2 + norm(x-y)^2)", "inversePower", "1/sqrt(c^2 + norm(x-y)^2)", {{"c", 1}});
  CHECK_FALSE(proves("a/sqrt(1 + norm(x-y)^2)", {{"a", -1}}));
  requireRule("dot(x,y)/(norm(x)*norm(y))", "normalise", "dot(x,y)/(norm(x)*norm(y))");
  requireRule("(1+dot(x,y))^2/sqrt((1+dot(x,x))^2*(1+dot(y,y))^2)", "normalise",
              "(1+dot(x,y))^2/sqrt((1+dot(x,x))^2*(1+dot(y,y))^2)");
  // √(f(x)·f(y)) splits only when f ≥ 0.
  CHECK_FALSE(proves("dot(x,y)/sqrt(sum(x)*sum(y))"));
  CHECK_FALSE(proves("dot(x,y)/(norm(x)*norm(x))"));
}

TEST_CASE("proveKernel: what the rules do not reach is not proved") {
  for (const char* text : {"tanh(dot(x,y))", "norm(x-y)", "-dot(x,y)", "dot(x,y) - 1", "max(sum(x), sum(y))",
                           "min(sum(x), sum(y))", "cos(sum(x) - sum(y))", "norm(x)*norm(y) - dot(x,y)",
                           "dot(x,y) - sum(x)*sum(y)/2", "exp(-norm(x-y)^2) - 0.5", "sum(x) + sum(y)"})
    CHECK_MESSAGE(!proves(text), text);
}
