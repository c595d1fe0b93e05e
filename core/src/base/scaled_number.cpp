#include "gramlab/base/scaled_number.hpp"

namespace gramlab {

namespace {
ScaledNumber normalized(double m, int e) {
  if (m == 0) return {};
  int shift = 0;
  const double mantissa = std::frexp(m, &shift);
  return {mantissa, e + shift};
}
}  // namespace

ScaledNumber scaledOf(double x) { return normalized(x, 0); }

ScaledNumber operator*(const ScaledNumber& a, const ScaledNumber& b) {
  return normalized(a.mantissa * b.mantissa, a.exponent + b.exponent);
}

ScaledNumber operator/(const ScaledNumber& a, const ScaledNumber& b) {
  return normalized(a.mantissa / b.mantissa, a.exponent - b.exponent);
}

bool magnitudeAtMost(const ScaledNumber& a, const ScaledNumber& b) {
  if (a.mantissa == 0) return true;
  if (b.mantissa == 0) return false;
  if (a.exponent != b.exponent) return a.exponent < b.exponent;
  return std::abs(a.mantissa) <= std::abs(b.mantissa);
}

}  // namespace gramlab
