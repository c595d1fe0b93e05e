#include <doctest/doctest.h>

#include "gramlab/exact/big_unsigned.hpp"
#include "support/error_code.hpp"

using gramlab::BigUnsigned;

TEST_CASE("BigUnsigned: toDouble rounds once, to nearest with ties to even") {
  CHECK(BigUnsigned((1ull << 53) + 1).toDouble() == 9007199254740992.0);             // a tie: to the even 2⁵³
  CHECK(BigUnsigned((1ull << 53) + 3).toDouble() == 9007199254740996.0);             // a tie: to the even 2⁵³ + 4
  CHECK(BigUnsigned(18446744073709551615ull).toDouble() == 18446744073709551616.0);  // 2⁶⁴ − 1 → 2⁶⁴
  BigUnsigned wide(1);
  for (int i = 0; i < 4; ++i) wide.multiplyBy(4294967295u);  // (2³² − 1)⁴: 128 bits, 75 of them rounded off
  CHECK(wide.toDouble() == 3.402823666040258e+38);           // Python: float((2**32 - 1)**4)
}

TEST_CASE("BigUnsigned: decimal text across limb and 10⁹-chunk boundaries") {
  CHECK(BigUnsigned(0).toDecimal() == "0");
  CHECK(BigUnsigned(7).toDecimal() == "7");
  CHECK(BigUnsigned(1000000000).toDecimal() == "1000000000");  // a zero chunk below a nonzero one
  CHECK(BigUnsigned(1000000000000000001ull).toDecimal() == "1000000000000000001");
  CHECK(BigUnsigned(18446744073709551615ull).toDecimal() == "18446744073709551615");  // 2⁶⁴ − 1
  BigUnsigned big(1ull << 32);
  big.multiplyBy(4294967295u);  // 2³²·(2³² − 1) = 2⁶⁴ − 2³²
  big.multiplyBy(65536);
  CHECK(big.toDecimal() == "1208925819333154197995520");  // (2⁶⁴ − 2³²)·2¹⁶ = 2⁸⁰ − 2⁴⁸
  CHECK(big.divideBy(65536) == 0);
  CHECK(big.toDecimal() == "18446744069414584320");
  CHECK(big.divideBy(10) == 0);
  CHECK(big.toDecimal() == "1844674406941458432");
  CHECK(big.divideBy(1000) == 432);
  BigUnsigned zero(5);
  zero.multiplyBy(0);
  CHECK(zero.isZero());
  CHECK(zero.toDecimal() == "0");
}

TEST_CASE("BigUnsigned: toDouble, and a zero divisor is refused") {
  BigUnsigned big(1ull << 53);
  big.multiplyBy(1u << 31);
  CHECK(big.toDouble() == 0x1p84);  // exact: a power of two
  CHECK(BigUnsigned(12345).toDouble() == 12345);
  CHECK(codeOf([] { BigUnsigned(3).divideBy(0); }) == gramlab::ErrorCode::BadArgument);
}

TEST_CASE("binomial: small values by hand, symmetry, k > n") {
  CHECK(gramlab::binomial(4, 2).toDecimal() == "6");
  CHECK(gramlab::binomial(52, 5).toDecimal() == "2598960");
  CHECK(gramlab::binomial(10, 0).toDecimal() == "1");
  CHECK(gramlab::binomial(10, 10).toDecimal() == "1");
  CHECK(gramlab::binomial(3, 4).toDecimal() == "0");
  CHECK(gramlab::binomial(100, 50).toDecimal() == "100891344545564193334812497256");  // C(100, 50)
  CHECK(gramlab::binomial(30, 7).toDecimal() == "2035800");
  CHECK(gramlab::binomial(30, 23).toDecimal() == "2035800");
}
