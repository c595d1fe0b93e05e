#include <doctest/doctest.h>

#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "attention/attention_fixture.hpp"
#include "gramlab/attention/attention.hpp"
#include "gramlab/base/error.hpp"
#include "gramlab/random/numpy_random.hpp"
#include "support/error_code.hpp"

// Oracles: tests/fixtures/attention.txt (scripts/gen_attention_fixtures.py, numpy 1.24.2, the article's
// recipe) and the article's printed figures; the 2×2 cases are derived by hand in their comments.

using gramlab::ErrorCode;

namespace {

struct AttentionCase {
  std::string name;
  gramlab::AttentionRecipe recipe;
};

AttentionCase fixtureCase(const std::string& name) {
  const auto& r = attentionFixture().at(name + ".recipe");  // seed n d dk scale
  REQUIRE(r.size() == 5);
  gramlab::AttentionRecipe recipe;
  recipe.seed = static_cast<std::uint64_t>(r[0]);
  recipe.tokens = static_cast<Eigen::Index>(r[1]);
  recipe.width = static_cast<Eigen::Index>(r[2]);
  recipe.keyWidth = static_cast<Eigen::Index>(r[3]);
  recipe.scale = r[4];
  return {name, recipe};
}

const std::vector<std::string> kAttentionCases = {"article", "other"};

void checkClose(const Eigen::MatrixXd& got, const Eigen::MatrixXd& want, double tol) {
  REQUIRE(got.rows() == want.rows());
  REQUIRE(got.cols() == want.cols());
  CHECK((got - want).cwiseAbs().maxCoeff() <= tol * std::max(1.0, want.cwiseAbs().maxCoeff()));
}

// Every numpy eigenvalue (key.eig.re / .im) has its own computed eigenvalue within tol: each is matched to
// the nearest one not yet taken, so a conjugate pair matches whichever way round it comes.
void checkEigenvalues(const gramlab::GeneralSpectrum& s, const std::string& key, double tol) {
  const Eigen::VectorXd re = attentionFixture().vector(key + ".eig.re"),
                        im = attentionFixture().vector(key + ".eig.im");
  REQUIRE(s.eigenvalues.rows() == re.size());
  std::vector<bool> taken(re.size(), false);
  for (Eigen::Index k = 0; k < re.size(); ++k) {
    Eigen::Index best = -1;
    double bestDistance = HUGE_VAL;
    for (Eigen::Index i = 0; i < re.size(); ++i) {
      const double d = std::hypot(s.eigenvalues(i, 0) - re(k), s.eigenvalues(i, 1) - im(k));
      if (!taken[i] && d < bestDistance) best = i, bestDistance = d;
    }
    CAPTURE(k);
    CHECK(bestDistance <= tol);
    taken[best] = true;
  }
  CHECK(s.complexCount == static_cast<int>(attentionFixture().at(key + ".complex_count")[0]));
}

// numpy.sort_complex's order, checked as a property of the output.
void checkSorted(const gramlab::GeneralSpectrum& s) {
  for (Eigen::Index k = 1; k < s.eigenvalues.rows(); ++k) {
    const bool ordered =
        s.eigenvalues(k - 1, 0) < s.eigenvalues(k, 0) ||
        (s.eigenvalues(k - 1, 0) == s.eigenvalues(k, 0) && s.eigenvalues(k - 1, 1) <= s.eigenvalues(k, 1));
    CHECK(ordered);
  }
}

gramlab::AttentionRecipe with(gramlab::AttentionRecipe r, bool tie, bool softmax) {
  r.tie = tie;
  r.softmax = softmax;
  return r;
}

}  // namespace

TEST_CASE("attention: X, W_Q, W_K are numpy's successive draws from one default_rng(seed), bit for bit") {
  for (const auto& name : kAttentionCases) {
    CAPTURE(name);
    const AttentionCase c = fixtureCase(name);
    const auto in = gramlab::drawAttentionInputs(c.recipe);
    const Eigen::Index n = c.recipe.tokens, d = c.recipe.width, dk = c.recipe.keyWidth;
    CHECK(in.X == attentionFixture().matrix(name + ".X", n, d));
    CHECK(in.WQ == attentionFixture().matrix(name + ".WQ", d, dk));
    CHECK(in.WK == attentionFixture().matrix(name + ".WK", d, dk));
  }
  // The same stream drawn element by element.
  gramlab::NumpyRandom one(9), parts(9);
  Eigen::MatrixXd whole = gramlab::nextNormals(one, 1, 6);
  const Eigen::MatrixXd a = gramlab::nextNormals(parts, 2, 2), b = gramlab::nextNormals(parts, 1, 2);
  CHECK(whole(0, 0) == a(0, 0));
  CHECK(whole(0, 3) == a(1, 1));
  CHECK(whole(0, 5) == b(0, 1));
}

TEST_CASE("attention: the article's experiment (seed 9, 8 tokens, 16×16 weights × 0.25)") {
  const auto r = gramlab::attention(gramlab::AttentionRecipe{});
  // The article's text: symmetric part of M from −1.254 to 1.383, asymmetry 1.11, 6 of 8 complex.
  CHECK(r.weightSymmetricPart.minEigenvalue == doctest::Approx(-1.254).epsilon(5e-4));
  CHECK(r.weightSymmetricPartMax == doctest::Approx(1.383).epsilon(5e-4));
  CHECK(r.symmetry.asymmetryRatio == doctest::Approx(1.11).epsilon(5e-3));
  CHECK(r.symmetry.spectrum.complexCount == 6);
  CHECK(r.symmetry.spectrum.eigenvalues.rows() == 8);
  // Full precision against numpy.
  checkClose(r.M, attentionFixture().matrix("article.M", 16, 16), 1e-14);
  checkClose(r.weightSymmetricPart.eigenvalues, attentionFixture().vector("article.M_sym_eig"), 1e-13);
  CHECK_FALSE(r.weightSymmetricPart.isPSD);
  checkClose(r.scores, attentionFixture().matrix("article.S", 8, 8), 1e-13);
  CHECK(r.symmetry.asymmetryRatio == doctest::Approx(attentionFixture().at("article.asymmetry")[0]).epsilon(1e-12));
  CHECK_FALSE(r.symmetry.symmetric);
  CHECK_FALSE(r.tied);
  CHECK_FALSE(r.softmax.has_value());
}

TEST_CASE("attention: all eigenvalues of S to 1e-12, in sort_complex order, for both seeds") {
  for (const auto& name : kAttentionCases) {
    CAPTURE(name);
    const auto r = gramlab::attention(fixtureCase(name).recipe);
    checkEigenvalues(r.symmetry.spectrum, name, 1e-12);
    checkSorted(r.symmetry.spectrum);
    checkClose(r.scores, attentionFixture().matrix(name + ".S", r.scores.rows(), r.scores.cols()), 1e-13);
    checkClose(r.weightSymmetricPart.eigenvalues, attentionFixture().vector(name + ".M_sym_eig"), 1e-13);
    CHECK(r.symmetry.asymmetryRatio == doctest::Approx(attentionFixture().at(name + ".asymmetry")[0]).epsilon(1e-12));
  }
}

TEST_CASE("attention: the other seed has d_k = 3 < 5 tokens, so S has rank 3 and two eigenvalues 0, counted real") {
  const auto r = gramlab::attention(fixtureCase("other").recipe);
  const auto& s = r.symmetry.spectrum;
  CHECK(s.complexCount == 2);
  int nearZero = 0;
  for (Eigen::Index k = 0; k < 5; ++k)
    if (std::abs(s.eigenvalues(k, 0)) <= s.errorBounds(k) && std::abs(s.eigenvalues(k, 1)) <= s.errorBounds(k))
      ++nearZero;
  CHECK(nearZero == 2);
}

TEST_CASE("attention: S is the sum of its symmetric and antisymmetric parts") {
  const auto r = gramlab::attention(gramlab::AttentionRecipe{});
  const Eigen::MatrixXd S = attentionFixture().matrix("article.S", 8, 8);
  checkClose(r.symmetricPart, (S + S.transpose()) / 2, 1e-13);
  checkClose(r.antisymmetricPart, (S - S.transpose()) / 2, 1e-13);
  CHECK(r.symmetricPart == r.symmetricPart.transpose());
  CHECK(r.antisymmetricPart == -r.antisymmetricPart.transpose());
}

TEST_CASE("attention: tie W_K = W_Q makes S a Gram matrix — symmetric, PSD, real eigenvalues ≥ 0") {
  for (const auto& name : kAttentionCases) {
    CAPTURE(name);
    const auto r = gramlab::attention(with(fixtureCase(name).recipe, true, false));
    const Eigen::Index n = r.scores.rows();
    CHECK(r.tied);
    CHECK(r.WK == r.WQ);
    CHECK(r.WQ == attentionFixture().matrix(name + ".WQ", r.WQ.rows(), r.WQ.cols()));  // the same W_Q as untied
    checkClose(r.scores, attentionFixture().matrix(name + ".tied.S", n, n), 1e-13);
    CHECK(r.symmetry.symmetric);
    CHECK(r.symmetry.asymmetryRatio == 0);
    CHECK(r.scoresSymmetricPart.isPSD);
    CHECK(r.scoresSymmetricPart.negativeCount == 0);
    checkClose(r.scoresSymmetricPart.eigenvalues, attentionFixture().vector(name + ".tied.eigvalsh"), 1e-13);
    CHECK(r.weightSymmetricPart.isPSD);  // W_Q W_Qᵀ
    checkClose(r.weightSymmetricPart.eigenvalues, attentionFixture().vector(name + ".tied.M_sym_eig"), 1e-13);
    CHECK(r.symmetry.spectrum.complexCount == 0);
    for (Eigen::Index k = 0; k < n; ++k)
      CHECK(r.symmetry.spectrum.eigenvalues(k, 0) >= -r.scoresSymmetricPart.tolerance);
  }
  // "other" tied: rank 3 of 5 — two eigenvalues at rounding level, still PSD within the tolerance.
  const auto other = gramlab::attention(with(fixtureCase("other").recipe, true, false));
  const auto& ev = other.scoresSymmetricPart.eigenvalues;
  const double tol = other.scoresSymmetricPart.tolerance;
  CHECK(std::abs(ev(0)) <= tol);
  CHECK(std::abs(ev(1)) <= tol);
  CHECK(ev(2) > tol);
  // Untied, the symmetric part of S is not PSD here.
  CHECK_FALSE(gramlab::attention(gramlab::AttentionRecipe{}).scoresSymmetricPart.isPSD);
}

TEST_CASE("attention: the row softmax, against numpy, and its rows sum to 1") {
  for (const auto& name : kAttentionCases)
    for (const bool tie : {false, true}) {
      const std::string key = name + (tie ? ".tied" : "") + ".softmax";
      CAPTURE(key);
      const auto r = gramlab::attention(with(fixtureCase(name).recipe, tie, true));
      REQUIRE(r.softmax.has_value());
      const Eigen::MatrixXd& p = r.softmax->weights;
      checkClose(p, attentionFixture().matrix(key, p.rows(), p.cols()), 1e-14);
      for (Eigen::Index i = 0; i < p.rows(); ++i) CHECK(p.row(i).sum() == doctest::Approx(1).epsilon(1e-15));
      CHECK(r.softmax->symmetry.asymmetryRatio ==
            doctest::Approx(attentionFixture().at(key + ".asymmetry")[0]).epsilon(1e-12));
      checkEigenvalues(r.softmax->symmetry.spectrum, key, 1e-12);
      checkSorted(r.softmax->symmetry.spectrum);
      CHECK_FALSE(r.softmax->symmetry.symmetric);
    }
}

TEST_CASE("attention: softmax breaks the symmetry of the tied (Gram) S") {
  const auto r = gramlab::attention(with(gramlab::AttentionRecipe{}, true, true));
  CHECK(r.symmetry.symmetric);
  REQUIRE(r.softmax.has_value());
  CHECK_FALSE(r.softmax->symmetry.symmetric);
  CHECK(r.softmax->symmetry.asymmetryRatio ==
        doctest::Approx(attentionFixture().at("article.tied.softmax.asymmetry")[0]).epsilon(1e-12));
  CHECK(r.softmax->symmetry.asymmetryRatio > 0.4);
}

TEST_CASE("attention: explicit {X, W_Q, W_K} gives the seeded result") {
  const Eigen::MatrixXd X = attentionFixture().matrix("article.X", 8, 16),
                        WQ = attentionFixture().matrix("article.WQ", 16, 16),
                        WK = attentionFixture().matrix("article.WK", 16, 16);
  const auto r = gramlab::attention({X, WQ, WK}, {false, true});
  checkClose(r.scores, attentionFixture().matrix("article.S", 8, 8), 1e-13);
  checkEigenvalues(r.symmetry.spectrum, "article", 1e-12);
  REQUIRE(r.softmax.has_value());
  checkClose(r.softmax->weights, attentionFixture().matrix("article.softmax", 8, 8), 1e-14);
  for (const Eigen::MatrixXd& wk : {Eigen::MatrixXd(), WQ}) {  // tie with W_K left empty or equal to W_Q
    const auto t = gramlab::attention({X, WQ, wk}, {true, false});
    checkClose(t.scores, attentionFixture().matrix("article.tied.S", 8, 8), 1e-13);
    CHECK(t.WK == WQ);
  }
  CHECK(codeOf([&] { gramlab::attention({X, WQ, WK}, {true, false}); }) == ErrorCode::BadArgument);
}

TEST_CASE("attention: a quarter-turn M by hand") {
  // X = I, W_Q = I, W_K = [[0, −1], [1, 0]]: M = W_Kᵀ = [[0, 1], [−1, 0]], S = M/√2 with a = 1/√2 off the
  // diagonal. S is antisymmetric: mean|S − Sᵀ| = 2·mean|S|, eigenvalues ±i/√2; its symmetric part is 0.
  // Softmax: both rows are (1, e^a)/(1 + e^a) — rank 1, eigenvalues 0 and 1, and the asymmetry ratio is
  // 2|q − p| / 2 = tanh(a/2).
  Eigen::MatrixXd WK(2, 2);
  WK << 0, -1, 1, 0;
  const auto r =
      gramlab::attention({Eigen::MatrixXd::Identity(2, 2), Eigen::MatrixXd::Identity(2, 2), WK}, {false, true});
  const double a = 1 / std::sqrt(2.0);
  CHECK(r.scores(0, 1) == doctest::Approx(a).epsilon(1e-15));
  CHECK(r.scores(1, 0) == doctest::Approx(-a).epsilon(1e-15));
  CHECK(r.symmetry.asymmetryRatio == doctest::Approx(2).epsilon(1e-15));
  CHECK(r.symmetry.spectrum.complexCount == 2);
  CHECK(r.symmetry.spectrum.eigenvalues(0, 1) == doctest::Approx(-a).epsilon(1e-15));
  CHECK(r.symmetry.spectrum.eigenvalues(1, 1) == doctest::Approx(a).epsilon(1e-15));
  CHECK(r.symmetricPart.cwiseAbs().maxCoeff() == 0);
  CHECK(r.weightSymmetricPart.eigenvalues.cwiseAbs().maxCoeff() == 0);
  REQUIRE(r.softmax.has_value());
  const double q = std::exp(a) / (1 + std::exp(a));
  CHECK(r.softmax->weights(1, 1) == doctest::Approx(q).epsilon(1e-15));
  CHECK(r.softmax->weights(1, 0) == doctest::Approx(1 - q).epsilon(1e-15));
  CHECK(r.softmax->symmetry.asymmetryRatio == doctest::Approx(std::tanh(a / 2)).epsilon(1e-14));
  CHECK(r.softmax->symmetry.spectrum.complexCount == 0);
  CHECK(std::abs(r.softmax->symmetry.spectrum.eigenvalues(0, 0)) < 1e-15);
  CHECK(r.softmax->symmetry.spectrum.eigenvalues(1, 0) == doctest::Approx(1).epsilon(1e-15));
}

TEST_CASE("attention: X = 0 gives S = 0 — symmetric, PSD, ratio 0") {
  const auto r = gramlab::attention(
      {Eigen::MatrixXd::Zero(3, 4), Eigen::MatrixXd::Ones(4, 2), Eigen::MatrixXd::Ones(4, 2)}, {false, true});
  CHECK(r.scores.cwiseAbs().maxCoeff() == 0);
  CHECK(r.symmetry.asymmetryRatio == 0);
  CHECK(r.symmetry.symmetric);
  CHECK(r.scoresSymmetricPart.isPSD);
  REQUIRE(r.softmax.has_value());
  CHECK(r.softmax->weights.isApprox(Eigen::MatrixXd::Constant(3, 3, 1.0 / 3), 1e-15));
}

TEST_CASE("attention: power-of-two scaled inputs give exactly scaled results, and 1e±150 the same verdicts") {
  const Eigen::MatrixXd X = attentionFixture().matrix("article.X", 8, 16),
                        WQ = attentionFixture().matrix("article.WQ", 16, 16),
                        WK = attentionFixture().matrix("article.WK", 16, 16);
  const auto base = gramlab::attention({X, WQ, WK}, {false, false});
  for (const int e : {400, -400}) {
    CAPTURE(e);
    const auto r = gramlab::attention({X * std::ldexp(1.0, e), WQ, WK}, {false, false});
    CHECK(r.scores == base.scores * std::ldexp(1.0, 2 * e));
    CHECK(r.symmetry.spectrum.eigenvalues == base.symmetry.spectrum.eigenvalues * std::ldexp(1.0, 2 * e));
    CHECK(r.symmetry.asymmetryRatio == base.symmetry.asymmetryRatio);
    CHECK(r.symmetry.spectrum.complexCount == 6);
  }
  for (const double f : {1e150, 1e-150}) {
    CAPTURE(f);
    const auto r = gramlab::attention({X * f, WQ, WK}, {false, true});
    CHECK(r.symmetry.spectrum.complexCount == 6);
    CHECK(r.symmetry.asymmetryRatio == doctest::Approx(attentionFixture().at("article.asymmetry")[0]).epsilon(1e-12));
    CHECK(r.weightSymmetricPart.minEigenvalue ==
          doctest::Approx(attentionFixture().at("article.M_sym_eig")[0]).epsilon(1e-12));
    const auto tied = gramlab::attention({X * f, WQ, Eigen::MatrixXd()}, {true, false});
    CHECK(tied.scoresSymmetricPart.isPSD);
    CHECK(tied.symmetry.symmetric);
  }
}

TEST_CASE("attention: results past the double range are coded errors, never inf or a flushed 0") {
  const Eigen::MatrixXd X = attentionFixture().matrix("article.X", 8, 16),
                        WQ = attentionFixture().matrix("article.WQ", 16, 16),
                        WK = attentionFixture().matrix("article.WK", 16, 16);
  const auto message = [](auto&& call) { return std::string(errorOf(call).what()); };
  // S ≈ 1e600 and M ≈ 1e600 overflow (OVERFLOW); S ≈ 1e−500 would flush to 0 (BadArgument, "underflows").
  const auto bigX = [&] { gramlab::attention({X * 1e300, WQ, WK}, {false, true}); };
  CHECK(codeOf(bigX) == ErrorCode::Overflow);
  CHECK(message(bigX).find("overflows") != std::string::npos);
  const auto bigW = [&] { gramlab::attention({X, WQ * 1e300, WK * 1e300}, {false, false}); };
  CHECK(codeOf(bigW) == ErrorCode::Overflow);
  CHECK(message(bigW).find("overflows") != std::string::npos);
  const auto tinyX = [&] { gramlab::attention({X * 1e-250, WQ, WK}, {false, false}); };
  CHECK(codeOf(tinyX) == ErrorCode::BadArgument);
  CHECK(message(tinyX).find("underflows") != std::string::npos);
  // Through the recipe: a scale that overflows M, and one that overflows the draws themselves.
  for (const double scale : {1e300, 1e308}) {
    CAPTURE(scale);
    gramlab::AttentionRecipe r;
    r.scale = scale;
    CHECK(codeOf([&] { gramlab::attention(r); }) == ErrorCode::Overflow);
    CHECK(message([&] { gramlab::attention(r); }).find("overflows") != std::string::npos);
  }
}

TEST_CASE("attention: recipe parameters out of range") {
  struct Bad {
    const char* what;
    Eigen::Index tokens, width, keyWidth;
    double scale;
    ErrorCode code;
  };
  const Bad bad[] = {
      {"tokens 0", 0, 16, 16, 0.25, ErrorCode::Empty},
      {"tokens -1", -1, 16, 16, 0.25, ErrorCode::BadArgument},
      {"tokens 10^6", 1'000'000, 16, 16, 0.25, ErrorCode::TooLarge},
      {"tokens past the limit", static_cast<Eigen::Index>(gramlab::kMaxAttentionTokens) + 1, 16, 16, 0.25,
       ErrorCode::TooLarge},
      {"d 0", 8, 0, 16, 0.25, ErrorCode::Empty},
      {"d past the limit", 8, static_cast<Eigen::Index>(gramlab::kMaxAttentionWidth) + 1, 16, 0.25,
       ErrorCode::TooLarge},
      {"d_k 0", 8, 16, 0, 0.25, ErrorCode::Empty},
      {"d_k -3", 8, 16, -3, 0.25, ErrorCode::BadArgument},
      {"d_k past the limit", 8, 16, static_cast<Eigen::Index>(gramlab::kMaxAttentionWidth) + 1, 0.25,
       ErrorCode::TooLarge},
      {"scale NaN", 8, 16, 16, std::nan(""), ErrorCode::NotFinite},
      {"scale inf", 8, 16, 16, HUGE_VAL, ErrorCode::NotFinite},
      {"scale -inf", 8, 16, 16, -HUGE_VAL, ErrorCode::NotFinite},
      {"scale 0", 8, 16, 16, 0.0, ErrorCode::BadArgument},
      {"scale -0.25", 8, 16, 16, -0.25, ErrorCode::BadArgument},
  };
  for (const Bad& b : bad) {
    CAPTURE(b.what);
    gramlab::AttentionRecipe r;
    r.tokens = b.tokens;
    r.width = b.width;
    r.keyWidth = b.keyWidth;
    r.scale = b.scale;
    CHECK(codeOf([&] { gramlab::attention(r); }) == b.code);
  }
  gramlab::AttentionRecipe limit;
  limit.tokens = static_cast<Eigen::Index>(gramlab::kMaxAttentionTokens);
  limit.width = 4;
  limit.keyWidth = 2;
  limit.softmax = true;
  CHECK(gramlab::attention(limit).scores.rows() == limit.tokens);  // exactly at the limit works
}

TEST_CASE("attention: explicit matrices — empty, non-finite, too large, mismatched shapes") {
  const Eigen::MatrixXd X = Eigen::MatrixXd::Ones(3, 4), W = Eigen::MatrixXd::Ones(4, 2);
  const auto code = [](const gramlab::AttentionInputs& in, bool tie = false) {
    return codeOf([&] { gramlab::attention(in, {tie, true}); });
  };
  CHECK(code({Eigen::MatrixXd(), W, W}) == ErrorCode::Empty);
  CHECK(code({X, Eigen::MatrixXd(), W}) == ErrorCode::Empty);
  CHECK(code({X, W, Eigen::MatrixXd()}) == ErrorCode::Empty);  // untied needs W_K
  CHECK(code({Eigen::MatrixXd::Ones(gramlab::kMaxAttentionTokens + 1, 4), W, W}) == ErrorCode::TooLarge);
  CHECK(code({X, Eigen::MatrixXd::Ones(3, 2), W}) == ErrorCode::DimensionMismatch);  // W_Q rows ≠ X cols
  CHECK(code({X, W, Eigen::MatrixXd::Ones(4, 3)}) == ErrorCode::DimensionMismatch);  // W_K ≠ W_Q shape
  CHECK(code({X, W, Eigen::MatrixXd::Ones(5, 2)}) == ErrorCode::DimensionMismatch);
  CHECK(code({X, W, W * 2}, true) == ErrorCode::BadArgument);  // tie with W_K ≠ W_Q
  for (const double x : {std::nan(""), HUGE_VAL, -HUGE_VAL}) {
    CAPTURE(x);
    for (int which = 0; which < 3; ++which) {
      gramlab::AttentionInputs in{X, W, W};
      Eigen::MatrixXd& m = which == 0 ? in.X : which == 1 ? in.WQ : in.WK;
      m(m.rows() - 1, 1) = x;
      CHECK(code(in) == ErrorCode::NotFinite);
    }
  }
  // A ragged X cannot reach the core: an Eigen matrix is rectangular; the facade answers RAGGED.
  CHECK(gramlab::attention({X, W, W}, {}).scores.rows() == 3);  // the same inputs, valid, still work
}
