#include <doctest/doctest.h>

#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "gramlab/attention/attention.hpp"
#include "gramlab/attention/attention_request.hpp"
#include "gramlab/attention/blend_path.hpp"
#include "gramlab/base/error.hpp"
#include "support/error_code.hpp"
#include "support/fixtures.hpp"

// Oracles: tests/fixtures/attention-blend.txt (scripts/gen_attention_blend_fixtures.py, numpy: S(t), its
// eigenvalues and asymmetry at several t and on the path t = k/20) and a 2×2 case derived by hand.

using gramlab::ErrorCode;

namespace {

const fixture_files::Keyed& blendFixture() {
  static const fixture_files::Keyed keyed("attention-blend.txt");
  return keyed;
}

gramlab::AttentionRequest requestOf(const std::string& name) {
  const auto& r = blendFixture().at(name + ".recipe");  // seed n d dk scale
  REQUIRE(r.size() == 5);
  gramlab::AttentionRequest request;
  request.seed = static_cast<std::uint64_t>(r[0]);
  request.tokens = static_cast<Eigen::Index>(r[1]);
  request.width = static_cast<Eigen::Index>(r[2]);
  request.keyWidth = static_cast<Eigen::Index>(r[3]);
  request.scale = r[4];
  return request;
}

// Every numpy eigenvalue (key.eig.re / .im) has its own computed one (re, im pairs) within tol·max|λ|,
// matched to the nearest not yet taken, so a conjugate pair matches whichever way round it comes.
void checkEigenvalues(const std::vector<double>& reIm, const std::string& key, double tol) {
  const std::vector<double>& re = blendFixture().at(key + ".eig.re");
  const std::vector<double>& im = blendFixture().at(key + ".eig.im");
  REQUIRE(reIm.size() == 2 * re.size());
  double scale = 1;
  for (std::size_t k = 0; k < re.size(); ++k) scale = std::max(scale, std::hypot(re[k], im[k]));
  std::vector<bool> taken(re.size(), false);
  for (std::size_t k = 0; k < re.size(); ++k) {
    std::size_t best = 0;
    double bestDistance = HUGE_VAL;
    for (std::size_t i = 0; i < re.size(); ++i) {
      const double d = std::hypot(reIm[2 * i] - re[k], reIm[2 * i + 1] - im[k]);
      if (!taken[i] && d < bestDistance) best = i, bestDistance = d;
    }
    CAPTURE(k);
    CHECK(bestDistance <= tol * scale);
    taken[best] = true;
  }
}

std::vector<double> pairsOf(const Eigen::MatrixXd& eigenvalues) {
  std::vector<double> out;
  for (Eigen::Index i = 0; i < eigenvalues.rows(); ++i) out.insert(out.end(), {eigenvalues(i, 0), eigenvalues(i, 1)});
  return out;
}

const std::vector<std::string> kBlendCases = {"article", "other"};

}  // namespace

TEST_CASE("attention blend: S(t) and its eigenvalues against numpy at t = 0, 0.25, 0.5, 0.75, 0.9, 1") {
  for (const auto& name : kBlendCases) {
    const auto& blends = blendFixture().at(name + ".blends");
    for (std::size_t k = 0; k < blends.size(); ++k) {
      CAPTURE(name);
      CAPTURE(blends[k]);
      gramlab::AttentionRequest request = requestOf(name);
      request.blend = blends[k];
      const auto r = gramlab::attention(request);
      const std::string key = name + ".t" + std::to_string(k);
      const Eigen::MatrixXd want = blendFixture().matrix(key + ".S", r.scores.rows(), r.scores.cols());
      CHECK((r.scores - want).cwiseAbs().maxCoeff() <= 1e-13 * want.cwiseAbs().maxCoeff());
      checkEigenvalues(pairsOf(r.symmetry.spectrum.eigenvalues), key, 1e-12);
      CHECK(r.symmetry.spectrum.complexCount == static_cast<int>(blendFixture().at(key + ".complex_count")[0]));
      CHECK(r.symmetry.asymmetryRatio == doctest::Approx(blendFixture().at(key + ".asymmetry")[0]).epsilon(1e-12));
      CHECK(r.blend == blends[k]);
    }
  }
}

TEST_CASE("attention blend: t = 1 is the tie — W_K(1) = W_Q, S symmetric, eigenvalues real, as tie gives") {
  gramlab::AttentionRequest request = requestOf("article");
  request.blend = 1;
  const auto r = gramlab::attention(request);
  request.blend = 0;
  request.tie = true;
  const auto tie = gramlab::attention(request);
  CHECK(r.tied);
  CHECK(r.WK == r.WQ);
  CHECK(r.scores == tie.scores);
  CHECK(r.scores == r.scores.transpose());
  CHECK(r.symmetry.symmetric);
  CHECK(r.symmetry.asymmetryRatio == 0);
  CHECK(r.symmetry.spectrum.complexCount == 0);
  CHECK(r.symmetry.spectrum.eigenvalues.col(1).cwiseAbs().maxCoeff() == 0);
  CHECK(r.scoresSymmetricPart.isPSD);
}

TEST_CASE("attention blend: t = 0 is the weights as drawn, and with tie t changes nothing") {
  gramlab::AttentionRequest request = requestOf("other");
  const auto plain = gramlab::attention(request);
  CHECK_FALSE(plain.tied);
  request.tie = true;
  const auto tie = gramlab::attention(request);
  request.blend = 0.3;
  CHECK(gramlab::attention(request).scores == tie.scores);
  request.tie = false;
  request.blend = 0;
  CHECK(gramlab::attention(request).scores == plain.scores);
}

TEST_CASE("attention blend: a quarter-turn W_K by hand") {
  // X = W_Q = I, W_K = R (a quarter turn): S(t) = ((1 − t)Rᵀ + tI)/√2, eigenvalues (t ± i(1 − t))/√2, and
  // mean|S − Sᵀ| / mean|S| = (4(1 − t)/√2) / (2/√2) = 2(1 − t).
  Eigen::MatrixXd R(2, 2);
  R << 0, -1, 1, 0;
  const Eigen::MatrixXd I = Eigen::MatrixXd::Identity(2, 2);
  for (const double t : {0.0, 0.25, 0.5, 0.75}) {
    CAPTURE(t);
    const auto r = gramlab::attention({I, I, R}, {false, false, t});
    const double a = 1 / std::sqrt(2.0);
    CHECK(r.symmetry.spectrum.eigenvalues(0, 0) == doctest::Approx(t * a).epsilon(1e-15));
    CHECK(r.symmetry.spectrum.eigenvalues(0, 1) == doctest::Approx(-(1 - t) * a).epsilon(1e-15));
    CHECK(r.symmetry.spectrum.eigenvalues(1, 1) == doctest::Approx((1 - t) * a).epsilon(1e-15));
    CHECK(r.symmetry.asymmetryRatio == doctest::Approx(2 * (1 - t)).epsilon(1e-15));
    CHECK(r.symmetry.spectrum.complexCount == 2);
  }
}

TEST_CASE("attention blend: NaN, infinity and t outside [0, 1] are coded errors") {
  gramlab::AttentionRequest request = requestOf("other");
  for (const double t : {std::nan(""), HUGE_VAL, -HUGE_VAL}) {
    request.blend = t;
    CHECK(codeOf([&] { gramlab::attention(request); }) == ErrorCode::NotFinite);
  }
  for (const double t : {-1e-300, -0.5, 1.0000000000000002, 2.0, 1e300}) {
    CAPTURE(t);
    request.blend = t;
    CHECK(codeOf([&] { gramlab::attention(request); }) == ErrorCode::BadArgument);
  }
}

TEST_CASE("attention blend path: eigenvalues and asymmetry at t = k/20 against numpy, both seeds") {
  for (const auto& name : kBlendCases) {
    CAPTURE(name);
    const auto path = gramlab::attentionBlendPath(requestOf(name), 20);
    REQUIRE(path.blends.size() == 21);
    for (Eigen::Index k = 0; k <= 20; ++k) {
      CAPTURE(k);
      const std::string key = name + ".path" + std::to_string(k);
      CHECK(path.blends(k) == static_cast<double>(k) / 20);
      const Eigen::VectorXd row = path.eigenvalues.row(k);
      checkEigenvalues(std::vector<double>(row.data(), row.data() + row.size()), key, 1e-12);
      CHECK(path.complexCounts[k] == static_cast<int>(blendFixture().at(key + ".complex_count")[0]));
      CHECK(path.asymmetryRatios(k) == doctest::Approx(blendFixture().at(key + ".asymmetry")[0]).epsilon(1e-12));
    }
    // At t = 1 every pair has met on the real axis: imaginary parts exactly 0, ratio exactly 0.
    for (Eigen::Index i = 1; i < path.eigenvalues.cols(); i += 2) CHECK(path.eigenvalues(20, i) == 0);
    CHECK(path.asymmetryRatios(20) == 0);
  }
}

TEST_CASE("attention blend path: the article's 3 conjugate pairs become real one by one") {
  // numpy (the fixture): 6 complex eigenvalues up to t = 0.25, 4 from 0.3, 2 from 0.5, none from 0.75.
  const auto path = gramlab::attentionBlendPath(requestOf("article"), 20);
  CHECK(path.complexCounts[0] == 6);
  CHECK(path.complexCounts[6] == 4);
  CHECK(path.complexCounts[10] == 2);
  CHECK(path.complexCounts[15] == 0);
}

TEST_CASE("attention blend path: steps and work limits") {
  const gramlab::AttentionRequest request = requestOf("other");
  CHECK(codeOf([&] { gramlab::attentionBlendPath(request, 0); }) == ErrorCode::Empty);
  CHECK(codeOf([&] { gramlab::attentionBlendPath(request, -1); }) == ErrorCode::BadArgument);
  CHECK(codeOf([&] { gramlab::attentionBlendPath(request, gramlab::kMaxAttentionPathSteps + 1); }) ==
        ErrorCode::TooLarge);
  CHECK(gramlab::attentionBlendPath(request, gramlab::kMaxAttentionPathSteps).blends.size() ==
        gramlab::kMaxAttentionPathSteps + 1);
  gramlab::AttentionRequest big;
  big.seed = 1;
  big.tokens = 128;
  // 22 · 128³ is past the work limit (21 · 128³): refused before any eigenproblem.
  CHECK(codeOf([&] { gramlab::attentionBlendPath(big, 21); }) == ErrorCode::TooLarge);
  // A bad request fails as attention's does.
  gramlab::AttentionRequest none;
  CHECK(codeOf([&] { gramlab::attentionBlendPath(none, 5); }) == ErrorCode::BadArgument);
}
