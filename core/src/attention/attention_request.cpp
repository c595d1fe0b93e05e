#include "gramlab/attention/attention_request.hpp"

#include "gramlab/base/error.hpp"

namespace gramlab {

namespace {

AttentionRecipe recipeOf(const AttentionRequest& r, Eigen::Index tokens, Eigen::Index width) {
  const AttentionRecipe article;
  AttentionRecipe recipe;
  recipe.seed = *r.seed;
  recipe.tokens = tokens;
  recipe.width = width;
  recipe.keyWidth = r.keyWidth.value_or(article.keyWidth);
  recipe.scale = r.scale.value_or(article.scale);
  return recipe;
}

AttentionInputs withGivenX(const AttentionRequest& r) {
  if (r.tokens || r.width)
    throw Error(ErrorCode::BadArgument, "tokens and width go with a seed alone; X's shape gives them");
  if (r.seed && (r.WQ || r.WK)) throw Error(ErrorCode::BadArgument, "give W_Q and W_K or a seed for them, not both");
  if (r.seed) {
    const AttentionInputs drawn = drawAttentionInputs(recipeOf(r, r.X->rows(), r.X->cols()));
    return AttentionInputs{*r.X, drawn.WQ, r.tie ? Eigen::MatrixXd() : drawn.WK};
  }
  if (r.keyWidth || r.scale)
    throw Error(ErrorCode::BadArgument, "dk and scale go with a seed; given W_Q and W_K say them");
  if (!r.WQ) throw Error(ErrorCode::BadArgument, "X needs W_Q (and W_K unless tied), or a seed to draw them");
  return AttentionInputs{*r.X, *r.WQ, r.WK.value_or(Eigen::MatrixXd())};
}

}  // namespace

AttentionInputs attentionInputs(const AttentionRequest& request) {
  if (request.X) return withGivenX(request);
  if (request.WQ || request.WK) throw Error(ErrorCode::BadArgument, "W_Q and W_K go with X");
  if (!request.seed) throw Error(ErrorCode::BadArgument, "expected {seed, tokens, width, dk, scale} or {X, WQ, WK}");
  const AttentionRecipe article;
  AttentionInputs in = drawAttentionInputs(
      recipeOf(request, request.tokens.value_or(article.tokens), request.width.value_or(article.width)));
  if (request.tie) in.WK.resize(0, 0);
  return in;
}

AttentionResult attention(const AttentionRequest& request) {
  const AttentionInputs inputs = attentionInputs(request);
  return attention(inputs, AttentionOptions{request.tie, request.softmax, request.blend});
}

}  // namespace gramlab
