// exactPsdCheck: typed tables decided exactly, with a direction c checked by hand (integers, cᵀSc exact).
#include <doctest/doctest.h>

#include <string>

#include "fixtures/exact_psd_cases.hpp"
#include "gramlab/exact/exact_psd.hpp"
#include "gramlab/exact/sylvester.hpp"
#include "support/vector_literal.hpp"

TEST_CASE("exactPsdCheck: the issue's [[−1, 0], [0, 1e16]] is not PSD, c = (1, 0), cᵀSc = −1, as Sylvester's D₁ says") {
  const Eigen::MatrixXd s = rows({{-1, 0}, {0, 1e16}});
  const gramlab::ExactPsd r = gramlab::exactPsdCheck(s);
  CHECK(r.exact);
  CHECK_FALSE(r.isPSD);
  CHECK(r.c == std::vector<std::string>{"1", "0"});
  CHECK(r.value == "\u22121");
  CHECK(gramlab::sylvester(s).firstFailure == 1);
}

TEST_CASE("exactPsdCheck: a 3 × 3 similarity table [[1, 0.9, 0.1], [0.9, 1, 0.9], [0.1, 0.9, 1]]") {
  // det = 1 − 0.81·2 − 0.01 + 2·0.081 = −0.468 (by hand): not PSD. Pivot 1, then the Schur complement
  // [[0.19, 0.81], [0.81, 0.99]] has determinant 0.19·0.99 − 0.81² = −0.468: a negative direction exists.
  const gramlab::ExactPsd r = gramlab::exactPsdCheck(rows({{1, 0.9, 0.1}, {0.9, 1, 0.9}, {0.1, 0.9, 1}}));
  REQUIRE(r.exact);
  CHECK_FALSE(r.isPSD);
  REQUIRE(r.c.size() == 3);
  // Recompute cᵀSc by hand from the integers c: it must be negative and equal the exact text.
  const Eigen::Vector3d c = r.cValues;
  const Eigen::Matrix3d s = rows({{1, 0.9, 0.1}, {0.9, 1, 0.9}, {0.1, 0.9, 1}});
  CHECK(c.dot(s * c) < 0);
  CHECK(r.value.rfind("\u2212", 0) == 0);
}

TEST_CASE("exactPsdCheck: PSD tables, singular ones included, are PSD with their rank") {
  CHECK(gramlab::exactPsdCheck(rows({{1, 1}, {1, 1}})).isPSD);
  CHECK(gramlab::exactPsdCheck(rows({{1, 1}, {1, 1}})).rank == 1);
  CHECK(gramlab::exactPsdCheck(rows({{0, 0}, {0, 0}})).isPSD);
  CHECK(gramlab::exactPsdCheck(rows({{2, -1, 0}, {-1, 2, -1}, {0, -1, 2}})).rank == 3);
  // 1e−6-scale entries and 1e300: exact at any magnitude.
  CHECK(gramlab::exactPsdCheck(rows({{1e300, 0}, {0, 0.000001}})).isPSD);
  // [[1, 1, 0], [1, 1, 0], [0, 0, 0]] + a tiny negative corner: not PSD, exactly.
  const gramlab::ExactPsd r = gramlab::exactPsdCheck(rows({{1, 1, 0}, {1, 1, 0}, {0, 0, -0.000001}}));
  CHECK_FALSE(r.isPSD);
  CHECK(r.value == "\u22120.000001");
}

TEST_CASE("exactPsdCheck: a zero diagonal beside a nonzero entry: [[0, 2], [2, 0]], c = (1, −1), cᵀSc = −4") {
  const gramlab::ExactPsd r = gramlab::exactPsdCheck(rows({{0, 2}, {2, 0}}));
  CHECK_FALSE(r.isPSD);
  CHECK(r.c == std::vector<std::string>{"1", "\u22121"});
  CHECK(r.value == "\u22124");
}

TEST_CASE("exactPsdCheck: entries that are not short decimals are not decided here") {
  CHECK_FALSE(gramlab::exactPsdCheck(rows({{1.0 / 3, 0}, {0, 1}})).exact);
}

TEST_CASE("negativeDirection decides by psdCheck's rule: [[−1, 0], [0, 1e14]] gives c = (1, 0), cᵀGc = −1") {
  // The issue: a looser threshold (64× psdCheck's) had returned none, while psdCheck says not PSD
  // (−1 < −2·ε·1e14 ≈ −0.044) and the exact minor D₁ is −1.
  const auto d = gramlab::negativeDirection(rows({{-1, 0}, {0, 1e14}}));
  REQUIRE(d);
  CHECK(d->indices == std::vector<int>{0});
  CHECK(d->value == -1);
  CHECK_FALSE(gramlab::exactPsdCheck(rows({{-1, 0}, {0, 1e14}})).isPSD);
}

TEST_CASE(
    "exactPsdCheck agrees with Python fractions (every principal minor ≥ 0) on 160 tables, 10³⁰⁰ scales included") {
  int psd = 0;
  for (const ExactPsdCase& t : exactPsdCases()) {
    const Eigen::MatrixXd s = Eigen::Map<const Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>>(
        t.entries.data(), t.n, t.n);
    CAPTURE(s);
    const gramlab::ExactPsd r = gramlab::exactPsdCheck(s);
    REQUIRE(r.exact);
    CHECK(r.isPSD == t.isPSD);
    if (t.isPSD) {
      psd++;
      CHECK(r.rank == t.rank);
    } else {
      // A direction of integers whose form is exactly negative.
      CHECK(r.c.size() == static_cast<std::size_t>(t.n));
      CHECK(r.value.rfind("\u2212", 0) == 0);
    }
  }
  CHECK(psd == 98);
}

TEST_CASE("exactPsdCheck writes c whole: [[10⁻⁶, 10³⁰⁰], [10³⁰⁰, 1]] gives c = (−10³⁰⁶, 1), cᵀSc = 1 − 10⁶⁰⁶") {
  // Pivot 10⁻⁶; its complement 1 − 10⁶⁰⁰/10⁻⁶ < 0 gives z = e₂, carried back: z₁ = −10³⁰⁰/10⁻⁶ (by hand).
  const gramlab::ExactPsd r = gramlab::exactPsdCheck(rows({{0.000001, 1e300}, {1e300, 1}}));
  REQUIRE(r.exact);
  CHECK_FALSE(r.isPSD);
  CHECK(r.c == std::vector<std::string>{"\u22121" + std::string(306, '0'), "1"});
  CHECK(r.value == "\u2212" + std::string("9.") + std::string(605, '9') + "e+605");  // −(10⁶⁰⁶ − 1), every digit
}

TEST_CASE("exactPsdCheck: the issue's widest 12 × 12 table (17-digit entries near 1e300 beside 6-place decimals)") {
  // Diagonal ≥ 1.2e307, each row's other entries sum to < 12 · 1.3e300: PSD by Gershgorin, rank 12. The
  // elimination runs all 12 steps on integers of up to 12 · 315 digits; it took seconds with fractions.
  const int n = 12;
  Eigen::MatrixXd s(n, n);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      const int a = std::min(i, j), b = std::max(i, j);
      s(i, j) = a == b        ? 1.2345678901234567e307 * (1 + a / 7.0)
                : (a + b) % 2 ? (a + b + 1) / 1e6
                              : 1.2345678901234567e300 * (1 + (a * n + b) / 997.0);
    }
  const gramlab::ExactPsd r = gramlab::exactPsdCheck(s);
  REQUIRE(r.exact);
  CHECK(r.isPSD);
  CHECK(r.rank == 12);
  s(11, 11) = -1.2345678901234567e300;
  const gramlab::ExactPsd broken = gramlab::exactPsdCheck(s);
  CHECK_FALSE(broken.isPSD);
  CHECK(broken.value.rfind("\u2212", 0) == 0);
}
