#include "gramlab/exact/exact_psd.hpp"

#include <algorithm>
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

// num / den with den > 0, reduced: only the direction's n entries are fractions.
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

using Table = std::vector<std::vector<BigInteger>>;

// The table times 10^places: integers, and positive semi-definite exactly when the table is.
struct Scaled {
  Table a;
  int places = 0;
};

std::optional<Scaled> exactEntries(const Eigen::MatrixXd& m) {
  const auto n = static_cast<std::size_t>(m.rows());
  std::vector<ScaledDecimal> entries;
  int places = 0;
  for (Eigen::Index i = 0; i < m.rows(); ++i)
    for (Eigen::Index j = 0; j < m.cols(); ++j) {
      std::optional<ScaledDecimal> e = exactScaledDecimal(m(i, j));
      if (!e) return std::nullopt;
      places = std::max(places, -e->exponent);
      entries.push_back(std::move(*e));
    }
  Scaled out{Table(n, std::vector<BigInteger>(n)), places};
  for (std::size_t k = 0; k < entries.size(); ++k)
    out.a[k / n][k % n] = entries[k].digits * BigInteger::powerOfTen(entries[k].exponent + places);
  return out;
}

// One elimination step: pivot p and its column as it was then (zero off the indices still active).
struct Step {
  std::size_t pivot;
  std::vector<BigInteger> column;
};

// A direction z (on the active indices) with zᵀAz < 0, when the active block shows one at once. The block is a
// positive multiple of the Schur complement, so its signs are the complement's.
std::optional<std::vector<Fraction>> immediateDirection(const Table& a, const std::vector<bool>& active) {
  const std::size_t n = a.size();
  for (std::size_t i = 0; i < n; ++i)
    if (active[i] && a[i][i].sign() < 0) {
      std::vector<Fraction> z(n);
      z[i] = {1, 1};
      return z;
    }
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = 0; j < n; ++j)
      if (active[i] && active[j] && i != j && a[i][i].isZero() && a[j][j].isZero() && !a[i][j].isZero()) {
        // (e_i − s·e_j)ᵀA(e_i − s·e_j) = −2s·a_ij < 0 for s = sign(a_ij).
        std::vector<Fraction> z(n);
        z[i] = {1, 1};
        z[j] = {-a[i][j].sign(), 1};
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

// z carried back through the steps: each pivot's entry makes the earlier block's form equal the later one's.
void carryBack(std::vector<Fraction>& z, const std::vector<Step>& steps) {
  for (auto step = steps.rbegin(); step != steps.rend(); ++step) {
    Fraction sum;
    for (std::size_t i = 0; i < z.size(); ++i)
      if (i != step->pivot && !step->column[i].isZero()) sum = sum + Fraction{step->column[i] * z[i].num, z[i].den};
    z[step->pivot] = reduced(-sum.num, sum.den * step->column[step->pivot]);
  }
}

ExactPsd notPsd(const Scaled& s, const std::vector<Fraction>& z, int rank) {
  const std::vector<BigInteger> c = integerDirection(z);
  const std::size_t n = c.size();
  BigInteger form = 0;  // cᵀ(10^places·S)c
  for (std::size_t i = 0; i < n; ++i) {
    BigInteger row = 0;
    for (std::size_t j = 0; j < n; ++j) row = row + s.a[i][j] * c[j];
    form = form + c[i] * row;
  }
  ExactPsd out{true,
               false,
               rank,
               {},
               Eigen::VectorXd(static_cast<Eigen::Index>(n)),
               fractionText(form, BigInteger::powerOfTen(s.places))};
  for (std::size_t i = 0; i < n; ++i) {
    out.c.push_back(c[i].toString());  // whole, however long: c is an integer vector to type back in
    out.cValues(static_cast<Eigen::Index>(i)) = toDouble(c[i]);
  }
  return out;
}

// Eliminates pivot p from the active block, fraction-free (Bareiss): every entry becomes a minor of the table,
// so the division by the previous pivot is exact and the numbers grow only linearly with the steps.
void eliminate(Table& a, const std::vector<bool>& active, std::size_t p, const BigInteger& previous) {
  const std::size_t n = a.size();
  for (std::size_t i = 0; i < n; ++i) {
    if (!active[i]) continue;
    for (std::size_t j = i; j < n; ++j)
      if (active[j]) a[i][j] = a[j][i] = (a[p][p] * a[i][j] - a[i][p] * a[p][j]) / previous;
  }
}

}  // namespace

ExactPsd exactPsdCheck(const Eigen::MatrixXd& m) {
  requireSymmetricMatrix(m, limits::kMaxSylvesterOrder);
  const std::optional<Scaled> entries = exactEntries(m);
  if (!entries) return {false, false, 0, {}, {}, {}};
  Table a = entries->a;
  const std::size_t n = a.size();
  std::vector<bool> active(n, true);
  std::vector<Step> steps;
  BigInteger previous = 1;  // the last pivot: the determinant of the block eliminated so far (> 0)
  while (true) {
    if (auto z = immediateDirection(a, active)) {
      carryBack(*z, steps);
      return notPsd(*entries, *z, static_cast<int>(steps.size()));
    }
    std::size_t p = n;
    for (std::size_t i = 0; i < n && p == n; ++i)
      if (active[i] && a[i][i].sign() > 0) p = i;
    if (p == n) return {true, true, static_cast<int>(steps.size()), {}, {}, {}};  // only zeros are left
    Step step{p, std::vector<BigInteger>(n)};
    for (std::size_t i = 0; i < n; ++i)
      if (active[i]) step.column[i] = a[i][p];
    active[p] = false;
    eliminate(a, active, p, previous);
    previous = a[p][p];
    steps.push_back(std::move(step));
  }
}

}  // namespace gramlab
