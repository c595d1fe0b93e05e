#include <doctest/doctest.h>

#include <cmath>

#include "gramlab/exact/exact_decimal.hpp"

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

TEST_CASE("shortestDecimal: computed values may overflow to infinity") {
  CHECK(shortestDecimal(HUGE_VAL) == "\u221e");
  CHECK(shortestDecimal(-HUGE_VAL) == "\u2212\u221e");
  CHECK(shortestDecimal(std::nan("")) == "NaN");
}
