#include <doctest/doctest.h>

#include <cmath>
#include <string>

#include "gramlab/feature_maps/feature_dimension.hpp"
#include "support/error_code.hpp"
#include "support/feature_fixtures.hpp"

using gramlab::ErrorCode;
using gramlab::featureDimension;

TEST_CASE("featureDimension: the article's table, as it prints it") {
  CHECK(featureDimension(2, 2).count == "6");
  CHECK(featureDimension(768, 2).count == "296065");
  CHECK(featureDimension(768, 3).count == "76088705");
  CHECK(featureDimension(768, 4).count == "14685120065");
  // "768차원에 차수 4면 특징 벡터 하나가 float32로 59GB": 4 bytes per feature.
  CHECK(featureDimension(768, 4).float32Bytes == "58740480260");
  CHECK(std::round(featureDimension(768, 4).approxFloat32Bytes / 1e9) == 59);
  CHECK(featureDimension(2, 2).float32Bytes == "24");
}

TEST_CASE("featureDimension: exact binomials from python's math.comb, past 2⁶⁴ up to the limits") {
  int checked = 0;
  for (const auto& [key, words] : feature_fixtures::words()) {
    if (key.rfind("count.", 0) != 0) continue;
    const std::size_t dot = key.find('.', 6);
    const double d = std::stod(key.substr(6, dot - 6)), p = std::stod(key.substr(dot + 1));
    CAPTURE(key);
    const gramlab::FeatureDimension dim = featureDimension(d, p);
    CHECK(dim.count == words.at(0));
    CHECK(dim.float32Bytes == words.at(1));
    CHECK(dim.approxCount == doctest::Approx(std::stod(words.at(0))).epsilon(1e-15));
    ++checked;
  }
  CHECK(checked == 14);
  CHECK(feature_fixtures::text("count.1000000.50").at(0).size() == 236);  // far past 2⁶⁴ (20 digits)
}

TEST_CASE("featureDimension: bad d and p get a stable code") {
  CHECK(codeOf([] { featureDimension(std::nan(""), 2); }) == ErrorCode::NotFinite);
  CHECK(codeOf([] { featureDimension(2, HUGE_VAL); }) == ErrorCode::NotFinite);  // 1e400 parses as +inf
  CHECK(codeOf([] { featureDimension(-HUGE_VAL, 2); }) == ErrorCode::NotFinite);
  CHECK(codeOf([] { featureDimension(0, 2); }) == ErrorCode::BadArgument);
  CHECK(codeOf([] { featureDimension(2, 0); }) == ErrorCode::BadArgument);
  CHECK(codeOf([] { featureDimension(2.5, 2); }) == ErrorCode::BadArgument);
  CHECK(codeOf([] { featureDimension(2, 1.5); }) == ErrorCode::BadArgument);
  CHECK(codeOf([] { featureDimension(1000001, 2); }) == ErrorCode::TooLarge);
  CHECK(codeOf([] { featureDimension(2, 51); }) == ErrorCode::TooLarge);
  CHECK(codeOf([] { featureDimension(1e300, 2); }) == ErrorCode::TooLarge);
  const std::string message = errorOf([] { featureDimension(2, 51); }).what();
  CHECK(message.find("p") == 0);
  CHECK(message.find("50") != std::string::npos);
}

TEST_CASE("featureDimension: the message quotes an out-of-range count as typed") {
  const std::string message = errorOf([] { featureDimension(1000001, 2); }).what();
  CHECK(message.find("1000001") != std::string::npos);
  CHECK(message.find("1000000") != std::string::npos);
}
