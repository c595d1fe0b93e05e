#pragma once
// The article's attention experiment: S = X W_Q W_Kᵀ Xᵀ / √d_k sits where a Gram matrix sits (n × n,
// one entry per pair of tokens) but M = W_Q W_Kᵀ is not symmetric, so S is neither symmetric nor PSD
// and its eigenvalues can be complex. With W_K = W_Q ("tie") S is a Gram matrix; a row softmax breaks
// the symmetry again.
#include <Eigen/Dense>

#include <cstddef>
#include <cstdint>
#include <optional>

#include "gramlab/base/limits.hpp"
#include "gramlab/linear_algebra/general_spectrum.hpp"
#include "gramlab/linear_algebra/psd.hpp"

namespace gramlab {

// Tokens n: S is n×n and up to two general eigenproblems of order n are solved with eigenvectors (for
// the error bounds). Eigen's EigenSolver is unblocked, O(n³) with a large constant: measured natively
// 0.07 s at n = 128, 0.6 s at 256, 12 s at 512 (WASM is slower still). 128 keeps a call well under a
// second and is more tokens than a heatmap can label.
using limits::kMaxAttentionTokens;
// Model width d and key width d_k: M is d×d and only its symmetric part is decomposed (a symmetric
// solver, ~0.1 s at 512); the products cost n·d·d_k.
using limits::kMaxAttentionWidth;

// The seeded form: X (n×d) = rng.normal(size=(n, d)), then W_Q and W_K (d×d_k) = rng.normal(size=(d, d_k))
// · scale, in that order from the one rng = numpy.random.default_rng(seed). W_K is drawn even when tied,
// so switching the tie keeps X and W_Q.
struct AttentionRecipe {
  std::uint64_t seed = 9;
  Eigen::Index tokens = 8;     // n
  Eigen::Index width = 16;     // d
  Eigen::Index keyWidth = 16;  // d_k
  double scale = 0.25;         // finite and > 0
  bool tie = false;            // use W_K = W_Q
  bool softmax = false;        // also compute the row softmax of S
  double blend = 0;            // t: score with W_K(t) = (1 − t)·W_K + t·W_Q (see AttentionOptions)
};

// The explicit form. X n×d, W_Q d×d_k, W_K the same shape as W_Q; with tie, W_K must be empty (0×0) or
// equal to W_Q.
struct AttentionInputs {
  Eigen::MatrixXd X;
  Eigen::MatrixXd WQ;
  Eigen::MatrixXd WK;
};

// blend t in [0, 1] walks W_K towards W_Q: W_K(t) = (1 − t)·W_K + t·W_Q. t = 1 is the tie (W_K(1) = W_Q
// exactly, scored as tie scores), t = 0 the weights as given; with tie, t changes nothing.
struct AttentionOptions {
  bool tie = false;
  bool softmax = false;
  double blend = 0;
};

// How far an n×n score matrix is from symmetric.
struct ScoreSymmetry {
  double asymmetryRatio;     // mean|A − Aᵀ| / mean|A|; 0 for the zero matrix
  bool symmetric;            // every |A_ij − A_ji| within the bound on the rounding in forming A
  GeneralSpectrum spectrum;  // the general eigenvalues of A
};

struct SoftmaxScores {
  Eigen::MatrixXd weights;  // P_ij = exp(S_ij) / Σ_k exp(S_ik), computed with each row's max subtracted
  ScoreSymmetry symmetry;
};

struct AttentionResult {
  Eigen::MatrixXd X, WQ, WK;  // the inputs used (drawn or given; WK is W_K(t), = WQ when tied)
  bool tied;                  // tie, or blend 1
  double blend;               // t
  Eigen::MatrixXd M;          // W_Q W_Kᵀ, d×d
  // psdCheck of (M + Mᵀ)/2: its eigenvalues ascending, their minimum and whether it is PSD (the article:
  // −1.254 … 1.383, not PSD), and its largest eigenvalue.
  PsdCheck weightSymmetricPart;
  double weightSymmetricPartMax;
  Eigen::MatrixXd scores;             // S
  Eigen::MatrixXd symmetricPart;      // (S + Sᵀ)/2
  Eigen::MatrixXd antisymmetricPart;  // (S − Sᵀ)/2; S is their sum
  ScoreSymmetry symmetry;             // of S (the article: ratio 1.11, 6 of 8 eigenvalues complex)
  // psdCheck of (S + Sᵀ)/2. When tied, that is S itself: the Gram matrix of the rows of X W_Q / d_k^¼.
  PsdCheck scoresSymmetricPart;
  std::optional<SoftmaxScores> softmax;  // present when asked for
};

// Validation (each a gramlab::Error): tokens, width or keyWidth 0 → Empty, negative → BadArgument, past
// kMaxAttentionTokens / kMaxAttentionWidth → TooLarge; scale NaN/±inf → NotFinite, ≤ 0 → BadArgument;
// all checked before any draw; a scale that takes a weight past ±1.8e308 is refused ("overflows").
AttentionInputs drawAttentionInputs(const AttentionRecipe& recipe);
AttentionResult attention(const AttentionRecipe& recipe);

// X, W_Q, W_K: non-empty (Empty), finite (NotFinite), within the limits above (TooLarge); W_Q's rows must
// be X's columns and W_K W_Q's shape (DimensionMismatch); a non-empty W_K ≠ W_Q with tie is BadArgument.
// A result that does not fit a double (an entry of M, S or an eigenvalue past ±1.8e308, or a nonzero S or
// M below the normal range) is an error too, never an inf or a flushed zero.
// blend NaN/±inf → NotFinite, outside [0, 1] → BadArgument; a blended W_K past ±1.8e308 → Overflow.
AttentionResult attention(const AttentionInputs& inputs, const AttentionOptions& options);

// Only S(t)'s symmetry and spectrum, for a path over t (attention/blend_path.hpp): the same checks and the
// same S as attention(inputs, options), without M, the symmetric parts and the softmax.
ScoreSymmetry scoreSymmetry(const AttentionInputs& inputs, const AttentionOptions& options);

}  // namespace gramlab
