#include <doctest/doctest.h>

#include <cmath>
#include <string>
#include <vector>

#include "fixtures/sylvester_cases.hpp"
#include "gramlab/base/error.hpp"
#include "gramlab/exact/sylvester.hpp"
#include "gramlab/linear_algebra/spectrum.hpp"
#include "support/error_code.hpp"
#include "support/random_matrices.hpp"
#include "support/reference.hpp"

using gramlab::ErrorCode;
using gramlab::MinorSign;
using Texts = std::vector<std::string>;

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

// The exact texts of a list of working numbers.
Texts texts(const std::vector<gramlab::WorkingNumber>& numbers) {
  Texts out;
  for (const auto& x : numbers) out.push_back(x.exact);
  return out;
}

// A 3×3 working as [entry, p, q, r, s, minor] per cofactor term.
std::vector<Texts> cofactorTexts(const gramlab::MinorWorking& w) {
  std::vector<Texts> out;
  for (const auto& term : w.cofactors) {
    Texts row{term.entry.exact};
    for (const auto& f : term.factors) row.push_back(f.exact);
    row.push_back(term.minor.exact);
    out.push_back(row);
  }
  return out;
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
  for (const auto& minor : r.minors) CHECK(minor.sign == MinorSign::Positive);
  CHECK(texts(r.minors[0].working.factors) == Texts{"2"});
  CHECK(texts(r.minors[1].working.factors) == Texts{"2", "2", "1", "1"});  // 2·2 − 1·1 = 3
  // 2·(2·2 − 1·1) − 1·(1·2 − 1·0) + 0·(1·1 − 2·0) = 2·3 − 1·2 + 0·1 = 4
  CHECK(cofactorTexts(r.minors[2].working) == std::vector<Texts>{{"2", "2", "2", "1", "1", "3"},
                                                                 {"1", "1", "2", "1", "0", "2"},
                                                                 {"0", "1", "1", "2", "0", "1"}});
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
  CHECK(r.minors[1].sign == MinorSign::Negative);
  CHECK(texts(r.minors[1].working.factors) == Texts{"1", "1", "2", "2"});  // 1·1 − 2·2 = −3
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
  CHECK(texts(r.minors[1].working.factors) == Texts{"1", "1", "0.9", "0.9"});
  CHECK(cofactorTexts(r.minors[2].working) == std::vector<Texts>{{"1", "1", "1", "0.9", "0.9", "0.19"},
                                                                 {"0.9", "0.9", "1", "0.9", "0.2", "0.72"},
                                                                 {"0.2", "0.9", "0.9", "1", "0.2", "0.61"}});
}

TEST_CASE("sylvester: decimals give exact decimal minors, negatives in parentheses") {
  Eigen::MatrixXd m(2, 2);
  m << 0.1, 0.2, 0.2, 0.1;
  auto r = gramlab::sylvester(m);
  REQUIRE(r.minors.size() == 2);
  CHECK(r.minors[1].exact == "−0.03");
  CHECK(r.minors[1].determinant == -0.03);  // doubles would give −0.030000000000000006
  CHECK(texts(r.minors[1].working.factors) == Texts{"0.1", "0.1", "0.2", "0.2"});

  m << 1, -2, -2, 1;
  r = gramlab::sylvester(m);
  CHECK(texts(r.minors[1].working.factors) == Texts{"1", "1", "−2", "−2"});
  CHECK(r.minors[1].exact == "−3");

  m << -0.5, 1, 1, 2;
  r = gramlab::sylvester(m);
  CHECK(r.firstFailure == 1);
  CHECK(r.minors.size() == 1);
  CHECK(texts(r.minors[0].working.factors) == Texts{"−0.5"});
  CHECK(r.minors[0].sign == MinorSign::Negative);
}

TEST_CASE("sylvester: k ≥ 4 shows the pivots, non-terminating ones as fractions") {
  const auto r = gramlab::sylvester(tridiagonal(4));
  CHECK(r.positiveDefinite);
  REQUIRE(r.minors.size() == 4);
  CHECK(r.minors[3].exact == "5");
  CHECK(r.minors[3].pivot == 5.0 / 4);
  CHECK(texts(r.minors[3].working.pivots) == Texts{"2", "1.5", "4/3", "1.25"});  // product 5
  CHECK(r.minors[3].exactPivot == "1.25");

  const auto big = gramlab::sylvester(tridiagonal(12));
  REQUIRE(big.minors.size() == 12);
  for (int k = 0; k < 12; ++k) CHECK(big.minors[k].determinant == k + 2);
  CHECK(texts(big.minors[11].working.pivots) ==
        Texts{"2", "1.5", "4/3", "1.25", "1.2", "7/6", "8/7", "1.125", "10/9", "1.1", "12/11", "13/12"});
  CHECK(big.minors[11].exact == "13");
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
    Texts pivots;
    for (const auto& p : r.minors.back().working.pivots) pivots.push_back(p.exact);
    CHECK(pivots == c.lastPivots);
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
  CHECK(*r.minors[1].determinant == doctest::Approx(1.0 / 9 - 0.01).epsilon(1e-14));
  // Entries as typed: the shortest decimal that reads back as the double.
  CHECK(texts(r.minors[1].working.factors) == Texts{"0.3333333333333333", "0.3333333333333333", "0.1", "0.1"});

  const auto third = gramlab::sylvester(tridiagonal(4) / 3);
  REQUIRE(third.minors.size() == 4);
  REQUIRE(third.minors[2].working.cofactors.size() == 3);
  CHECK(*third.minors[2].determinant == doctest::Approx(4.0 / 27).epsilon(1e-14));
  CHECK(gramlab::toDouble(third.minors[2].working.cofactors[0].minor.scaled) ==
        doctest::Approx(3.0 / 9).epsilon(1e-14));
  const double pivots[] = {2.0 / 3, 0.5, 4.0 / 9, 5.0 / 12};  // (k + 1)/k / 3
  REQUIRE(third.minors[3].working.pivots.size() == 4);
  for (int k = 0; k < 4; ++k) {
    CHECK(third.minors[3].working.pivots[k].exact.empty());
    CHECK(gramlab::toDouble(third.minors[3].working.pivots[k].scaled) == doctest::Approx(pivots[k]).epsilon(1e-14));
  }
  CHECK(*third.minors[3].determinant == doctest::Approx(5.0 / 81).epsilon(1e-14));
}

TEST_CASE("sylvester: exactness no longer gives up where int64 would overflow") {
  // d = 123456.789 on the diagonal, o = 1.234567 elsewhere: the second minor's exact numerator needs
  // ~10^22. Closed form: det_k = (d − o)^(k−1)·(d + (k − 1)·o); D₂ = d² − o² by hand (Python integers):
  // (123456789000² − 1234567²) / 10¹² = 15241578748.666365322511.
  const double d = 123456.789, o = 1.234567;
  Eigen::MatrixXd m = Eigen::MatrixXd::Constant(12, 12, o);
  m.diagonal().setConstant(d);
  const auto r = gramlab::sylvester(m);
  REQUIRE(r.minors.size() == 12);
  CHECK(r.positiveDefinite);
  CHECK(r.minors[0].exact == "123456.789");
  CHECK(r.minors[1].exact == "15241578748.666365322511");
  for (int k = 1; k < 12; ++k) {
    CAPTURE(k);
    CHECK_FALSE(r.minors[k].exact.empty());
    CHECK(r.minors[k].sign == MinorSign::Positive);
    CHECK(*r.minors[k].determinant == doctest::Approx(std::pow(d - o, k) * (d + k * o)).epsilon(1e-12));
  }
  CHECK(r.minors[11].working.pivots[0].exact == "123456.789");
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
  const PastLimit past = pastLimitOf([] { gramlab::principalMinors(Eigen::MatrixXd::Identity(11, 11)); });
  CHECK(past.quantity == "n");
  CHECK(past.value == 11);
  CHECK(past.limit == 10);
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
  CHECK(r.minors[1].sign == MinorSign::Zero);
  CHECK(texts(r.minors[1].working.factors) == Texts{"1", "1", "1", "1"});

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
  // Rank one exactly: short binary mantissas (not short decimals: 1/1024 has ten places) multiply without
  // rounding, so every minor of order ≥ 2 is exactly 0 and none is negative. (A rounded x·xᵀ is not rank one:
  // its exact minors are tiny and of either sign; minor_signs.test.cpp has those, against Python's fractions.)
  Eigen::VectorXd x(4);
  x << 1.0 / 1024, 3.0 / 4096, 5, 7.0 / 2048;
  const Eigen::MatrixXd g = x * x.transpose();
  for (const auto& minor : gramlab::principalMinors(g))
    CHECK(minor.sign == (minor.indices.size() == 1 ? MinorSign::Positive : MinorSign::Zero));
  CHECK_FALSE(gramlab::negativeDirection(g).has_value());
}

TEST_CASE("sylvester, principalMinors: bad input gets a stable code") {
  for (const Eigen::MatrixXd& base : {ref::S(), ref::A()}) {
    checkBadSymmetricInputs([](const Eigen::MatrixXd& m) { gramlab::sylvester(m); }, base, tridiagonal(13));
    checkBadSymmetricInputs([](const Eigen::MatrixXd& m) { gramlab::principalMinors(m); }, base, tridiagonal(11));
  }
  CHECK_NOTHROW(gramlab::sylvester(tridiagonal(12)));
  CHECK(codeOf([] { gramlab::principalMinors(Eigen::MatrixXd::Ones(11, 12)); }) == ErrorCode::NotSquare);
}

// ---- Issue 9: verdicts at the edges of double -----------------------------------------------------------

TEST_CASE("sylvester: 1e200 entries no longer give D₂ = ∞, D₃ = NaN and 'positive definite'") {
  Eigen::MatrixXd m = Eigen::MatrixXd::Zero(3, 3);
  m(0, 0) = m(1, 1) = 1e200;
  // Integers: exact. D₂ = 10⁴⁰⁰ (past double's range, kept scaled), D₃ = 0 exactly: not positive definite.
  auto r = gramlab::sylvester(m);
  CHECK_FALSE(r.positiveDefinite);
  CHECK(r.firstFailure == 3);
  REQUIRE(r.minors.size() == 3);
  CHECK(r.minors[1].exact == "1e+400");
  CHECK_FALSE(r.minors[1].determinant.has_value());
  CHECK(r.minors[1].scaled.exponent == 1329);  // log₂ 10⁴⁰⁰ = 1328.77
  CHECK(r.minors[1].sign == MinorSign::Positive);
  CHECK(r.minors[2].sign == MinorSign::Zero);
  CHECK(r.minors[2].exact == "0");

  // The same with one entry that is not a short decimal: floating point, scaled, and a zero row is 0.
  m(0, 1) = m(1, 0) = 1.0 / 3;
  r = gramlab::sylvester(m);
  CHECK(r.firstFailure == 3);
  CHECK(r.minors[1].exact.empty());
  CHECK(r.minors[1].sign == MinorSign::Positive);
  CHECK(r.minors[1].scaled.exponent == 1329);
  CHECK(r.minors[2].sign != MinorSign::Positive);
  CHECK_FALSE(r.positiveDefinite);
}

TEST_CASE("sylvester: tiny positive definite matrices are positive definite (no underflow to 0)") {
  for (const double tiny : {1e-200, 1e-250, 1e-300}) {
    CAPTURE(tiny);
    const Eigen::MatrixXd m = tiny * tridiagonal(4);
    const auto r = gramlab::sylvester(m);
    CHECK(r.positiveDefinite);
    REQUIRE(r.minors.size() == 4);
    // D_k = (k + 1)·tiny^k: log₂ of it, to within the mantissa's one binade.
    for (int k = 0; k < 4; ++k) {
      CHECK(r.minors[k].sign == MinorSign::Positive);
      const double log2 = std::log2(k + 2.0) + (k + 1) * std::log2(tiny);
      CHECK(std::abs(r.minors[k].scaled.exponent - log2) <= 1.0);
    }
    CHECK_FALSE(r.minors[1].determinant.has_value());  // 3e−400 is no double
    CHECK(*r.minors[1].pivot == doctest::Approx(1.5 * tiny).epsilon(1e-14));
  }
  Eigen::MatrixXd d = Eigen::MatrixXd::Zero(2, 2);
  d(0, 0) = d(1, 1) = 1e-200;
  CHECK(gramlab::sylvester(d).positiveDefinite);
}

TEST_CASE("sylvester: huge integer matrices stay exact at 12×12 (1e300 entries)") {
  const auto r = gramlab::sylvester(1e300 * tridiagonal(12));
  CHECK(r.positiveDefinite);
  REQUIRE(r.minors.size() == 12);
  CHECK(r.minors[0].exact == "2e+300");
  CHECK(r.minors[1].exact == "3e+600");
  CHECK(r.minors[11].exact == "1.3e+3601");         // 13·10³⁶⁰⁰
  CHECK(r.minors[11].exactPivot == "3.25e+300/3");  // 13·10³⁰⁰/12 reduced
  CHECK(*r.minors[0].determinant == 2e300);
  CHECK(*r.minors[11].pivot == doctest::Approx(13.0 / 12 * 1e300).epsilon(1e-15));
}

// X is n×d with d < n, so the exact XXᵀ has rank d and D_{d+1} … D_n are 0; the computed G is XXᵀ rounded, whose
// own minors past the rank are tiny and of either sign. No floating-point bound decides those: the doubles' exact
// values do (issue 37), and "zero within rounding" is never the answer. D_1 … D_d are positive beyond rounding.
TEST_CASE("sylvester: a random rank-deficient Gram matrix's minors past its rank come from the exact doubles") {
  int pd = 0, zero = 0, negative = 0;
  for (std::uint64_t seed = 0; seed < 400; ++seed) {
    const Eigen::Index n = 2 + static_cast<Eigen::Index>(seed % 11), d = 1 + static_cast<Eigen::Index>(seed % (n - 1));
    const Eigen::MatrixXd x = randomGaussian(n, d, seed);
    const Eigen::MatrixXd g = x * x.transpose();
    const auto r = gramlab::sylvester((g + g.transpose()) / 2);
    pd += r.positiveDefinite;
    REQUIRE(r.minors.size() >= static_cast<std::size_t>(d + 1));
    for (Eigen::Index k = 0; k < d; ++k) CHECK(r.minors[k].sign == MinorSign::Positive);
    const auto& past = r.minors[d];
    CHECK(past.method == gramlab::MinorMethod::Binary);
    CHECK(past.bound.mantissa == 0);
    zero += past.sign == MinorSign::Zero;
    negative += past.sign == MinorSign::Negative;
    for (const auto& minor : r.minors) CHECK(minor.sign != MinorSign::ZeroWithinRounding);
  }
  MESSAGE("D_{d+1}: zero " << zero << ", negative " << negative << "; positive definite " << pd << " of 400");
  CHECK(negative > 0);
}

TEST_CASE("sylvester: random full-rank Gram matrices are positive definite") {
  int pd = 0;
  for (std::uint64_t seed = 0; seed < 400; ++seed) {
    const Eigen::Index n = 2 + static_cast<Eigen::Index>(seed % 11);
    const Eigen::MatrixXd x = randomGaussian(n, n + 3, seed);
    const Eigen::MatrixXd g = x * x.transpose();
    pd += gramlab::sylvester((g + g.transpose()) / 2).positiveDefinite;
  }
  CHECK(pd == 400);
}

TEST_CASE("principalMinors: integers of any size are exact, so −1 is exactly negative") {
  Eigen::MatrixXd m(2, 2);
  m << 100000001, 1e8, 1e8, 99999999;
  auto minors = gramlab::principalMinors(m);
  REQUIRE(minors.size() == 3);
  CHECK(minors[2].exact == "−1");  // (10⁸ + 1)(10⁸ − 1) − 10¹⁶
  CHECK(minors[2].sign == MinorSign::Negative);
  CHECK(*minors[2].determinant == -1.0);

  m << 1e10, 1e10 + 1, 1e10 + 1, 1e10;  // 10²⁰ − (10¹⁰ + 1)² = −20000000001
  minors = gramlab::principalMinors(m);
  CHECK(minors[0].exact == "10000000000");
  CHECK(minors[2].exact == "−20000000001");
  CHECK(minors[2].sign == MinorSign::Negative);
}

TEST_CASE("signName: the names the page keys on") {
  CHECK(std::string(gramlab::signName(MinorSign::Positive)) == "positive");
  CHECK(std::string(gramlab::signName(MinorSign::Negative)) == "negative");
  CHECK(std::string(gramlab::signName(MinorSign::Zero)) == "zero");
  CHECK(std::string(gramlab::signName(MinorSign::ZeroWithinRounding)) == "zeroWithinRounding");
  CHECK(std::string(gramlab::signName(MinorSign::Undecided)) == "undecided");
}

TEST_CASE("symmetry: every Sylvester function judges it at the matrix's scale, negativeDirection's blocks too") {
  Eigen::MatrixXd m(2, 2);
  m << 1e-14, 1e-14, 0, 1e-14;
  CHECK(codeOf([&] { gramlab::sylvester(m); }) == ErrorCode::NotSymmetric);
  CHECK(codeOf([&] { gramlab::principalMinors(m); }) == ErrorCode::NotSymmetric);
  CHECK(codeOf([&] { gramlab::negativeDirection(m); }) == ErrorCode::NotSymmetric);
  // Symmetric within rounding of 1e10, not within rounding of the lower block's own scale 1:
  // negativeDirection used to refuse that block. Block {2, 3} = [[1, −2], [−2, 1]] has λ = −1.
  Eigen::MatrixXd g = Eigen::MatrixXd::Zero(3, 3);
  g(0, 0) = 1e10;
  g(1, 1) = g(2, 2) = 1;
  g(1, 2) = -2;
  g(2, 1) = -2 + 1e-7;
  CHECK_NOTHROW(gramlab::principalMinors(g));
  const auto dir = gramlab::negativeDirection(g);
  REQUIRE(dir.has_value());
  CHECK(dir->indices == std::vector<int>{1, 2});
  CHECK(dir->value == doctest::Approx(-1.0).epsilon(1e-6));
}

TEST_CASE("principalMinors: 1e300 entries stay exact at n = 10 (powers of ten taken out of rows and columns)") {
  Eigen::MatrixXd m = 1e300 * tridiagonal(10);
  m(0, 0) = 3;  // mixed magnitudes: row 1 has 3 and 1e300
  const auto minors = gramlab::principalMinors(m);
  CHECK(minors[0].exact == "3");
  CHECK(minors[1].exact == "2e+300");
  CHECK(minors[10].indices == std::vector<int>{0, 1});
  // 3·2·10³⁰⁰ − 10⁶⁰⁰ = −(10⁶⁰⁰ − 6·10³⁰⁰) = −(299 nines, 4, 300 zeros): every digit, in e-notation.
  CHECK(minors[10].exact == "−9." + std::string(298, '9') + "4e+599");
  CHECK(minors[10].sign == MinorSign::Negative);
  CHECK(gramlab::principalMinors(1e300 * tridiagonal(10)).back().exact == "1.1e+3001");  // 11·10³⁰⁰⁰
}
