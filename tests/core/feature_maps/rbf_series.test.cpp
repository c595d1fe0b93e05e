#include <doctest/doctest.h>

#include <cmath>
#include <limits>
#include <string>
#include <tuple>

#include "gramlab/feature_maps/rbf_series.hpp"
#include "support/error_code.hpp"
#include "support/feature_fixtures.hpp"

using gramlab::ErrorCode;
using gramlab::rbfSeries;

TEST_CASE("rbfSeries: the first features by hand") {
  // x = 1, γ = 0.5: φ_m(1) = e^(−1/2)·√(1/m!).
  const gramlab::RbfSeries s = rbfSeries(1, 0, 0.5, 4);
  const double g = std::exp(-0.5);
  CHECK(s.terms[0].featureX == doctest::Approx(g).epsilon(1e-15));
  CHECK(s.terms[1].featureX == doctest::Approx(g).epsilon(1e-15));
  CHECK(s.terms[2].featureX == doctest::Approx(g / std::sqrt(2.0)).epsilon(1e-15));
  CHECK(s.terms[3].featureX == doctest::Approx(g / std::sqrt(6.0)).epsilon(1e-15));
  // y = 0: φ_0(0) = 1 and every other φ_m(0) is exactly 0, so one term is the whole kernel e^(−γ).
  CHECK(s.terms[0].featureY == 1);
  CHECK(s.terms[1].featureY == 0);
  CHECK(s.terms[3].featureY == 0);
  CHECK(s.terms[0].partialSum == doctest::Approx(g).epsilon(1e-15));
  CHECK(s.kernel == doctest::Approx(g).epsilon(1e-15));
  // Odd features of a negative x are negative.
  const gramlab::RbfSeries neg = rbfSeries(-2, 1, 0.25, 3);
  CHECK(neg.terms[1].featureX < 0);
  CHECK(neg.terms[2].featureX > 0);
  CHECK(neg.peak == 1);  // 2·0.25·2·1
}

TEST_CASE("rbfSeries: partial sums against 80-digit decimal sums, error within the tail and rounding bounds") {
  for (const std::string name : {"small", "large", "opposite"}) {
    CAPTURE(name);
    const std::vector<double> head = feature_fixtures::numbers("rbf." + name);
    const std::vector<double> sums = feature_fixtures::numbers("rbf." + name + ".sum");
    const std::vector<double> errors = feature_fixtures::numbers("rbf." + name + ".error");
    const double kernel = feature_fixtures::numbers("rbf." + name + ".kernel").at(0);
    const int terms = static_cast<int>(sums[sums.size() - 2]) + 1;
    const gramlab::RbfSeries s = rbfSeries(head[0], head[1], head[2], terms);
    REQUIRE(s.terms.size() == static_cast<std::size_t>(terms));
    CHECK(s.kernel == doctest::Approx(kernel).epsilon(1e-14));
    for (std::size_t i = 0; i < sums.size(); i += 2) {
      const auto m = static_cast<std::size_t>(sums[i]);
      CAPTURE(m);
      const gramlab::RbfSeriesTerm& t = s.terms[m];
      CHECK(t.m == static_cast<int>(m));
      // The decimal sum is exact to 80 digits: the core's partial sum is off by its rounding only.
      CHECK(std::abs(t.partialSum - sums[i + 1]) <= t.roundingBound);
      // The tail bound holds for the exact truncation error, and (one sign, past the peak) is within a
      // factor 1/(1 − z/(m + 2)) of it.
      const double exactError = errors[i + 1];
      if (t.hasTailBound) CHECK(exactError <= t.tailBound * (1 + 1e-12));
      if (t.hasTailBound && name == std::string("large") && exactError > 0)
        CHECK(t.tailBound <= exactError / (1 - s.peak / (t.m + 2)) * (1 + 1e-12));
    }
    for (const gramlab::RbfSeriesTerm& t : s.terms) {
      CAPTURE(t.m);
      CHECK(std::isfinite(t.partialSum));
      if (t.hasTailBound) CHECK(t.error <= t.tailBound + t.roundingBound);
    }
  }
}

TEST_CASE("rbfSeries: past the peak term the error and its bound fall, m to 1500 with large |x| and γ") {
  // x = 12, y = 11, γ = 3: the peak sits at m = 2γxy = 792, and e^(−γx²) = e^(−432), far below any
  // (2γ)^m/m! a direct formula could form (m! overflows a double at m = 171).
  const gramlab::RbfSeries s = rbfSeries(12, 11, 3, 1500);
  CHECK(s.peak == 792);
  CHECK(s.kernel == doctest::Approx(std::exp(-3.0)).epsilon(1e-15));
  double previousError = HUGE_VAL, previousBound = HUGE_VAL;
  for (const gramlab::RbfSeriesTerm& t : s.terms) {
    CAPTURE(t.m);
    REQUIRE(std::isfinite(t.featureX));
    CHECK(std::abs(t.featureX) <= 1);
    CHECK(std::abs(t.term) <= 1);
    if (t.m < 791) CHECK_FALSE(t.hasTailBound);
    if (!t.hasTailBound) continue;
    CHECK(t.error <= t.tailBound + t.roundingBound);
    CHECK(t.tailBound <= previousBound);
    // All terms are positive here (xy > 0), so the error is the tail itself and shrinks until rounding.
    if (t.error > t.roundingBound) CHECK(t.error <= previousError);
    previousError = t.error;
    previousBound = t.tailBound;
  }
  CHECK(s.terms.back().error <= s.terms.back().roundingBound);  // converged
  CHECK(s.terms.back().roundingBound <= 1e-12);
  // The terms peak where the ratio 2γxy/m crosses 1.
  std::size_t argmax = 0;
  for (std::size_t m = 0; m < s.terms.size(); ++m)
    if (s.terms[m].term > s.terms[argmax].term) argmax = m;
  CHECK((argmax == 791 || argmax == 792));
}

TEST_CASE("rbfSeries: extreme values stay finite (underflow to 0, never NaN)") {
  for (const auto& [x, y, gamma] : {std::tuple{1e300, -1e300, 1e300}, std::tuple{1e-300, 2e-300, 1e-300},
                                    std::tuple{1e3, 1e3, 1e308}, std::tuple{-40.0, 40.0, 10.0}}) {
    CAPTURE(x);
    CAPTURE(gamma);
    const gramlab::RbfSeries s = rbfSeries(x, y, gamma, 300);
    for (const gramlab::RbfSeriesTerm& t : s.terms) {
      REQUIRE(std::isfinite(t.featureX));
      REQUIRE(std::isfinite(t.featureY));
      REQUIRE(std::isfinite(t.partialSum));
      REQUIRE(std::isfinite(t.error));
      REQUIRE(std::isfinite(t.roundingBound));
    }
    CHECK(std::isfinite(s.kernel));
  }
}

TEST_CASE("rbfSeries: bad input gets a stable code") {
  CHECK(codeOf([] { rbfSeries(std::nan(""), 0, 1, 10); }) == ErrorCode::NotFinite);
  CHECK(codeOf([] { rbfSeries(0, HUGE_VAL, 1, 10); }) == ErrorCode::NotFinite);
  CHECK(codeOf([] { rbfSeries(0, 0, -HUGE_VAL, 10); }) == ErrorCode::NotFinite);
  CHECK(codeOf([] { rbfSeries(0, 0, 0, 10); }) == ErrorCode::BadArgument);
  CHECK(codeOf([] { rbfSeries(0, 0, -1, 10); }) == ErrorCode::BadArgument);
  CHECK(codeOf([] { rbfSeries(0, 0, 1, 0); }) == ErrorCode::BadArgument);
  CHECK(codeOf([] { rbfSeries(0, 0, 1, 3.5); }) == ErrorCode::BadArgument);
  CHECK(codeOf([] { rbfSeries(0, 0, 1, 2001); }) == ErrorCode::TooLarge);
  CHECK(codeOf([] { rbfSeries(0, 0, 1, std::nan("")); }) == ErrorCode::NotFinite);
  CHECK(std::string(errorOf([] { rbfSeries(0, 0, 0, 10); }).what()).find("gamma") != std::string::npos);
}
