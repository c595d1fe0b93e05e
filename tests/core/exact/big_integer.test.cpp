#include <doctest/doctest.h>

#include "gramlab/exact/big_integer.hpp"

using gramlab::BigInteger;

namespace {
BigInteger big(const char* digits) { return BigInteger::fromDigits(digits); }
BigInteger powerOfTwo(int e) { return BigInteger(1) << e; }
}  // namespace

// Expected values from Python's integers.
TEST_CASE("BigInteger: products, sums, shifts and decimal text past 64 bits") {
  CHECK(BigInteger::powerOfTen(30).toString() == "1000000000000000000000000000000");
  CHECK((powerOfTwo(100) + BigInteger(12345)) * (big("2503155504993241601315571986085849") - BigInteger(7)) ==
        big("3173126578369279394610431051007620854893755286473086361521606082"));  // (2¹⁰⁰ + 12345)·(3⁷⁰ − 7)
  CHECK((BigInteger(-5) - BigInteger(7)).toString() == "−12");
  CHECK((BigInteger(5) + BigInteger(-5)).isZero());
  CHECK(powerOfTwo(64).bitLength() == 65);
  CHECK(BigInteger(INT64_MIN).toString() == "−9223372036854775808");
}

TEST_CASE("BigInteger: long division truncates towards zero, and gcd") {
  const auto [q, r] = divMod(BigInteger::powerOfTen(60) + BigInteger(17), powerOfTwo(67) + BigInteger(3));
  CHECK(q == big("6776263578034402712408826761200148879073"));
  CHECK(r == big("124973949072867507054"));
  const BigInteger a = BigInteger::powerOfTen(40) + BigInteger(1), b = BigInteger::powerOfTen(20) + BigInteger(7);
  const auto [nq, nr] = divMod(-a, b);
  CHECK(nq == -big("99999999999999999993"));
  CHECK(nr == BigInteger(-50));
  // gcd(2⁶⁴·3²⁰, 6³⁰) = 2³⁰·3²⁰
  CHECK(gcd(big("64319819485449658779373142016"), big("221073919720733357899776")) == big("3743906242624487424"));
  CHECK(gcd(BigInteger(0), BigInteger(-4)) == BigInteger(4));
}

TEST_CASE("BigInteger: top bits carry a sticky bit for correct rounding") {
  const BigInteger x = (powerOfTwo(70) + BigInteger(1));
  CHECK(x.bitLength() == 71);
  CHECK(x.topBits(7) == ((std::uint64_t{1} << 63) | 1));  // bit 0 dropped but set: sticky
  CHECK(powerOfTwo(70).topBits(7) == (std::uint64_t{1} << 63));
}
