#include <doctest/doctest.h>

#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "gramlab/feature_maps/rbf_features.hpp"
#include "gramlab/random/numpy_random.hpp"
#include "support/error_code.hpp"
#include "support/fixtures.hpp"

using gramlab::ErrorCode;
using gramlab::rbfFeatureErrors;
using gramlab::RbfFeatureRequest;
using gramlab::rbfFeatures;

// Oracles: tests/fixtures/rbf_features.txt (scripts/gen_rbf_feature_fixtures.py, numpy 1.24.2) and the
// article's effective ranks 2.35 (γ = 0.05) and 270.75 (γ = 3) of its 300 points.

namespace {

RbfFeatureRequest seeded(const std::string& method, Eigen::Index n, double gamma, double features,
                         std::uint64_t featureSeed = 0) {
  RbfFeatureRequest r;
  r.method = method;
  r.seed = 4;
  r.n = n;
  r.d = 5;
  r.gamma = gamma;
  r.features = features;
  r.featureSeed = featureSeed;
  return r;
}

RbfFeatureRequest withPoints(const std::string& method, Eigen::MatrixXd points, double gamma, double features) {
  RbfFeatureRequest r;
  r.method = method;
  r.points = std::move(points);
  r.gamma = gamma;
  r.features = features;
  return r;
}

const fixture_files::Keyed& rbfFeatureFixture() {
  static const fixture_files::Keyed keyed("rbf_features.txt");
  return keyed;
}

}  // namespace

TEST_CASE("rbfFeatures: Fourier features are numpy's recipe for two held seeds: W, b and Wᵀx + b bit for bit") {
  for (const std::string name : {"phiA", "phiB"}) {
    CAPTURE(name);
    const auto& recipe = rbfFeatureFixture().at(name + ".recipe");  // n γ D seed
    const auto n = static_cast<Eigen::Index>(recipe[0]);
    const auto D = static_cast<Eigen::Index>(recipe[2]);
    const auto seed = static_cast<std::uint64_t>(recipe[3]);
    // The draws: W = rng.normal(0, √(2γ), size=(d, D)) first, then b = rng.uniform(0, 2π, size=D).
    gramlab::NumpyRandom rng(seed);
    const Eigen::MatrixXd w = rbfFeatureFixture().matrix(name + ".W", 5, D);
    const Eigen::VectorXd b = rbfFeatureFixture().vector(name + ".b");
    int drawn = 0;
    for (Eigen::Index i = 0; i < 5; ++i)
      for (Eigen::Index j = 0; j < D; ++j) drawn += rng.normal(0.0, std::sqrt(2 * recipe[1])) == w(i, j);
    for (Eigen::Index j = 0; j < D; ++j) drawn += 2 * M_PI * rng.uniform() == b(j);
    CHECK(drawn == 6 * D);

    const auto result = rbfFeatures(seeded("fourier", n, recipe[1], recipe[2], seed));
    REQUIRE(result.features.rows() == n);
    REQUIRE(result.features.cols() == D);
    CHECK(result.droppedEigenvalues == 0);
    // The projections: √(2/D)·cos of numpy's own X @ W + b, through this machine's cos, is Φ bit for bit.
    const Eigen::MatrixXd argument = rbfFeatureFixture().matrix(name + ".arg", n, D);
    const Eigen::MatrixXd fromNumpyArgument = std::sqrt(2.0 / static_cast<double>(D)) * argument.array().cos();
    CHECK((result.features.array() == fromNumpyArgument.array()).all());
    // numpy's own Φ: its cos is a vectorised one on AVX-512 machines, a few ulps from glibc's.
    const Eigen::MatrixXd expected = rbfFeatureFixture().matrix(name + ".phi", n, D);
    CHECK((result.features - expected).cwiseAbs().maxCoeff() <= 1e-15 * std::sqrt(2.0 / static_cast<double>(D)));
  }
}

TEST_CASE("rbfFeatureErrors: both methods' Gram errors are numpy's on the article's points") {
  for (const double gamma : {0.05, 3.0}) {
    const std::string key = gamma == 0.05 ? "g0.05" : "g3.0";
    CAPTURE(key);
    for (const std::string method : {"fourier", "nystrom"}) {
      CAPTURE(method);
      const auto& counts = rbfFeatureFixture().at(key + "." + method + ".D");
      const auto& relative = rbfFeatureFixture().at(key + "." + method + ".relative");
      const auto& maxAbs = rbfFeatureFixture().at(key + "." + method + ".max");
      // Split so each call stays under the work limit (D = 4096 alone).
      std::vector<gramlab::RbfFeatureError> errors;
      for (double D : counts) errors.push_back(rbfFeatureErrors(seeded(method, 300, gamma, 1), {D})[0]);
      for (std::size_t i = 0; i < counts.size(); ++i) {
        CAPTURE(counts[i]);
        CHECK(errors[i].features == counts[i]);
        if (relative[i] < 1e-12) {
          // Nyström at m = n: ΦΦᵀ = K up to rounding, in numpy and here alike.
          CHECK(errors[i].gramError.relativeFrobenius < 1e-12);
          CHECK(errors[i].gramError.maxAbs < 1e-12);
        } else {
          // Fourier: the same Φ; only K's and ΦΦᵀ's sums differ in order. Nyström: another eigensolver,
          // whose vectors differ by rounding amplified by 1/√λ (λ down to 1e−10 at m = 256).
          const double tolerance = method == "fourier" ? 1e-12 : 1e-6;
          CHECK(errors[i].gramError.relativeFrobenius == doctest::Approx(relative[i]).epsilon(tolerance));
          CHECK(errors[i].gramError.maxAbs == doctest::Approx(maxAbs[i]).epsilon(tolerance));
        }
      }
    }
  }
}

TEST_CASE("rbfFeatures: the exact spectrum's effective rank is the article's") {
  const auto narrow = rbfFeatures(seeded("nystrom", 300, 0.05, 16));
  CHECK(narrow.exactEffectiveRank == doctest::Approx(2.35).epsilon(0.005 / 2.35));
  CHECK(narrow.exactEffectiveRank ==
        doctest::Approx(rbfFeatureFixture().at("g0.05.exact_effective_rank")[0]).epsilon(1e-12));
  const auto wide = rbfFeatures(seeded("fourier", 300, 3, 64));
  CHECK(wide.exactEffectiveRank == doctest::Approx(270.75).epsilon(0.005 / 270.75));
  // ΦΦᵀ has rank ≤ D, so at most D eigenvalues above rounding; with all 300 landmarks it is K to rounding.
  CHECK(narrow.eigenvalues.size() == 300);
  CHECK(narrow.eigenvalues(16) < 1e-9 * narrow.eigenvalues(0));
  const auto full = rbfFeatures(seeded("nystrom", 300, 0.05, 300));
  CHECK(full.effectiveRank == doctest::Approx(full.exactEffectiveRank).epsilon(1e-9));
  CHECK(wide.eigenvalues(64) < 1e-9 * wide.eigenvalues(0));
  CHECK(wide.eigenvalues(0) >= wide.eigenvalues(1));
}

TEST_CASE("rbfFeatures: D = 1") {
  // Fourier, D = 1: φ(x) = √2·cos(wᵀx + b), so K̃_ii = 2cos²(·) ∈ [0, 2] and ΦΦᵀ has rank 1.
  const auto fourier = rbfFeatures(seeded("fourier", 20, 0.3, 1, 11));
  REQUIRE(fourier.features.cols() == 1);
  CHECK(fourier.features.cwiseAbs().maxCoeff() <= std::sqrt(2.0));
  CHECK(fourier.effectiveRank == doctest::Approx(1).epsilon(1e-12));
  // Nyström, one landmark x₁ with K₁₁ = 1: φ(x) = k(x, x₁), so the first row of ΦΦᵀ is K's first row exactly.
  const auto nystrom = rbfFeatures(seeded("nystrom", 20, 0.3, 1));
  REQUIRE(nystrom.features.cols() == 1);
  CHECK(nystrom.features(0, 0) == 1);
  CHECK(nystrom.droppedEigenvalues == 0);
}

TEST_CASE("rbfFeatures: duplicate landmarks make K_mm rank-deficient, and their zero eigenvalues are dropped") {
  // Rows 0–3 are two points, each twice: K_mm (m = 4) has rank 2, so two eigenvalues are rounding-level zeros.
  Eigen::MatrixXd points(6, 2);
  points << 0, 0, 1, 0, 0, 0, 1, 0, 0.5, 0.5, -1, 2;
  const auto result = rbfFeatures(withPoints("nystrom", points, 0.7, 4));
  CHECK(result.droppedEigenvalues == 2);
  CHECK(result.features.cols() == 2);
  // The two distinct landmarks span the same space as the four: ΦΦᵀ agrees with K on them exactly up to rounding.
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j) {
      const double exact = std::exp(-0.7 * (points.row(i) - points.row(j)).squaredNorm());
      CHECK(std::abs(result.features.row(i).dot(result.features.row(j)) - exact) < 1e-14);
    }
  CHECK(std::isfinite(result.gramError.relativeFrobenius));
}

TEST_CASE("rbfFeatureErrors: the Fourier error shrinks with D on average over draws (about as 1/√D)") {
  // One draw may be unlucky; the mean over 8 seeds at D and 16·D must fall by about √16 = 4.
  double smallMean = 0, largeMean = 0;
  for (std::uint64_t seed = 1; seed <= 8; ++seed) {
    auto request = seeded("fourier", 60, 0.5, 1, seed);
    const auto errors = rbfFeatureErrors(request, {8, 128});
    smallMean += errors[0].gramError.relativeFrobenius / 8;
    largeMean += errors[1].gramError.relativeFrobenius / 8;
  }
  CHECK(largeMean < smallMean / 2.5);
  CHECK(largeMean > smallMean / 6.5);
}

TEST_CASE("rbfFeatures: γ at its limits") {
  // Tiny γ: K is all ones to rounding and so is the Nyström ΦΦᵀ from one landmark.
  const auto tiny = rbfFeatures(seeded("nystrom", 10, 1e-250, 1));
  CHECK(tiny.gramError.maxAbs < 1e-15);
  CHECK(tiny.exactEffectiveRank == doctest::Approx(1).epsilon(1e-12));
  const auto tinyFourier = rbfFeatures(seeded("fourier", 10, 1e-250, 8, 3));
  CHECK(std::isfinite(tinyFourier.gramError.relativeFrobenius));
  // Huge γ: K = I (every distance² ≥ 1e−300·… is far past e^−745); Nyström on all n points reproduces I.
  const auto huge = rbfFeatures(seeded("nystrom", 10, 1e300, 10));
  CHECK(huge.gramError.maxAbs < 1e-14);
  CHECK(huge.exactEffectiveRank == doctest::Approx(10).epsilon(1e-12));
  const auto hugeFourier = rbfFeatures(seeded("fourier", 10, 1e300, 8, 3));
  CHECK(std::isfinite(hugeFourier.gramError.relativeFrobenius));
  // γ = DBL_MAX: √(2γ) overflows, a coded error rather than NaN features.
  CHECK(codeOf([] { rbfFeatures(seeded("fourier", 10, std::numeric_limits<double>::max(), 8)); }) ==
        ErrorCode::Overflow);
}

TEST_CASE("rbfFeatures: the exact polynomial φ reaches rounding at C(d + p, p) features") {
  auto request = seeded("polynomial", 50, 1, 1);
  request.degree = 2;
  request.c = 1;
  // d = 5, p = 2: C(7, 2) = 21 features; the first 20 leave x₅²'s share out.
  request.features = 21;
  CHECK(rbfFeatures(request).gramError.relativeFrobenius < 1e-14);
  request.features = 20;
  CHECK(rbfFeatures(request).gramError.relativeFrobenius > 1e-3);
  request.features = 22;
  CHECK(codeOf([&] { rbfFeatures(request); }) == ErrorCode::BadArgument);
}

TEST_CASE("rbfFeatures: bad input has a code") {
  CHECK(codeOf([] { rbfFeatures(seeded("fourrier", 10, 1, 4)); }) == ErrorCode::BadArgument);
  CHECK(codeOf([] { rbfFeatures(seeded("fourier", 10, 0, 4)); }) == ErrorCode::BadArgument);
  CHECK(codeOf([] { rbfFeatures(seeded("fourier", 10, -1, 4)); }) == ErrorCode::BadArgument);
  CHECK(codeOf([] { rbfFeatures(seeded("fourier", 10, std::nan(""), 4)); }) == ErrorCode::NotFinite);
  CHECK(codeOf([] { rbfFeatures(seeded("fourier", 10, 1, 0)); }) == ErrorCode::BadArgument);
  CHECK(codeOf([] { rbfFeatures(seeded("fourier", 10, 1, 2.5)); }) == ErrorCode::BadArgument);
  CHECK(codeOf([] { rbfFeatures(seeded("fourier", 10, 1, 4097)); }) == ErrorCode::TooLarge);
  CHECK(codeOf([] { rbfFeatures(seeded("fourier", 10, 1, std::numeric_limits<double>::infinity())); }) ==
        ErrorCode::NotFinite);
  CHECK(codeOf([] { rbfFeatures(seeded("nystrom", 10, 1, 11)); }) == ErrorCode::BadArgument);
  // D = 4096 at n = 300 is inside the work limit; at n = 2000 it is not, before any work starts.
  CHECK(codeOf([] { rbfFeatures(seeded("fourier", 2000, 1, 4096)); }) == ErrorCode::TooLarge);
  // Each D = 4096 at n = 300, d = 5 is 300²·4096 + 8·300·4096·5 + 120·4096·5 = 420,249,600 units and K is
  // 4·300²·5: 28 of them fit in the limit's 1.2·10¹⁰, 29 (1.219·10¹⁰) do not.
  CHECK(codeOf([] { rbfFeatureErrors(seeded("fourier", 300, 1, 1), std::vector<double>(29, 4096.0)); }) ==
        ErrorCode::TooLarge);
  // The issue: d counts. n = 1000, d = 1000 with D = 4096 (7.2 s of CPU), or 16 curves of D = 256 (12.8 s).
  auto wide = seeded("fourier", 1000, 1, 4096);
  wide.d = 1000;
  CHECK(codeOf([&] { rbfFeatures(wide); }) == ErrorCode::TooLarge);
  CHECK(codeOf([&] { rbfFeatureErrors(wide, std::vector<double>(16, 256.0)); }) == ErrorCode::TooLarge);
  wide.n = 2;  // 64 curves of 4096 · 1000 draws each: 3.6·10¹⁰
  CHECK(codeOf([&] { rbfFeatureErrors(wide, std::vector<double>(64, 4096.0)); }) == ErrorCode::TooLarge);
  CHECK(codeOf([] { rbfFeatureErrors(seeded("fourier", 10, 1, 1), {}); }) == ErrorCode::Empty);
  CHECK(codeOf([] { rbfFeatureErrors(seeded("fourier", 10, 1, 1), std::vector<double>(65, 1.0)); }) ==
        ErrorCode::TooLarge);
  Eigen::MatrixXd bad(2, 2);
  bad << 1, std::nan(""), 0, 1;
  CHECK(codeOf([&] { rbfFeatures(withPoints("fourier", bad, 1, 2)); }) == ErrorCode::NotFinite);
  Eigen::MatrixXd far(2, 1);
  far << 1e300, -1e300;
  CHECK(codeOf([&] { rbfFeatures(withPoints("fourier", far, 1e200, 2)); }) == ErrorCode::Overflow);
  auto negative = seeded("polynomial", 10, 1, 1);
  negative.c = -1;
  CHECK(codeOf([&] { rbfFeatures(negative); }) == ErrorCode::BadArgument);
}
