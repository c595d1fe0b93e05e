// base/arguments.hpp: a list's length, and a seed as the page sends it, decimal text (JS Numbers stop being exact at
// 2^53).
#include <doctest/doctest.h>

#include <cstdint>

#include "gramlab/base/arguments.hpp"
#include "gramlab/base/error.hpp"
#include "support/error_code.hpp"

using gramlab::ErrorCode;

TEST_CASE("requireListSize: 1..maxSize entries, and past them TooLarge names the list's length as the facade does") {
  gramlab::requireListSize("gammas", 1, 64);
  gramlab::requireListSize("gammas", 64, 64);
  CHECK(codeOf([] { gramlab::requireListSize("gammas", 0, 64); }) == ErrorCode::Empty);
  const PastLimit past = pastLimitOf([] { gramlab::requireListSize("gammas", 65, 64); });
  CHECK(past.quantity == "dim gammas");
  CHECK(past.value == 65);
  CHECK(past.limit == 64);
}

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
