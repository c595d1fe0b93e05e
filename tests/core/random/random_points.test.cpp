#include <doctest/doctest.h>

#include "gramlab/base/error.hpp"
#include "gramlab/random/random_points.hpp"
#include "support/error_code.hpp"
#include "support/fixtures.hpp"

using gramlab::ErrorCode;

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
