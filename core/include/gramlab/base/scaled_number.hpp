#pragma once
// A number kept as mantissa · 2^exponent, so that products of many entries (a 12×12 determinant of 1e300s,
// or of 1e−200s) neither overflow to ∞ nor underflow to 0: the sign and size survive for a verdict and a
// display ("1e+3600") even where a double cannot hold the value.
#include <cmath>

namespace gramlab {

struct ScaledNumber {
  double mantissa = 0;  // 0.5 ≤ |mantissa| < 1, or 0 (then exponent is 0)
  int exponent = 0;
};

// x = frexp(x); x finite.
ScaledNumber scaledOf(double x);
ScaledNumber operator*(const ScaledNumber& a, const ScaledNumber& b);
ScaledNumber operator/(const ScaledNumber& a, const ScaledNumber& b);  // b ≠ 0
inline ScaledNumber timesPowerOfTwo(ScaledNumber a, int e) {
  if (a.mantissa != 0) a.exponent += e;
  return a;
}
inline int signOf(const ScaledNumber& a) { return (a.mantissa > 0) - (a.mantissa < 0); }
// |a| ≤ |b|.
bool magnitudeAtMost(const ScaledNumber& a, const ScaledNumber& b);
// The value is a normal double (or 0): toDouble loses nothing. Subnormals count as outside, since they
// carry fewer digits than the rest of the page shows.
inline bool inDoubleRange(const ScaledNumber& a) {
  return a.mantissa == 0 || (a.exponent >= -1021 && a.exponent <= 1024);
}
inline double toDouble(const ScaledNumber& a) { return std::ldexp(a.mantissa, a.exponent); }

}  // namespace gramlab
