#pragma once
// One request for the attention experiment, in whichever form a caller has it, so a binding only converts:
//   the seeded recipe {seed, tokens, width, dk, scale}: X, W_Q, W_K drawn as AttentionRecipe draws them;
//   the explicit form {X, WQ, WK};
//   a reader's own X with the seed's weights {X, seed, dk, scale}: W_Q and W_K are the ones the recipe
//   draws for X's shape (tokens × width), so pasting X keeps the model it is scored by.
// tie, softmax and blend go with every form.
#include <Eigen/Dense>

#include <cstdint>
#include <optional>

#include "gramlab/attention/attention.hpp"

namespace gramlab {

struct AttentionRequest {
  std::optional<std::uint64_t> seed;
  std::optional<Eigen::Index> tokens, width, keyWidth;  // absent: the article's 8, 16, 16
  std::optional<double> scale;                          // absent: the article's 0.25
  std::optional<Eigen::MatrixXd> X, WQ, WK;
  bool tie = false;
  bool softmax = false;
  double blend = 0;  // t of AttentionOptions
};

// BadArgument for a mix of forms: neither seed nor X; W_Q or W_K without X; X with tokens or width (its
// shape says them); X with both a seed and W_Q. Then everything attention(…) checks.
AttentionResult attention(const AttentionRequest& request);

// The inputs such a request names (drawn or given; W_K empty when tied), with the same checks of its form
// and recipe; attention(request) scores these.
AttentionInputs attentionInputs(const AttentionRequest& request);

}  // namespace gramlab
