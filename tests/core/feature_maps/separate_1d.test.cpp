#include <doctest/doctest.h>

#include <cmath>
#include <limits>
#include <string>

#include "gramlab/feature_maps/separate_1d.hpp"
#include "support/error_code.hpp"
#include "support/vector_literal.hpp"

using gramlab::ErrorCode;
using gramlab::separate1D;

namespace {

// Independent of the core's check: the side of each lifted point (x, x²) against v = slope·u + intercept,
// for lines whose coefficients are small binary fractions (so the test's arithmetic is exact).
void checkLineBySides(const gramlab::Separation1D& s, const Eigen::VectorXd& x, const Eigen::VectorXd& labels) {
  for (Eigen::Index i = 0; i < x.size(); ++i) {
    const double below = s.slope * x(i) + s.intercept - x(i) * x(i);  // > 0: (x, x²) below the line
    CHECK((below > 0) == (labels(i) == s.insideLabel));
    CHECK(below != 0);
  }
}

}  // namespace

TEST_CASE("separate1D: a threshold separates, the interval is between the two colours") {
  const Eigen::VectorXd x = vec({3, -1, 0.5, 2, 5}), labels = vec({1, 0, 0, 1, 1});
  const gramlab::Separation1D s = separate1D(x, labels);
  CHECK_FALSE(s.oneColour);
  CHECK(s.count[0] == 2);
  CHECK(s.count[1] == 3);
  CHECK(s.thresholdSeparates);
  CHECK(s.leftLabel == 0);
  CHECK(s.thresholdLow == 0.5);
  CHECK(s.thresholdHigh == 2);
  CHECK(s.threshold == 1.25);
  CHECK(s.thresholdMargin == 0.75);
  CHECK(s.liftSeparates);  // a threshold-separable set is also separable after lifting
  CHECK(s.lineChecked);
  checkLineBySides(s, x, labels);
  // Mirrored: label 1 on the left.
  const gramlab::Separation1D m = separate1D(-x, labels);
  CHECK(m.leftLabel == 1);
  CHECK(m.thresholdLow == -2);
  CHECK(m.thresholdHigh == -0.5);
}

TEST_CASE("separate1D: the article's picture — one colour inside an interval needs the lift") {
  // Blue at −1, 0, 1 between red at ±3 and ±2: no threshold; after lifting, v = (l + r)u − lr with
  // l = −1.5, r = 1.5 is the horizontal line v = 2.25.
  const Eigen::VectorXd x = vec({-3, -2, -1, 0, 1, 2, 3}), labels = vec({1, 1, 0, 0, 0, 1, 1});
  const gramlab::Separation1D s = separate1D(x, labels);
  CHECK_FALSE(s.thresholdSeparates);
  REQUIRE(s.liftSeparates);
  CHECK(s.insideLabel == 0);
  CHECK(s.lineLow == -1.5);
  CHECK(s.lineHigh == 1.5);
  CHECK(s.slope == 0);
  CHECK(s.intercept == 2.25);
  CHECK(s.lineChecked);
  checkLineBySides(s, x, labels);
  // Margin: the nearest lifted points (±1, 1) and (±2, 4) are 1.25 and 1.75 from v = 2.25.
  CHECK(s.margin == 1.25);
  for (Eigen::Index i = 0; i < x.size(); ++i) CHECK(s.lifted(i) == x(i) * x(i));
  // x² is exactly φ's x₁² coordinate for d = 1, p = 2: (1, √2·x₁, x₁²), coefficient √1 = 1.
  CHECK(s.liftFeatureIndex == 2);
  CHECK(s.liftFeatureCoefficient == 1);
}

TEST_CASE("separate1D: an off-centre interval and an interval at the edge") {
  const Eigen::VectorXd x = vec({0, 1, 2, 4, 6}), labels = vec({1, 0, 0, 1, 1});
  const gramlab::Separation1D s = separate1D(x, labels);
  CHECK_FALSE(s.thresholdSeparates);
  REQUIRE(s.liftSeparates);
  CHECK(s.insideLabel == 0);
  CHECK(s.lineLow == 0.5);
  CHECK(s.lineHigh == 3);
  CHECK(s.slope == 3.5);
  CHECK(s.intercept == -1.5);
  checkLineBySides(s, x, labels);
  // Margin by hand: min |(x − 0.5)(x − 3)| over the points is 1 (x = 1), over √(1 + 3.5²).
  CHECK(s.margin == doctest::Approx(1 / std::sqrt(13.25)).epsilon(1e-15));
  // At the edge: label 0 at 0 and 1 has no other colour below; l sits as far below as the gap above
  // (midpoint 2, gap 1), so l = −1, r = 2: v = u + 2.
  const Eigen::VectorXd xe = vec({0, 1, 3, 5}), le = vec({0, 0, 1, 1});
  const gramlab::Separation1D e = separate1D(xe, le);
  CHECK(e.thresholdSeparates);
  REQUIRE(e.liftSeparates);
  CHECK(e.insideLabel == 0);
  CHECK(e.lineLow == -1);
  CHECK(e.lineHigh == 2);
  CHECK(e.slope == 1);
  CHECK(e.intercept == 2);
  checkLineBySides(e, xe, le);
}

TEST_CASE("separate1D: alternating four groups are not separable even after lifting") {
  const Eigen::VectorXd x = vec({0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5}), labels = vec({0, 0, 1, 1, 0, 0, 1, 1});
  const gramlab::Separation1D s = separate1D(x, labels);
  CHECK_FALSE(s.oneColour);
  CHECK_FALSE(s.thresholdSeparates);
  CHECK_FALSE(s.liftSeparates);
  CHECK(s.leftLabel == -1);
  CHECK(s.insideLabel == -1);
}

TEST_CASE("separate1D: two colours at the same x are never separated") {
  // A tie at the boundary: 1 is both colours.
  const gramlab::Separation1D tie = separate1D(vec({0, 1, 1, 2}), vec({0, 0, 1, 1}));
  CHECK_FALSE(tie.thresholdSeparates);
  CHECK_FALSE(tie.liftSeparates);
  // A tie inside an interval.
  const gramlab::Separation1D inside = separate1D(vec({-2, 0, 0, 2}), vec({1, 0, 1, 1}));
  CHECK_FALSE(inside.liftSeparates);
  // Same colour repeated at one x is fine.
  const gramlab::Separation1D same = separate1D(vec({1, 1, 2}), vec({0, 0, 1}));
  CHECK(same.thresholdSeparates);
  CHECK(same.thresholdLow == 1);
}

TEST_CASE("separate1D: exact at one-ulp gaps and at huge and tiny scales") {
  const double a = 1.0, b = std::nextafter(1.0, 2.0);
  const gramlab::Separation1D ulp = separate1D(vec({a, b}), vec({0, 1}));
  CHECK(ulp.thresholdSeparates);  // decided by comparison, no tolerance
  CHECK(ulp.thresholdLow == a);
  CHECK(ulp.thresholdHigh == b);
  // Interval case with a one-ulp gap: separable by the exact rule; the witness line cannot be placed
  // strictly between two adjacent doubles, and the check says so instead of claiming it.
  const gramlab::Separation1D tight = separate1D(vec({a, b, 3}), vec({1, 0, 1}));
  CHECK(tight.liftSeparates);
  CHECK_FALSE(tight.lineChecked);
  const gramlab::Separation1D huge = separate1D(vec({-1e150, 0, 1e150}), vec({1, 0, 1}));
  CHECK(huge.liftSeparates);
  CHECK(huge.lineChecked);
  CHECK(std::isfinite(huge.margin));
  CHECK(std::isfinite(huge.intercept));
  const gramlab::Separation1D tiny = separate1D(vec({-1e-250, 0, 1e-250}), vec({1, 0, 1}));
  CHECK(tiny.liftSeparates);
  CHECK(tiny.lineChecked);
  CHECK(tiny.margin >= 0);  // (1e−250)² underflows: the margin is only a number, the verdict is exact
}

TEST_CASE("separate1D: one colour has nothing to separate") {
  const gramlab::Separation1D s = separate1D(vec({1, 2, 3}), vec({1, 1, 1}));
  CHECK(s.oneColour);
  CHECK(s.count[0] == 0);
  CHECK(s.count[1] == 3);
  CHECK_FALSE(s.thresholdSeparates);
  CHECK_FALSE(s.liftSeparates);
  CHECK(separate1D(vec({5}), vec({0})).oneColour);
}

TEST_CASE("separate1D: bad input gets a stable code") {
  CHECK(codeOf([] { separate1D(Eigen::VectorXd(0), Eigen::VectorXd(0)); }) == ErrorCode::Empty);
  CHECK(codeOf([] { separate1D(vec({1, 2}), vec({0})); }) == ErrorCode::DimensionMismatch);
  CHECK(codeOf([] { separate1D(vec({1, std::nan("")}), vec({0, 1})); }) == ErrorCode::NotFinite);
  CHECK(codeOf([] { separate1D(vec({1, HUGE_VAL}), vec({0, 1})); }) == ErrorCode::NotFinite);
  CHECK(codeOf([] { separate1D(vec({1, 2}), vec({0, std::nan("")})); }) == ErrorCode::NotFinite);
  CHECK(codeOf([] { separate1D(vec({1, 2}), vec({0, 2})); }) == ErrorCode::BadArgument);
  CHECK(codeOf([] { separate1D(vec({1, 2}), vec({0, 0.5})); }) == ErrorCode::BadArgument);
  CHECK(codeOf([] { separate1D(vec({1, 1e151}), vec({0, 1})); }) == ErrorCode::TooLarge);
  CHECK(codeOf([] { separate1D(Eigen::VectorXd::Zero(1001), Eigen::VectorXd::Zero(1001)); }) == ErrorCode::TooLarge);
  CHECK(std::string(errorOf([] { separate1D(vec({1, 2}), vec({0, 2})); }).what()).find("labels") == 0);
}
