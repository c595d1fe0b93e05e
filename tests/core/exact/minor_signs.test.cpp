// Issue 37: minors decided exactly at any scale. The oracle is tests/fixtures/minor_signs.json, written by
// scripts/gen_minor_sign_fixtures.py with Python's fractions.Fraction on each double's exact binary value.
#include <doctest/doctest.h>

#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "gramlab/base/scaled_number.hpp"
#include "gramlab/exact/sylvester.hpp"
#include "gramlab/linear_algebra/psd.hpp"
#include "support/json.hpp"

using fixture_json::Json;
using gramlab::MinorMethod;
using gramlab::MinorSign;
using gramlab::ScaledNumber;

namespace {

const Json& minorCases() {
  static const Json doc = fixture_json::read("minor_signs.json");
  return doc["cases"];
}

Eigen::MatrixXd matrixOf(const Json& c) {
  const auto n = static_cast<Eigen::Index>(std::stoi(c["n"].text));
  Eigen::MatrixXd m(n, n);
  for (Eigen::Index i = 0; i < n; ++i)
    for (Eigen::Index j = 0; j < n; ++j) m(i, j) = c["entries"][static_cast<std::size_t>(i * n + j)].number();
  return m;
}

std::string nameOf(MinorSign sign) { return gramlab::signName(sign); }

ScaledNumber expectedValue(const Json& minor) {
  return {minor["mantissa"].number(), std::stoi(minor["exponent"].text)};
}

// |a − b| / |b| for b ≠ 0, at any exponent (both normalized, 0.5 ≤ |mantissa| < 1).
double relativeGap(const ScaledNumber& a, const ScaledNumber& b) {
  return std::abs(std::ldexp(a.mantissa, a.exponent - b.exponent) - b.mantissa) / std::abs(b.mantissa);
}

// A value the core gives for a minor: exact ones bit for bit (correctly rounded, as Fraction → float rounds),
// one decided by its bound within that bound of the exact value (principalMinors gives no bound: 1e−12 of it).
void checkValue(const ScaledNumber& got, MinorMethod method, const std::optional<ScaledNumber>& bound,
                const Json& minor) {
  const ScaledNumber want = expectedValue(minor);
  if (want.mantissa == 0) {
    CHECK(got.mantissa == 0);
    return;
  }
  if (method == MinorMethod::Bound) {
    // |got − want| ≤ bound, compared relative to want (the bound is far below it when the sign was taken).
    const double allowed =
        bound ? std::ldexp(bound->mantissa, bound->exponent - want.exponent) / std::abs(want.mantissa) : 1e-12;
    CHECK(relativeGap(got, want) <= allowed);
  } else {
    CHECK(got.mantissa == want.mantissa);
    CHECK(got.exponent == want.exponent);
  }
}

}  // namespace

TEST_CASE("principalMinors: every sign is the exact one, at 1e±200, 1e±300, subnormals and mixed scales") {
  int binary = 0;
  for (std::size_t c = 0; c < minorCases().size(); ++c) {
    const Json& fixture = minorCases()[c];
    CAPTURE(fixture["name"].text);
    const auto minors = gramlab::principalMinors(matrixOf(fixture));
    REQUIRE(minors.size() == fixture["principal"].size());
    for (std::size_t i = 0; i < minors.size(); ++i) {
      const Json& want = fixture["principal"][i];
      CAPTURE(i);
      CHECK(nameOf(minors[i].sign) == want["sign"].text);
      CHECK(minors[i].sign != MinorSign::ZeroWithinRounding);
      // Read as typed (exact text) exactly when every entry is a short decimal, as the script reads them.
      CHECK(minors[i].exact.empty() == (fixture["decimals"].text == "false"));
      binary += minors[i].method == MinorMethod::Binary;
      checkValue(minors[i].scaled, minors[i].method, std::nullopt, want);
    }
  }
  MESSAGE("decided from the doubles' exact values: " << binary);
  CHECK(binary > 20);
}

TEST_CASE("sylvester: leading minors as fractions say, stopping at the first that is not positive") {
  for (std::size_t c = 0; c < minorCases().size(); ++c) {
    const Json& fixture = minorCases()[c];
    CAPTURE(fixture["name"].text);
    const auto r = gramlab::sylvester(matrixOf(fixture));
    std::size_t expectedCount = 0;
    bool positive = true;
    for (std::size_t k = 0; k < fixture["leading"].size() && positive; ++k) {
      const Json& want = fixture["principal"][static_cast<std::size_t>(std::stoi(fixture["leading"][k].text))];
      positive = want["sign"].text == "positive";
      ++expectedCount;
      REQUIRE(r.minors.size() >= expectedCount);
      const auto& got = r.minors[k];
      CAPTURE(k);
      CHECK(nameOf(got.sign) == want["sign"].text);
      checkValue(got.scaled, got.method, got.bound, want);
      if (got.method != MinorMethod::Bound) CHECK(got.bound.mantissa == 0);
    }
    CHECK(r.minors.size() == expectedCount);
    CHECK(r.positiveDefinite == positive);
    CHECK(r.firstFailure == (positive ? 0 : static_cast<int>(expectedCount)));
  }
}

TEST_CASE("sylvester: the issue's cases by hand — 1e−170 beside 1 is positive, −1e−170 negative, diag(1/3, 10^k)") {
  Eigen::MatrixXd m = Eigen::MatrixXd::Identity(2, 2);
  m(1, 1) = 1e-170;
  auto r = gramlab::sylvester(m);
  CHECK(r.positiveDefinite);
  REQUIRE(r.minors.size() == 2);
  CHECK(r.minors[1].sign == MinorSign::Positive);
  CHECK(*r.minors[1].determinant == 1e-170);  // 1 · 1e−170 − 0 · 0, a double: exact
  m(1, 1) = -1e-170;
  r = gramlab::sylvester(m);
  CHECK(r.firstFailure == 2);
  CHECK(r.minors[1].sign == MinorSign::Negative);
  CHECK(*r.minors[1].determinant == -1e-170);
  CHECK(gramlab::principalMinors(m)[2].sign == MinorSign::Negative);
  // diag(1/3, 10^k): D₂ = fl(1/3)·10^k > 0 for every k; 162…308 used to read "zero".
  for (int k = 150; k <= 308; ++k) {
    CAPTURE(k);
    m(0, 0) = 1.0 / 3;
    m(1, 1) = std::strtod(("1e" + std::to_string(k)).c_str(), nullptr);
    r = gramlab::sylvester(m);
    CHECK(r.positiveDefinite);
    m(1, 1) = std::strtod(("1e-" + std::to_string(k)).c_str(), nullptr);
    CHECK(gramlab::sylvester(m).positiveDefinite);
  }
}

TEST_CASE("sylvester: an exactly singular table of non-decimal doubles is \"zero\", not within rounding") {
  const double third = 1.0 / 3;
  Eigen::MatrixXd m(2, 2);
  m << third, third, third, third;
  const auto r = gramlab::sylvester(m);
  REQUIRE(r.minors.size() == 2);
  CHECK(r.minors[1].sign == MinorSign::Zero);
  CHECK(r.minors[1].method == MinorMethod::Binary);
  CHECK(r.minors[1].bound.mantissa == 0);
  CHECK(r.minors[1].determinant == 0.0);
}

TEST_CASE("psdCheck, negativeDirection: the certain sign decides (issue 37's [[−1, 0], [0, 1e16]])") {
  for (std::size_t c = 0; c < minorCases().size(); ++c) {
    const Json& fixture = minorCases()[c];
    CAPTURE(fixture["name"].text);
    const Eigen::MatrixXd m = matrixOf(fixture);
    const gramlab::PsdCheck check = gramlab::psdCheck(m);
    // A negative diagonal entry is an exact 1 × 1 minor: never PSD, whatever the eigenvalues' tolerance.
    if (fixture["negativeDiagonal"].kind == Json::Kind::Bool && fixture["negativeDiagonal"].text == "true") {
      CHECK_FALSE(check.isPSD);
      REQUIRE(check.minor.has_value());
      CHECK(check.minor->indices.size() == 1);
    }
    // A direction, when one is given, comes from a minor Python calls negative.
    if (const auto dir = gramlab::negativeDirection(m)) {
      CHECK(dir->value < 0);
      CHECK(dir->scaled.mantissa < 0);
      bool found = false;
      for (std::size_t i = 0; i < fixture["principal"].size(); ++i) {
        const Json& p = fixture["principal"][i];
        std::vector<int> indices;
        for (std::size_t j = 0; j < p["indices"].size(); ++j) indices.push_back(std::stoi(p["indices"][j].text));
        if (indices == dir->indices) found = p["sign"].text == "negative";
      }
      CHECK(found);
      CHECK(fixture["psd"].text == "false");
    }
  }
  Eigen::MatrixXd m(2, 2);
  m << -1, 0, 0, 1e16;
  const gramlab::PsdCheck check = gramlab::psdCheck(m);
  CHECK_FALSE(check.isPSD);
  CHECK(check.rule == "minor");
  CHECK(check.negativeCount == 0);  // −1 is within the tolerance 2·ε·1e16 ≈ 4.4 of the eigenvalues
  REQUIRE(check.minor.has_value());
  CHECK(check.minor->indices == std::vector<int>{0});
  CHECK(check.minor->value == -1.0);
  const auto dir = gramlab::negativeDirection(m);
  REQUIRE(dir.has_value());
  CHECK(dir->indices == std::vector<int>{0});
  CHECK(dir->c(0) == 1.0);
  CHECK(dir->c(1) == 0.0);
  CHECK(dir->value == -1.0);
  // (10⁸ + 1)² = 10¹⁶ + 2·10⁸ + 1 rounds to 10¹⁶ + 2·10⁸: D₂ = 10¹⁶ − that < 0, λ_min ≈ −2e−8 against a tolerance
  // of 4.4.
  m << 1e16, 1e8 + 1, 1e8 + 1, 1;
  CHECK(gramlab::psdCheck(m).isPSD);  // psdCheck looks at the diagonal only: its rule says which minors it sees
  CHECK(gramlab::sylvester(m).minors[1].sign == MinorSign::Negative);
  const auto pair = gramlab::negativeDirection(m);
  REQUIRE(pair.has_value());
  CHECK(pair->indices == std::vector<int>{0, 1});
  CHECK(pair->value < 0);
}
