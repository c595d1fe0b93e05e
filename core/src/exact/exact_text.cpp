#include "gramlab/exact/exact_text.hpp"

#include <algorithm>
#include <cstdint>

namespace gramlab {

namespace {

// How many times `factor` divides x (x ≠ 0), dividing it out.
int removeFactor(BigInteger& x, std::int64_t factor) {
  int count = 0;
  for (auto qr = divMod(x, factor); qr.second.isZero(); qr = divMod(x, factor), ++count) x = qr.first;
  return count;
}

}  // namespace

// scaled / 10^places as exactText writes it; integers past 21 digits as "d.ddd…e+N" (every digit kept),
// as JavaScript and shortestDecimal write large numbers.
std::string decimalText(const BigInteger& scaled, int places) {
  if (scaled.isZero()) return "0";
  std::string digits = scaled.abs().toString();
  while (places > 0 && digits.back() == '0') {
    digits.pop_back();
    --places;
  }
  const std::string sign = scaled.sign() < 0 ? "\u2212" : "";
  const int length = static_cast<int>(digits.size());
  if (places == 0 && length > 21) {
    std::string mantissa = digits.substr(1);
    while (!mantissa.empty() && mantissa.back() == '0') mantissa.pop_back();
    return sign + digits.substr(0, 1) + (mantissa.empty() ? "" : "." + mantissa) + "e+" + std::to_string(length - 1);
  }
  if (places == 0) return sign + digits;
  if (length <= places) return sign + "0." + std::string(static_cast<std::size_t>(places - length), '0') + digits;
  return sign + digits.substr(0, static_cast<std::size_t>(length - places)) + "." +
         digits.substr(static_cast<std::size_t>(length - places));
}

// num / den (den > 0) reduced: a terminating decimal when den = 2^a·5^b, otherwise "p/q".
std::string fractionText(const BigInteger& num, const BigInteger& den) {
  const BigInteger g = gcd(num, den);
  const BigInteger p = num / g, q = den / g;
  BigInteger rest = q;
  const int twos = removeFactor(rest, 2), fives = removeFactor(rest, 5);
  if (rest != BigInteger(1)) return decimalText(p, 0) + "/" + decimalText(q, 0);
  const int places = std::max(twos, fives);
  return decimalText(p * (BigInteger::powerOfTen(places) / q), places);
}

}  // namespace gramlab
