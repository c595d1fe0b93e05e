#pragma once
// The similarity-expression language, text → syntax tree (no types yet; expression_program checks them).
//
//   expression := term (('+' | '-') term)*
//   term       := unary (('*' | '·' | '/') unary)*
//   unary      := '-' unary | power            -x^2 = −(x²), as in maths; there is no unary '+'
//   power      := primary ('^' unary)?         right-associative: 2^3^2 = 2^9; 2^-1 is allowed
//   primary    := number | name | name '(' [expression (',' expression)*] ')' | '(' expression ')'
//   number     := digits ['.' digits*] [('e'|'E') ['+'|'-'] digits] | '.' digits [exponent]
//   name       := (letter | '_') (letter | digit | '_')*      ASCII letters, at most kMaxNameLength
//
// `x` and `y` are the two points; the function names below are reserved; every other name is a
// parameter. Spaces, tabs and line breaks separate tokens. Besides ASCII, "−" (U+2212) reads as '-' and
// "×" (U+00D7) as '*'; "·" (U+00B7) is the dot product between two vectors (the article's 𝐱·𝐲) and a product
// otherwise (2·x, a·b), so text pasted from the article works.
#include <string>
#include <vector>

namespace gramlab {

// Length and nesting are bounded by limits::kMaxExpressionLength and limits::kMaxExpressionDepth.

enum class Function { Dot, Norm, Sum, Abs, Exp, Log, Sqrt, Tanh, Cos, Sin, Min, Max };

enum class SyntaxKind { Number, Name, Negate, Add, Subtract, Multiply, CentreDot, Divide, Power, Call };

struct SyntaxNode {
  SyntaxKind kind;
  int position;           // where its operator, name or number is (0-based code points)
  int start;              // where its text starts (an operand's errors are shown there)
  double value = 0;       // Number
  std::string name;       // Name
  Function function{};    // Call
  std::vector<int> args;  // indices into SyntaxTree::nodes: operands of an operator, arguments of a call
  int end = 0;            // one past its text's last code point: [start, end) is the node's source text
};

struct SyntaxTree {
  std::vector<SyntaxNode> nodes;  // children before parents
  int root = -1;
};

// Throws ExpressionError (kinds UnexpectedCharacter … UnexpectedEnd, TooLong, NameTooLong, TooDeep).
SyntaxTree parseExpression(const std::string& text);

// The reserved function's name.
const char* functionName(Function f);

}  // namespace gramlab
