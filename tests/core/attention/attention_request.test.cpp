#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "attention/attention_fixture.hpp"
#include "gramlab/attention/attention_request.hpp"
#include "gramlab/base/error.hpp"
#include "support/error_code.hpp"

// Oracle: tests/fixtures/attention.txt (scripts/gen_attention_fixtures.py, numpy): every form of the request
// must reach numpy's X, W_Q, W_K and S for the article's recipe and the "other" one.

using gramlab::AttentionRequest;
using gramlab::ErrorCode;

namespace {

void checkScores(const gramlab::AttentionResult& r, const std::string& key, Eigen::Index n) {
  const Eigen::MatrixXd want = attentionFixture().matrix(key, n, n);
  CHECK((r.scores - want).cwiseAbs().maxCoeff() <= 1e-12 * want.cwiseAbs().maxCoeff());
}

// "other": default_rng(2026), X 5×7, W 7×3, scale 0.5.
AttentionRequest otherSeed() {
  AttentionRequest r;
  r.seed = 2026;
  r.keyWidth = 3;
  r.scale = 0.5;
  return r;
}

}  // namespace

TEST_CASE("attention request: a seed alone is the article's recipe (8 tokens, d = d_k = 16, scale 0.25)") {
  AttentionRequest r;
  r.seed = 9;
  const auto result = gramlab::attention(r);
  CHECK(result.X == attentionFixture().matrix("article.X", 8, 16));
  CHECK(result.WK == attentionFixture().matrix("article.WK", 16, 16));
  checkScores(result, "article.S", 8);
  CHECK(result.symmetry.spectrum.complexCount == 6);
  CHECK_FALSE(result.softmax.has_value());
}

TEST_CASE("attention request: the seeded recipe with every parameter, tie and softmax") {
  AttentionRequest r = otherSeed();
  r.tokens = 5;
  r.width = 7;
  checkScores(gramlab::attention(r), "other.S", 5);
  r.tie = true;
  r.softmax = true;
  const auto tied = gramlab::attention(r);
  checkScores(tied, "other.tied.S", 5);
  REQUIRE(tied.softmax.has_value());
  CHECK((tied.softmax->weights - attentionFixture().matrix("other.tied.softmax", 5, 5)).cwiseAbs().maxCoeff() <= 1e-13);
}

TEST_CASE("attention request: the explicit form, W_K left out when tied") {
  AttentionRequest r;
  r.X = attentionFixture().matrix("other.X", 5, 7);
  r.WQ = attentionFixture().matrix("other.WQ", 7, 3);
  r.WK = attentionFixture().matrix("other.WK", 7, 3);
  checkScores(gramlab::attention(r), "other.S", 5);
  r.WK.reset();
  r.tie = true;
  checkScores(gramlab::attention(r), "other.tied.S", 5);
}

TEST_CASE("attention request: a reader's X scored by the seed's weights for X's shape") {
  // numpy's X itself, given back: the weights drawn after it are numpy's W_Q and W_K, so S is numpy's S.
  AttentionRequest r = otherSeed();
  r.X = attentionFixture().matrix("other.X", 5, 7);
  const auto given = gramlab::attention(r);
  CHECK(given.WQ == attentionFixture().matrix("other.WQ", 7, 3));
  CHECK(given.WK == attentionFixture().matrix("other.WK", 7, 3));
  checkScores(given, "other.S", 5);
  // Another X of the same shape keeps the same weights.
  r.X = 2.0 * attentionFixture().matrix("other.X", 5, 7);
  CHECK(gramlab::attention(r).WQ == attentionFixture().matrix("other.WQ", 7, 3));
}

TEST_CASE("attention request: mixed or missing forms are BadArgument, and the recipe's own checks still apply") {
  CHECK(codeOf([] { gramlab::attention(AttentionRequest{}); }) == ErrorCode::BadArgument);
  const Eigen::MatrixXd X = Eigen::MatrixXd::Ones(3, 4), W = Eigen::MatrixXd::Ones(4, 2);
  const auto code = [](AttentionRequest r) { return codeOf([&] { gramlab::attention(r); }); };
  AttentionRequest onlyW;
  onlyW.WQ = W;
  CHECK(code(onlyW) == ErrorCode::BadArgument);
  AttentionRequest xTokens = otherSeed();
  xTokens.X = X;
  xTokens.tokens = 3;
  CHECK(code(xTokens) == ErrorCode::BadArgument);
  AttentionRequest both = otherSeed();
  both.X = X;
  both.WQ = W;
  CHECK(code(both) == ErrorCode::BadArgument);
  AttentionRequest xScale;
  xScale.X = X;
  xScale.WQ = W;
  xScale.WK = W;
  xScale.scale = 2;
  CHECK(code(xScale) == ErrorCode::BadArgument);
  AttentionRequest noW;
  noW.X = X;
  CHECK(code(noW) == ErrorCode::BadArgument);
  AttentionRequest zero;
  zero.seed = 1;
  zero.tokens = 0;
  CHECK(code(zero) == ErrorCode::Empty);
  AttentionRequest huge;
  huge.seed = 1;
  huge.tokens = 1'000'000;
  CHECK(code(huge) == ErrorCode::TooLarge);
  AttentionRequest noKeys;
  noKeys.seed = 1;
  noKeys.keyWidth = 0;
  CHECK(code(noKeys) == ErrorCode::Empty);
  AttentionRequest wideX = otherSeed();
  wideX.X = Eigen::MatrixXd::Ones(3, gramlab::kMaxAttentionWidth + 1);
  CHECK(code(wideX) == ErrorCode::TooLarge);
}
