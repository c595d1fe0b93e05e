#pragma once
// What the kernel prover (kernel_proof.hpp) reads off a syntax tree without evaluating it on points: which
// point a node depends on, whether one node is another with x and y exchanged, the sign a node cannot
// leave, and a node's text. It reads the expression's normal form (normal_form.hpp), so "the same" is the
// same up to the algebra the normal form undoes.
#include <string>
#include <vector>

#include "gramlab/base/interval.hpp"
#include "gramlab/expression/expression_evaluator.hpp"
#include "gramlab/expression/expression_syntax.hpp"
#include "gramlab/expression/normal_form.hpp"

namespace gramlab {

enum class KnownSign { Unknown, NonNegative, Positive };

class SyntaxFacts {
 public:
  // `form` is the normal form of a tree that compiled; `text` is what that tree was parsed from; every
  // parameter has a value.
  SyntaxFacts(const NormalForm& form, const std::string& text, const ParameterValues& params);

  const SyntaxNode& node(int at) const { return tree_.nodes[static_cast<std::size_t>(at)]; }
  bool usesX(int at) const { return usesX_[static_cast<std::size_t>(at)]; }
  bool usesY(int at) const { return usesY_[static_cast<std::size_t>(at)]; }
  bool isConstant(int at) const { return !usesX(at) && !usesY(at); }
  // Depends on exactly one of the two points.
  bool ofOnePoint(int at) const { return usesX(at) != usesY(at); }
  // Node b is node a with x and y exchanged (and the same everywhere else).
  bool mirrors(int a, int b) const;
  // A constant's exact value lies in the returned interval (parameters as given).
  Interval constant(int at) const;
  // A sign the node keeps for every x, y where it is defined, read off its syntax.
  KnownSign sign(int at) const;
  // The node's text: its span of the source, [start, end) in code points, or printed from its children's
  // when the normal form built it.
  std::string text(int at) const;
  const ParameterValues& params() const { return params_; }
  const SyntaxTree& tree() const { return tree_; }

 private:
  // Node b is node a, with x and y exchanged when `exchanged`.
  bool equal(int a, int b, bool exchanged) const;
  KnownSign callSign(const SyntaxNode& n) const;
  KnownSign powerSign(const SyntaxNode& n) const;
  std::string printed(int at) const;
  // The text of operand `at` inside an operator of this precedence: in parentheses when it binds less.
  std::string operand(int at, int precedence) const;

  const SyntaxTree& tree_;
  const std::vector<bool>& printed_;
  std::vector<std::string> codePoints_;  // the text, one code point per entry
  const ParameterValues& params_;
  std::vector<bool> usesX_, usesY_;
};

}  // namespace gramlab
