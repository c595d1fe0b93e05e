#include <doctest/doctest.h>

#include <set>
#include <string>

#include "gramlab/base/error.hpp"
#include "support/error_code.hpp"

using gramlab::ErrorCode;

TEST_CASE("codeName: the stable names the page and docs/api.md key on") {
  CHECK(std::string(gramlab::codeName(ErrorCode::Empty)) == "EMPTY");
  CHECK(std::string(gramlab::codeName(ErrorCode::TooLarge)) == "TOO_LARGE");
  CHECK(std::string(gramlab::codeName(ErrorCode::DimensionMismatch)) == "DIMENSION_MISMATCH");
  CHECK(std::string(gramlab::codeName(ErrorCode::Overflow)) == "OVERFLOW");
  CHECK(std::string(gramlab::codeName(ErrorCode::BadArgument)) == "BAD_ARGUMENT");
  CHECK(std::string(gramlab::codeName(ErrorCode::NotConverged)) == "NOT_CONVERGED");
}

TEST_CASE("codeName: one distinct name per code") {
  std::set<std::string> names;
  std::size_t count = 0;
#define GRAMLAB_COUNT_CODE(id, name, about)       \
  names.insert(gramlab::codeName(ErrorCode::id)); \
  ++count;
  GRAMLAB_ERROR_CODES(GRAMLAB_COUNT_CODE)
#undef GRAMLAB_COUNT_CODE
  CHECK(names.size() == count);
  CHECK(count == 11);  // BAD_EXPRESSION is the tenth, NOT_CONVERGED the eleventh
}

TEST_CASE("Error::details: a plain error carries none beside its code and message") {
  CHECK(gramlab::Error(ErrorCode::Empty, "the matrix is empty").details().empty());
}

TEST_CASE("LimitError: TOO_LARGE with what went over, its value and the limit, beside the message") {
  const gramlab::LimitError e("the squared distances are past the work limit", "n² · d", 1.004e9, 1e9);
  CHECK(e.code() == ErrorCode::TooLarge);
  CHECK(std::string(e.what()) == "the squared distances are past the work limit");
  const PastLimit past = limitOf(e);
  CHECK(past.quantity == "n² · d");
  CHECK(past.value == 1.004e9);
  CHECK(past.limit == 1e9);
  CHECK(e.details().size() == 3);
}
