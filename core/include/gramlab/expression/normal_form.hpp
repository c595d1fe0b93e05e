#pragma once
// The kernel prover's view of an expression (kernel_proof.hpp): its syntax tree rewritten so that spellings
// of one function that differ only by algebra a reader does without thinking are one tree, and each rule
// meets them all alike. Every rewrite keeps the function's value wherever the text is defined:
//   sums       a chain of + and − (a leading − included) is one list of signed terms: the constant terms
//              first, as one constant c, then the rest, those added before those subtracted —
//              c + (p₁ + p₂ − (n₁ + n₂));
//   products   a chain of *, · between numbers and / is one list of factors over one of divisors: the
//              constant factors first, as one constant, then the factors of x alone times the same of y
//              alone, then those of both — c·((f(x)·g(x))·(f(y)·g(y)))·h(x, y) / (the divisors alike); a
//              factor met k times is one power, f·f = f^2;
//   squares    dot(u, u) and u·u of a vector u are norm(u)^2;
//   order      within a group, and the arguments of dot, min and max, in one order (of their normal
//              forms, with x and y read alike, so f(x) and f(y) are ordered as each other).
#include <vector>

#include "gramlab/expression/expression_syntax.hpp"

namespace gramlab {

struct NormalForm {
  SyntaxTree tree;  // children before parents, as parseExpression's; [start, end) inside the source text
  // Per node: built here and standing for no one span of the text (a group of some of a chain's terms, the
  // norm of dot(u, u)), so its text is printed from its children's; every other node is its span's text.
  std::vector<bool> printed;
};

// `tree` must have compiled (types checked: compileExpression accepted its text).
NormalForm normalForm(const SyntaxTree& tree);

}  // namespace gramlab
