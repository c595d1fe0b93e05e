#pragma once
// The attention scores along the blend of W_K into W_Q, t = 0 … 1: where S(t)'s eigenvalues travel in the
// complex plane (the conjugate pairs meet on the real axis before t = 1, where S is symmetric) and how the
// asymmetry ratio falls to 0. One call, so a page draws the whole path without looping over the core.
#include <Eigen/Dense>

#include <vector>

#include "gramlab/attention/attention_request.hpp"

namespace gramlab {

using limits::kMaxAttentionPathSteps;
using limits::kMaxAttentionPathWork;

struct AttentionBlendPath {
  Eigen::VectorXd blends;       // t_k = k / steps, k = 0 … steps
  Eigen::MatrixXd eigenvalues;  // (steps + 1) × 2n: row k is S(t_k)'s eigenvalues as re, im pairs, sort_complex order
  std::vector<int> complexCounts;   // how many of row k are certainly complex (GeneralSpectrum's rule)
  Eigen::VectorXd asymmetryRatios;  // mean|S − Sᵀ| / mean|S| at each t_k
};

// The request as attention(…) reads it (its blend is ignored: the path sets t); steps 0 → Empty, negative →
// BadArgument, past kMaxAttentionPathSteps or (steps + 1)·n³ past kMaxAttentionPathWork → TooLarge.
// Every check of attention(…) applies at every t.
AttentionBlendPath attentionBlendPath(const AttentionRequest& request, Eigen::Index steps);

}  // namespace gramlab
