#include "gramlab/exact/exact_psd.hpp"

#include <cstdlib>
#include <optional>
#include <utility>

#include "gramlab/base/limits.hpp"
#include "gramlab/base/validate.hpp"
#include "gramlab/exact/big_integer.hpp"
#include "gramlab/exact/exact_decimal.hpp"
#include "gramlab/exact/exact_text.hpp"

namespace gramlab {

namespace {

// num / den with den > 0, reduced.
struct Fraction {
  BigInteger num = 0, den = 1;
};

Fraction reduced(BigInteger num, BigInteger den) {
  if (den.sign() < 0) {
    num = -num;
    den = -den;
  }
  const BigInteger g = gcd(num, den);
  if (!g.isZero() && g != BigInteger(1)) return {num / g, den / g};
  return {num, den};
}
Fraction operator+(const Fraction& a, const Fraction& b) {
  return reduced(a.num * b.den + b.num * a.den, a.den * b.den);
}
Fraction operator-(const Fraction& a) { return {-a.num, a.den}; }
Fraction operator-(const Fraction& a, const Fraction& b) { return a + -b; }
Fraction operator*(const Fraction& a, const Fraction& b) { return reduced(a.num * b.num, a.den * b.den); }
Fraction operator/(const Fraction& a, const Fraction& b) { return reduced(a.num * b.den, a.den * b.num); }

using Table = std::vector<std::vector<Fraction>>;

std::optional<Table> exactEntries(const Eigen::MatrixXd& m) {
  const auto n = static_cast<std::size_t>(m.rows());
  Table a(n, std::vector<Fraction>(n));
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = 0; j < n; ++j) {
      const std::optional<ScaledDecimal> e =
          exactScaledDecimal(m(static_cast<Eigen::Index>(i), static_cast<Eigen::Index>(j)));
      if (!e) return std::nullopt;
      a[i][j] = e->exponent >= 0 ? Fraction{e->digits * BigInteger::powerOfTen(e->exponent), 1}
                                 : reduced(e->digits, BigInteger::powerOfTen(-e->exponent));
    }
  return a;
}

// One elimination step: pivot p and its column (as it was) over the indices still active.
struct Step {
  std::size_t pivot;
  std::vector<Fraction> column;
};

// A direction z (on the active indices) with zᵀAz < 0, when the active block shows one at once.
std::optional<std::vector<Fraction>> immediateDirection(const Table& a, const std::vector<bool>& active) {
  const std::size_t n = a.size();
  for (std::size_t i = 0; i < n; ++i)
    if (active[i] && a[i][i].num.sign() < 0) {
      std::vector<Fraction> z(n);
      z[i] = {1, 1};
      return z;
    }
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = 0; j < n; ++j)
      if (active[i] && active[j] && i != j && a[i][i].num.isZero() && a[j][j].num.isZero() && !a[i][j].num.isZero()) {
        // (e_i − s·e_j)ᵀA(e_i − s·e_j) = −2s·a_ij < 0 for s = sign(a_ij).
        std::vector<Fraction> z(n);
        z[i] = {1, 1};
        z[j] = {-a[i][j].num.sign(), 1};
        return z;
      }
  return std::nullopt;
}

// Integers with no common factor, proportional to z (not all zero).
std::vector<BigInteger> integerDirection(const std::vector<Fraction>& z) {
  BigInteger lcm = 1;
  for (const Fraction& f : z) lcm = lcm / gcd(lcm, f.den) * f.den;
  std::vector<BigInteger> c;
  BigInteger g = 0;
  for (const Fraction& f : z) {
    c.push_back(f.num * (lcm / f.den));
    g = gcd(g, c.back());
  }
  for (BigInteger& x : c) x = x / g;
  return c;
}

double toDouble(const BigInteger& x) {
  const double magnitude = std::strtod(x.abs().toString().c_str(), nullptr);
  return x.sign() < 0 ? -magnitude : magnitude;
}

ExactPsd notPsd(const Table& s, const std::vector<Fraction>& z, int rank) {
  const std::vector<BigInteger> c = integerDirection(z);
  const std::size_t n = c.size();
  Fraction value;
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = 0; j < n; ++j) value = value + Fraction{c[i] * c[j], 1} * s[i][j];
  ExactPsd out{
      true, false, rank, {}, Eigen::VectorXd(static_cast<Eigen::Index>(n)), fractionText(value.num, value.den)};
  for (std::size_t i = 0; i < n; ++i) {
    out.c.push_back(decimalText(c[i], 0));
    out.cValues(static_cast<Eigen::Index>(i)) = toDouble(c[i]);
  }
  return out;
}

}  // namespace

ExactPsd exactPsdCheck(const Eigen::MatrixXd& m) {
  requireSymmetricMatrix(m, limits::kMaxSylvesterOrder);
  const std::optional<Table> entries = exactEntries(m);
  if (!entries) return {false, false, 0, {}, {}, {}};
  Table a = *entries;
  const std::size_t n = a.size();
  std::vector<bool> active(n, true);
  std::vector<Step> steps;
  while (true) {
    if (auto z = immediateDirection(a, active)) {
      // Back through the steps: the pivot's entry makes the earlier block's form equal the later one's.
      for (auto step = steps.rbegin(); step != steps.rend(); ++step) {
        Fraction sum;
        for (std::size_t i = 0; i < n; ++i)
          if (i != step->pivot) sum = sum + step->column[i] * (*z)[i];
        (*z)[step->pivot] = -(sum / step->column[step->pivot]);
      }
      return notPsd(*entries, *z, static_cast<int>(steps.size()));
    }
    std::size_t p = n;
    for (std::size_t i = 0; i < n && p == n; ++i)
      if (active[i] && a[i][i].num.sign() > 0) p = i;
    if (p == n) return {true, true, static_cast<int>(steps.size()), {}, {}, {}};  // only zeros are left
    Step step{p, std::vector<Fraction>(n)};
    for (std::size_t i = 0; i < n; ++i)
      if (active[i]) step.column[i] = a[i][p];
    active[p] = false;
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t j = 0; j < n; ++j)
        if (active[i] && active[j]) a[i][j] = a[i][j] - step.column[i] * step.column[j] / step.column[p];
    steps.push_back(std::move(step));
  }
}

}  // namespace gramlab
