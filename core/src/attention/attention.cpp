#include "gramlab/attention/attention.hpp"

#include <cmath>
#include <limits>
#include <string>

#include "gramlab/attention/row_softmax.hpp"
#include "gramlab/base/constants.hpp"
#include "gramlab/base/error.hpp"
#include "gramlab/base/number_text.hpp"
#include "gramlab/base/validate.hpp"
#include "gramlab/random/numpy_random.hpp"

namespace gramlab {

namespace {

// requireFiniteMatrix, with the matrix's name in the message.
void requireNamed(const char* name, const Eigen::MatrixXd& m, std::size_t maxRows, std::size_t maxCols) {
  try {
    requireFiniteMatrix(m, maxRows, maxCols);
  } catch (const Error& e) {
    throw Error(e.code(), std::string(name) + ": " + e.what(), e.details());
  }
}

void requireShapes(const AttentionInputs& in, bool tie) {
  requireNamed("X", in.X, kMaxAttentionTokens, kMaxAttentionWidth);
  requireNamed("W_Q", in.WQ, kMaxAttentionWidth, kMaxAttentionWidth);
  const auto shape = [](const Eigen::MatrixXd& m) { return std::to_string(m.rows()) + "×" + std::to_string(m.cols()); };
  if (in.WQ.rows() != in.X.cols())
    throw Error(ErrorCode::DimensionMismatch,
                "W_Q is " + shape(in.WQ) + " but X is " + shape(in.X) + "; W_Q needs as many rows as X has columns");
  const bool noWK = in.WK.size() == 0;
  if (tie && noWK) return;
  requireNamed("W_K", in.WK, kMaxAttentionWidth, kMaxAttentionWidth);
  if (in.WK.rows() != in.WQ.rows() || in.WK.cols() != in.WQ.cols())
    throw Error(ErrorCode::DimensionMismatch,
                "W_K is " + shape(in.WK) + " but W_Q is " + shape(in.WQ) + "; they must have the same shape");
  if (tie && in.WK != in.WQ) throw Error(ErrorCode::BadArgument, "tie uses W_K = W_Q; leave W_K empty or equal to W_Q");
}

// ---- Power-of-two scaling: exact, so 1e300- or 1e-250-sized inputs go through the same arithmetic as
// unit-sized ones and only the final exponent can overflow or underflow.

// e with max|m| · 2^−e in [0.5, 1); 0 for the zero matrix.
int binaryExponent(const Eigen::MatrixXd& m) {
  int e = 0;
  std::frexp(m.cwiseAbs().maxCoeff(), &e);
  return e;
}

Eigen::MatrixXd timesPowerOfTwo(const Eigen::MatrixXd& m, int e) {
  return m.unaryExpr([e](double v) { return std::ldexp(v, e); });
}

// m · 2^e, refused when an entry passes the largest double.
Eigen::MatrixXd fitted(const char* name, const Eigen::MatrixXd& m, int e) {
  Eigen::MatrixXd out = timesPowerOfTwo(m, e);
  if (!out.allFinite()) throw Error(ErrorCode::Overflow, std::string(name) + " overflows: an entry is beyond ±1.8e308");
  return out;
}

// fitted, and also refused when a nonzero matrix would lose all its entries below the normal range. (Only
// for M and S: a derived matrix, such as a symmetric part, may be rounding-small against them.)
Eigen::MatrixXd scaledBack(const char* name, const Eigen::MatrixXd& m, int e) {
  Eigen::MatrixXd out = fitted(name, m, e);
  const double largest = m.cwiseAbs().maxCoeff();
  if (largest > 0 && out.cwiseAbs().maxCoeff() < std::numeric_limits<double>::min())
    throw Error(ErrorCode::BadArgument, std::string(name) + " underflows: every entry is below 2.2e-308");
  return out;
}

// ---- Symmetry of a score matrix

// bound(i, j): a bound on the rounding error in the computed A_ij. A is symmetric within rounding when
// every |A_ij − A_ji| ≤ bound(i, j) + bound(j, i).
bool symmetricWithin(const Eigen::MatrixXd& a, const Eigen::MatrixXd& bound) {
  for (Eigen::Index j = 0; j < a.cols(); ++j)
    for (Eigen::Index i = j + 1; i < a.rows(); ++i)
      if (!(std::abs(a(i, j) - a(j, i)) <= bound(i, j) + bound(j, i))) return false;
  return true;
}

double asymmetryRatio(const Eigen::MatrixXd& a) {
  const double total = a.cwiseAbs().sum();
  return total > 0 ? (a - a.transpose()).cwiseAbs().sum() / total : 0.0;
}

ScoreSymmetry symmetryOf(const Eigen::MatrixXd& a, const Eigen::MatrixXd& bound) {
  return ScoreSymmetry{asymmetryRatio(a), symmetricWithin(a, bound), generalSpectrum(a)};
}

// Same spectrum, eigenvalues and their bounds multiplied by 2^e.
GeneralSpectrum scaledSpectrum(GeneralSpectrum s, int e) {
  s.eigenvalues = fitted("an eigenvalue of S", s.eigenvalues, e);
  s.errorBounds = timesPowerOfTwo(s.errorBounds, e);
  return s;
}

// ---- The experiment, on inputs scaled to max|·| in [0.5, 1)

struct Scaled {
  Eigen::MatrixXd x, wq, wk;
  int ex, eq, ek;
};

Scaled scaleInputs(const Eigen::MatrixXd& x, const Eigen::MatrixXd& wq, const Eigen::MatrixXd& wk) {
  const int ex = binaryExponent(x), eq = binaryExponent(wq), ek = binaryExponent(wk);
  return Scaled{timesPowerOfTwo(x, -ex), timesPowerOfTwo(wq, -eq), timesPowerOfTwo(wk, -ek), ex, eq, ek};
}

// A bound on the rounding in S = (X W_Q)(X W_K)ᵀ / √d_k, entry by entry: each product of inner length k
// errs by at most kε|A||B| (first order), so |δS| ≤ (d_k + 2d + 2)ε · (|X||W_Q|)(|X||W_K|)ᵀ / √d_k, the
// 2 for the division and √d_k. The factor 1.01 covers the second-order terms.
Eigen::MatrixXd scoreBound(const Scaled& s, double rootDk) {
  const double d = static_cast<double>(s.x.cols()), dk = static_cast<double>(s.wq.cols());
  const Eigen::MatrixXd absX = s.x.cwiseAbs();
  const Eigen::MatrixXd q = absX * s.wq.cwiseAbs(), k = absX * s.wk.cwiseAbs();
  return (1.01 * (dk + 2 * d + 2) * kEpsilon / rootDk) * (q * k.transpose());
}

// S · 2^−eS from the scaled inputs, with the bound on its rounding (same scale).
struct ScaledScores {
  Scaled s;
  Eigen::MatrixXd st, bound;
  int eS;
};

ScaledScores scaledScores(const Eigen::MatrixXd& x, const Eigen::MatrixXd& wq, const Eigen::MatrixXd& wk, bool tied) {
  ScaledScores r{scaleInputs(x, wq, wk), {}, {}, 0};
  const Scaled& s = r.s;
  const double rootDk = std::sqrt(static_cast<double>(wq.cols()));
  const Eigen::MatrixXd q = s.x * s.wq;
  r.st = tied ? Eigen::MatrixXd(q * q.transpose()) : Eigen::MatrixXd(q * (s.x * s.wk).transpose());
  r.st /= rootDk;
  // Tied, S is symmetric in exact arithmetic; a matrix product need not round (i, j) and (j, i) alike.
  if (tied) r.st = 0.5 * (r.st + r.st.transpose());
  r.eS = 2 * s.ex + s.eq + s.ek;
  r.bound = scoreBound(s, rootDk);
  return r;
}

AttentionResult compute(const Eigen::MatrixXd& x, const Eigen::MatrixXd& wq, const Eigen::MatrixXd& wk, bool tied,
                        bool softmax) {
  const ScaledScores scores = scaledScores(x, wq, wk, tied);
  const Scaled& s = scores.s;
  const Eigen::MatrixXd& st = scores.st;
  const Eigen::MatrixXd& bound = scores.bound;
  const int eS = scores.eS, eM = s.eq + s.ek;
  const Eigen::MatrixXd mt = s.wq * s.wk.transpose();

  AttentionResult r;
  r.X = x;
  r.WQ = wq;
  r.WK = wk;
  r.tied = tied;
  r.M = scaledBack("M = W_Q W_Kᵀ", mt, eM);
  r.weightSymmetricPart = psdCheck(fitted("(M + Mᵀ)/2", 0.5 * (mt + mt.transpose()), eM));
  r.weightSymmetricPartMax = r.weightSymmetricPart.eigenvalues(r.weightSymmetricPart.eigenvalues.size() - 1);
  r.scores = scaledBack("S", st, eS);
  r.symmetricPart = fitted("(S + Sᵀ)/2", 0.5 * (st + st.transpose()), eS);
  r.antisymmetricPart = timesPowerOfTwo(0.5 * (st - st.transpose()), eS);  // |·| ≤ max|S|: fits
  r.symmetry = symmetryOf(st, bound);
  r.symmetry.spectrum = scaledSpectrum(r.symmetry.spectrum, eS);
  r.scoresSymmetricPart = psdCheck(r.symmetricPart);
  if (softmax) {
    const Eigen::MatrixXd p = rowSoftmax(r.scores);
    const Eigen::VectorXd rowError = timesPowerOfTwo(bound.rowwise().maxCoeff(), eS);
    r.softmax = SoftmaxScores{p, symmetryOf(p, rowSoftmaxErrorBound(p, rowError))};
  }
  return r;
}

void requireBlend(double t) {
  if (!std::isfinite(t)) throw Error(ErrorCode::NotFinite, "blend must be a finite number in [0, 1]");
  if (!(t >= 0 && t <= 1)) throw Error(ErrorCode::BadArgument, "blend must be in [0, 1], got " + fullNumberText(t));
}

// The checked inputs as scored: W_K(t), or W_Q itself when tied (tie, or t = 1).
struct Scored {
  const Eigen::MatrixXd& x;
  const Eigen::MatrixXd& wq;
  Eigen::MatrixXd wk;
  bool tied;
};

Scored scored(const AttentionInputs& in, const AttentionOptions& options) {
  requireBlend(options.blend);
  requireShapes(in, options.tie);
  const bool tied = options.tie || options.blend == 1;
  if (tied) return Scored{in.X, in.WQ, in.WQ, true};
  const double t = options.blend;
  Scored out{in.X, in.WQ, t == 0 ? in.WK : Eigen::MatrixXd((1 - t) * in.WK + t * in.WQ), false};
  if (!out.wk.allFinite()) throw Error(ErrorCode::Overflow, "the blended W_K overflows: an entry is beyond ±1.8e308");
  return out;
}

}  // namespace

AttentionInputs drawAttentionInputs(const AttentionRecipe& recipe) {
  requireCount("tokens", recipe.tokens, kMaxAttentionTokens);
  requireCount("d (model width)", recipe.width, kMaxAttentionWidth);
  requireCount("d_k (key width)", recipe.keyWidth, kMaxAttentionWidth);
  if (!std::isfinite(recipe.scale)) throw Error(ErrorCode::NotFinite, "scale must be a finite number");
  if (!(recipe.scale > 0)) throw Error(ErrorCode::BadArgument, "scale must be greater than 0");
  NumpyRandom rng(recipe.seed);
  AttentionInputs in;
  in.X = nextNormals(rng, recipe.tokens, recipe.width);
  in.WQ = nextNormals(rng, recipe.width, recipe.keyWidth) * recipe.scale;
  in.WK = nextNormals(rng, recipe.width, recipe.keyWidth) * recipe.scale;
  if (!in.WQ.allFinite() || !in.WK.allFinite())
    throw Error(ErrorCode::Overflow, "W_Q or W_K overflows: normal draws times this scale pass ±1.8e308");
  return in;
}

AttentionResult attention(const AttentionRecipe& recipe) {
  AttentionInputs in = drawAttentionInputs(recipe);
  if (recipe.tie) in.WK.resize(0, 0);
  return attention(in, AttentionOptions{recipe.tie, recipe.softmax, recipe.blend});
}

AttentionResult attention(const AttentionInputs& inputs, const AttentionOptions& options) {
  const Scored in = scored(inputs, options);
  AttentionResult r = compute(in.x, in.wq, in.wk, in.tied, options.softmax);
  r.blend = options.blend;
  return r;
}

ScoreSymmetry scoreSymmetry(const AttentionInputs& inputs, const AttentionOptions& options) {
  const Scored in = scored(inputs, options);
  const ScaledScores scores = scaledScores(in.x, in.wq, in.wk, in.tied);
  scaledBack("S", scores.st, scores.eS);  // S must fit a double, as attention(…) requires
  ScoreSymmetry symmetry = symmetryOf(scores.st, scores.bound);
  symmetry.spectrum = scaledSpectrum(symmetry.spectrum, scores.eS);
  return symmetry;
}

}  // namespace gramlab
