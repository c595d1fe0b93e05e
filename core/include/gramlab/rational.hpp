#pragma once
// Exact fractions for hand-checkable determinants. Numerator and denominator are int64, kept reduced;
// every operation is checked, so a result is either exact or reported as overflow, never silently wrong.
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>

namespace gramlab {

// Thrown when a reduced result does not fit in 64 bits; callers fall back to floating point.
class RationalOverflow : public std::overflow_error {
 public:
  RationalOverflow() : std::overflow_error("the exact value does not fit in 64-bit integers") {}
};

class Rational {
 public:
  Rational(std::int64_t value = 0);              // implicit: integers are rationals
  Rational(std::int64_t num, std::int64_t den);  // den ≠ 0; stored reduced with den > 0

  std::int64_t num() const noexcept { return num_; }
  std::int64_t den() const noexcept { return den_; }
  int sign() const noexcept { return (num_ > 0) - (num_ < 0); }
  // num/den rounded once per operand and once for the division: exact whenever both are below 2^53.
  double toDouble() const noexcept { return static_cast<double>(num_) / static_cast<double>(den_); }

 private:
  std::int64_t num_;
  std::int64_t den_;
};

// Throw RationalOverflow when the reduced result does not fit.
Rational operator+(const Rational& a, const Rational& b);
Rational operator-(const Rational& a, const Rational& b);
Rational operator*(const Rational& a, const Rational& b);
Rational operator/(const Rational& a, const Rational& b);  // b ≠ 0
inline Rational operator-(const Rational& a) { return Rational(-a.num(), a.den()); }
inline bool operator==(const Rational& a, const Rational& b) { return a.num() == b.num() && a.den() == b.den(); }
inline bool operator!=(const Rational& a, const Rational& b) { return !(a == b); }

// The same arithmetic without exceptions, nullopt on overflow: for loops where overflow is an expected
// outcome, since a throw is slow under Emscripten's JavaScript-based exceptions.
std::optional<Rational> checkedSum(const Rational& a, const Rational& b);
std::optional<Rational> checkedProduct(const Rational& a, const Rational& b);
std::optional<Rational> checkedQuotient(const Rational& a, const Rational& b);  // b ≠ 0

// "−3", "−0.03" (a terminating decimal when den = 2^a·5^b), otherwise "7/3"; minus is U+2212.
std::string exactText(const Rational& r);

}  // namespace gramlab
