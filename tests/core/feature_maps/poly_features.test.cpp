#include <doctest/doctest.h>

#include <cmath>
#include <string>
#include <vector>

#include "gramlab/feature_maps/poly_features.hpp"
#include "support/error_code.hpp"
#include "support/feature_bound.hpp"
#include "support/feature_fixtures.hpp"
#include "support/vector_literal.hpp"

using gramlab::ErrorCode;
using gramlab::FeatureTerm;
using gramlab::polyFeaturePair;
using gramlab::polyFeatures;

namespace {

// α as a dense exponent vector of length d.
std::vector<int> exponents(const FeatureTerm& term, int d) {
  std::vector<int> alpha(static_cast<std::size_t>(d), 0);
  for (const auto& f : term.monomial) alpha[static_cast<std::size_t>(f.variable)] = f.power;
  return alpha;
}

// Deterministic entries in [−2, 2] that no test typed by hand.
Eigen::VectorXd waveWithin2(int d, double phase) {
  Eigen::VectorXd v(d);
  for (int i = 0; i < d; ++i) v(i) = 2 * std::sin(1.7 * i + phase);
  return v;
}

}  // namespace

TEST_CASE("polyFeatures: the article's φ for d = 2, p = 2, c = 1, in the article's order") {
  const gramlab::PolyFeatures phi = polyFeatures(vec({1, 2}), 2, 1, 100);
  REQUIRE(phi.terms.size() == 6);
  CHECK(phi.total == "6");
  CHECK(phi.complete);
  const std::vector<std::vector<int>> alphas{{0, 0}, {1, 0}, {0, 1}, {2, 0}, {0, 2}, {1, 1}};
  const std::vector<double> radicands{1, 2, 2, 1, 1, 2};  // 1, √2·x₁, √2·x₂, x₁², x₂², √2·x₁x₂
  const std::vector<int> constantPowers{2, 1, 1, 0, 0, 0};
  for (std::size_t i = 0; i < 6; ++i) {
    CAPTURE(i);
    CHECK(exponents(phi.terms[i], 2) == alphas[i]);
    CHECK(phi.terms[i].coefficient.exact);
    CHECK(phi.terms[i].coefficient.outside == 1);
    CHECK(phi.terms[i].coefficient.radicand == radicands[i]);
    CHECK(phi.terms[i].constantPower == constantPowers[i]);
    CHECK(phi.terms[i].multinomial == radicands[i]);
  }
  CHECK(phi.terms[0].monomial.empty());
  // φ(a) = (1, √2, 2√2, 1, 4, 2√2).
  const double r2 = std::sqrt(2.0);
  const std::vector<double> expected{1, r2, 2 * r2, 1, 4, 2 * r2};
  for (Eigen::Index i = 0; i < 6; ++i) CHECK(phi.values(i) == doctest::Approx(expected[std::size_t(i)]).epsilon(1e-15));
}

TEST_CASE("polyFeaturePair: the article's term-by-term check 1 + 6 − 4 + 9 + 4 − 12 = 4") {
  const gramlab::PolyFeaturePair pair = polyFeaturePair(vec({1, 2}), vec({3, -1}), 2, 1, 100);
  const std::vector<double> products{1, 6, -4, 9, 4, -12};
  REQUIRE(pair.products.size() == 6);
  for (Eigen::Index i = 0; i < 6; ++i)
    CHECK(pair.products(i) == doctest::Approx(products[std::size_t(i)]).epsilon(1e-15));
  const double r2 = std::sqrt(2.0);
  const std::vector<double> phiB{1, 3 * r2, -r2, 9, 1, -3 * r2};
  for (Eigen::Index i = 0; i < 6; ++i) CHECK(pair.valuesB(i) == doctest::Approx(phiB[std::size_t(i)]).epsilon(1e-15));
  CHECK(pair.kernel == 4);  // (1 + 1)², exact
  CHECK(std::abs(pair.featureDot - 4) <= pair.roundingBound);
  CHECK(pair.roundingBound <= featureDotBound(vec({1, 2}), vec({3, -1}), 2, 1, 6));
  CHECK(pair.complete);
}

TEST_CASE("polyFeatures: order, coefficients and values against the exact python fixtures") {
  for (const std::string name : {"article", "d3p3c2", "d2p4c0", "d4p2c3"}) {
    CAPTURE(name);
    const std::vector<double> head = feature_fixtures::numbers("phi." + name);
    const int d = static_cast<int>(head[0]), p = static_cast<int>(head[1]);
    const double c = head[2];
    Eigen::VectorXd x(d);
    for (int i = 0; i < d; ++i) x(i) = head[3 + static_cast<std::size_t>(i)];
    const std::vector<double> rows = feature_fixtures::numbers("phi." + name + ".terms");
    const std::size_t width = static_cast<std::size_t>(d) + 2;
    const gramlab::PolyFeatures phi = polyFeatures(x, p, c, 10000);
    REQUIRE(phi.terms.size() * width == rows.size());
    CHECK(phi.complete);
    CHECK(phi.total == std::to_string(phi.terms.size()));
    for (std::size_t t = 0; t < phi.terms.size(); ++t) {
      CAPTURE(t);
      const std::vector<int> alpha = exponents(phi.terms[t], d);
      for (std::size_t i = 0; i < static_cast<std::size_t>(d); ++i) CHECK(alpha[i] == rows[t * width + i]);
      CHECK(phi.terms[t].coefficient.value == doctest::Approx(rows[t * width + d]).epsilon(4e-16));
      CHECK(phi.values(static_cast<Eigen::Index>(t)) == doctest::Approx(rows[t * width + d + 1]).epsilon(1e-15));
    }
  }
}

TEST_CASE("polyFeaturePair: φ(a)·φ(b) = (c + a·b)^p within a rounding bound, on vectors not in the article") {
  struct Case {
    int d, p;
    double c;
    const char* count;  // C(d + p, p) by hand, or C(d + p − 1, p) for c = 0
  };
  for (const Case& k : {Case{1, 1, 0.5, "2"}, Case{3, 3, 2, "20"}, Case{5, 4, 0.7, "126"}, Case{4, 3, 0, "20"},
                        Case{2, 10, 1.5, "66"}, Case{12, 2, 3, "91"}, Case{30, 2, 1, "496"}, Case{3, 7, 0.25, "120"}}) {
    CAPTURE(k.d);
    CAPTURE(k.p);
    CAPTURE(k.c);
    const Eigen::VectorXd a = waveWithin2(k.d, 0.3), b = waveWithin2(k.d, 2.1);
    const gramlab::PolyFeaturePair pair = polyFeaturePair(a, b, k.p, k.c, 10000);
    CHECK(pair.total == k.count);
    CHECK(pair.complete);
    const double kernel = std::pow(k.c + a.dot(b), k.p);
    const double bound = featureDotBound(a, b, k.p, k.c, static_cast<double>(pair.products.size()));
    CHECK(std::abs(pair.featureDot - kernel) <= bound);
    CHECK(std::abs(pair.kernel - kernel) <= bound);
    CHECK(std::abs(pair.featureDot - pair.kernel) <= pair.roundingBound);
    CHECK(pair.roundingBound <= bound);
    // The values-only builder gives the same features in the same order.
    const Eigen::VectorXd values = gramlab::polyFeatureValues(a, k.p, k.c);
    CHECK(values == pair.valuesA);
  }
}

TEST_CASE("polyFeaturePair: huge and tiny entries: the identity holds up to overflow, which is an error") {
  // At 1e75 the products φ_α(a)φ_α(b) ~ x⁴ ~ 1e300 still fit; underflowed products of 1e−250 entries
  // are far below the bound's scale.
  for (const double scale : {1e75, 1e-250}) {
    CAPTURE(scale);
    const Eigen::VectorXd a = scale * waveWithin2(3, 0.1), b = scale * waveWithin2(3, 1.9);
    for (const double c : {0.0, 1.0, 1e140}) {
      CAPTURE(c);
      const gramlab::PolyFeaturePair pair = polyFeaturePair(a, b, 2, c, 100);
      CHECK(std::abs(pair.featureDot - pair.kernel) <=
            featureDotBound(a, b, 2, c, static_cast<double>(pair.products.size())));
      CHECK(std::isfinite(pair.roundingBound));
    }
  }
  CHECK(codeOf([] { polyFeaturePair(1e200 * waveWithin2(3, 0.1), waveWithin2(3, 1.9), 2, 1, 100); }) ==
        ErrorCode::Overflow);
}

TEST_CASE("polyFeatures: c = 0 keeps only the degree-p terms of (x·y)^p") {
  const gramlab::PolyFeatures phi = polyFeatures(vec({1.5, -0.75, 2}), 2, 0, 100);
  CHECK(phi.total == "6");  // C(3 + 2 − 1, 2): x₁², x₂², x₃², x₁x₂, x₁x₃, x₂x₃
  REQUIRE(phi.terms.size() == 6);
  for (const FeatureTerm& t : phi.terms) CHECK(t.constantPower == 0);
  CHECK(phi.terms[3].coefficient.radicand == 2);  // √2·x₁x₂
  CHECK(phi.values(3) == doctest::Approx(std::sqrt(2.0) * 1.5 * -0.75).epsilon(1e-15));
}

TEST_CASE("polyFeatures: exact coefficients are simplified square roots, others say so") {
  // c = 2, p = 2: 1 → √4 = 2, x₁ → √(2·2) = 2, x₁x₂ → √2.
  const gramlab::PolyFeatures two = polyFeatures(vec({1, 1}), 2, 2, 100);
  CHECK(two.terms[0].coefficient.outside == 2);
  CHECK(two.terms[0].coefficient.radicand == 1);
  CHECK(two.terms[1].coefficient.outside == 2);
  CHECK(two.terms[1].coefficient.radicand == 1);
  CHECK(two.terms[5].coefficient.outside == 1);
  CHECK(two.terms[5].coefficient.radicand == 2);
  // c = 3, p = 3: x₁ → √(3·3²) = 3√3; 1 → √27 = 3√3; x₁x₂ → √(6·3) = 3√2; x₁x₂x₃ → √6.
  const gramlab::PolyFeatures three = polyFeatures(vec({1, 1, 1}), 3, 3, 100);
  CHECK(three.terms[0].coefficient.outside == 3);
  CHECK(three.terms[0].coefficient.radicand == 3);
  CHECK(three.terms[1].coefficient.outside == 3);
  CHECK(three.terms[1].coefficient.radicand == 3);
  // Degree 2 starts at term 4 with x₁², x₂², x₃², then x₁x₂: √(multinomial(3; 1, 1, 1)·3) = √18 = 3√2.
  CHECK(exponents(three.terms[7], 3) == std::vector<int>{1, 1, 0});
  CHECK(three.terms[7].coefficient.outside == 3);
  CHECK(three.terms[7].coefficient.radicand == 2);
  // Degree 3: x_i³ (10–12), then x_i²x_j in descending lexicographic order (13–18), then x₁x₂x₃ = √6.
  const std::vector<std::vector<int>> degree3{{3, 0, 0}, {0, 3, 0}, {0, 0, 3}, {2, 1, 0}, {2, 0, 1},
                                              {1, 2, 0}, {1, 0, 2}, {0, 2, 1}, {0, 1, 2}, {1, 1, 1}};
  REQUIRE(three.terms.size() == 20);
  for (std::size_t i = 0; i < degree3.size(); ++i) CHECK(exponents(three.terms[10 + i], 3) == degree3[i]);
  CHECK(three.terms[19].coefficient.outside == 1);
  CHECK(three.terms[19].coefficient.radicand == 6);
  const gramlab::PolyFeatures half = polyFeatures(vec({1, 1}), 2, 0.5, 100);
  CHECK_FALSE(half.terms[0].coefficient.exact);
  CHECK(half.terms[0].coefficient.value == 0.5);
  // c = 2³⁰ + 1: the constant term's radicand c² is past 2⁵³, so no exact form is claimed.
  const gramlab::PolyFeatures huge = polyFeatures(vec({1, 1}), 2, 1073741825.0, 100);
  CHECK_FALSE(huge.terms[0].coefficient.exact);
  CHECK(huge.terms[0].coefficient.value == 1073741825.0);
}

TEST_CASE("polyFeatures: a listing stops at maxTerms but counts everything") {
  const gramlab::PolyFeatures phi = polyFeatures(waveWithin2(768, 0), 4, 1, 5);
  CHECK(phi.total == "14685120065");
  CHECK_FALSE(phi.complete);
  REQUIRE(phi.terms.size() == 5);
  CHECK(phi.terms[0].monomial.empty());
  for (int i = 1; i < 5; ++i) {
    CHECK(exponents(phi.terms[static_cast<std::size_t>(i)], 768)[static_cast<std::size_t>(i - 1)] == 1);
    CHECK(phi.terms[static_cast<std::size_t>(i)].coefficient.outside == 2);  // √(4·1³) = 2
    CHECK(phi.terms[static_cast<std::size_t>(i)].coefficient.radicand == 1);
  }
  CHECK(gramlab::polyFeatureValues(waveWithin2(768, 0), 2, 1).size() == 296065);
}

TEST_CASE("polyFeatures: bad input gets a stable code") {
  const Eigen::VectorXd x = vec({1, 2});
  CHECK(codeOf([&] { polyFeatures(Eigen::VectorXd(0), 2, 1, 10); }) == ErrorCode::Empty);
  CHECK(codeOf([&] { polyFeatures(vec({1, std::nan("")}), 2, 1, 10); }) == ErrorCode::NotFinite);
  CHECK(codeOf([&] { polyFeatures(vec({HUGE_VAL, 1}), 2, 1, 10); }) == ErrorCode::NotFinite);  // 1e400
  CHECK(codeOf([&] { polyFeatures(vec({-HUGE_VAL, 1}), 2, 1, 10); }) == ErrorCode::NotFinite);
  CHECK(codeOf([&] { polyFeatures(Eigen::VectorXd::Ones(1001), 2, 1, 10); }) == ErrorCode::TooLarge);
  CHECK(codeOf([&] { polyFeatures(x, 0, 1, 10); }) == ErrorCode::BadArgument);
  CHECK(codeOf([&] { polyFeatures(x, 11, 1, 10); }) == ErrorCode::BadArgument);
  CHECK(codeOf([&] { polyFeatures(x, 2.5, 1, 10); }) == ErrorCode::BadArgument);
  CHECK(codeOf([&] { polyFeatures(x, std::nan(""), 1, 10); }) == ErrorCode::NotFinite);
  CHECK(codeOf([&] { polyFeatures(x, 2, HUGE_VAL, 10); }) == ErrorCode::NotFinite);
  CHECK(codeOf([&] { polyFeatures(x, 2, 1, 0); }) == ErrorCode::BadArgument);
  CHECK(codeOf([&] { polyFeatures(x, 2, 1, 10001); }) == ErrorCode::TooLarge);
  CHECK(codeOf([&] { polyFeatures(x, 2, 1, std::nan("")); }) == ErrorCode::NotFinite);
  // c < 0: no real φ exists; the message says why.
  const gramlab::Error negative = errorOf([&] { polyFeatures(x, 2, -1, 10); });
  CHECK(negative.code() == ErrorCode::BadArgument);
  CHECK(std::string(negative.what()).find("not a kernel") != std::string::npos);
  // Overflow is a coded error, never a value: (1e200)² and (1e300)^10.
  CHECK(codeOf([&] { polyFeatures(vec({1e200, 1}), 2, 1, 10); }) == ErrorCode::Overflow);
  CHECK(codeOf([&] { polyFeatures(x, 10, 1e300, 10); }) == ErrorCode::Overflow);
  CHECK(codeOf([&] { polyFeaturePair(vec({1e200, 1}), vec({1, 1}), 2, 1, 10); }) == ErrorCode::Overflow);
  // Pairs: lengths must agree, and each vector is checked and named.
  CHECK(codeOf([&] { polyFeaturePair(x, vec({1, 2, 3}), 2, 1, 10); }) == ErrorCode::DimensionMismatch);
  const gramlab::Error nanB = errorOf([&] { polyFeaturePair(x, vec({1, std::nan("")}), 2, 1, 10); });
  CHECK(nanB.code() == ErrorCode::NotFinite);
  CHECK(std::string(nanB.what()).rfind("b", 0) == 0);
  CHECK(codeOf([&] { polyFeaturePair(x, Eigen::VectorXd(0), 2, 1, 10); }) == ErrorCode::Empty);
  // The values-only builder refuses what it cannot hold before allocating: 76,088,705 features.
  const gramlab::Error big = errorOf([] { gramlab::polyFeatureValues(Eigen::VectorXd::Ones(768), 3, 1); });
  CHECK(big.code() == ErrorCode::TooLarge);
  CHECK(std::string(big.what()).find("76088705") != std::string::npos);
}
