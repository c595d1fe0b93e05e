#include <doctest/doctest.h>

#include <cmath>
#include <string>
#include <vector>

#include "../fixtures/sylvester_cases.hpp"
#include "error_code.hpp"
#include "gramlab/error.hpp"
#include "gramlab/spectrum.hpp"
#include "gramlab/sylvester.hpp"
#include "reference.hpp"

using gramlab::ErrorCode;
using Lines = std::vector<std::string>;

namespace {

Eigen::MatrixXd matrix(int n, const std::vector<double>& rowMajor) {
  Eigen::MatrixXd m(n, n);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) m(i, j) = rowMajor[static_cast<std::size_t>(i * n + j)];
  return m;
}

// The tridiagonal 2, 1 matrix: D_k = 2·D_{k−1} − D_{k−2} gives leading minors 2, 3, 4, …, n + 1.
Eigen::MatrixXd tridiagonal(int n) {
  Eigen::MatrixXd m = 2 * Eigen::MatrixXd::Identity(n, n);
  for (int i = 0; i + 1 < n; ++i) m(i, i + 1) = m(i + 1, i) = 1;
  return m;
}

// The caveat (article: "선행 주소행렬식이 전부 0 이상이라고 해서 PSD인 것은 아닙니다"). Rows 1 and 2 are equal,
// so the leading minors are 1, 0, 0, all ≥ 0; yet the principal minor on rows/columns {1, 3}
// (1-based) is 1·0 − 1·1 = −1, and c = (1, 0, −1) gives cᵀGc = 1 − 2 + 0 = −1. Eigenvalues 1 − √3, 0, 1 + √3.
Eigen::MatrixXd caveat() {
  Eigen::MatrixXd m(3, 3);
  m << 1, 1, 1, 1, 1, 1, 1, 1, 0;
  return m;
}

}  // namespace

TEST_CASE("sylvester: the article's A is positive definite, minors 2, 3, 4") {
  const auto r = gramlab::sylvester(ref::A());
  CHECK(r.positiveDefinite);
  CHECK(r.firstFailure == 0);
  REQUIRE(r.minors.size() == 3);
  const double minors[] = {2, 3, 4};
  const char* exact[] = {"2", "3", "4"};
  const double pivots[] = {2, 3.0 / 2, 4.0 / 3};
  for (int k = 0; k < 3; ++k) {
    CHECK(r.minors[k].k == k + 1);
    CHECK(r.minors[k].determinant == minors[k]);  // exact, not numpy's 2.9999999999999996
    CHECK(r.minors[k].exact == exact[k]);
    CHECK(r.minors[k].pivot == pivots[k]);
  }
  CHECK(r.minors[0].steps == Lines{"2"});
  CHECK(r.minors[1].steps == Lines{"2·2 − 1·1 = 3"});
  CHECK(r.minors[2].steps == Lines{"2·(2·2 − 1·1) − 1·(1·2 − 1·0) + 0·(1·1 − 2·0)", "= 2·3 − 1·2 + 0·1", "= 4"});
}

TEST_CASE("sylvester: the article's B stops at its second minor, 1·1 − 2·2 = −3") {
  const auto r = gramlab::sylvester(ref::B());
  CHECK_FALSE(r.positiveDefinite);
  CHECK(r.firstFailure == 2);
  REQUIRE(r.minors.size() == 2);
  CHECK(r.minors[0].determinant == 1.0);
  CHECK(r.minors[1].determinant == -3.0);
  CHECK(r.minors[1].exact == "−3");
  CHECK(r.minors[1].pivot == -3.0);
  CHECK(r.minors[1].steps == Lines{"1·1 − 2·2 = −3"});
}

TEST_CASE("sylvester: the article's S fails at k = 3 with −0.336") {
  const auto r = gramlab::sylvester(ref::S());
  CHECK(r.firstFailure == 3);
  CHECK_FALSE(r.positiveDefinite);
  REQUIRE(r.minors.size() == 3);
  CHECK(r.minors[0].exact == "1");
  CHECK(r.minors[1].exact == "0.19");
  CHECK(r.minors[2].exact == "−0.336");
  CHECK(r.minors[1].determinant == 0.19);
  CHECK(r.minors[2].determinant == -0.336);
  CHECK(r.minors[2].pivot == doctest::Approx(-0.336 / 0.19).epsilon(1e-15));
  CHECK(r.minors[1].steps == Lines{"1·1 − 0.9·0.9 = 0.19"});
  CHECK(r.minors[2].steps == Lines{"1·(1·1 − 0.9·0.9) − 0.9·(0.9·1 − 0.9·0.2) + 0.2·(0.9·0.9 − 1·0.2)",
                                   "= 1·0.19 − 0.9·0.72 + 0.2·0.61", "= −0.336"});
}

TEST_CASE("sylvester: decimals give exact decimal minors, negatives in parentheses") {
  Eigen::MatrixXd m(2, 2);
  m << 0.1, 0.2, 0.2, 0.1;
  auto r = gramlab::sylvester(m);
  REQUIRE(r.minors.size() == 2);
  CHECK(r.minors[1].exact == "−0.03");
  CHECK(r.minors[1].determinant == -0.03);  // doubles would give −0.030000000000000006
  CHECK(r.minors[1].steps == Lines{"0.1·0.1 − 0.2·0.2 = −0.03"});

  m << 1, -2, -2, 1;
  r = gramlab::sylvester(m);
  CHECK(r.minors[1].steps == Lines{"1·1 − (−2)·(−2) = −3"});

  m << -0.5, 1, 1, 2;
  r = gramlab::sylvester(m);
  CHECK(r.firstFailure == 1);
  CHECK(r.minors.size() == 1);
  CHECK(r.minors[0].steps == Lines{"−0.5"});
}

TEST_CASE("sylvester: k ≥ 4 shows the pivots, non-terminating ones as fractions") {
  const auto r = gramlab::sylvester(tridiagonal(4));
  CHECK(r.positiveDefinite);
  REQUIRE(r.minors.size() == 4);
  CHECK(r.minors[3].exact == "5");
  CHECK(r.minors[3].pivot == 5.0 / 4);
  CHECK(r.minors[3].steps == Lines{"pivots 2, 1.5, 4/3, 1.25 → product 5"});

  const auto big = gramlab::sylvester(tridiagonal(12));
  REQUIRE(big.minors.size() == 12);
  for (int k = 0; k < 12; ++k) CHECK(big.minors[k].determinant == k + 2);
  CHECK(big.minors[11].steps ==
        Lines{"pivots 2, 1.5, 4/3, 1.25, 1.2, 7/6, 8/7, 1.125, 10/9, 1.1, 12/11, 13/12 → product 13"});
}

TEST_CASE("sylvester: 4×4 and 5×5 cases against numpy and fractions.Fraction") {
  for (const auto& c : fixtures::sylvesterCases()) {
    CAPTURE(c.name);
    const auto r = gramlab::sylvester(matrix(c.n, c.entries));
    REQUIRE(r.minors.size() == c.exact.size());
    for (std::size_t k = 0; k < r.minors.size(); ++k) {
      CHECK(r.minors[k].exact == c.exact[k]);
      CHECK(r.minors[k].determinant == c.exactRounded[k]);
      CHECK(r.minors[k].determinant == doctest::Approx(c.numpyMinors[k]).epsilon(1e-12));
      const double previous = k == 0 ? 1.0 : c.exactRounded[k - 1];
      CHECK(r.minors[k].pivot == doctest::Approx(c.exactRounded[k] / previous).epsilon(1e-15));
    }
    CHECK(r.minors.back().steps == Lines{c.lastPivotLine});
    CHECK(r.firstFailure == c.firstFailure);
    CHECK(r.positiveDefinite == (c.firstFailure == 0));
    CHECK(r.positiveDefinite == (c.minEigenvalue > 0));
  }
}

TEST_CASE("sylvester: entries that are not short decimals give rounded working with ≈") {
  Eigen::MatrixXd m(2, 2);
  m << 1.0 / 3, 0.1, 0.1, 1.0 / 3;
  const auto r = gramlab::sylvester(m);
  REQUIRE(r.minors.size() == 2);
  CHECK(r.minors[0].exact.empty());
  CHECK(r.minors[1].exact.empty());
  CHECK(r.minors[1].determinant == doctest::Approx(1.0 / 9 - 0.01).epsilon(1e-14));
  CHECK(r.minors[1].steps == Lines{"0.3333333333333333·0.3333333333333333 − 0.1·0.1 ≈ 0.1011111111"});

  const auto third = gramlab::sylvester(tridiagonal(4) / 3);
  REQUIRE(third.minors.size() == 4);
  CHECK(third.minors[2].steps.size() == 3);
  CHECK(third.minors[2].steps[2] == "≈ 0.1481481481");  // 4/27
  CHECK(third.minors[3].steps ==
        Lines{"pivots ≈ 0.6666666667, 0.5, 0.4444444444, 0.4166666667 → product ≈ 0.06172839506"});
}

TEST_CASE("sylvester: exactness gives up on overflow, the doubles carry on") {
  // d = 123456.789 on the diagonal, o = 1.234567 elsewhere: the second minor's exact numerator needs
  // ~10^22. Closed form: det_k = (d − o)^(k−1)·(d + (k − 1)·o).
  const double d = 123456.789, o = 1.234567;
  Eigen::MatrixXd m = Eigen::MatrixXd::Constant(12, 12, o);
  m.diagonal().setConstant(d);
  const auto r = gramlab::sylvester(m);
  REQUIRE(r.minors.size() == 12);
  CHECK(r.positiveDefinite);
  CHECK(r.minors[0].exact == "123456.789");
  for (int k = 1; k < 12; ++k) {
    CAPTURE(k);
    CHECK(r.minors[k].exact.empty());
    CHECK(std::isfinite(r.minors[k].determinant));
    CHECK(r.minors[k].determinant == doctest::Approx(std::pow(d - o, k) * (d + k * o)).epsilon(1e-12));
  }
  CHECK(r.minors[11].steps[0].rfind("pivots ≈ 123456.789, ", 0) == 0);
}

TEST_CASE("principalMinors: 2ⁿ − 1 of them, by size then lexicographically") {
  const auto s = gramlab::principalMinors(ref::S());
  REQUIRE(s.size() == 7);
  const std::vector<std::vector<int>> order = {{0}, {1}, {2}, {0, 1}, {0, 2}, {1, 2}, {0, 1, 2}};
  const char* exact[] = {"1", "1", "1", "0.19", "0.96", "0.19", "−0.336"};
  for (std::size_t i = 0; i < 7; ++i) {
    CHECK(s[i].indices == order[i]);
    CHECK(s[i].exact == exact[i]);
  }
  CHECK(s[4].determinant == 0.96);
  for (int n = 2; n <= 10; ++n) {
    CAPTURE(n);
    const auto all = gramlab::principalMinors(tridiagonal(n));
    CHECK(all.size() == (std::size_t{1} << n) - 1);
    CHECK(all.back().determinant == n + 1);
  }
}

TEST_CASE("principalMinors: n = 11 is refused with the count") {
  const gramlab::Error e = errorOf([] { gramlab::principalMinors(Eigen::MatrixXd::Identity(11, 11)); });
  CHECK(e.code() == ErrorCode::TooLarge);
  CHECK(std::string(e.what()) == "n = 11 has 2047 principal minors; the limit is n = 10, 1023 minors");
  CHECK(codeOf([] { gramlab::negativeDirection(Eigen::MatrixXd::Identity(11, 11)); }) == ErrorCode::TooLarge);
}

TEST_CASE("caveat: leading minors ≥ 0 but not PSD, negativeDirection finds cᵀGc < 0") {
  const Eigen::MatrixXd g = caveat();
  const auto minors = gramlab::principalMinors(g);
  // Leading ones are {0}, {0, 1}, {0, 1, 2}: indices 0, 3 and 6 in this order.
  CHECK(minors[0].exact == "1");
  CHECK(minors[3].exact == "0");
  CHECK(minors[6].exact == "0");
  CHECK(minors[4].indices == std::vector<int>{0, 2});
  CHECK(minors[4].exact == "−1");
  CHECK(gramlab::eigenSymmetric(g).values(0) == doctest::Approx(1 - std::sqrt(3.0)).epsilon(1e-13));

  const auto r = gramlab::sylvester(g);
  CHECK(r.firstFailure == 2);  // stops at the zero minor: Sylvester is silent about PSD here
  CHECK(r.minors[1].steps == Lines{"1·1 − 1·1 = 0"});

  const auto dir = gramlab::negativeDirection(g);
  REQUIRE(dir.has_value());
  CHECK(dir->indices == std::vector<int>{0, 2});
  CHECK(dir->c(1) == 0.0);
  CHECK(dir->c.norm() == doctest::Approx(1.0).epsilon(1e-14));
  // The lowest eigenvalue of [[1, 1], [1, 0]] is (1 − √5)/2.
  CHECK(dir->value == doctest::Approx((1 - std::sqrt(5.0)) / 2).epsilon(1e-13));
  CHECK(dir->c.dot(g * dir->c) < 0);
}

TEST_CASE("negativeDirection: B's 2×2 block, none for A or a singular PSD Gram matrix") {
  const auto b = gramlab::negativeDirection(ref::B());
  REQUIRE(b.has_value());
  CHECK(b->indices == std::vector<int>{0, 1});
  CHECK(b->value == doctest::Approx(-1.0).epsilon(1e-13));
  CHECK(std::abs(b->c(0)) == doctest::Approx(std::sqrt(0.5)).epsilon(1e-13));
  CHECK(b->c(0) == doctest::Approx(-b->c(1)).epsilon(1e-13));
  CHECK(b->c(2) == 0.0);

  const auto s = gramlab::negativeDirection(ref::S());
  REQUIRE(s.has_value());
  CHECK(s->indices == std::vector<int>{0, 1, 2});
  CHECK(s->value == doctest::Approx(ref::eigenvaluesOfS()[0]).epsilon(1e-12));

  CHECK_FALSE(gramlab::negativeDirection(ref::A()).has_value());
  // Rank one, so minors of order ≥ 2 are zero up to rounding, which must not count as negative.
  Eigen::VectorXd x(4);
  x << 1.0 / 3, 2.0 / 7, 1.0 / 11, std::sqrt(2.0);
  CHECK_FALSE(gramlab::negativeDirection(x * x.transpose()).has_value());
}

TEST_CASE("sylvester, principalMinors: bad input gets a stable code") {
  for (const Eigen::MatrixXd& base : {ref::S(), ref::A()}) {
    checkBadSymmetricInputs([](const Eigen::MatrixXd& m) { gramlab::sylvester(m); }, base, tridiagonal(13));
    checkBadSymmetricInputs([](const Eigen::MatrixXd& m) { gramlab::principalMinors(m); }, base, tridiagonal(11));
  }
  CHECK_NOTHROW(gramlab::sylvester(tridiagonal(12)));
  CHECK(codeOf([] { gramlab::principalMinors(Eigen::MatrixXd::Ones(11, 12)); }) == ErrorCode::NotSquare);
}
