// Interval arithmetic: every result holds the exact value (known here by hand), and "no real value" is invalid.
#include <doctest/doctest.h>

#include <cmath>

#include "gramlab/base/interval.hpp"

using gramlab::Interval;

namespace {
Interval iv(double lo, double hi) { return {lo, hi}; }
bool holds(const Interval& r, double exact) { return r.valid() && r.lo <= exact && exact <= r.hi; }
double width(const Interval& r) { return r.hi - r.lo; }
}  // namespace

TEST_CASE("Interval: sums and products step outwards past the rounding") {
  // 0.1 + 0.2 rounds to 0.30000000000000004; the exact sum of the two doubles is below it.
  const Interval s = Interval::point(0.1) + Interval::point(0.2);
  CHECK(s.lo < 0.30000000000000004);
  CHECK(s.hi >= 0.30000000000000004);
  CHECK(holds(Interval::point(1) / Interval::point(3), 1.0 / 3));
  // 3·lo − 1 ≤ 0 ≤ 3·hi − 1, each computed exactly by fma.
  const Interval third = Interval::point(1) / Interval::point(3);
  CHECK(std::fma(third.lo, 3, -1) <= 0);
  CHECK(std::fma(third.hi, 3, -1) >= 0);
  // Exact operations stay exact: 0 + 0, 2·3, √4.
  CHECK((Interval::point(0) + Interval::point(0)).lo == 0);
  CHECK((Interval::point(2) * Interval::point(3)).lo == 6);
  CHECK((Interval::point(2) * Interval::point(3)).hi == 6);
  CHECK(gramlab::sqrt(Interval::point(4)).lo == 2);
  CHECK(holds(iv(-2, 3) * iv(-5, 4), -15));
  CHECK(holds(iv(-2, 3) * iv(-5, 4), 12));
  CHECK((iv(-2, 3) * iv(-5, 4)).lo <= -15);
  CHECK(gramlab::square(iv(-2, 1)).lo == 0);
  CHECK(holds(gramlab::square(iv(-2, 1)), 4));
  CHECK(holds(gramlab::integerPower(iv(-2, -1), 3), -8));
  CHECK(holds(gramlab::integerPower(iv(-2, -1), 3), -1));
  CHECK(gramlab::integerPower(iv(-2, -1), 3).hi < 0);
  CHECK(holds(gramlab::integerPower(Interval::point(2), -2), 0.25));
}

TEST_CASE("Interval: library functions, monotone or with their extremes inside") {
  CHECK(holds(gramlab::exp(Interval::point(1)), 2.718281828459045));
  CHECK(width(gramlab::exp(Interval::point(1))) < 1e-14);
  CHECK(holds(gramlab::log(Interval::point(2)), 0.6931471805599453));
  CHECK(holds(gramlab::sqrt(Interval::point(2)), 1.4142135623730951));
  // cos on [3, 3.3] reaches −1 at π; sin on [1.5, 1.6] reaches 1 at π/2.
  CHECK(gramlab::cos(iv(3, 3.3)).lo == -1);
  CHECK(gramlab::sin(iv(1.5, 1.6)).hi == 1);
  CHECK(gramlab::cos(iv(0.5, 0.6)).hi < 1);
  CHECK(holds(gramlab::cos(Interval::point(0.5)), 0.8775825618903728));
  CHECK(holds(gramlab::tanh(Interval::point(0.5)), 0.46211715726000974));
  CHECK(holds(gramlab::power(Interval::point(2), Interval::point(0.5)), 1.4142135623730951));
  CHECK(holds(gramlab::minimum(iv(1, 2), iv(0, 3)), 0));
  CHECK(holds(gramlab::maximum(iv(1, 2), iv(0, 3)), 3));
  CHECK(gramlab::abs(iv(-3, 2)).lo == 0);
}

// Found by the fuzzer (tests/fuzz/seeds/sine-of-a-huge-number): sin(−8^302) never returned. 8^302 = 2^906, a
// double exactly; past 2^53·π the critical points' index k (about |a|/π) no longer steps by 1 in a double, and
// the loop over it never ended. Every value of sin (and cos) is inside [−1, 1], which is what comes back.
TEST_CASE("Interval: sin and cos of a number past 2^52 end, and hold every value") {
  const Interval huge = Interval::point(-std::ldexp(1.0, 906));
  CHECK(gramlab::sin(huge).lo == -1);
  CHECK(gramlab::sin(huge).hi == 1);
  CHECK(gramlab::cos(huge).lo == -1);
  CHECK(gramlab::cos(huge).hi == 1);
  // Just below 2^52 the critical points are still stepped through, and the loop ends with cos(2^52 − 1) inside.
  const double below = std::ldexp(1.0, 52) - 1;
  CHECK(holds(gramlab::cos(Interval::point(below)), std::cos(below)));
}

TEST_CASE("Interval: no real value is an invalid interval, and it spreads") {
  CHECK_FALSE(gramlab::log(iv(-1, 2)).valid());
  CHECK_FALSE(gramlab::log(iv(0, 2)).valid());
  CHECK_FALSE(gramlab::sqrt(iv(-1e-300, 2)).valid());
  CHECK_FALSE((Interval::point(1) / iv(-1, 1)).valid());
  CHECK_FALSE(gramlab::power(iv(-1, 2), Interval::point(0.5)).valid());
  CHECK_FALSE(gramlab::power(Interval::point(0), Interval::point(-1)).valid());
  CHECK_FALSE((gramlab::log(iv(-1, 2)) + Interval::point(1)).valid());
  CHECK_FALSE(gramlab::exp(Interval::invalid()).valid());
  CHECK(Interval::point(1).valid());
}
