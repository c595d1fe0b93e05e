#include <doctest/doctest.h>

#include <cstdint>
#include <limits>
#include <stdexcept>

#include "gramlab/rational.hpp"

using gramlab::exactText;
using gramlab::Rational;
using gramlab::RationalOverflow;

TEST_CASE("Rational: stored reduced with a positive denominator") {
  const Rational r(6, -4);
  CHECK(r.num() == -3);
  CHECK(r.den() == 2);
  CHECK(r == Rational(-3, 2));
  CHECK(Rational(0, -5) == Rational(0));
  CHECK(Rational(0).den() == 1);
  CHECK(Rational(-7, 3).sign() == -1);
  CHECK(Rational(0).sign() == 0);
}

TEST_CASE("Rational: arithmetic is exact") {
  CHECK(Rational(1, 3) + Rational(2) == Rational(7, 3));
  CHECK(Rational(1, 10) - Rational(2, 10) == Rational(-1, 10));
  CHECK(Rational(9, 10) * Rational(9, 10) == Rational(81, 100));
  CHECK(Rational(4, 3) / Rational(-2, 9) == Rational(-6));
  CHECK(-Rational(5, 4) == Rational(-5, 4));
  // 1 − 0.9·0.9 = 0.19 exactly, where doubles give 0.18999999999999995.
  CHECK(Rational(1) - Rational(9, 10) * Rational(9, 10) == Rational(19, 100));
}

TEST_CASE("Rational: toDouble is the value rounded") {
  CHECK(Rational(-3).toDouble() == -3.0);
  CHECK(Rational(19, 100).toDouble() == 0.19);
  CHECK(Rational(-42, 125).toDouble() == -0.336);
  CHECK(Rational(4, 3).toDouble() == 4.0 / 3.0);
}

TEST_CASE("exactText: integers, terminating decimals, otherwise p/q, with U+2212") {
  CHECK(exactText(Rational(0)) == "0");
  CHECK(exactText(Rational(-3)) == "\u22123");
  CHECK(exactText(Rational(-3, 100)) == "\u22120.03");
  CHECK(exactText(Rational(19, 100)) == "0.19");
  CHECK(exactText(Rational(3, 40)) == "0.075");
  CHECK(exactText(Rational(1, 1024)) == "0.0009765625");
  CHECK(exactText(Rational(7, 3)) == "7/3");
  CHECK(exactText(Rational(-7, 3)) == "\u22127/3");
  CHECK(exactText(Rational(1, 6)) == "1/6");  // 6 = 2·3 does not terminate
  CHECK(exactText(Rational(std::numeric_limits<std::int64_t>::max())) == "9223372036854775807");
}

TEST_CASE("Rational: overflow is reported, never wrapped") {
  const Rational big(std::numeric_limits<std::int64_t>::max());
  CHECK_THROWS_AS(big * Rational(2), RationalOverflow);
  CHECK_THROWS_AS(big + Rational(1), RationalOverflow);
  CHECK_THROWS_AS(Rational(1, 3) + Rational(1, std::numeric_limits<std::int64_t>::max()), RationalOverflow);
  CHECK_THROWS_AS(Rational{std::numeric_limits<std::int64_t>::min()}, RationalOverflow);
  // Reduced before the check: a 128-bit intermediate that reduces to 64 bits is fine.
  CHECK(Rational(std::numeric_limits<std::int64_t>::max(), 2) * Rational(2) == big);
  CHECK_THROWS_AS(Rational(1) / Rational(0), std::domain_error);
  CHECK_THROWS_AS(Rational(1, 0), std::domain_error);
}

TEST_CASE("checkedSum, checkedProduct, checkedQuotient: nullopt instead of a throw") {
  const Rational big(std::numeric_limits<std::int64_t>::max());
  CHECK(gramlab::checkedSum(Rational(1, 3), Rational(2)) == Rational(7, 3));
  CHECK(gramlab::checkedProduct(Rational(2, 3), Rational(3, 4)) == Rational(1, 2));
  CHECK(gramlab::checkedQuotient(Rational(1, 3), Rational(-2, 9)) == Rational(-3, 2));
  CHECK_FALSE(gramlab::checkedSum(big, Rational(1)).has_value());
  CHECK_FALSE(gramlab::checkedProduct(big, big).has_value());
  CHECK_FALSE(gramlab::checkedQuotient(big, Rational(1, 2)).has_value());
}
