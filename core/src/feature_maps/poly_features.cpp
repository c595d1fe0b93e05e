#include "gramlab/feature_maps/poly_features.hpp"

#include <array>
#include <cmath>
#include <cstdint>
#include <limits>

#include "gramlab/base/arguments.hpp"
#include "gramlab/base/error.hpp"
#include "gramlab/base/limits.hpp"
#include "gramlab/kernels/kernels.hpp"

namespace gramlab {

namespace {

struct Arguments {
  int degree;
  double c;
};

Arguments checkArguments(const std::string& name, const Eigen::VectorXd& x, double degree, double c) {
  requireFiniteVector(name, x, static_cast<Eigen::Index>(limits::kMaxDimension));
  const int p = integerArgument("degree", degree, 1, kMaxPolynomialDegree, false);
  requireFiniteNumber("c", c);
  if (c < 0)
    throw Error(ErrorCode::BadArgument,
                "c must be 0 or more: with c < 0, (c + x·y)^p is not a kernel and has no real feature map");
  return {p, c};
}

std::uint64_t factorial(int n) {
  std::uint64_t f = 1;
  for (int i = 2; i <= n; ++i) f *= static_cast<std::uint64_t>(i);  // n ≤ 10: no overflow
  return f;
}

constexpr std::uint64_t kExactLimit = std::uint64_t{1} << 53;

// multinomial · c^power as an integer below 2⁵³, or 0 when it is not one (c not an integer, or too big).
std::uint64_t exactRadicand(std::uint64_t multinomial, double c, int power) {
  if (c != std::floor(c) || c >= static_cast<double>(kExactLimit)) return 0;
  const auto base = static_cast<std::uint64_t>(c);
  std::uint64_t n = multinomial;
  for (int i = 0; i < power; ++i) {
    if (base != 0 && n > (kExactLimit - 1) / base) return 0;
    n *= base;
  }
  return n;
}

// √n = outside·√radicand with radicand square-free. Trial division removes every prime up to ∛n; what is
// left has at most two prime factors, so it is a square exactly when it is a perfect square.
FeatureCoefficient simplifiedRoot(std::uint64_t n) {
  std::uint64_t outside = 1, radicand = 1, rest = n;
  for (std::uint64_t f = 2; f * f * f <= n; ++f) {
    while (rest % (f * f) == 0) {
      rest /= f * f;
      outside *= f;
    }
    if (rest % f == 0) {
      rest /= f;
      radicand *= f;
    }
  }
  auto root = static_cast<std::uint64_t>(std::llround(std::sqrt(static_cast<double>(rest))));
  if (root * root == rest)
    outside *= root;
  else
    radicand *= rest;
  return {std::sqrt(static_cast<double>(n)), true, static_cast<double>(outside), static_cast<double>(radicand)};
}

// The exact form is for labels only; the values-only walk skips its trial division.
FeatureCoefficient coefficientOf(std::uint64_t multinomial, double c, int power, bool labelled) {
  const double value = std::sqrt(static_cast<double>(multinomial) * std::pow(c, power));
  if (!std::isfinite(value))
    throw Error(ErrorCode::Overflow, "a coefficient √(multinomial · c^(p−|α|)) overflows a double; use a smaller c");
  const std::uint64_t n = labelled ? exactRadicand(multinomial, c, power) : 0;
  if (n == 0) return {value, false, 0, 0};
  return simplifiedRoot(n);
}

// Walks the features in the documented order. For each it calls visit(term, monomials) where monomials[i]
// is x^α for points[i] (prefix products along the recursion); visit returns false to stop.
template <std::size_t Points>
class FeatureWalk {
 public:
  FeatureWalk(const std::array<const Eigen::VectorXd*, Points>& points, int degree, double c, bool labelled)
      : points_(points), d_(static_cast<int>(points[0]->size())), p_(degree), c_(c), labelled_(labelled) {}

  template <class Visit>
  void run(Visit&& visit) {
    // c = 0 leaves only degree p (0⁰ = 1 keeps that one).
    for (int k = c_ == 0 ? p_ : 0; k <= p_ && !stopped_; ++k) {
      partition_.clear();
      partitions(k, k, visit);
    }
  }

 private:
  // Partitions of `left` into parts ≤ `largest`, at most d parts, largest part first (descending lex).
  template <class Visit>
  void partitions(int left, int largest, Visit& visit) {
    if (stopped_) return;
    if (left == 0) {
      startPartition(visit);
      return;
    }
    if (static_cast<int>(partition_.size()) == d_) return;
    for (int part = std::min(left, largest); part >= 1 && !stopped_; --part) {
      partition_.push_back(part);
      partitions(left - part, part, visit);
      partition_.pop_back();
    }
  }

  template <class Visit>
  void startPartition(Visit& visit) {
    int k = 0;
    std::uint64_t denominator = 1;
    for (int part : partition_) {
      k += part;
      denominator *= factorial(part);
    }
    const std::uint64_t multinomial = factorial(p_) / (factorial(p_ - k) * denominator);
    term_ =
        FeatureTerm{{}, p_ - k, static_cast<double>(multinomial), coefficientOf(multinomial, c_, p_ - k, labelled_)};
    remaining_.assign(static_cast<std::size_t>(p_ + 1), 0);
    for (int part : partition_) ++remaining_[static_cast<std::size_t>(part)];
    std::array<double, Points> ones;
    ones.fill(1.0);
    arrange(0, static_cast<int>(partition_.size()), ones, visit);
  }

  // Places the `left` remaining parts at variables ≥ start: first variable ascending, then the value
  // placed there descending — α in descending lexicographic order.
  template <class Visit>
  void arrange(int start, int left, const std::array<double, Points>& prefix, Visit& visit) {
    if (left == 0) {
      stopped_ = !visit(term_, prefix);
      return;
    }
    for (int variable = start; variable <= d_ - left && !stopped_; ++variable)
      for (int power = p_; power >= 1 && !stopped_; --power) {
        if (remaining_[static_cast<std::size_t>(power)] == 0) continue;
        --remaining_[static_cast<std::size_t>(power)];
        term_.monomial.push_back({variable, power});
        std::array<double, Points> next = prefix;
        for (std::size_t i = 0; i < Points; ++i) {
          const double x = (*points_[i])(variable);
          next[i] *= power == 1 ? x : std::pow(x, power);  // most factors of a large φ are x¹
        }
        arrange(variable + 1, left - 1, next, visit);
        term_.monomial.pop_back();
        ++remaining_[static_cast<std::size_t>(power)];
      }
  }

  std::array<const Eigen::VectorXd*, Points> points_;
  int d_, p_;
  double c_;
  bool labelled_;
  bool stopped_ = false;
  std::vector<int> partition_;
  std::vector<int> remaining_;  // remaining_[v]: parts equal to v not yet placed
  FeatureTerm term_;
};

void requireFiniteValue(double value) {
  if (!std::isfinite(value))
    throw Error(ErrorCode::Overflow, "a feature value overflows a double; use smaller entries or a lower degree");
}

int listLimit(double maxTerms) { return integerArgument("maxTerms", maxTerms, 1, limits::kMaxListedFeatures, true); }

// How many terms will be listed: min(maxTerms, total), without forming a huge total as a double.
Eigen::Index listedCount(const BigUnsigned& total, int maxTerms) {
  return total.toDouble() < maxTerms ? static_cast<Eigen::Index>(total.toDouble()) : maxTerms;
}

}  // namespace

BigUnsigned polyFeatureCount(int d, int degree, bool homogeneous) {
  const auto n = static_cast<std::uint32_t>(d + degree - (homogeneous ? 1 : 0));
  return binomial(n, static_cast<std::uint32_t>(degree));
}

PolyFeatures polyFeatures(const Eigen::VectorXd& x, double degree, double c, double maxTerms) {
  const Arguments args = checkArguments("x", x, degree, c);
  const int limit = listLimit(maxTerms);
  const BigUnsigned total = polyFeatureCount(static_cast<int>(x.size()), args.degree, args.c == 0);
  PolyFeatures out{{}, Eigen::VectorXd(listedCount(total, limit)), total.toDecimal(), false};
  out.terms.reserve(static_cast<std::size_t>(out.values.size()));
  FeatureWalk<1>({&x}, args.degree, args.c, true).run([&](const FeatureTerm& term, const std::array<double, 1>& m) {
    const double value = term.coefficient.value * m[0];
    requireFiniteValue(value);
    out.values(static_cast<Eigen::Index>(out.terms.size())) = value;
    out.terms.push_back(term);
    return out.terms.size() < static_cast<std::size_t>(out.values.size());
  });
  out.complete = total.toDouble() == static_cast<double>(out.terms.size());
  return out;
}

PolyFeaturePair polyFeaturePair(const Eigen::VectorXd& a, const Eigen::VectorXd& b, double degree, double c,
                                double maxTerms) {
  const Arguments args = checkArguments("a", a, degree, c);
  checkArguments("b", b, degree, c);
  if (a.size() != b.size())
    throw Error(ErrorCode::DimensionMismatch, "a has " + std::to_string(a.size()) + " entries and b has " +
                                                  std::to_string(b.size()) + "; they must have the same length");
  const int limit = listLimit(maxTerms);
  const BigUnsigned total = polyFeatureCount(static_cast<int>(a.size()), args.degree, args.c == 0);
  const Eigen::Index n = listedCount(total, limit);
  PolyFeaturePair out{{},   Eigen::VectorXd(n), Eigen::VectorXd(n), Eigen::VectorXd(n), 0, 0, 0, total.toDecimal(),
                      false};
  out.terms.reserve(static_cast<std::size_t>(n));
  FeatureWalk<2>({&a, &b}, args.degree, args.c, true).run([&](const FeatureTerm& term, const std::array<double, 2>& m) {
    const auto i = static_cast<Eigen::Index>(out.terms.size());
    out.valuesA(i) = term.coefficient.value * m[0];
    out.valuesB(i) = term.coefficient.value * m[1];
    out.products(i) = out.valuesA(i) * out.valuesB(i);
    requireFiniteValue(out.valuesA(i));
    requireFiniteValue(out.valuesB(i));
    requireFiniteValue(out.products(i));
    out.terms.push_back(term);
    return i + 1 < n;
  });
  out.complete = total.toDouble() == static_cast<double>(n);
  out.featureDot = out.products.sum();
  out.kernel = std::pow(args.c + a.dot(b), args.degree);
  const double scale = std::pow(args.c + a.cwiseAbs().dot(b.cwiseAbs()), args.degree);
  const double work = static_cast<double>(n) + (static_cast<double>(a.size()) + 3) * args.degree + 8;
  out.roundingBound = 2 * work * std::numeric_limits<double>::epsilon() * scale;
  requireFiniteValue(out.featureDot);
  requireFiniteValue(out.kernel);
  requireFiniteValue(out.roundingBound);
  return out;
}

Eigen::VectorXd polyFeatureValues(const Eigen::VectorXd& x, double degree, double c) {
  const Arguments args = checkArguments("x", x, degree, c);
  const BigUnsigned total = polyFeatureCount(static_cast<int>(x.size()), args.degree, args.c == 0);
  if (total.toDouble() > limits::kMaxBuiltFeatures)
    throw LimitError("φ has " + total.toDecimal() + " features; at most " +
                         std::to_string(static_cast<long long>(limits::kMaxBuiltFeatures)) + " are built",
                     "dim φ", total.toDouble(), static_cast<double>(limits::kMaxBuiltFeatures));
  Eigen::VectorXd values(static_cast<Eigen::Index>(total.toDouble()));
  Eigen::Index i = 0;
  FeatureWalk<1>({&x}, args.degree, args.c, false).run([&](const FeatureTerm& term, const std::array<double, 1>& m) {
    values(i) = term.coefficient.value * m[0];
    requireFiniteValue(values(i++));
    return true;
  });
  return values;
}

}  // namespace gramlab
