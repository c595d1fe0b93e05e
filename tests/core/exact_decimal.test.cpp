#include <doctest/doctest.h>

#include <cmath>

#include "gramlab/exact_decimal.hpp"

using gramlab::exactDecimal;
using gramlab::Rational;
using gramlab::roundedDecimal;
using gramlab::shortestDecimal;

TEST_CASE("shortestDecimal: numbers as typed") {
  CHECK(shortestDecimal(0.9) == "0.9");
  CHECK(shortestDecimal(-2) == "\u22122");
  CHECK(shortestDecimal(0.0) == "0");
  CHECK(shortestDecimal(-0.0) == "0");
  CHECK(shortestDecimal(123456.789) == "123456.789");
  CHECK(shortestDecimal(0.1 + 0.2) == "0.30000000000000004");
  CHECK(shortestDecimal(1.0 / 3.0) == "0.3333333333333333");
  CHECK(shortestDecimal(-0.336) == "\u22120.336");
}

TEST_CASE("shortestDecimal: fixed for 1e−6 ≤ |x| < 1e21, as JavaScript prints") {
  CHECK(shortestDecimal(0.000001) == "0.000001");
  CHECK(shortestDecimal(1e-7) == "1e\u22127");
  CHECK(shortestDecimal(-1.5e-7) == "\u22121.5e\u22127");
  CHECK(shortestDecimal(1e20) == "100000000000000000000");
  CHECK(shortestDecimal(1e21) == "1e+21");
  CHECK(shortestDecimal(2.5e300) == "2.5e+300");
}

TEST_CASE("shortestDecimal, roundedDecimal: computed values may overflow to infinity") {
  CHECK(shortestDecimal(HUGE_VAL) == "\u221e");
  CHECK(roundedDecimal(-HUGE_VAL, 10) == "\u2212\u221e");
  CHECK(roundedDecimal(std::nan(""), 10) == "NaN");
}

TEST_CASE("roundedDecimal: computed values to a few digits") {
  CHECK(roundedDecimal(0.18999999999999997, 10) == "0.19");
  CHECK(roundedDecimal(-2.9999999999999996, 10) == "\u22123");
  CHECK(roundedDecimal(-1.0 / 3.0, 4) == "\u22120.3333");
  CHECK(roundedDecimal(5.0 / 81.0, 10) == "0.06172839506");
  CHECK(roundedDecimal(1234567.0, 3) == "1230000");
}

TEST_CASE("exactDecimal: short decimals are read as typed") {
  CHECK(exactDecimal(0.9) == Rational(9, 10));
  CHECK(exactDecimal(-0.03) == Rational(-3, 100));
  CHECK(exactDecimal(2) == Rational(2));
  CHECK(exactDecimal(-0.0) == Rational(0));
  CHECK(exactDecimal(123456.789) == Rational(123456789, 1000));
  CHECK(exactDecimal(0.000001) == Rational(1, 1000000));
  CHECK(exactDecimal(3e8) == Rational(300000000));
  CHECK(exactDecimal(999999999.5) == Rational(1999999999, 2));
}

TEST_CASE("exactDecimal: long or large numbers are not exact") {
  CHECK_FALSE(exactDecimal(0.0000001).has_value());  // 7 digits after the point
  CHECK_FALSE(exactDecimal(1.0 / 3.0).has_value());
  CHECK_FALSE(exactDecimal(0.1 + 0.2).has_value());
  CHECK_FALSE(exactDecimal(1e9).has_value());
  CHECK_FALSE(exactDecimal(-1e9).has_value());
  CHECK_FALSE(exactDecimal(std::nan("")).has_value());
  CHECK_FALSE(exactDecimal(HUGE_VAL).has_value());
}
