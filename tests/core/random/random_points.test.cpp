#include <doctest/doctest.h>

#include <cstdint>

#include "gramlab/base/error.hpp"
#include "gramlab/random/random_points.hpp"
#include "support/error_code.hpp"
#include "support/fixtures.hpp"

using gramlab::ErrorCode;

TEST_CASE("parseSeed reads the canonical decimal digits of 0 … 2^64 − 1") {
  CHECK(gramlab::parseSeed("0") == 0);
  CHECK(gramlab::parseSeed("4") == 4);
  CHECK(gramlab::parseSeed("9007199254740993") == 9007199254740993ULL);  // 2^53 + 1: past JS Numbers
  CHECK(gramlab::parseSeed("18446744073709551615") == UINT64_MAX);
}

TEST_CASE("parseSeed rejects everything else with BadArgument") {
  for (const char* text : {"", "-1", "+1", " 1", "1 ", "01", "1.5", "1e3", "abc", "0x10", "NaN", "18446744073709551616",
                           "99999999999999999999", "184467440737095516150"}) {
    CAPTURE(text);
    CHECK(codeOf([&] { gramlab::parseSeed(text); }) == ErrorCode::BadArgument);
  }
}

TEST_CASE("randomPoints(4, 300, 5) is the article's Z, bit for bit") {
  CHECK(gramlab::randomPoints(4, 300, 5) == fixture_files::zSeed4());
}

TEST_CASE("randomPoints enforces the point limits before drawing") {
  CHECK(gramlab::randomPoints(1, 2000, 1).rows() == 2000);
  CHECK(codeOf([] { gramlab::randomPoints(1, 0, 5); }) == ErrorCode::Empty);
  CHECK(codeOf([] { gramlab::randomPoints(1, 5, 0); }) == ErrorCode::Empty);
  CHECK(codeOf([] { gramlab::randomPoints(1, -1, 5); }) == ErrorCode::BadArgument);
  CHECK(codeOf([] { gramlab::randomPoints(1, 2001, 5); }) == ErrorCode::TooLarge);
  CHECK(codeOf([] { gramlab::randomPoints(1, 5, 1001); }) == ErrorCode::TooLarge);
  CHECK(codeOf([] { gramlab::randomPoints(1, 1000000, 1000000); }) == ErrorCode::TooLarge);
}
