#include "gramlab/linear_algebra/tridiagonal.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <vector>

#include "gramlab/linear_algebra/hot_loops.hpp"
#include "gramlab/linear_algebra/interleaved_lower.hpp"
#include "gramlab/linear_algebra/matrix_product.hpp"
#include "gramlab/linear_algebra/reduction_kernels.hpp"

namespace gramlab {

namespace {

using reduction::Index;

// Panel width (docs/performance-history.md has the widths tried), and the order below which the rest is reduced
// as one panel with no trailing update.
constexpr Index kPanelWidth = 16;
constexpr Index kLastPanel = 32;
// Reflectors applied together in the back-transformation (independent of the reduction's panels).
constexpr Index kApplyWidth = 32;

// ‖x‖₂ without losing a tiny vector to underflow: the plain sum of squares unless it came out too small to
// trust, then again after scaling by the largest entry's power of two. (Overflow cannot happen: the input is scaled.)
double norm2(const double* x, Index len) {
  double ss = 0.0;
  for (Index i = 0; i < len; ++i) ss += x[i] * x[i];
  if (ss >= 0x1p-900) return std::sqrt(ss);
  double largest = 0.0;
  for (Index i = 0; i < len; ++i) largest = std::max(largest, std::abs(x[i]));
  if (largest == 0.0) return 0.0;
  // By a power of two, not 1/largest: for a subnormal largest that reciprocal overflows, and 0·∞ is NaN.
  const int k = -std::ilogb(largest);
  ss = 0.0;
  for (Index i = 0; i < len; ++i) ss += std::ldexp(x[i], k) * std::ldexp(x[i], k);
  return std::ldexp(std::sqrt(ss), -k);
}

// The elementary reflector H = I − τ·v·vᵀ with H·[α; x] = [β; 0] and v = [1; x/(α − β)] (LAPACK's dlarfg):
// overwrites x with v's tail and returns τ, β in `beta`. A β near the underflow threshold is computed on
// a copy scaled by a power of two, so v keeps its precision.
double householder(double alpha, double* x, Index len, double& beta) {
  double xnorm = norm2(x, len);
  if (xnorm == 0.0) {
    beta = alpha;
    return 0.0;
  }
  beta = -std::copysign(std::hypot(alpha, xnorm), alpha);
  int scaled = 0;
  while (std::abs(beta) < DBL_MIN / DBL_EPSILON && scaled < 20) {
    for (Index i = 0; i < len; ++i) x[i] = std::ldexp(x[i], 969);
    alpha = std::ldexp(alpha, 969);
    beta = std::ldexp(beta, 969);
    ++scaled;
  }
  if (scaled) {
    xnorm = norm2(x, len);
    beta = -std::copysign(std::hypot(alpha, xnorm), alpha);
  }
  const double tau = (beta - alpha) / beta;
  const double inverse = 1.0 / (alpha - beta);
  for (Index i = 0; i < len; ++i) x[i] *= inverse;
  beta = std::ldexp(beta, -969 * scaled);
  return tau;
}

// What a panel works on: the trailing matrix from row and column k on, whose up-to-date lower triangle is
// `trailing` (read by the matrix-vector products) and whose panel columns are copied into the column-major
// `b` (order m, leading dimension lda), and W (leading dimension ldw).
struct Panel {
  const InterleavedLower& trailing;
  Index k;
  double* b;
  Index lda, m;
  double* w;
  Index ldw;
  double* xy;  // the matrix-vector product's scratch
};

// Reduces the first `width` columns of the panel's trailing matrix B, leaving the reflectors' vectors V in
// B's columns (with their unit first entries stored) and W in `w`, such that the rest of B is then updated
// by B −= V·Wᵀ + W·Vᵀ (LAPACK's dlatrd, lower).
void reducePanel(const Panel& panel, Index width, double* diagonal, double* offDiagonal, double* tau) {
  double* const b = panel.b;
  double* const w = panel.w;
  const Index lda = panel.lda, ldw = panel.ldw, m = panel.m;
  for (Index j = 0; j < width; ++j)  // the panel's columns, up to date, from the interleaved copy
    panel.trailing.copyColumnTail(panel.k + j, b + j + j * lda);
  double vRow[kLastPanel], wRow[kLastPanel], s[kLastPanel], t[kLastPanel];
  for (Index i = 0; i < width; ++i) {
    double* column = b + i * lda;
    if (i > 0) {  // bring column i up to date with the panel's earlier reflectors
      for (Index p = 0; p < i; ++p) {
        vRow[p] = b[i + p * lda];
        wRow[p] = w[i + p * ldw];
      }
      hot_loops::gramlab_subtract_panel_products(column + i, m - i, b + i, lda, wRow, w + i, ldw, vRow, i);
    }
    diagonal[i] = column[i];
    if (i == m - 1) return;
    double beta;
    const double tau_i = householder(column[i + 1], column + i + 2, m - i - 2, beta);
    tau[i] = tau_i;
    offDiagonal[i] = beta;
    column[i + 1] = 1.0;
    const double* v = column + i + 1;
    const Index len = m - i - 1;
    double* wi = w + i * ldw + i + 1;
    reduction::symmetricMatrixVector(panel.trailing, panel.k + i + 1, v, wi, panel.xy);
    if (i > 0) {  // the same product with the earlier reflectors applied: (A − V·Wᵀ − W·Vᵀ)·v
      hot_loops::gramlab_transposed_panel_products(v, len, w + i + 1, ldw, b + i + 1, lda, i, s, t);
      hot_loops::gramlab_subtract_panel_products(wi, len, b + i + 1, lda, s, w + i + 1, ldw, t, i);
    }
    double dot = 0.0;
    for (Index r = 0; r < len; ++r) {
      wi[r] *= tau_i;
      dot += wi[r] * v[r];
    }
    const double alpha = -0.5 * tau_i * dot;
    for (Index r = 0; r < len; ++r) wi[r] += alpha * v[r];
  }
}

// The blocked reduction of the interleaved copy `trailing`, which it updates. Each panel's columns are copied
// from it into `columns` (leading dimension n): with `keep`, panel k's into columns k … of the n × n matrix there,
// so that on return column j holds, from row j + 1 down, the reflector H_j's vector v_j (with its unit first
// entry), and tau[j] its factor: Q = H_0·H_1·…·H_{n−2}; without, every panel's into the same n × kLastPanel.
Tridiagonal reduce(InterleavedLower& trailing, double* columns, bool keep, double* tau) {
  const Index n = trailing.order();
  Tridiagonal result{Eigen::VectorXd(n), Eigen::VectorXd(std::max<Index>(n - 1, 0))};
  if (n == 0) return result;
  // The matrix-vector product's scratch, twice over: the second half is a second lane's (hot_loops.hpp).
  std::vector<double> xy(static_cast<std::size_t>(4 * trailing.padded()));
  std::vector<double> packed;  // the rank-2k update's, reused by every panel
  Eigen::MatrixXd w(n, kLastPanel);
  double* d = result.diagonal.data();
  double* e = result.offDiagonal.data();
  const auto panelAt = [&](Index k) {
    return Panel{trailing, k, keep ? columns + k * (n + 1) : columns, n, n - k, w.data(), n, xy.data()};
  };
  Index k = 0;
  for (; n - k > kLastPanel; k += kPanelWidth) {
    const Panel panel = panelAt(k);
    reducePanel(panel, kPanelWidth, d + k, e + k, tau + k);
    reduction::symmetricRank2kUpdate(trailing, k + kPanelWidth, panel.b + kPanelWidth, n, w.data() + kPanelWidth, n,
                                     kPanelWidth, packed);
  }
  reducePanel(panelAt(k), n - k, d + k, e + k, tau + k);
  return result;
}

// Reflectors H_start … H_{start+width−1} together as I − V·T·Vᵀ (LAPACK's dlarft, forward, columnwise): V (m ×
// width, m = n − 1 − start) holds their vectors from row start + 1 down, zeros above each unit entry, and T is upper
// triangular.
struct BlockReflector {
  Eigen::MatrixXd v;
  Eigen::MatrixXd t;
};

BlockReflector blockReflector(const Eigen::MatrixXd& a, const double* tau, Index start, Index width) {
  const Index m = a.rows() - 1 - start;
  BlockReflector block{Eigen::MatrixXd::Zero(m, width), Eigen::MatrixXd::Zero(width, width)};
  Eigen::MatrixXd& v = block.v;
  Eigen::MatrixXd& t = block.t;
  for (Index c = 0; c < width; ++c) v.col(c).tail(m - c) = a.col(start + c).tail(m - c);
  Eigen::MatrixXd vtv = Eigen::MatrixXd::Zero(width, width);
  matrix_product::addProduct(width, width, m, 1.0, {v.data(), m, matrix_product::Op::Transposed}, v.data(), m,
                             vtv.data(), width);
  // Column c of T: −τ_c·T_{0:c,0:c}·(V_{:,0:c}ᵀ·v_c); a reflector with τ = 0 is the identity and adds nothing.
  for (Index c = 0; c < width; ++c) {
    const double tc = tau[start + c];
    if (tc == 0.0) continue;
    const Eigen::VectorXd tv = t.topLeftCorner(c, c).triangularView<Eigen::Upper>() * vtv.col(c).head(c);
    t.col(c).head(c) = -tc * tv;
    t(c, c) = tc;
  }
  return block;
}

// Z's rows start + 1 … (m of them), all cols columns, ← (I − V·T·Vᵀ)·Z there: W = Vᵀ·Z, W ← T·W,
// Z −= V·W, each a packed matrix product (T·W too: at width ≪ m its extra flops on T's zeros cost less than a
// scalar triangular product).
void applyBlock(const BlockReflector& block, Index start, double* z, Index ldz, Index cols) {
  using matrix_product::Op;
  const Index m = block.v.rows(), width = block.v.cols();
  double* rows = z + (start + 1);
  Eigen::MatrixXd w = Eigen::MatrixXd::Zero(width, cols);
  matrix_product::addProduct(width, cols, m, 1.0, {block.v.data(), m, Op::Transposed}, rows, ldz, w.data(), width);
  Eigen::MatrixXd tw = Eigen::MatrixXd::Zero(width, cols);
  matrix_product::addProduct(width, cols, width, 1.0, {block.t.data(), width}, w.data(), width, tw.data(), width);
  matrix_product::addProduct(m, cols, width, -1.0, {block.v.data(), m}, tw.data(), width, rows, ldz);
}

}  // namespace

Tridiagonal tridiagonalize(InterleavedLower lower) {
  const Index n = lower.order();
  Eigen::VectorXd tau(std::max<Index>(n, 1));
  Eigen::MatrixXd columns(n, std::min(n, kLastPanel));
  return reduce(lower, columns.data(), false, tau.data());
}

TridiagonalWithReflectors tridiagonalizeKeepingReflectors(Eigen::MatrixXd a) {
  Eigen::VectorXd tau(std::max<Index>(a.rows(), 1));
  InterleavedLower lower(a.data(), a.rows(), a.rows());
  Tridiagonal t = reduce(lower, a.data(), true, tau.data());
  return TridiagonalWithReflectors{std::move(t), std::move(a), std::move(tau)};
}

// The blocks of kApplyWidth reflectors, last first: Q·Z = H_0·(H_1·(…·H_{n−2}·Z)).
void applyReflectors(const TridiagonalWithReflectors& reduced, Eigen::MatrixXd& z) {
  const Eigen::MatrixXd& a = reduced.reflectors;
  const Index reflectors = a.rows() - 1;  // H_j acts on rows j + 1 … n − 1
  if (reflectors <= 0 || z.cols() == 0) return;
  for (Index start = ((reflectors - 1) / kApplyWidth) * kApplyWidth; start >= 0; start -= kApplyWidth) {
    const Index width = std::min(kApplyWidth, reflectors - start);
    applyBlock(blockReflector(a, reduced.tau.data(), start, width), start, z.data(), z.rows(), z.cols());
  }
}

}  // namespace gramlab
