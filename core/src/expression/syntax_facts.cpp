#include "gramlab/expression/syntax_facts.hpp"

#include <algorithm>
#include <cmath>

#include "gramlab/base/number_text.hpp"
#include "gramlab/expression/interval_evaluation.hpp"

namespace gramlab {

namespace {

KnownSign weakest(KnownSign a, KnownSign b) { return static_cast<int>(a) < static_cast<int>(b) ? a : b; }
KnownSign strongest(KnownSign a, KnownSign b) { return static_cast<int>(a) > static_cast<int>(b) ? a : b; }
// How tightly a node's text binds: 1 for + and −, 2 for products, 3 for a unary −, 4 for ^, 5 for the rest.
int bindingOf(const SyntaxNode& n) {
  switch (n.kind) {
    case SyntaxKind::Add:
    case SyntaxKind::Subtract: return 1;
    case SyntaxKind::Multiply:
    case SyntaxKind::CentreDot:
    case SyntaxKind::Divide: return 2;
    case SyntaxKind::Negate: return 3;
    case SyntaxKind::Power: return 4;
    default: return 5;
  }
}

// The whole text is one parenthesis, "(…)", whose '(' closes at the end.
bool enclosed(const std::string& text) {
  if (text.empty() || text.front() != '(' || text.back() != ')') return false;
  int depth = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    depth += text[i] == '(' ? 1 : text[i] == ')' ? -1 : 0;
    if (depth == 0 && i + 1 < text.size()) return false;
  }
  return true;
}

KnownSign signOfInterval(const Interval& v) {
  if (v.certainlyPositive()) return KnownSign::Positive;
  return v.certainlyNonNegative() ? KnownSign::NonNegative : KnownSign::Unknown;
}

}  // namespace

SyntaxFacts::SyntaxFacts(const NormalForm& form, const std::string& text, const ParameterValues& params)
    : tree_(form.tree),
      printed_(form.printed),
      params_(params),
      usesX_(form.tree.nodes.size()),
      usesY_(form.tree.nodes.size()) {
  const SyntaxTree& tree = form.tree;
  for (std::size_t i = 0; i < text.size();) {
    std::size_t length = 1;
    while (i + length < text.size() && (static_cast<unsigned char>(text[i + length]) & 0xC0) == 0x80) ++length;
    codePoints_.push_back(text.substr(i, length));
    i += length;
  }
  // Children come before parents.
  for (std::size_t i = 0; i < tree.nodes.size(); ++i) {
    const SyntaxNode& n = tree.nodes[i];
    bool x = n.kind == SyntaxKind::Name && n.name == "x", y = n.kind == SyntaxKind::Name && n.name == "y";
    for (int a : n.args) {
      x = x || usesX_[static_cast<std::size_t>(a)];
      y = y || usesY_[static_cast<std::size_t>(a)];
    }
    usesX_[i] = x;
    usesY_[i] = y;
  }
}

bool SyntaxFacts::mirrors(int a, int b) const { return equal(a, b, true); }

bool SyntaxFacts::equal(int a, int b, bool exchanged) const {
  const SyntaxNode &p = node(a), &q = node(b);
  // u·v and u*v are one operation: two vectors are never multiplied with *.
  const auto product = [](SyntaxKind k) { return k == SyntaxKind::CentreDot ? SyntaxKind::Multiply : k; };
  if (product(p.kind) != product(q.kind) || p.args.size() != q.args.size()) return false;
  switch (p.kind) {
    case SyntaxKind::Number: return p.value == q.value;
    case SyntaxKind::Name:
      if (exchanged && p.name == "x") return q.name == "y";
      if (exchanged && p.name == "y") return q.name == "x";
      return p.name == q.name;
    case SyntaxKind::Call:
      if (p.function != q.function) return false;
      break;
    default: break;
  }
  for (std::size_t i = 0; i < p.args.size(); ++i)
    if (!equal(p.args[i], q.args[i], exchanged)) return false;
  return true;
}

Interval SyntaxFacts::constant(int at) const { return intervalScalar(tree_, at, params_, nullptr, nullptr, 0); }

std::string SyntaxFacts::text(int at) const {
  if (printed_[static_cast<std::size_t>(at)]) return printed(at);
  const SyntaxNode& n = node(at);
  std::string out;
  for (int i = std::max(n.start, 0); i < n.end && i < static_cast<int>(codePoints_.size()); ++i)
    out += codePoints_[static_cast<std::size_t>(i)];
  return out;
}

// Written as the reader would type it: a - b, a*b, a/b, -a, a^b, f(a, b).
std::string SyntaxFacts::printed(int at) const {
  const SyntaxNode& n = node(at);
  switch (n.kind) {
    case SyntaxKind::Number: return numberText(n.value);
    case SyntaxKind::Name: return n.name;
    case SyntaxKind::Negate: return "-" + operand(n.args[0], 3);
    case SyntaxKind::Add: return operand(n.args[0], 1) + "+" + operand(n.args[1], 1);
    case SyntaxKind::Subtract: return operand(n.args[0], 1) + "-" + operand(n.args[1], 2);
    case SyntaxKind::Multiply: return operand(n.args[0], 2) + "*" + operand(n.args[1], 2);
    case SyntaxKind::CentreDot: return operand(n.args[0], 2) + "\u00b7" + operand(n.args[1], 2);
    case SyntaxKind::Divide: return operand(n.args[0], 2) + "/" + operand(n.args[1], 3);
    case SyntaxKind::Power: return operand(n.args[0], 4) + "^" + operand(n.args[1], 3);
    case SyntaxKind::Call: break;
  }
  std::string out = std::string(functionName(n.function)) + "(";
  for (std::size_t i = 0; i < n.args.size(); ++i) out += (i ? ", " : "") + text(n.args[i]);
  return out + ")";
}

std::string SyntaxFacts::operand(int at, int precedence) const {
  const std::string t = text(at);
  if (!printed_[static_cast<std::size_t>(at)] && enclosed(t)) return t;
  return bindingOf(node(at)) < precedence ? "(" + t + ")" : t;
}

KnownSign SyntaxFacts::sign(int at) const {
  if (isConstant(at)) return signOfInterval(constant(at));
  const SyntaxNode& n = node(at);
  switch (n.kind) {
    case SyntaxKind::Add: {
      const KnownSign a = sign(n.args[0]), b = sign(n.args[1]);
      if (a == KnownSign::Unknown || b == KnownSign::Unknown) return KnownSign::Unknown;
      return a == KnownSign::Positive || b == KnownSign::Positive ? KnownSign::Positive : KnownSign::NonNegative;
    }
    case SyntaxKind::Multiply:
    case SyntaxKind::CentreDot:  // two vectors: a sum of products whose signs the elements' signs fix alike
    case SyntaxKind::Divide: {
      const KnownSign a = sign(n.args[0]), b = sign(n.args[1]);
      if (n.kind == SyntaxKind::Divide && b != KnownSign::Positive) return KnownSign::Unknown;
      return weakest(a, b);
    }
    case SyntaxKind::Power: return powerSign(n);
    case SyntaxKind::Call: return callSign(n);
    default: return KnownSign::Unknown;
  }
}

KnownSign SyntaxFacts::powerSign(const SyntaxNode& n) const {
  const KnownSign base = sign(n.args[0]);
  if (base == KnownSign::Positive) return KnownSign::Positive;
  if (!isConstant(n.args[1])) return KnownSign::Unknown;
  const Interval e = constant(n.args[1]);
  const bool evenInteger = e.valid() && e.lo == e.hi && std::fmod(e.lo, 2.0) == 0;
  if (evenInteger || (base == KnownSign::NonNegative && e.certainlyPositive())) return KnownSign::NonNegative;
  return KnownSign::Unknown;
}

KnownSign SyntaxFacts::callSign(const SyntaxNode& n) const {
  switch (n.function) {
    case Function::Exp: return KnownSign::Positive;
    case Function::Norm:
    case Function::Abs:
    case Function::Sqrt: return KnownSign::NonNegative;
    case Function::Dot: return equal(n.args[0], n.args[1], false) ? KnownSign::NonNegative : KnownSign::Unknown;
    case Function::Min: return weakest(sign(n.args[0]), sign(n.args[1]));
    case Function::Max: return strongest(sign(n.args[0]), sign(n.args[1]));
    default: return KnownSign::Unknown;
  }
}

}  // namespace gramlab
