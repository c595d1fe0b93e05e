#include "gramlab/expression/normal_form.hpp"

#include <algorithm>
#include <cstdio>
#include <string>
#include <utility>

namespace gramlab {

namespace {

// Where a node depends on the points: the groups a product is split into.
enum class Dependence { Constant, X, Y, Both };

class Normaliser {
 public:
  explicit Normaliser(const SyntaxTree& source) : source_(source), vector_(source.nodes.size(), false) {
    for (std::size_t i = 0; i < source.nodes.size(); ++i) vector_[i] = producesVector(source.nodes[i]);
  }

  NormalForm run() {
    out_.tree.root = visit(source_.root);
    return std::move(out_);
  }

 private:
  struct Signed {
    int node;
    bool negative;
  };
  using Nodes = std::vector<int>;

  const SyntaxNode& source(int at) const { return source_.nodes[static_cast<std::size_t>(at)]; }
  const SyntaxNode& made(int at) const { return out_.tree.nodes[static_cast<std::size_t>(at)]; }
  bool isVector(int sourceAt) const { return vector_[static_cast<std::size_t>(sourceAt)]; }

  // Types as compileExpression checks them: x and y are vectors; u·v of two vectors is a number.
  bool producesVector(const SyntaxNode& n) const {
    const auto arg = [&](std::size_t i) { return vector_[static_cast<std::size_t>(n.args[i])]; };
    switch (n.kind) {
      case SyntaxKind::Name: return n.name == "x" || n.name == "y";
      case SyntaxKind::Negate:
      case SyntaxKind::Add:
      case SyntaxKind::Subtract:
      case SyntaxKind::Divide: return arg(0);
      case SyntaxKind::Multiply: return arg(0) || arg(1);
      case SyntaxKind::CentreDot: return arg(0) != arg(1);
      default: return false;
    }
  }

  int visit(int at) {
    const SyntaxNode& n = source(at);
    switch (n.kind) {
      case SyntaxKind::Add:
      case SyntaxKind::Subtract: return sum(at);
      case SyntaxKind::Multiply:
      case SyntaxKind::Divide: return product(at);
      case SyntaxKind::CentreDot:
        return isVector(n.args[0]) && isVector(n.args[1]) ? dotProduct(at, n.args[0], n.args[1]) : product(at);
      case SyntaxKind::Call:
        if (n.function == Function::Dot) return dotProduct(at, n.args[0], n.args[1]);
        return copy(at, n.function == Function::Min || n.function == Function::Max);
      default: return copy(at, false);
    }
  }

  // The node itself over its children's normal forms (symmetric: its two arguments in order).
  int copy(int at, bool symmetric) {
    SyntaxNode node = source(at);
    for (int& a : node.args) a = visit(a);
    if (symmetric) sortNodes(node.args);
    return add(std::move(node), false);
  }

  // dot(u, v) or u·v of vectors, its operands' signs and constant factors taken out (dot(−c·u, v) =
  // −(c·dot(u, v))): those times norm(u)^2 when v is u, else times the two in order.
  int dotProduct(int at, int u, int v) {
    Nodes over, under;
    bool negative = false;
    const int a = vectorPart(u, over, under, negative), b = vectorPart(v, over, under, negative);
    const bool moved = negative || !over.empty() || !under.empty();
    int inner;
    if (key(a) != key(b)) {
      const SyntaxNode& n = source(at);  // u·v is written dot(u, v), one function
      SyntaxNode node{SyntaxKind::Call, n.position, n.start, 0, "dot", Function::Dot, {a, b}, n.end};
      sortNodes(node.args);
      inner = add(std::move(node), moved);
    } else {
      SyntaxNode norm{SyntaxKind::Call, made(a).start, made(a).start, 0, "norm", Function::Norm, {a}, made(a).end};
      const int base = add(std::move(norm), true);
      inner = join(SyntaxKind::Power, base, number(2, made(a).end));
    }
    if (!over.empty() || !under.empty()) {
      over.push_back(inner);
      inner = quotient(std::move(over), std::move(under), negative);
    } else if (negative) {
      inner = negate(inner);
    }
    return quoted(inner, at);
  }

  // A vector operand of a dot product without its signs and constant factors: the constants go to `over`
  // and `under`, each − flips `negative`.
  int vectorPart(int at, Nodes& over, Nodes& under, bool& negative) {
    const SyntaxNode& n = source(at);
    int part;
    if (n.kind == SyntaxKind::Multiply || n.kind == SyntaxKind::Divide || n.kind == SyntaxKind::CentreDot) {
      Nodes rest, restUnder;
      bool flipped = false;
      factors(at, false, rest, restUnder, flipped);
      const std::size_t before = over.size() + under.size();
      takeConstants(rest, over);
      takeConstants(restUnder, under);
      if (over.size() + under.size() == before) {
        part = productOf(at, std::move(rest), std::move(restUnder), flipped);
      } else {
        negative = negative != flipped;
        part = quotient(std::move(rest), std::move(restUnder), false);
      }
    } else {
      part = visit(at);
    }
    while (made(part).kind == SyntaxKind::Negate) {
      negative = !negative;
      part = made(part).args[0];
    }
    return part;
  }

  // Moves the constant nodes of `from` to the end of `to`.
  void takeConstants(Nodes& from, Nodes& to) const {
    const auto rest =
        std::stable_partition(from.begin(), from.end(), [&](int f) { return dependence(f) == Dependence::Constant; });
    to.insert(to.end(), from.begin(), rest);
    from.erase(from.begin(), rest);
  }

  // ---- sums ---------------------------------------------------------------------------------------------

  void terms(int at, bool negative, std::vector<Signed>& out) {
    const SyntaxNode& n = source(at);
    if (n.kind == SyntaxKind::Add || n.kind == SyntaxKind::Subtract) {
      terms(n.args[0], negative, out);
      terms(n.args[1], n.kind == SyntaxKind::Subtract ? !negative : negative, out);
    } else if (n.kind == SyntaxKind::Negate) {
      terms(n.args[0], !negative, out);
    } else {
      out.push_back({visit(at), negative});
    }
  }

  int sum(int at) {
    std::vector<Signed> all;
    terms(at, false, all);
    Nodes constantPlus, constantMinus, plus, minus;
    for (const Signed& t : all) {
      const bool constant = dependence(t.node) == Dependence::Constant;
      (constant ? (t.negative ? constantMinus : constantPlus) : (t.negative ? minus : plus)).push_back(t.node);
    }
    const int constant = signedSum(constantPlus, constantMinus);
    int whole = signedSum(plus, minus);
    if (constant >= 0 && whole >= 0) {
      whole = plus.empty() ? join(SyntaxKind::Subtract, constant, made(whole).args[0])
                           : join(SyntaxKind::Add, constant, whole);
    } else if (whole < 0) {
      whole = constant;
    }
    return quoted(whole, at);
  }

  // p₁ + p₂ + … − (m₁ + m₂ + …), or −(m₁ + …) with no p; −1 for no terms at all.
  int signedSum(Nodes plus, Nodes minus) {
    const int p = fold(SyntaxKind::Add, std::move(plus)), m = fold(SyntaxKind::Add, std::move(minus));
    if (p < 0 && m < 0) return -1;
    if (m < 0) return p;
    if (p < 0) return negate(m);
    return join(SyntaxKind::Subtract, p, m);
  }

  // ---- products -----------------------------------------------------------------------------------------

  // The factors and divisors of a product; the − of a factor that is not constant flips `negative` (a constant
  // keeps its own, so −g stays one factor).
  void factors(int at, bool divisor, Nodes& over, Nodes& under, bool& negative) {
    const SyntaxNode& n = source(at);
    const bool numbers = n.kind == SyntaxKind::Multiply ||
                         (n.kind == SyntaxKind::CentreDot && !(isVector(n.args[0]) && isVector(n.args[1])));
    if (numbers || n.kind == SyntaxKind::Divide) {
      factors(n.args[0], divisor, over, under, negative);
      factors(n.args[1], n.kind == SyntaxKind::Divide ? !divisor : divisor, over, under, negative);
      return;
    }
    int f = visit(at);
    while (made(f).kind == SyntaxKind::Negate && dependence(f) != Dependence::Constant) {
      negative = !negative;
      f = made(f).args[0];
    }
    (divisor ? under : over).push_back(f);
  }

  int product(int at) {
    Nodes over, under;
    bool negative = false;
    factors(at, false, over, under, negative);
    return productOf(at, std::move(over), std::move(under), negative);
  }

  // Source node `at` rewritten from its factors and divisors.
  int productOf(int at, Nodes over, Nodes under, bool negative) {
    const int whole = quotient(std::move(over), std::move(under), negative);
    // u·v of numbers stays written so (kernel_proof reads a mirrored one as an inner product).
    if (source(at).kind == SyntaxKind::CentreDot && made(whole).kind == SyntaxKind::Multiply)
      out_.tree.nodes[static_cast<std::size_t>(whole)].kind = SyntaxKind::CentreDot;
    return quoted(whole, at);
  }

  // The factors over the divisors (none: the factors alone), each side grouped; `negative` puts a − on the
  // factors' constant, or on the whole when there is none.
  int quotient(Nodes over, Nodes under, bool negative) {
    const int top = grouped(std::move(over), negative);
    return under.empty() ? top : join(SyntaxKind::Divide, top, grouped(std::move(under), false));
  }

  // c·((x's)·(y's))·(both's), each group in order and a repeated factor as one power; −c when `negative`.
  int grouped(Nodes all, bool negative) {
    Nodes constant, xs, ys, both;
    for (int f : all) {
      switch (dependence(f)) {
        case Dependence::Constant: constant.push_back(f); break;
        case Dependence::X: xs.push_back(f); break;
        case Dependence::Y: ys.push_back(f); break;
        case Dependence::Both: both.push_back(f); break;
      }
    }
    const int x = fold(SyntaxKind::Multiply, powers(std::move(xs)));
    const int y = fold(SyntaxKind::Multiply, powers(std::move(ys)));
    Nodes rest = powers(std::move(both));
    if (x >= 0 && y >= 0)
      rest.insert(rest.begin(), join(SyntaxKind::Multiply, x, y));
    else if (x >= 0 || y >= 0)
      rest.insert(rest.begin(), std::max(x, y));
    int c = fold(SyntaxKind::Multiply, powers(std::move(constant)));
    int r = foldInOrder(SyntaxKind::Multiply, rest);
    if (negative) (c >= 0 ? c : r) = negate(c >= 0 ? c : r);
    if (c < 0 || r < 0) return std::max(c, r);
    return join(SyntaxKind::Multiply, c, r);
  }

  int negate(int at) {
    return add({SyntaxKind::Negate, made(at).start, made(at).start, 0, {}, {}, {at}, made(at).end}, true);
  }

  // The factors in order, each run of one factor k ≥ 2 times long as factor^k.
  Nodes powers(Nodes factors) {
    sortNodes(factors);
    Nodes out;
    for (std::size_t i = 0; i < factors.size();) {
      std::size_t j = i + 1;
      while (j < factors.size() && key(factors[j]) == key(factors[i])) ++j;
      const int f = factors[i];
      out.push_back(j - i == 1 ? f : join(SyntaxKind::Power, f, number(static_cast<double>(j - i), made(f).end)));
      i = j;
    }
    return out;
  }

  // ---- building -----------------------------------------------------------------------------------------

  // The nodes in order, then ((a ∘ b) ∘ c) …; −1 for none.
  int fold(SyntaxKind kind, Nodes nodes) {
    sortNodes(nodes);
    return foldInOrder(kind, nodes);
  }
  int foldInOrder(SyntaxKind kind, const Nodes& nodes) {
    int out = -1;
    for (int n : nodes) out = out < 0 ? n : join(kind, out, n);
    return out;
  }

  // A printed node a ∘ b over the span of both.
  int join(SyntaxKind kind, int a, int b) {
    const int start = std::min(made(a).start, made(b).start), end = std::max(made(a).end, made(b).end);
    return add({kind, start, start, 0, {}, {}, {a, b}, end}, true);
  }

  int number(double value, int at) { return add({SyntaxKind::Number, at, at, value, {}, {}, {}, at}, true); }

  // `made`, the rewriting of source node `at`, stands for that node's text (a new node then takes its span).
  int quoted(int madeAt, int at) {
    if (!out_.printed[static_cast<std::size_t>(madeAt)]) return madeAt;
    SyntaxNode& n = out_.tree.nodes[static_cast<std::size_t>(madeAt)];
    n.position = source(at).position;
    n.start = source(at).start;
    n.end = source(at).end;
    out_.printed[static_cast<std::size_t>(madeAt)] = false;
    return madeAt;
  }

  int add(SyntaxNode node, bool printed) {
    std::string full, shape;
    bool x = node.kind == SyntaxKind::Name && node.name == "x", y = node.kind == SyntaxKind::Name && node.name == "y";
    describe(node, full, shape);
    for (int a : node.args) {
      full += key(a) + ",";
      shape += shape_[static_cast<std::size_t>(a)] + ",";
      x = x || usesX_[static_cast<std::size_t>(a)];
      y = y || usesY_[static_cast<std::size_t>(a)];
    }
    full += ")";
    shape += ")";
    out_.tree.nodes.push_back(std::move(node));
    out_.printed.push_back(printed);
    key_.push_back(std::move(full));
    shape_.push_back(std::move(shape));
    usesX_.push_back(x);
    usesY_.push_back(y);
    return static_cast<int>(out_.tree.nodes.size()) - 1;
  }

  // The node's own part of its keys: kind, and its number, name or function; x and y alike in the shape.
  // u·v and u*v are one operation (two vectors are never multiplied with *), so one key.
  static void describe(const SyntaxNode& node, std::string& full, std::string& shape) {
    const SyntaxKind kind = node.kind == SyntaxKind::CentreDot ? SyntaxKind::Multiply : node.kind;
    full = std::to_string(static_cast<int>(kind)) + "(";
    if (node.kind == SyntaxKind::Number) {
      char digits[32];
      std::snprintf(digits, sizeof digits, "%.17g", node.value);
      full += digits;
    } else if (node.kind == SyntaxKind::Name) {
      full += node.name;
    } else if (node.kind == SyntaxKind::Call) {
      full += functionName(node.function);
    }
    shape = full;
    if (node.kind == SyntaxKind::Name && (node.name == "x" || node.name == "y"))
      shape = full.substr(0, full.size() - 1);
    full += ":";
    shape += ":";
  }

  const std::string& key(int at) const { return key_[static_cast<std::size_t>(at)]; }

  Dependence dependence(int at) const {
    const bool x = usesX_[static_cast<std::size_t>(at)], y = usesY_[static_cast<std::size_t>(at)];
    return x ? (y ? Dependence::Both : Dependence::X) : (y ? Dependence::Y : Dependence::Constant);
  }

  // By shape (so f(x) and f(y) sort alike), then by the whole key.
  void sortNodes(Nodes& nodes) const {
    std::stable_sort(nodes.begin(), nodes.end(), [&](int a, int b) {
      const auto sa = static_cast<std::size_t>(a), sb = static_cast<std::size_t>(b);
      return shape_[sa] != shape_[sb] ? shape_[sa] < shape_[sb] : key_[sa] < key_[sb];
    });
  }

  const SyntaxTree& source_;
  std::vector<bool> vector_;  // per source node
  NormalForm out_;
  std::vector<std::string> key_, shape_;  // per made node: its normal form as text, and the same with x, y alike
  std::vector<bool> usesX_, usesY_;       // per made node
};

}  // namespace

NormalForm normalForm(const SyntaxTree& tree) { return Normaliser(tree).run(); }

}  // namespace gramlab
