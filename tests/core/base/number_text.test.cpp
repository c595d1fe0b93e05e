#include "gramlab/base/number_text.hpp"

#include <doctest/doctest.h>

#include <cmath>
#include <limits>

using gramlab::numberText;

// As web/src/format.js plain() writes them (String(Number(x.toPrecision(12))), − and × 10ⁿ; a whole number as
// String(x) writes it), by hand.
TEST_CASE("numberText: the page's way, never C's nan or inf") {
  CHECK(numberText(std::nan("")) == "NaN");
  CHECK(numberText(-std::nan("")) == "NaN");
  CHECK(numberText(HUGE_VAL) == "∞");
  CHECK(numberText(-HUGE_VAL) == "−∞");
  CHECK(numberText(0.0) == "0");
  CHECK(numberText(-0.0) == "0");
  CHECK(numberText(0.1) == "0.1");
  CHECK(numberText(-2.5) == "−2.5");
  CHECK(numberText(2147483648.0) == "2147483648");
  CHECK(numberText(1000001.0) == "1000001");
  CHECK(numberText(1.0 / 3.0) == "0.333333333333");  // 12 significant digits
  CHECK(numberText(0.000001) == "0.000001");         // JS: positional down to 10⁻⁶
  CHECK(numberText(-1e-7) == "−1 × 10⁻⁷");
  CHECK(numberText(1e21) == "1 × 10²¹");                            // JS: positional below 10²¹
  CHECK(numberText(123456789012345678.0) == "123456789012345680");  // whole: every digit, as String(x)
  CHECK(numberText(1099511627776.0) == "1099511627776");
  CHECK(numberText(std::numeric_limits<double>::max()) == "1.79769313486 × 10³⁰⁸");
  CHECK(numberText(5e-324) == "5 × 10⁻³²⁴");  // 4.94065645841e−324 reads back as 5e−324
}

// JS's String(x) for the same doubles (node -p), with − and × 10ⁿ as numberText writes them.
TEST_CASE("fullNumberText: every digit a value needs to read back as itself") {
  using gramlab::fullNumberText;
  CHECK(fullNumberText(1.0000000000000002) == "1.0000000000000002");  // the double after 1; numberText says "1"
  CHECK(numberText(1.0000000000000002) == "1");
  CHECK(fullNumberText(0.1) == "0.1");
  CHECK(fullNumberText(0.1 + 0.2) == "0.30000000000000004");
  CHECK(fullNumberText(1.0 / 3.0) == "0.3333333333333333");
  CHECK(fullNumberText(-4096.000000000001) == "−4096.000000000001");
  CHECK(fullNumberText(44336576.0) == "44336576");  // a whole number, never "44336576.000000"
  CHECK(fullNumberText(std::numeric_limits<double>::max()) == "1.7976931348623157 × 10³⁰⁸");
  CHECK(fullNumberText(5e-324) == "5 × 10⁻³²⁴");
  CHECK(fullNumberText(-8.673617379884035e-19) == "−8.673617379884035 × 10⁻¹⁹");
  CHECK(fullNumberText(std::nan("")) == "NaN");
  CHECK(fullNumberText(-HUGE_VAL) == "−∞");
}
