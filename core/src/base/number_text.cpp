#include "gramlab/base/number_text.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace gramlab {

namespace {

constexpr const char* kMinus = "\xE2\x88\x92";  // − U+2212

// The shortest of 1…`most` significant digits that reads back as `target`, as "d.ddd" and a decimal exponent.
void digitsOf(double x, double target, int most, std::string& mantissa, int& exponent) {
  char buf[40];
  for (int digits = 0; digits < most; ++digits) {
    std::snprintf(buf, sizeof buf, "%.*e", digits, x);
    if (std::strtod(buf, nullptr) == target) break;
  }
  const std::string text(buf);
  const std::size_t e = text.find('e');
  mantissa = text.substr(0, e);
  exponent = std::atoi(text.c_str() + e + 1);
}

std::string superscript(int n) {
  static const char* const kDigits[] = {"⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"};
  std::string out = n < 0 ? "⁻" : "";
  for (char c : std::to_string(std::abs(n))) out += kDigits[c - '0'];
  return out;
}

// "d.ddd" × 10^exponent as plain decimals.
std::string positional(const std::string& mantissa, int exponent) {
  std::string digits;
  for (char c : mantissa)
    if (c != '.') digits += c;
  const int point = exponent + 1;  // digits before the decimal point
  if (point <= 0) return "0." + std::string(static_cast<std::size_t>(-point), '0') + digits;
  if (point >= static_cast<int>(digits.size()))
    return digits + std::string(static_cast<std::size_t>(point) - digits.size(), '0');
  return digits.substr(0, static_cast<std::size_t>(point)) + "." + digits.substr(static_cast<std::size_t>(point));
}

// x with at most `most` significant digits: JS's String(Number(x.toPrecision(most))) written as the page does.
std::string written(double x, int most) {
  if (std::isnan(x)) return "NaN";
  const std::string sign = std::signbit(x) && x != 0 ? kMinus : "";
  if (std::isinf(x)) return sign + "∞";
  if (x == 0) return "0";
  if (x == std::floor(x) && std::abs(x) < 1e21) {  // a whole number: every digit, as JS writes it (2⁴⁰ = 1099511627776)
    char digits[32];
    std::snprintf(digits, sizeof digits, "%.0f", std::abs(x));
    return sign + digits;
  }
  char rounded[40];
  std::snprintf(rounded, sizeof rounded, "%.*e", most - 1, std::abs(x));
  std::string mantissa;
  int exponent = 0;
  digitsOf(std::abs(x), std::strtod(rounded, nullptr), most, mantissa, exponent);
  if (exponent >= -6 && exponent < 21) return sign + positional(mantissa, exponent);
  return sign + mantissa + " × 10" + superscript(exponent);
}

}  // namespace

std::string numberText(double x) { return written(x, 12); }

std::string fullNumberText(double x) { return written(x, 17); }

}  // namespace gramlab
