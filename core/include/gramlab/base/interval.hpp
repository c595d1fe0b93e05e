#pragma once
// Closed intervals of reals with outward rounding: every operation's result contains the exact result of
// the operation on any reals in its operands. A verdict read from an interval ("certainly < 0") is
// therefore certain, whatever the rounding of the doubles that computed it.
//
// Round-to-nearest is off by at most half an ulp, so stepping each end one double outwards
// (std::nextafter) covers it. The library functions (exp, log, sqrt's neighbours, tanh, cos, sin, pow) are
// within one ulp in glibc and in musl (Emscripten's libm); their ends are stepped kLibmUlps outwards.
// An operation with no real result on part of its operands (log of a negative, division by an interval
// holding 0, 0^−1) gives an invalid interval, and so does anything computed from one.
namespace gramlab {

struct Interval {
  double lo = 0, hi = 0;  // lo ≤ hi; valid() is false for the "no real result" interval
  static Interval point(double x) { return {x, x}; }
  static Interval invalid();
  bool valid() const;
  bool contains(double x) const { return lo <= x && x <= hi; }
  bool certainlyPositive() const { return valid() && lo > 0; }
  bool certainlyNonNegative() const { return valid() && lo >= 0; }
  bool certainlyNegative() const { return valid() && hi < 0; }
  bool certainlyNonPositive() const { return valid() && hi <= 0; }
};

constexpr int kLibmUlps = 4;

Interval operator+(const Interval& a, const Interval& b);
Interval operator-(const Interval& a, const Interval& b);
Interval operator-(const Interval& a);
Interval operator*(const Interval& a, const Interval& b);
Interval operator/(const Interval& a, const Interval& b);
Interval square(const Interval& a);
Interval integerPower(const Interval& a, int k);       // a^k, k any integer (k < 0: 1/a^|k|)
Interval power(const Interval& a, const Interval& b);  // a^b for a ≥ 0 (a > 0 when b may be ≤ 0)
Interval abs(const Interval& a);
Interval exp(const Interval& a);
Interval log(const Interval& a);
Interval sqrt(const Interval& a);
Interval tanh(const Interval& a);
Interval cos(const Interval& a);
Interval sin(const Interval& a);
Interval minimum(const Interval& a, const Interval& b);
Interval maximum(const Interval& a, const Interval& b);
Interval hull(const Interval& a, const Interval& b);

}  // namespace gramlab
