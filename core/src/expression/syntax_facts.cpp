#include "gramlab/expression/syntax_facts.hpp"

#include <algorithm>
#include <cmath>

#include "gramlab/expression/interval_evaluation.hpp"

namespace gramlab {

namespace {

KnownSign weakest(KnownSign a, KnownSign b) { return static_cast<int>(a) < static_cast<int>(b) ? a : b; }
KnownSign strongest(KnownSign a, KnownSign b) { return static_cast<int>(a) > static_cast<int>(b) ? a : b; }
KnownSign signOfInterval(const Interval& v) {
  if (v.certainlyPositive()) return KnownSign::Positive;
  return v.certainlyNonNegative() ? KnownSign::NonNegative : KnownSign::Unknown;
}

}  // namespace

SyntaxFacts::SyntaxFacts(const SyntaxTree& tree, const std::string& text, const ParameterValues& params)
    : tree_(tree), params_(params), usesX_(tree.nodes.size()), usesY_(tree.nodes.size()) {
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
  if (p.kind != q.kind || p.args.size() != q.args.size()) return false;
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
  const SyntaxNode& n = node(at);
  std::string out;
  for (int i = std::max(n.start, 0); i < n.end && i < static_cast<int>(codePoints_.size()); ++i)
    out += codePoints_[static_cast<std::size_t>(i)];
  return out;
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
