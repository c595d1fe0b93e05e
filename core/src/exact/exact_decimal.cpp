#include "gramlab/exact/exact_decimal.hpp"

#include <cctype>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace gramlab {

namespace {

const char* const kMinus = "\u2212";

// x = ± d₀.d₁d₂… × 10^exponent, with no trailing zeros in `digits` (zero is "0").
struct Digits {
  bool negative;
  std::string digits;
  int exponent;
};

// printf's %e rounds correctly; keeping only its digits makes the result independent of the locale's
// decimal point.
Digits scientific(double x, int significant) {
  char text[40];
  std::snprintf(text, sizeof text, "%.*e", significant - 1, x);
  Digits d{x < 0, "", 0};
  const char* p = text;
  for (; *p != '\0' && *p != 'e'; ++p)
    if (std::isdigit(static_cast<unsigned char>(*p))) d.digits += *p;
  d.exponent = std::atoi(p + 1);
  while (d.digits.size() > 1 && d.digits.back() == '0') d.digits.pop_back();
  return d;
}

// The fewest significant digits that read back as x; 17 always do.
Digits shortestDigits(double x) {
  for (int significant = 1; significant < 17; ++significant) {
    char text[40];
    std::snprintf(text, sizeof text, "%.*e", significant - 1, x);
    if (std::strtod(text, nullptr) == x) return scientific(x, significant);
  }
  return scientific(x, 17);
}

// Computed values can overflow to ±∞ even from finite input.
std::string nonFiniteText(double x) {
  if (std::isnan(x)) return "NaN";
  return x < 0 ? std::string(kMinus) + "\u221e" : "\u221e";
}

std::string render(const Digits& d) {
  if (d.digits == "0") return "0";
  const int length = static_cast<int>(d.digits.size());
  std::string body;
  if (d.exponent >= -6 && d.exponent < 21) {
    const int point = d.exponent + 1;  // digits before the decimal point
    if (point <= 0)
      body = "0." + std::string(-point, '0') + d.digits;
    else if (point >= length)
      body = d.digits + std::string(point - length, '0');
    else
      body = d.digits.substr(0, point) + "." + d.digits.substr(point);
  } else {
    body = d.digits.substr(0, 1) + (length > 1 ? "." + d.digits.substr(1) : "") + "e" +
           (d.exponent < 0 ? kMinus : "+") + std::to_string(std::abs(d.exponent));
  }
  return (d.negative ? kMinus : "") + body;
}

}  // namespace

std::string shortestDecimal(double x) { return std::isfinite(x) ? render(shortestDigits(x)) : nonFiniteText(x); }

std::optional<ScaledDecimal> exactScaledDecimal(double x) {
  if (!std::isfinite(x)) return std::nullopt;
  const Digits d = shortestDigits(x);
  const int shift = d.exponent - static_cast<int>(d.digits.size()) + 1;  // x = digits × 10^shift
  if (-shift > kMaxExactFractionDigits) return std::nullopt;
  const BigInteger digits = BigInteger::fromDigits(d.digits);
  return ScaledDecimal{d.negative ? -digits : digits, d.digits == "0" ? 0 : shift};
}

}  // namespace gramlab
