#include "gramlab/sylvester.hpp"

#include <cstdint>
#include <limits>
#include <numeric>
#include <type_traits>
#include <utility>

#include "gramlab/error.hpp"
#include "gramlab/exact_decimal.hpp"
#include "gramlab/limits.hpp"
#include "gramlab/rational.hpp"
#include "gramlab/spectrum.hpp"
#include "gramlab/validate.hpp"

namespace gramlab {

namespace {

const char* const kMinus = "\u2212";
const char* const kMinusBetween = " \u2212 ";
const char* const kDot = "\u00b7";
// Rounded values in the working: enough to check by hand, few enough to read.
constexpr int kShownDigits = 10;

using Indices = std::vector<int>;

// The entries' exact values, with Eigen's (i, j) access so the working below is written once for both.
struct RationalMatrix {
  Eigen::Index n;
  std::vector<Rational> values;  // row-major
  const Rational& operator()(Eigen::Index i, Eigen::Index j) const { return values[i * n + j]; }
};

// Exact only when every entry is a short decimal: one inexact entry makes every minor inexact.
std::optional<RationalMatrix> exactMatrix(const Eigen::MatrixXd& m) {
  RationalMatrix q{m.rows(), {}};
  q.values.reserve(m.size());
  for (Eigen::Index i = 0; i < m.rows(); ++i)
    for (Eigen::Index j = 0; j < m.cols(); ++j) {
      const std::optional<Rational> entry = exactDecimal(m(i, j));
      if (!entry) return std::nullopt;
      q.values.push_back(*entry);
    }
  return q;
}

// Runs exact arithmetic written with the throwing operators; nullopt on overflow.
template <class F>
auto ifFits(F compute) -> std::optional<decltype(compute())> {
  try {
    return compute();
  } catch (const RationalOverflow&) {
    return std::nullopt;
  }
}

// a − f·b, or nullopt on overflow.
std::optional<Rational> minusProduct(const Rational& a, const Rational& f, const Rational& b) {
  const std::optional<Rational> fb = checkedProduct(f, b);
  return fb ? checkedSum(a, -*fb) : std::nullopt;
}

// Gaussian elimination in place, in exact arithmetic, rows swapped only past a zero pivot; nullopt on
// overflow. Uses the non-throwing forms (overflow is routine over 2ⁿ − 1 minors) and owns no object
// with a destructor, so Emscripten's JavaScript-based exceptions need no trampoline around its calls.
std::optional<Rational> eliminate(std::vector<std::vector<Rational>>& a) {
  const std::size_t k = a.size();
  std::optional<Rational> det = Rational(1);
  for (std::size_t c = 0; c < k; ++c) {
    std::size_t p = c;
    while (p < k && a[p][c].sign() == 0) ++p;
    if (p == k) return Rational(0);
    if (p != c) {
      std::swap(a[p], a[c]);
      det = -*det;
    }
    det = checkedProduct(*det, a[c][c]);
    if (!det) return std::nullopt;
    for (std::size_t r = c + 1; r < k; ++r) {
      const std::optional<Rational> factor = checkedQuotient(a[r][c], a[c][c]);
      if (!factor) return std::nullopt;
      for (std::size_t j = c + 1; j < k; ++j) {
        const std::optional<Rational> entry = minusProduct(a[r][j], *factor, a[c][j]);
        if (!entry) return std::nullopt;
        a[r][j] = *entry;
      }
    }
  }
  return det;
}

std::optional<Rational> exactDeterminant(const RationalMatrix& q, const Indices& idx) {
  std::vector<std::vector<Rational>> a(idx.size(), std::vector<Rational>(idx.size()));
  for (std::size_t i = 0; i < idx.size(); ++i)
    for (std::size_t j = 0; j < idx.size(); ++j) a[i][j] = q(idx[i], idx[j]);
  return eliminate(a);
}

struct MinorValue {
  double value;  // the exact value rounded when there is one
  std::optional<Rational> exact;
};

MinorValue minorOf(const Eigen::MatrixXd& m, const std::optional<RationalMatrix>& q, const Indices& idx) {
  if (q)
    if (const std::optional<Rational> det = exactDeterminant(*q, idx)) return {det->toDouble(), det};
  const Eigen::MatrixXd sub = m(idx, idx);
  return {sub.partialPivLu().determinant(), std::nullopt};
}

std::string textOf(const std::optional<Rational>& r) { return r ? exactText(*r) : ""; }

// The working is written once for exact values (Rational, "=") and rounded ones (double, "≈").
std::string valueText(const Rational& r) { return exactText(r); }
std::string valueText(double x) { return roundedDecimal(x, kShownDigits); }
bool isExact(const Rational&) { return true; }
bool isExact(double) { return false; }
template <class T>
std::string equals(const T& v) { return isExact(v) ? "=" : "\u2248"; }

// A factor in a product: negative values go in parentheses, "(−2)".
std::string factor(const std::string& text) { return text.rfind(kMinus, 0) == 0 ? "(" + text + ")" : text; }

// Entries are shown as typed: the shortest decimal that reads back as the double.
std::string entry(const Eigen::MatrixXd& typed, int i, int j) { return factor(shortestDecimal(typed(i, j))); }

std::string product(const Eigen::MatrixXd& typed, int i, int j, int k, int l) {
  return entry(typed, i, j) + kDot + entry(typed, k, l);
}

// "a·d − b·c = r"
template <class M>
std::vector<std::string> twoByTwoSteps(const Eigen::MatrixXd& typed, const M& a) {
  const auto det = a(0, 0) * a(1, 1) - a(0, 1) * a(1, 0);
  return {product(typed, 0, 0, 1, 1) + kMinusBetween + product(typed, 0, 1, 1, 0) + " " + equals(det) + " " +
          valueText(det)};
}

// First-row cofactor expansion a₀₀·M₀ − a₀₁·M₁ + a₀₂·M₂ (Mⱼ: rows 1–2 without column j): written out,
// then with each 2×2 evaluated, then the value.
template <class M>
std::vector<std::string> threeByThreeSteps(const Eigen::MatrixXd& typed, const M& a) {
  using T = std::decay_t<decltype(a(0, 0) * a(0, 0))>;
  const int others[3][2] = {{1, 2}, {0, 2}, {0, 1}};
  std::string expanded, evaluated;
  T det = 0;
  for (int j = 0; j < 3; ++j) {
    const int c0 = others[j][0], c1 = others[j][1];
    const T minor = a(1, c0) * a(2, c1) - a(1, c1) * a(2, c0);
    const std::string sign = j == 0 ? "" : j == 1 ? kMinusBetween : " + ";
    expanded += sign + entry(typed, 0, j) + kDot + "(" + product(typed, 1, c0, 2, c1) + kMinusBetween +
                product(typed, 1, c1, 2, c0) + ")";
    evaluated += sign + entry(typed, 0, j) + kDot + factor(valueText(minor));
    det = j == 1 ? det - a(0, j) * minor : det + a(0, j) * minor;
  }
  return {expanded, equals(det) + " " + evaluated, equals(det) + " " + valueText(det)};
}

// Elimination without row swaps: the pivots are minor k / minor k−1, so their product is the minor.
template <class T>
std::vector<std::string> pivotSteps(const std::vector<T>& pivots, const T& minor) {
  const std::string approx = isExact(minor) ? "" : "\u2248 ";
  std::string line = "pivots " + approx;
  for (std::size_t i = 0; i < pivots.size(); ++i) line += (i == 0 ? "" : ", ") + valueText(pivots[i]);
  return {line + " \u2192 product " + approx + valueText(minor)};
}

template <class M, class T>
std::vector<std::string> leadingSteps(const Eigen::MatrixXd& typed, const M& a, const std::vector<T>& pivots,
                                      const T& minor) {
  switch (pivots.size()) {
    case 1: return {shortestDecimal(typed(0, 0))};
    case 2: return twoByTwoSteps(typed, a);
    case 3: return threeByThreeSteps(typed, a);
    default: return pivotSteps(pivots, minor);
  }
}

std::string minorCount(std::size_t n) {
  return n < 64 ? std::to_string((std::uint64_t{1} << n) - 1) : "2^" + std::to_string(n) + " \u2212 1";
}

// Checked before the entries so the message can say why: the count doubles with every row.
void requirePrincipalMinorOrder(const Eigen::MatrixXd& m) {
  const std::size_t limit = limits::kMaxPrincipalMinorOrder;
  const auto n = static_cast<std::size_t>(m.rows());
  if (m.rows() == m.cols() && n > limit)
    throw Error(ErrorCode::TooLarge, "n = " + std::to_string(n) + " has " + minorCount(n) +
                                         " principal minors; the limit is n = " + std::to_string(limit) + ", " +
                                         minorCount(limit) + " minors");
  requireSymmetricMatrix(m, limit);
}

// Advances idx to the next subset of {0…n−1} of the same size in lexicographic order; false after the last.
bool nextSubset(Indices& idx, int n) {
  const int k = static_cast<int>(idx.size());
  int i = k - 1;
  while (i >= 0 && idx[i] == n - k + i) --i;
  if (i < 0) return false;
  ++idx[i];
  for (int j = i + 1; j < k; ++j) idx[j] = idx[j - 1] + 1;
  return true;
}

}  // namespace

SylvesterResult sylvester(const Eigen::MatrixXd& m) {
  requireSymmetricMatrix(m, limits::kMaxSylvesterOrder);
  // Exactness is kept as a prefix: pivot k needs minor k−1 exactly, and steps k ≥ 4 need all pivots.
  std::optional<RationalMatrix> exact = exactMatrix(m);
  std::vector<Rational> exactMinors, exactPivots;
  std::vector<double> pivots;
  SylvesterResult result{{}, false, 0};
  Indices leading;
  for (int k = 1; k <= m.rows(); ++k) {
    leading.push_back(k - 1);
    const MinorValue v = minorOf(m, exact, leading);
    std::optional<Rational> exactPivot;
    if (v.exact) exactPivot = k == 1 ? v.exact : checkedQuotient(*v.exact, exactMinors.back());
    if (exactPivot) {
      exactMinors.push_back(*v.exact);
      exactPivots.push_back(*exactPivot);
    } else {
      exact.reset();
    }
    // Reached only when minor k−1 > 0, so the division is safe.
    const double previous = k == 1 ? 1.0 : result.minors.back().determinant;
    pivots.push_back(exactPivot ? exactPivot->toDouble() : v.value / previous);

    std::optional<std::vector<std::string>> steps;
    if (exactPivots.size() == static_cast<std::size_t>(k))
      steps = ifFits([&] { return leadingSteps(m, *exact, exactPivots, exactMinors.back()); });
    result.minors.push_back({k, v.value, textOf(v.exact), steps ? *steps : leadingSteps(m, m, pivots, v.value),
                             pivots.back()});
    if (v.value <= 0) {
      result.firstFailure = k;
      return result;
    }
  }
  result.positiveDefinite = true;
  return result;
}

std::vector<PrincipalMinor> principalMinors(const Eigen::MatrixXd& m) {
  requirePrincipalMinorOrder(m);
  const int n = static_cast<int>(m.rows());
  const std::optional<RationalMatrix> exact = exactMatrix(m);
  std::vector<PrincipalMinor> result;
  result.reserve((std::size_t{1} << n) - 1);
  for (int size = 1; size <= n; ++size) {
    Indices idx(size);
    std::iota(idx.begin(), idx.end(), 0);
    do {
      const MinorValue v = minorOf(m, exact, idx);
      result.push_back({idx, v.value, textOf(v.exact)});
    } while (nextSubset(idx, n));
  }
  return result;
}

std::optional<NegativeDirection> negativeDirection(const Eigen::MatrixXd& m) {
  const std::vector<PrincipalMinor> minors = principalMinors(m);
  // A PSD matrix that is numerically singular can show minors like −1e−17; only a direction negative
  // beyond rounding at the matrix's scale is a certificate.
  const double tolerance =
      64 * std::numeric_limits<double>::epsilon() * static_cast<double>(m.rows()) * m.cwiseAbs().maxCoeff();
  for (const PrincipalMinor& minor : minors) {
    if (minor.determinant >= 0) continue;
    const Eigen::MatrixXd sub = m(minor.indices, minor.indices);
    const SymmetricEigen eigen = eigenSymmetric(sub, true);
    Eigen::VectorXd c = Eigen::VectorXd::Zero(m.rows());
    for (std::size_t i = 0; i < minor.indices.size(); ++i)
      c(minor.indices[i]) = eigen.vectors(static_cast<Eigen::Index>(i), 0);
    // Eigenvectors have no preferred sign; a positive largest component makes the result reproducible.
    Eigen::Index largest = 0;
    c.cwiseAbs().maxCoeff(&largest);
    if (c(largest) < 0) c = -c;
    const double value = c.dot(m * c);
    if (value < -tolerance) return NegativeDirection{minor.indices, c, value};
  }
  return std::nullopt;
}

}  // namespace gramlab
