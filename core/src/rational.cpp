#include "gramlab/rational.hpp"

#include <utility>

namespace gramlab {

namespace {

// Products and sums of two int64 fractions are formed in 128 bits, where they cannot overflow.
__extension__ typedef __int128 Wide;
__extension__ typedef unsigned __int128 UWide;

std::uint64_t magnitude(std::int64_t v) { return v < 0 ? 0 - static_cast<std::uint64_t>(v) : v; }
UWide magnitude(Wide v) { return v < 0 ? 0 - static_cast<UWide>(v) : static_cast<UWide>(v); }

// 64-bit Euclid only: 128-bit division is a slow library call, above all in WebAssembly.
std::uint64_t gcd(std::uint64_t a, std::uint64_t b) {
  while (b != 0) a = std::exchange(b, a % b);
  return a;
}

// An already reduced num/den (den > 0), if both fit in int64.
std::optional<Rational> fitting(Wide num, Wide den) {
  if (num > INT64_MAX || num < -INT64_MAX || den > INT64_MAX) return std::nullopt;
  return Rational(static_cast<std::int64_t>(num), static_cast<std::int64_t>(den));
}

Rational orThrow(const std::optional<Rational>& r) {
  if (!r) throw RationalOverflow();
  return *r;
}

}  // namespace

Rational::Rational(std::int64_t value) : Rational(value, 1) {}

// INT64_MIN is refused so that negation is always safe.
Rational::Rational(std::int64_t num, std::int64_t den) {
  if (den == 0) throw std::domain_error("division by zero");
  if (num == INT64_MIN || den == INT64_MIN) throw RationalOverflow();
  const auto g = static_cast<std::int64_t>(gcd(magnitude(num), magnitude(den)));
  num_ = (den < 0 ? -num : num) / g;
  den_ = (den < 0 ? -den : den) / g;
}

// Knuth's addition (TAOCP §4.5.1): with g = gcd(b, d) the result comes out reduced from 64-bit gcds.
std::optional<Rational> checkedSum(const Rational& a, const Rational& b) {
  const std::uint64_t g = gcd(a.den(), b.den());
  const Wide t = Wide(a.num()) * (b.den() / g) + Wide(b.num()) * (a.den() / g);
  if (t == 0) return Rational(0);
  const std::uint64_t g2 = g == 1 ? 1 : gcd(static_cast<std::uint64_t>(magnitude(t) % g), g);
  return fitting(t / Wide(g2), Wide(a.den() / g) * (b.den() / g2));
}

// Cancelling across first leaves the product reduced.
std::optional<Rational> checkedProduct(const Rational& a, const Rational& b) {
  const auto g1 = static_cast<std::int64_t>(gcd(magnitude(a.num()), b.den()));
  const auto g2 = static_cast<std::int64_t>(gcd(magnitude(b.num()), a.den()));
  return fitting(Wide(a.num() / g1) * (b.num() / g2), Wide(a.den() / g2) * (b.den() / g1));
}

std::optional<Rational> checkedQuotient(const Rational& a, const Rational& b) {
  return checkedProduct(a, Rational(b.den(), b.num()));
}

Rational operator+(const Rational& a, const Rational& b) { return orThrow(checkedSum(a, b)); }
Rational operator-(const Rational& a, const Rational& b) { return orThrow(checkedSum(a, -b)); }
Rational operator*(const Rational& a, const Rational& b) { return orThrow(checkedProduct(a, b)); }
Rational operator/(const Rational& a, const Rational& b) { return orThrow(checkedQuotient(a, b)); }

std::string exactText(const Rational& r) {
  const std::string sign = r.num() < 0 ? "\u2212" : "";
  const std::uint64_t n = magnitude(r.num());
  const auto d = static_cast<std::uint64_t>(r.den());
  std::uint64_t rest = d;
  while (rest % 2 == 0) rest /= 2;
  while (rest % 5 == 0) rest /= 5;
  if (rest != 1) return sign + std::to_string(n) + "/" + std::to_string(d);
  // den = 2^a·5^b: long division ends after max(a, b) digits.
  std::string text = sign + std::to_string(n / d);
  UWide remainder = n % d;
  if (remainder != 0) text += '.';
  while (remainder != 0) {
    remainder *= 10;
    text += static_cast<char>('0' + static_cast<int>(remainder / d));
    remainder %= d;
  }
  return text;
}

}  // namespace gramlab
