#include "gramlab/base/interval.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "gramlab/base/constants.hpp"

namespace gramlab {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

double down(double x, int ulps = 1) {
  for (int i = 0; i < ulps; ++i) x = std::nextafter(x, -kInf);
  return x;
}
double up(double x, int ulps = 1) {
  for (int i = 0; i < ulps; ++i) x = std::nextafter(x, kInf);
  return x;
}

// Directed rounding of the basic operations without changing the rounding mode: the round-to-nearest
// result, stepped one double outwards only when its exact error (TwoSum; fma for × and ÷) says it lies on
// the wrong side. So exact results (0 + 0, 2·3) stay exact. Near underflow the fma error is not exact:
// there the result is stepped regardless. An overflow to ±∞ bounds one side by ±DBL_MAX.
constexpr double kTiny = 0x1p-960;

double overflowed(double r, bool lower) {
  if (lower && r == kInf) return std::numeric_limits<double>::max();
  if (!lower && r == -kInf) return -std::numeric_limits<double>::max();
  return r;
}

// r rounds a + b; lower: a bound below the exact sum, else above.
double sumBound(double a, double b, bool lower) {
  const double r = a + b;
  if (std::isinf(r)) return std::isinf(a) || std::isinf(b) ? r : overflowed(r, lower);
  const double bb = r - a;
  const double error = (a - (r - bb)) + (b - bb);  // exact: a + b = r + error
  if (lower) return error < 0 ? down(r) : r;
  return error > 0 ? up(r) : r;
}

double productBound(double a, double b, bool lower) {
  if (a == 0 || b == 0) return 0;  // 0·∞ is handled by the caller
  const double r = a * b;
  if (std::isinf(r)) return std::isinf(a) || std::isinf(b) ? r : overflowed(r, lower);
  if (std::abs(r) < kTiny) return lower ? down(r) : up(r);
  const double error = std::fma(a, b, -r);  // a·b = r + error
  if (lower) return error < 0 ? down(r) : r;
  return error > 0 ? up(r) : r;
}

double quotientBound(double a, double b, bool lower) {
  if (a == 0) return 0;
  const double r = a / b;
  if (std::isinf(r)) return std::isinf(a) ? r : overflowed(r, lower);
  if (std::abs(r) < kTiny || std::abs(a) < kTiny || std::isinf(b)) return lower ? down(r) : up(r);
  const double remainder = std::fma(-r, b, a);                      // a/b = r + remainder/b
  const bool above = (remainder < 0) != (b < 0) && remainder != 0;  // remainder/b < 0: r is above a/b
  const bool below = (remainder > 0) != (b < 0) && remainder != 0;
  if (lower) return above ? down(r) : r;
  return below ? up(r) : r;
}

// The same for a library function's ends.
Interval outwardLibm(double lo, double hi) {
  if (std::isnan(lo) || std::isnan(hi)) return Interval::invalid();
  return {down(lo, kLibmUlps), up(hi, kLibmUlps)};
}

Interval clampTo(Interval a, double lo, double hi) {
  if (!a.valid()) return a;
  return {std::max(a.lo, lo), std::min(a.hi, hi)};
}

// cos or sin on [lo, hi]: their ends, and ±1 wherever a critical point offset + kπ may lie inside (the
// value there is (−1)^k). offset + k·kPi is within far less than the margin of the true critical point.
Interval trigonometric(const Interval& a, double (*f)(double), double offset) {
  if (!a.valid()) return a;
  if (!std::isfinite(a.lo) || !std::isfinite(a.hi) || a.hi - a.lo >= 4) return {-1, 1};
  // From 2⁵² on, the loop's margin (10⁻¹²·|a| > 4000) takes in several critical points, so it could only answer
  // [−1, 1]; from 2⁵³·π on, its index k (about |a|/π) no longer steps by 1 in a double (++k leaves it as it was)
  // and it would never end.
  if (std::max(std::abs(a.lo), std::abs(a.hi)) >= 0x1p52) return {-1, 1};
  Interval r = outwardLibm(std::min(f(a.lo), f(a.hi)), std::max(f(a.lo), f(a.hi)));
  const double first = std::floor((a.lo - offset) / kPi) - 1, last = std::ceil((a.hi - offset) / kPi) + 1;
  for (double k = first; k <= last; ++k) {
    const double at = offset + k * kPi;
    const double margin = 1e-12 * std::max(1.0, std::abs(at));
    if (at + margin < a.lo || at - margin > a.hi) continue;
    r = hull(r, Interval::point(std::fmod(std::abs(k), 2.0) == 0 ? 1.0 : -1.0));
  }
  return clampTo(r, -1, 1);
}

}  // namespace

Interval Interval::invalid() { return {kNaN, kNaN}; }
bool Interval::valid() const { return !std::isnan(lo) && !std::isnan(hi) && lo <= hi; }

Interval hull(const Interval& a, const Interval& b) {
  if (!a.valid() || !b.valid()) return Interval::invalid();
  return {std::min(a.lo, b.lo), std::max(a.hi, b.hi)};
}

Interval operator+(const Interval& a, const Interval& b) {
  if (!a.valid() || !b.valid()) return Interval::invalid();
  const Interval r{sumBound(a.lo, b.lo, true), sumBound(a.hi, b.hi, false)};
  return r.valid() ? r : Interval::invalid();  // ∞ − ∞
}
Interval operator-(const Interval& a, const Interval& b) { return a + -b; }
Interval operator-(const Interval& a) { return a.valid() ? Interval{-a.hi, -a.lo} : a; }

Interval operator*(const Interval& a, const Interval& b) {
  if (!a.valid() || !b.valid()) return Interval::invalid();
  // 0 · ∞ has no value: an end at ±∞ only comes from an overflow, so the product is unbounded.
  const double ends[2][2] = {{a.lo, a.hi}, {b.lo, b.hi}};
  double lo = kInf, hi = -kInf;
  for (double x : ends[0])
    for (double y : ends[1]) {
      if ((x == 0 && std::isinf(y)) || (y == 0 && std::isinf(x))) return {-kInf, kInf};
      lo = std::min(lo, productBound(x, y, true));
      hi = std::max(hi, productBound(x, y, false));
    }
  return {lo, hi};
}

Interval operator/(const Interval& a, const Interval& b) {
  if (!a.valid() || !b.valid() || b.contains(0)) return Interval::invalid();
  double lo = kInf, hi = -kInf;
  for (double x : {a.lo, a.hi})
    for (double y : {b.lo, b.hi}) {
      if (std::isinf(x) && std::isinf(y)) return {-kInf, kInf};
      lo = std::min(lo, quotientBound(x, y, true));
      hi = std::max(hi, quotientBound(x, y, false));
    }
  return {lo, hi};
}

Interval square(const Interval& a) {
  if (!a.valid()) return a;
  const double l = std::abs(a.lo), h = std::abs(a.hi);
  const double low = a.contains(0) ? 0 : std::min(l, h), high = std::max(l, h);
  return {std::max(productBound(low, low, true), 0.0), productBound(high, high, false)};
}

Interval integerPower(const Interval& a, int k) {
  if (k < 0) return Interval::point(1) / integerPower(a, -k);
  Interval r = Interval::point(1), base = a;
  for (; k; k >>= 1, base = square(base))
    if (k & 1) r = r * base;
  return r;
}

Interval power(const Interval& a, const Interval& b) {
  if (!a.valid() || !b.valid() || a.lo < 0 || (a.lo == 0 && b.lo <= 0)) return Interval::invalid();
  // a^b is monotone in a (for fixed b) and in b (for fixed a): the extremes are at the corners.
  const double p[] = {std::pow(a.lo, b.lo), std::pow(a.lo, b.hi), std::pow(a.hi, b.lo), std::pow(a.hi, b.hi)};
  const Interval r = outwardLibm(*std::min_element(p, p + 4), *std::max_element(p, p + 4));
  return clampTo(r, 0, kInf);
}

Interval abs(const Interval& a) {
  if (!a.valid()) return a;
  if (a.lo >= 0) return a;
  if (a.hi <= 0) return -a;
  return {0, std::max(-a.lo, a.hi)};
}

Interval exp(const Interval& a) {
  if (!a.valid()) return a;
  return clampTo(outwardLibm(std::exp(a.lo), std::exp(a.hi)), 0, kInf);
}

Interval log(const Interval& a) {
  if (!a.valid() || a.lo <= 0) return Interval::invalid();
  return outwardLibm(std::log(a.lo), std::log(a.hi));
}

Interval sqrt(const Interval& a) {
  if (!a.valid() || a.lo < 0) return Interval::invalid();
  // sqrt is correctly rounded (IEEE 754); s·s − x, exact by fma, says on which side of √x it fell.
  const auto bound = [](double x, bool lower) {
    const double r = std::sqrt(x);
    if (r == 0 || std::isinf(r)) return r;
    if (r < kTiny) return lower ? down(r) : up(r);
    const double error = std::fma(r, r, -x);
    if (lower) return error > 0 ? down(r) : r;
    return error < 0 ? up(r) : r;
  };
  return {std::max(bound(a.lo, true), 0.0), bound(a.hi, false)};
}

Interval tanh(const Interval& a) {
  if (!a.valid()) return a;
  return clampTo(outwardLibm(std::tanh(a.lo), std::tanh(a.hi)), -1, 1);
}

Interval minimum(const Interval& a, const Interval& b) {
  if (!a.valid() || !b.valid()) return Interval::invalid();
  return {std::min(a.lo, b.lo), std::min(a.hi, b.hi)};
}
Interval maximum(const Interval& a, const Interval& b) {
  if (!a.valid() || !b.valid()) return Interval::invalid();
  return {std::max(a.lo, b.lo), std::max(a.hi, b.hi)};
}

Interval cos(const Interval& a) {
  return trigonometric(
      a, [](double t) { return std::cos(t); }, 0);
}
Interval sin(const Interval& a) {
  return trigonometric(
      a, [](double t) { return std::sin(t); }, kPi / 2);
}

}  // namespace gramlab
