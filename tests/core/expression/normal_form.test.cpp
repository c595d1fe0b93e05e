// normalForm: spellings of one function that differ by the algebra it undoes are one tree, so the prover
// proves each of them; and it proves no spelling of a function that is not a kernel.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "expression/proofs.hpp"
#include "gramlab/expression/interval_evaluation.hpp"
#include "gramlab/expression/kernel_proof.hpp"
#include "gramlab/expression/normal_form.hpp"

using gramlab::NormalForm;
using gramlab::SyntaxKind;

namespace {

NormalForm normal(const std::string& text) { return gramlab::normalForm(gramlab::parseExpression(text)); }

// Node a of p and node b of q are the same expression: kinds (u·v and u*v alike), numbers, names, functions
// and arguments, wherever they are in their texts.
bool same(const NormalForm& p, int a, const NormalForm& q, int b) {
  const gramlab::SyntaxNode &m = p.tree.nodes[static_cast<std::size_t>(a)],
                            &n = q.tree.nodes[static_cast<std::size_t>(b)];
  const auto kind = [](SyntaxKind k) { return k == SyntaxKind::CentreDot ? SyntaxKind::Multiply : k; };
  if (kind(m.kind) != kind(n.kind) || m.args.size() != n.args.size()) return false;
  if (m.kind == SyntaxKind::Number && m.value != n.value) return false;
  if (m.kind == SyntaxKind::Name && m.name != n.name) return false;
  if (m.kind == SyntaxKind::Call && m.function != n.function) return false;
  for (std::size_t i = 0; i < m.args.size(); ++i)
    if (!same(p, m.args[i], q, n.args[i])) return false;
  return true;
}

void requireOneTree(const std::vector<std::string>& spellings) {
  const NormalForm first = normal(spellings[0]);
  for (const std::string& text : spellings) {
    const NormalForm other = normal(text);
    CHECK_MESSAGE(same(first, first.tree.root, other, other.tree.root), spellings[0] << " vs " << text);
  }
}

}  // namespace

TEST_CASE("normalForm: ‖x − y‖² written as a dot product, a product or with the difference reordered is one tree") {
  // (x − y)·(x − y) = dot(x − y, x − y) = ‖x − y‖² = ‖x − y‖·‖x − y‖, and −y + x is x − y.
  requireOneTree({"norm(x-y)^2", "(x-y)\u00b7(x-y)", "dot(x-y,x-y)", "dot(-y+x, x-y)", "norm(x-y)*norm(x-y)",
                  "(x - y)\u00b7(-y + x)", "norm(-y+x)^2"});
  // −(x − y)·(x − y) reads as (−(x − y))·(x − y) = −‖x − y‖².
  requireOneTree({"exp(-norm(x-y)^2)", "exp(-(x-y)\u00b7(x-y))", "exp(-dot(x-y,x-y))", "exp(dot(-(x-y), x-y))",
                  "exp(-(x-y)\u00b7(-y+x))"});
}

TEST_CASE("normalForm: sums and scalings in another order are one tree") {
  requireOneTree({"1 + dot(x,y)", "dot(x,y) + 1", "dot(y,x)+1", "(1 + x\u00b7y)"});
  requireOneTree({"2*dot(x,y)", "dot(x,y)*2", "dot(2*x, y)", "dot(x, y*2)", "x\u00b7(2*y)", "2\u00b7x\u00b7y"});
  requireOneTree({"a*b*dot(x,y)", "dot(x,y)*b*a", "b*(a*dot(x,y))", "dot(a*x, b*y)"});
  requireOneTree({"exp(-g*dot(x-y,x-y))", "exp(-g*(x-y)\u00b7(x-y))", "exp(dot(-g*(x-y), x-y))"});
  requireOneTree({"dot(x,y)/s/t", "dot(x,y)/(s*t)", "dot(x,y)/(t*s)", "(dot(x,y)/t)/s"});
  requireOneTree({"a - b + c", "c - b + a", "-b + a + c", "a + c - b"});
  requireOneTree({"sum(x)*sum(y)*2", "2*sum(y)*sum(x)", "sum(y)*(2*sum(x))"});
}

TEST_CASE("proveKernel: every spelling of a kernel the normal form joins is proved") {
  for (const char* text : {
           "exp(-(x-y)\u00b7(x-y))",
           "exp(-dot(x-y,x-y))",
           "exp(-dot(x-y, x-y)/2)",
           "exp(-g*(x-y)\u00b7(x-y))",
           "exp(-(x-y)\u00b7(x-y)*g)",
           "exp(-norm(x-y)*norm(x-y))",
           "exp(-norm(y-x)^2)",
           "exp(-dot(y-x,y-x)*g)",
           "exp(-(dot(x,x) - 2*dot(x,y) + dot(y,y)))",
           "exp(2*dot(x,y) - norm(x)^2 - norm(y)^2)",
           "exp(-norm(x)^2 - norm(y)^2 + 2*x\u00b7y)",
           "dot(x,y) + 1",
           "(dot(x,y) + c)^2",
           "dot(x,y)*2",
           "dot(x, 2*y)",
           "x\u00b7(2*y)",
           "2*sum(x)*sum(y)",
           "sum(x)*2*sum(y)",
           "sum(x)*sum(y)/2",
           "dot(x,y)/norm(x)/norm(y)",
           "(sum(x) + 1)*(1 + sum(y))",
           "exp(-log(norm(x-y)^2 + c - 0.5))",
           "1/(dot(x-y,x-y) + 1)",
           "1/(1 + (x-y)\u00b7(x-y))^b",
       })
    CHECK_MESSAGE(proves(text, {{"g", 0.5}, {"c", 1}, {"b", 0.5}}), std::string(text));
}

TEST_CASE("proveKernel: no spelling of a function that is not a kernel is proved") {
  // Each fails on two points a ≠ b with a hand-checked Gram matrix [[k(a,a), k(a,b)], [k(b,a), k(b,b)]]:
  // a negative diagonal entry, or a negative determinant, or an asymmetric one.
  for (const char* text : {
           "exp(dot(x-y,x-y))",      // a = 0, b = 1 (d = 1): [[1, e], [e, 1]], det 1 − e² < 0
           "exp((x-y)\u00b7(x-y))",  // the same
           "dot(x-y,x-y)",           // [[0, 1], [1, 0]], det −1
           "(x-y)\u00b7(x-y)",       // the same
           "norm(x-y)*norm(x-y)",    // the same
           "-dot(x-y, x-y)",         // [[0, −1], [−1, 0]], det −1
           "dot(y-x, x-y)",          // −‖x − y‖²: the same
           "exp(-dot(x-y, x-y)^2)",  // ‖x − y‖⁴ is not conditionally negative: exp(−‖x − y‖⁴) is not PD in d ≥ 1
           "exp(-norm(x-y)^3)",         // the same with the power 3 [Schoenberg 1938]
           "dot(x,y) - 1",              // a = 0: k(0, 0) = −1
           "-1 + dot(x,y)",             // the same
           "dot(x, -2*y)",              // −2·x·y: a = 1, k(1, 1) = −2
           "dot(-x, y)*2",              // the same
           "2*sum(x)*sum(y)*-1",        // −2·sum(x)·sum(y): a = 1, k = −2
           "sum(x)*norm(y)*2",          // not symmetric: a = −1, b = 1 (d = 1): k(a, b) = −2, k(b, a) = 2
           "dot(x,y)/norm(x)/norm(x)",  // x·y/‖x‖²: not symmetric (a = 1, b = 2: 2 vs 1/2)
           "dot(x,y)/(s*t)",            // s·t = −1 below: −x·y
           "exp(-g*(x-y)\u00b7(x-y))",  // g = −1 below: exp(‖x − y‖²)
       })
    CHECK_MESSAGE(!proves(text, {{"g", -1}, {"s", 1}, {"t", -1}}), std::string(text));
}

TEST_CASE("normalForm: a proof's steps quote the reader's text, a rebuilt group is printed from its parts") {
  const auto proof = gramlab::proveKernel("exp(-(x-y)\u00b7(x-y))", {});
  REQUIRE(proof);
  // The step under exp is the reader's −(x−y)·(x−y), code points 4 … 16; ‖x − y‖² is written as they typed it.
  REQUIRE(proof->children.size() == 1);
  CHECK(proof->children[0].expression == "-(x-y)\u00b7(x-y)");
  CHECK(proof->children[0].start == 4);
  CHECK(proof->children[0].end == 16);
  // −b and the two kernels of "a − b + c" are no span of the text: printed from their parts (the constant first,
  // then the terms in the normal form's order).
  const auto sum = gramlab::proveKernel("dot(x,y) - b + 2*dot(x,y)", {{"b", -1}});
  REQUIRE(sum);
  CHECK(sum->expression == "dot(x,y) - b + 2*dot(x,y)");
  REQUIRE(sum->children.size() == 2);
  CHECK(sum->children[0].expression == "-b");
  CHECK(sum->children[1].expression == "2*dot(x,y)+dot(x,y)");
}

TEST_CASE("normalForm: the same function — at points where both are defined, their value intervals meet") {
  const gramlab::ParameterValues params{{"g", 0.5}, {"c", 1}, {"b", 0.5}, {"a", -2}, {"s", 3}, {"t", -0.25}};
  const double points[][3] = {{0, 0, 0}, {1, -2, 0.5}, {3, 1, -1}, {-0.5, 0.25, 4}};
  for (const char* text :
       {"exp(-(x-y)\u00b7(x-y))", "exp(-dot(x-y, x-y)/2)", "exp(-(x-y)\u00b7(x-y)*g)", "exp(-norm(x-y)*norm(x-y))",
        "exp(-(dot(x,x) - 2*dot(x,y) + dot(y,y)))", "exp(2*dot(x,y) - norm(x)^2 - norm(y)^2)",
        "dot(x, -2*y)*a - b + c - a*s/t/g", "sum(x)*2*sum(y)/s/(t*a)", "(sum(x) + 1)*(1 + sum(y))*-(a - b)",
        "dot(-(x-y)*g, y-x)/t", "log(1 + norm(x-y)^2 + c) - sum(x)*sum(x)*sum(y)", "a/(b/c) + x\u00b7(2*y)\u00b7s"}) {
    const gramlab::SyntaxTree tree = gramlab::parseExpression(text);
    const gramlab::NormalForm form = gramlab::normalForm(tree);
    for (const auto& x : points)
      for (const auto& y : points) {
        const gramlab::Interval p = gramlab::intervalScalar(tree, tree.root, params, x, y, 3);
        const gramlab::Interval q = gramlab::intervalScalar(form.tree, form.tree.root, params, x, y, 3);
        CAPTURE(text);
        REQUIRE(p.valid());
        REQUIRE(q.valid());
        CHECK_FALSE((p.hi < q.lo || q.hi < p.lo));
      }
  }
}
