#include "gramlab/expression/kernel_proof.hpp"

#include <cmath>
#include <map>
#include <utility>

#include "gramlab/expression/normal_form.hpp"
#include "gramlab/expression/syntax_facts.hpp"

namespace gramlab {

namespace {

enum class Claim { Kernel, Positive, Negative };  // kernel, conditionally positive, conditionally negative

const char* claimName(Claim c) {
  switch (c) {
    case Claim::Kernel: return "kernel";
    case Claim::Positive: return "conditionallyPositive";
    case Claim::Negative: return "conditionallyNegative";
  }
  return "kernel";
}
Claim opposite(Claim c) { return c == Claim::Positive ? Claim::Negative : Claim::Positive; }

enum class Relation { Positive, NonNegative, NonPositive, Negative, UpToTwo, UpToOne, Natural };

const char* relationText(Relation r) {
  switch (r) {
    case Relation::Positive: return "> 0";
    case Relation::NonNegative: return "\u2265 0";
    case Relation::NonPositive: return "\u2264 0";
    case Relation::Negative: return "< 0";
    case Relation::UpToTwo: return "\u2208 (0, 2]";
    case Relation::UpToOne: return "\u2208 (0, 1]";
    case Relation::Natural: return "\u2208 {0, 1, 2, \u2026}";
  }
  return "";
}

// Certain for every real in v (v contains the constant's exact value).
bool holds(const Interval& v, Relation r) {
  switch (r) {
    case Relation::Positive: return v.certainlyPositive();
    case Relation::NonNegative: return v.certainlyNonNegative();
    case Relation::NonPositive: return v.certainlyNonPositive();
    case Relation::Negative: return v.certainlyNegative();
    case Relation::UpToTwo: return v.certainlyPositive() && v.hi <= 2;
    case Relation::UpToOne: return v.certainlyPositive() && v.hi <= 1;
    case Relation::Natural: return v.valid() && v.lo == v.hi && v.lo >= 0 && v.lo == std::floor(v.lo);
  }
  return false;
}

using Steps = std::vector<ProofStep>;
using Conditions = std::vector<ProofCondition>;
using Proof = std::optional<ProofStep>;

class Prover {
 public:
  explicit Prover(const SyntaxFacts& facts) : f_(facts) {}

  Proof prove(int at, Claim claim) {
    const auto key = std::make_pair(at, claim);
    if (const auto found = memo_.find(key); found != memo_.end()) return found->second;
    Proof p = claim == Claim::Kernel ? kernel(at) : conditional(at, claim);
    memo_.emplace(key, p);
    return p;
  }

 private:
  const SyntaxNode& node(int at) const { return f_.node(at); }
  int arg(int at, std::size_t i) const { return node(at).args[i]; }
  bool isCall(int at, Function fn) const { return node(at).kind == SyntaxKind::Call && node(at).function == fn; }

  ProofStep step(const char* rule, Claim claim, int at, Conditions conditions = {}, Steps children = {}) const {
    return {rule,         claimName(claim),      f_.text(at),        node(at).start,
            node(at).end, std::move(conditions), std::move(children)};
  }

  // The condition "constant `at` satisfies r", when it certainly does.
  std::optional<ProofCondition> constantIs(int at, Relation r) const {
    if (!f_.isConstant(at)) return std::nullopt;
    const Interval v = f_.constant(at);
    if (!holds(v, r)) return std::nullopt;
    return ProofCondition{f_.text(at), shownValue(at, v), relationText(r)};
  }
  // A constant's value for the reader: a parameter's or a number's own, else the middle of its interval.
  std::optional<double> shownValue(int at, const Interval& v) const {
    const SyntaxNode& n = node(at);
    if (n.kind == SyntaxKind::Number) return n.value;
    if (n.kind == SyntaxKind::Name) return f_.params().at(n.name);
    if (!std::isfinite(v.lo) || !std::isfinite(v.hi)) return std::nullopt;
    return v.lo + (v.hi - v.lo) / 2;
  }
  // The condition "`at` keeps this sign wherever it is defined", read off its syntax.
  std::optional<ProofCondition> signIs(int at, KnownSign least) const {
    const KnownSign s = f_.sign(at);
    if (s == KnownSign::Unknown || (least == KnownSign::Positive && s != KnownSign::Positive)) return std::nullopt;
    return ProofCondition{f_.text(at), std::nullopt,
                          relationText(least == KnownSign::Positive ? Relation::Positive : Relation::NonNegative)};
  }
  // a and b are the same expression of one point each: f(x) and f(y).
  bool mirrorPair(int a, int b) const { return f_.ofOnePoint(a) && f_.mirrors(a, b); }

  // ---- kernel -------------------------------------------------------------------------------------------

  Proof kernel(int at) {
    if (f_.isConstant(at)) {
      if (auto c = constantIs(at, Relation::NonNegative)) return step("constant", Claim::Kernel, at, {*c});
      return std::nullopt;
    }
    const SyntaxNode& n = node(at);
    switch (n.kind) {
      case SyntaxKind::Add: return both("sum", at, Claim::Kernel, Claim::Kernel);
      case SyntaxKind::Multiply: return kernelProduct(at);
      case SyntaxKind::CentreDot: return kernelCentreDot(at);
      case SyntaxKind::Divide: return kernelQuotient(at);
      case SyntaxKind::Power: return kernelPower(at);
      case SyntaxKind::Call: return kernelCall(at);
      default: return std::nullopt;
    }
  }

  // rule(a, b) when a proves claim ca and b proves cb.
  Proof both(const char* rule, int at, Claim ca, Claim cb, Claim claim = Claim::Kernel) {
    const Proof a = prove(arg(at, 0), ca);
    if (!a) return std::nullopt;
    const Proof b = prove(arg(at, 1), cb);
    if (!b) return std::nullopt;
    return step(rule, claim, at, {}, {*a, *b});
  }

  Proof kernelCall(int at) {
    const SyntaxNode& n = node(at);
    if (n.function == Function::Dot && mirrorPair(n.args[0], n.args[1])) return innerProduct(at);
    if (n.function != Function::Exp) return std::nullopt;
    if (Proof k = prove(n.args[0], Claim::Kernel)) return step("exp", Claim::Kernel, at, {}, {*k});
    if (Proof p = prove(n.args[0], Claim::Positive)) return step("schoenberg", Claim::Kernel, at, {}, {*p});
    return std::nullopt;
  }

  // φ(x)·φ(y) for mirrored operands: x·y itself is the linear kernel.
  Proof innerProduct(int at) {
    const bool plain = node(arg(at, 0)).kind == SyntaxKind::Name && node(arg(at, 1)).kind == SyntaxKind::Name;
    return step(plain ? "linear" : "featureInnerProduct", Claim::Kernel, at);
  }

  // u·v: the dot product of two vectors, or a product of two numbers. Mirrored operands f(x)·f(y) are an inner
  // product of features either way (a number is a feature vector of length 1); otherwise the product rule, which
  // never proves a vector-valued operand a kernel.
  Proof kernelCentreDot(int at) { return mirrorPair(arg(at, 0), arg(at, 1)) ? innerProduct(at) : kernelProduct(at); }

  Proof kernelProduct(int at) {
    const int a = arg(at, 0), b = arg(at, 1);
    if (mirrorPair(a, b)) return step("rankOne", Claim::Kernel, at);
    for (const auto& [c, k] : {std::pair{a, b}, std::pair{b, a}})
      if (auto condition = constantIs(c, Relation::NonNegative))
        if (Proof p = prove(k, Claim::Kernel)) return step("scale", Claim::Kernel, at, {*condition}, {*p});
    return both("product", at, Claim::Kernel, Claim::Kernel);
  }

  Proof kernelQuotient(int at) {
    const int num = arg(at, 0), den = arg(at, 1);
    if (auto condition = constantIs(den, Relation::Positive)) {
      if (Proof p = prove(num, Claim::Kernel)) return step("scale", Claim::Kernel, at, {*condition}, {*p});
      return std::nullopt;
    }
    if (auto conditions = rankOneDenominator(den))
      if (Proof p = prove(num, Claim::Kernel)) return step("normalise", Claim::Kernel, at, *conditions, {*p});
    if (auto c = constantIs(num, Relation::NonNegative)) return inverseOf(at, den, *c);
    return std::nullopt;
  }

  // den = f(x)·f(y), or √(f(x)·f(y)) with f ≥ 0: then 1/den = g(x)·g(y).
  std::optional<Conditions> rankOneDenominator(int den) const {
    if (node(den).kind == SyntaxKind::Multiply && mirrorPair(arg(den, 0), arg(den, 1))) return Conditions{};
    if (!isCall(den, Function::Sqrt)) return std::nullopt;
    const int inner = arg(den, 0);
    if (node(inner).kind != SyntaxKind::Multiply || !mirrorPair(arg(inner, 0), arg(inner, 1))) return std::nullopt;
    if (auto c = signIs(arg(inner, 0), KnownSign::NonNegative)) return Conditions{*c};
    return std::nullopt;
  }

  // c / den with den = ψ, √ψ or ψ^β (β > 0): c·ψ^(−β).
  Proof inverseOf(int at, int den, const ProofCondition& numerator) {
    int base = den;
    Conditions conditions{numerator};
    if (isCall(den, Function::Sqrt)) {
      base = arg(den, 0);
    } else if (node(den).kind == SyntaxKind::Power) {
      const auto beta = constantIs(arg(den, 1), Relation::Positive);
      if (!beta) return std::nullopt;
      base = arg(den, 0);
      conditions.push_back(*beta);
    }
    return inversePower(at, base, std::move(conditions));
  }

  Proof inversePower(int at, int base, Conditions conditions) {
    const auto positive = signIs(base, KnownSign::Positive);
    if (!positive) return std::nullopt;
    const Proof psi = prove(base, Claim::Negative);
    if (!psi) return std::nullopt;
    conditions.push_back(*positive);
    return step("inversePower", Claim::Kernel, at, std::move(conditions), {*psi});
  }

  Proof kernelPower(int at) {
    const int base = arg(at, 0), exponent = arg(at, 1);
    if (auto natural = constantIs(exponent, Relation::Natural)) {
      if (Proof k = prove(base, Claim::Kernel)) return step("power", Claim::Kernel, at, {*natural}, {*k});
      return std::nullopt;
    }
    if (auto negative = constantIs(exponent, Relation::Negative)) return inversePower(at, base, {*negative});
    return std::nullopt;
  }

  // ---- conditionally positive or negative ---------------------------------------------------------------

  Proof conditional(int at, Claim claim) {
    if (f_.isConstant(at)) return step("constantConditional", claim, at);
    if (claim == Claim::Positive)
      if (Proof k = prove(at, Claim::Kernel)) return step("kernelConditional", claim, at, {}, {*k});
    const SyntaxNode& n = node(at);
    switch (n.kind) {
      case SyntaxKind::Add:
        if (mirrorPair(n.args[0], n.args[1])) return step("mirrorSum", claim, at);
        return both("sum", at, claim, claim, claim);
      case SyntaxKind::Subtract: return both("difference", at, claim, opposite(claim), claim);
      case SyntaxKind::Negate: {
        const Proof p = prove(n.args[0], opposite(claim));
        return p ? Proof(step("negate", claim, at, {}, {*p})) : std::nullopt;
      }
      case SyntaxKind::Multiply:
      case SyntaxKind::CentreDot: {  // a factor is a constant, so a number: u·v is its product here
        if (Proof p = scaled(at, n.args[0], n.args[1], claim, false)) return p;
        return scaled(at, n.args[1], n.args[0], claim, false);
      }
      case SyntaxKind::Divide: return scaled(at, n.args[1], n.args[0], claim, true);
      default: break;
    }
    return claim == Claim::Negative ? negativeBase(at) : std::nullopt;
  }

  // factor·g (or g / factor): g with the same claim when factor ≥ 0 (> 0 to divide), the opposite when ≤ 0.
  Proof scaled(int at, int factor, int g, Claim claim, bool dividing) {
    const Relation same = dividing ? Relation::Positive : Relation::NonNegative;
    const Relation swapped = dividing ? Relation::Negative : Relation::NonPositive;
    if (auto c = constantIs(factor, same))
      if (Proof p = prove(g, claim)) return step("scale", claim, at, {*c}, {*p});
    if (auto c = constantIs(factor, swapped))
      if (Proof p = prove(g, opposite(claim))) return step("scale", claim, at, {*c}, {*p});
    return std::nullopt;
  }

  Proof negativeBase(int at) {
    if (Proof d = distancePower(at)) return d;
    const SyntaxNode& n = node(at);
    if (n.kind == SyntaxKind::Power) {
      if (auto a = constantIs(n.args[1], Relation::UpToOne)) return cndPower(at, n.args[0], {*a});
      return std::nullopt;
    }
    if (isCall(at, Function::Sqrt)) return cndPower(at, n.args[0], {});
    if (isCall(at, Function::Log)) return logarithm(at, n.args[0]);
    return std::nullopt;
  }

  Proof cndPower(int at, int base, Conditions conditions) {
    const auto nonNegative = signIs(base, KnownSign::NonNegative);
    if (!nonNegative) return std::nullopt;
    const Proof psi = prove(base, Claim::Negative);
    if (!psi) return std::nullopt;
    conditions.push_back(*nonNegative);
    return step("cndPower", Claim::Negative, at, std::move(conditions), {*psi});
  }

  Proof logarithm(int at, int inner) {
    if (node(inner).kind != SyntaxKind::Add) return std::nullopt;
    for (const auto& [c, psi] : {std::pair{arg(inner, 0), arg(inner, 1)}, std::pair{arg(inner, 1), arg(inner, 0)}}) {
      const auto positive = constantIs(c, Relation::Positive);
      const auto nonNegative = signIs(psi, KnownSign::NonNegative);
      if (!positive || !nonNegative) continue;
      if (Proof p = prove(psi, Claim::Negative))
        return step("logarithm", Claim::Negative, at, {*positive, *nonNegative}, {*p});
    }
    return std::nullopt;
  }

  // ‖φ(x) − φ(y)‖ or |f(x) − f(y)|: a distance between the same expression of each point.
  bool distance(int at) const {
    if (!isCall(at, Function::Norm) && !isCall(at, Function::Abs)) return false;
    const int d = arg(at, 0);
    return node(d).kind == SyntaxKind::Subtract && mirrorPair(arg(d, 0), arg(d, 1));
  }

  // distance^p, 0 < p ≤ 2: p = 1 as written, 1/2 as √, or a constant exponent; (f(x) − f(y))^2.
  Proof distancePower(int at) {
    if (distance(at)) return step("distancePower", Claim::Negative, at);
    const SyntaxNode& n = node(at);
    if (isCall(at, Function::Sqrt) && distance(n.args[0])) return step("distancePower", Claim::Negative, at);
    if (n.kind != SyntaxKind::Power) return std::nullopt;
    const int base = n.args[0];
    if (distance(base))
      if (auto p = constantIs(n.args[1], Relation::UpToTwo)) return step("distancePower", Claim::Negative, at, {*p});
    const bool difference = node(base).kind == SyntaxKind::Subtract && mirrorPair(arg(base, 0), arg(base, 1));
    const Interval e = f_.isConstant(n.args[1]) ? f_.constant(n.args[1]) : Interval::invalid();
    if (difference && e.valid() && e.lo == 2 && e.hi == 2) return step("distancePower", Claim::Negative, at);
    return std::nullopt;
  }

  const SyntaxFacts& f_;
  std::map<std::pair<int, Claim>, Proof> memo_;
};

}  // namespace

std::optional<ProofStep> proveKernel(const std::string& text, const ParameterValues& params) {
  const NormalForm form = normalForm(parseExpression(text));
  const SyntaxFacts facts(form, text, params);
  return Prover(facts).prove(form.tree.root, Claim::Kernel);
}

}  // namespace gramlab
