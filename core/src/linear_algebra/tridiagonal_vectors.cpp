#include "gramlab/linear_algebra/tridiagonal_vectors.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <numeric>
#include <string>
#include <vector>

#include "gramlab/base/error.hpp"
#include "gramlab/base/f64x2.hpp"
#include "gramlab/linear_algebra/matrix_product.hpp"
#include "gramlab/linear_algebra/tridiagonal_eigenvalues.hpp"

namespace gramlab {

namespace {

using Index = Eigen::Index;
using MatrixRef = Eigen::Ref<Eigen::MatrixXd>;
using ConstMatrixRef = Eigen::Ref<const Eigen::MatrixXd>;

constexpr double kUnitRoundoff = DBL_EPSILON / 2;  // LAPACK's dlamch('Epsilon')
// A root's budget of evaluations of the secular function. Every step stays inside a bracket that holds the root,
// so the budget only stops an iteration that creeps (never reached in the tests, whose most is 12).
constexpr int kMaxSecularEvaluations = 100;

// dst = a·b: the merge's one large product (the halves' vectors times the merged problem's), on the packed
// SIMD product (Eigen's runs scalar in WebAssembly).
void multiplyInto(MatrixRef dst, const ConstMatrixRef& a, const ConstMatrixRef& b) {
  dst.setZero();
  matrix_product::addProduct(dst.rows(), dst.cols(), a.cols(), 1.0, {a.data(), a.outerStride()}, b.data(),
                             b.outerStride(), dst.data(), dst.outerStride());
}

// A block at or below the base order: Eigen's implicit QR, its rotations applied to an identity.
void solveByQr(double* d, const double* e, Index n, MatrixRef q) {
  Tridiagonal block{Eigen::Map<const Eigen::VectorXd>(d, n), Eigen::Map<const Eigen::VectorXd>(e, n - 1)};
  Eigen::MatrixXd z = Eigen::MatrixXd::Identity(n, n);
  tridiagonalQrOnQ(block, z);
  Eigen::Map<Eigen::VectorXd>(d, n) = block.diagonal;
  q = z;
}

// ---- The merge: diag(Q1, Q2)·(D + ρ·z·zᵀ)·diag(Q1, Q2)ᵀ with D = diag(Λ1, Λ2). ----

// Which rows of a column of diag(Q1, Q2) can be nonzero: a deflation's rotation of an upper column with a lower
// one fills both. The product then runs on the rows each column fills, as LAPACK's dlaed3 does.
enum class Rows : unsigned char { Upper, Both, Lower };

struct RankOne {
  Eigen::VectorXd z;  // ‖z‖ = 1
  double rho;         // > 0 (or 0 when the tear's entry was 0)
};

// T = diag(T1, T2) + |β|·v·vᵀ with v = e_m−1 + sign(β)·e_m, so z = diag(Q1, Q2)ᵀ·v: Q1's last row and sign(β) times
// Q2's first. Each is a row of an orthogonal matrix, ‖z‖ = √2: normalized, ρ = 2|β|.
RankOne tearVector(const MatrixRef& q, Index m, double beta) {
  const Index n = q.rows();
  Eigen::VectorXd z(n);
  z.head(m) = q.row(m - 1).head(m).transpose();
  z.tail(n - m) = q.row(m).tail(n - m).transpose();
  if (beta < 0) z.tail(n - m) = -z.tail(n - m);
  z *= std::sqrt(0.5);
  return {std::move(z), 2 * std::abs(beta)};
}

struct Deflation {
  std::vector<Index> kept;      // columns whose z entry stays, poles strictly ascending
  std::vector<Index> deflated;  // columns that are eigenvectors already, their poles the eigenvalues
  std::vector<Rows> rows;       // per column of the block
};

// The poles in ascending order: each half's values are ascending already.
std::vector<Index> ascendingPoles(const double* d, Index n, Index m) {
  std::vector<Index> halves(static_cast<std::size_t>(n)), order(static_cast<std::size_t>(n));
  std::iota(halves.begin(), halves.end(), Index{0});
  std::merge(halves.begin(), halves.begin() + m, halves.begin() + m, halves.end(), order.begin(),
             [d](Index a, Index b) { return d[a] < d[b]; });
  return order;
}

// Rotates poles p < j (in value) and columns p, j of q by G = [c s; −s c] with c = z_j/τ, s = −z_p/τ, τ = ‖(z_p, z_j)‖:
// z_p becomes 0 and z_j τ. The rotated D has the coupling (d_j − d_p)·c·s off its diagonal; returns false (and
// leaves everything) unless that is within `tol`, to be dropped.
bool rotateClosePoles(double* d, Eigen::VectorXd& z, MatrixRef q, Index p, Index j, double tol) {
  const double tau = std::hypot(z(j), z(p));
  const double c = z(j) / tau, s = -z(p) / tau;
  if (!(std::abs((d[j] - d[p]) * c * s) <= tol)) return false;
  z(j) = tau;
  z(p) = 0.0;
  const Eigen::VectorXd columnP = q.col(p);
  q.col(p) = c * columnP + s * q.col(j);
  q.col(j) = c * q.col(j) - s * columnP;
  const double dp = d[p], dj = d[j];
  d[p] = dp * c * c + dj * s * s;
  d[j] = dp * s * s + dj * c * c;
  return true;
}

// LAPACK's dlaed2 tests, with its tolerance 8·u·max(|d|, |z|) (T is scaled to [1, 2), so this is ~8u·‖T‖): an
// entry with ρ·|z_j| ≤ tol deflates (dropping it changes T by at most that), and so does the lower of two poles
// whose rotated coupling is ≤ tol. The poles are visited in ascending order.
Deflation deflate(double* d, Eigen::VectorXd& z, double rho, Index m, MatrixRef q) {
  const Index n = z.size();
  Deflation out;
  out.rows.assign(static_cast<std::size_t>(n), Rows::Lower);
  std::fill(out.rows.begin(), out.rows.begin() + m, Rows::Upper);
  const double tol = 8 * kUnitRoundoff *
                     std::max(Eigen::Map<const Eigen::VectorXd>(d, n).cwiseAbs().maxCoeff(), z.cwiseAbs().maxCoeff());
  Index candidate = -1;  // the last pole that stays so far, not yet compared with the next
  for (Index j : ascendingPoles(d, n, m)) {
    if (rho * std::abs(z(j)) <= tol) {
      out.deflated.push_back(j);
    } else if (candidate < 0) {
      candidate = j;
    } else {
      if (rotateClosePoles(d, z, q, candidate, j, tol)) {
        if (out.rows[candidate] != out.rows[j]) out.rows[j] = Rows::Both;
        out.deflated.push_back(candidate);
      } else {
        out.kept.push_back(candidate);
      }
      candidate = j;
    }
  }
  if (candidate >= 0) out.kept.push_back(candidate);
  return out;
}

// ---- The secular equation f(λ) = 1/ρ + Σ z_j²/(d_j − λ) = 0, one root between each pair of poles. ----

// A root as λ = d_origin + τ with the origin the nearer pole, so that d_j − λ = (d_j − d_origin) − τ keeps its
// relative accuracy however close λ is to a pole.
struct SecularRoot {
  Index origin;
  double tau;
};

struct SecularPoint {
  double f;
  double slopeLeft;   // Σ over j ≤ split of z_j²/Δ_j²: the model's left pole carries these
  double slopeRight;  // the rest: its right pole
  double bound;       // |f − fl(f)| ≤ u·bound (a running error bound of the sums, as dlaed4's)
};

// One side's sums over the terms j ∈ [begin, end): Σ z_j²/Δ_j, Σ (z_j/Δ_j)², and the running bound Σ |partial
// sum|. Two lanes, each summing every other term in the side's order (from the far end of the right side
// toward the root, as dlaed4): each lane's partial sums bound its own rounding, and |sum| the lanes' final add.
struct SideSums {
  double sum, slope, partialSums;
};

SideSums secularSide(const double* d, const double* z, Index begin, Index end, bool downward, double o, double tau) {
  using simd::F64x2;
  const F64x2 origin = simd::splat(o), shift = simd::splat(tau);
  F64x2 sum = simd::zero(), slope = simd::zero(), partial = simd::zero();
  const Index count = end - begin;
  for (Index q = 0; q + 2 <= count; q += 2) {
    const Index j = downward ? end - 2 - q : begin + q;
    const F64x2 zj = simd::load(z + j);
    const F64x2 ratio = zj / ((simd::load(d + j) - origin) - shift);
    sum = sum + zj * ratio;
    slope = slope + ratio * ratio;
    partial = partial + simd::abs(sum);
  }
  SideSums out{simd::sum(sum), simd::sum(slope), simd::sum(partial)};
  out.partialSums += std::abs(out.sum);
  if (count % 2) {  // the side's last term in its order
    const Index j = downward ? begin : end - 1;
    const double ratio = z[j] / ((d[j] - o) - tau);
    out.sum += z[j] * ratio;
    out.slope += ratio * ratio;
    out.partialSums += std::abs(out.sum);
  }
  return out;
}

SecularPoint evaluateSecular(const Eigen::VectorXd& d, const Eigen::VectorXd& z, double rhoInverse, Index origin,
                             double tau, Index split) {
  const double o = d(origin);
  const SideSums left = secularSide(d.data(), z.data(), 0, split + 1, false, o, tau);
  const SideSums right = secularSide(d.data(), z.data(), split + 1, d.size(), true, o, tau);
  const double f = rhoInverse + left.sum + right.sum;
  const double bound = left.partialSums + right.partialSums + 8 * (std::abs(left.sum) + std::abs(right.sum)) +
                       2 * rhoInverse + std::abs(tau) * (left.slope + right.slope);
  return {f, left.slope, right.slope, bound};
}

// The model C + s/(a − x) + S/(b − x) of f near the root, fitted at τ to f and f′ (a, b the poles on either
// side of the root, x measured from the origin, which is one of them).
struct SecularModel {
  double s, bigS;
};

// Li's "middle way": each pole carries the slope of its side's terms.
SecularModel middleWay(const SecularPoint& p, double deltaA, double deltaB) {
  return {p.slopeLeft * deltaA * deltaA, p.slopeRight * deltaB * deltaB};
}

// Gragg's fixed weight (dlaed4's first choice): the origin's own term exactly, the rest of the slope on the other
// pole. Better than the middle way when the far poles dominate f, worse when the origin's weight is tiny.
SecularModel fixedWeight(const SecularPoint& p, double zOrigin, bool originIsA, double deltaA, double deltaB) {
  const double deltaOrigin = originIsA ? deltaA : deltaB, deltaOther = originIsA ? deltaB : deltaA;
  const double ratio = zOrigin / deltaOrigin;
  const double otherWeight = std::max(0.0, p.slopeLeft + p.slopeRight - ratio * ratio) * deltaOther * deltaOther;
  const double originWeight = zOrigin * zOrigin;
  return originIsA ? SecularModel{originWeight, otherWeight} : SecularModel{otherWeight, originWeight};
}

// The model's zero: the one between the poles, or for the last root the one past them. Solved for x itself, not
// for a step from τ, so that a root next to the origin comes out to full relative accuracy; neither branch
// subtracts nearly equal numbers.
double modelZero(const SecularPoint& p, const SecularModel& m, double tau, double a, double b, bool lastRoot) {
  double c = p.f - m.s / (a - tau) - m.bigS / (b - tau);
  if (lastRoot) c = std::abs(c);  // f → 1/ρ > 0 past the last pole: C ≥ 0 but for rounding
  // C·(a − x)(b − x) + s·(b − x) + S·(a − x) = 0, with a·b = 0.
  const double linear = c * (a + b) + m.s + m.bigS;
  const double constant = m.s * b + m.bigS * a;
  if (c == 0.0) return constant / linear;
  const double root = std::sqrt(std::abs(linear * linear - 4 * constant * c));
  if (lastRoot) return linear >= 0 ? (linear + root) / (2 * c) : 2 * constant / (linear - root);
  return linear <= 0 ? (linear - root) / (2 * c) : 2 * constant / (linear + root);
}

// The root in (d_i, d_i+1), or past d_k−1 for i = k − 1 (k ≥ 2), f increasing between poles: the model's zero
// when it falls inside the bracket on the right side of τ, else Newton's step, else bisection; the model switches
// between fixed weight and middle way when one step fails to shrink |f| tenfold (as dlaed4). Stops when |f| is
// within its rounding bound or the bracket cannot shrink. `evaluations` counts calls of f.
SecularRoot solveSecularRoot(const Eigen::VectorXd& d, const Eigen::VectorXd& z, double rho, Index i,
                             int& evaluations) {
  const Index k = d.size();
  const double rhoInverse = 1.0 / rho;
  const bool lastRoot = i == k - 1;
  const Index split = lastRoot ? k - 2 : i;
  evaluations = 1;
  Index origin = k - 1;
  double lo = 0.0, hi = rho * z.squaredNorm(), tau = hi / 2;
  SecularPoint p{};
  if (lastRoot) {
    p = evaluateSecular(d, z, rhoInverse, origin, tau, split);
  } else {
    // The half of the gap that holds the root decides the origin: f(midpoint) ≥ 0 puts it in the lower half.
    const double half = (d(i + 1) - d(i)) / 2;
    p = evaluateSecular(d, z, rhoInverse, i, half, split);
    const bool lowerHalf = p.f >= 0;
    origin = lowerHalf ? i : i + 1;
    lo = lowerHalf ? 0.0 : -half;
    hi = lowerHalf ? half : 0.0;
    tau = lowerHalf ? half : -half;
    if (!lowerHalf) {
      p = evaluateSecular(d, z, rhoInverse, origin, tau, split);
      ++evaluations;
    }
  }
  const double poleA = d(split) - d(origin), poleB = d(split + 1) - d(origin);
  bool useFixedWeight = true;
  while (!(std::abs(p.f) <= kUnitRoundoff * p.bound) && evaluations < kMaxSecularEvaluations) {
    (p.f < 0 ? lo : hi) = tau;
    const double deltaA = poleA - tau, deltaB = poleB - tau;
    const SecularModel model =
        useFixedWeight ? fixedWeight(p, z(origin), origin == split, deltaA, deltaB) : middleWay(p, deltaA, deltaB);
    double next = modelZero(p, model, tau, poleA, poleB, lastRoot);
    if (!((next - tau) * p.f < 0)) next = tau - p.f / (p.slopeLeft + p.slopeRight);
    if (!(next > lo && next < hi)) next = lo + (hi - lo) / 2;
    if (!(next > lo && next < hi)) break;
    tau = next;
    const SecularPoint previous = p;
    p = evaluateSecular(d, z, rhoInverse, origin, tau, split);
    ++evaluations;
    if (p.f * previous.f > 0 && std::abs(p.f) > std::abs(previous.f) / 10) useFixedWeight = !useFixedWeight;
  }
  return {origin, tau};
}

// Δ(j, i) = d_j − λ_i from each root's origin. This and the two loops below go over j two at a time, each
// entry rounded as one at a time would round it.
Eigen::MatrixXd rootDistances(const Eigen::VectorXd& d, const std::vector<SecularRoot>& roots) {
  using simd::F64x2;
  const Index k = d.size();
  Eigen::MatrixXd delta(k, k);
  for (Index i = 0; i < k; ++i) {
    const SecularRoot& r = roots[static_cast<std::size_t>(i)];
    const double o = d(r.origin);
    const F64x2 origin = simd::splat(o), tau = simd::splat(r.tau);
    double* column = delta.col(i).data();
    Index j = 0;
    for (; j + 2 <= k; j += 2) simd::store(column + j, (simd::load(d.data() + j) - origin) - tau);
    if (j < k) column[j] = (d(j) - o) - r.tau;
  }
  return delta;
}

// Gu and Eisenstat: the ẑ whose D + ẑ·ẑᵀ has the computed roots as its exact eigenvalues (Löwner's formula,
// ẑ_j² = Π_i (λ_i − d_j) / Π_i≠j (d_i − d_j), up to ρ), so that the vectors ẑ_j/(d_j − λ_i) built from it are
// orthogonal to working precision however close the roots. Δ(j, j) < 0, and each ratio is positive by interlacing.
Eigen::VectorXd lownerZ(const Eigen::VectorXd& d, const Eigen::VectorXd& z, const Eigen::MatrixXd& delta) {
  using simd::F64x2;
  const Index k = d.size();
  Eigen::VectorXd w = delta.diagonal();
  // w_j *= Δ(j, i)/(d_j − d_i) over j in [from, to).
  const auto multiply = [&](Index i, Index from, Index to) {
    const double* column = delta.col(i).data();
    const F64x2 di = simd::splat(d(i));
    Index j = from;
    for (; j + 2 <= to; j += 2)
      simd::store(w.data() + j, simd::load(w.data() + j) * (simd::load(column + j) / (simd::load(d.data() + j) - di)));
    if (j < to) w(j) *= column[j] / (d(j) - d(i));
  };
  for (Index i = 0; i < k; ++i) {
    multiply(i, 0, i);
    multiply(i, i + 1, k);
  }
  Eigen::VectorXd zHat(k);
  for (Index j = 0; j < k; ++j) zHat(j) = std::copysign(std::sqrt(-w(j)), z(j));
  return zHat;
}

// The merged problem's eigenvectors, column i = (D − λ_i)⁻¹·ẑ normalized, built in place of Δ.
void secularVectors(const Eigen::VectorXd& zHat, Eigen::MatrixXd& delta) {
  const Index k = zHat.size();
  for (Index i = 0; i < delta.cols(); ++i) {
    double* column = delta.col(i).data();
    Index j = 0;
    for (; j + 2 <= k; j += 2) simd::store(column + j, simd::load(zHat.data() + j) / simd::load(column + j));
    if (j < k) column[j] = zHat(j) / column[j];
    delta.col(i) /= delta.col(i).norm();
  }
}

// out = Q_kept·U on the rows each group of columns fills: the upper and both-rows columns for Q1's rows, the
// both-rows and lower ones for Q2's (two products of about half the work of one).
void multiplyKept(const MatrixRef& q, Index m, const Deflation& df, const Eigen::MatrixXd& u, MatrixRef out) {
  const Index n = q.rows(), k = u.cols();
  std::vector<Index> order(static_cast<std::size_t>(k));
  std::iota(order.begin(), order.end(), Index{0});
  const auto rowsOf = [&df](Index p) {
    return df.rows[static_cast<std::size_t>(df.kept[static_cast<std::size_t>(p)])];
  };
  // Upper, Both, Lower in the enumeration's order.
  std::stable_sort(order.begin(), order.end(), [&](Index a, Index b) { return rowsOf(a) < rowsOf(b); });
  const Index upper = std::count_if(order.begin(), order.end(), [&](Index p) { return rowsOf(p) == Rows::Upper; });
  const Index lower = std::count_if(order.begin(), order.end(), [&](Index p) { return rowsOf(p) == Rows::Lower; });
  Eigen::MatrixXd qGrouped(n, k), uGrouped(k, k);
  for (Index g = 0; g < k; ++g) {
    const Index p = order[static_cast<std::size_t>(g)];
    qGrouped.col(g) = q.col(df.kept[static_cast<std::size_t>(p)]);
    uGrouped.row(g) = u.row(p);
  }
  multiplyInto(out.topRows(m), qGrouped.topLeftCorner(m, k - lower), uGrouped.topRows(k - lower));
  multiplyInto(out.bottomRows(n - m), qGrouped.bottomRightCorner(n - m, k - upper), uGrouped.bottomRows(k - upper));
}

// Solves the kept poles' secular equations into `values` (head) and the merged columns of `vectors`.
void solveKept(const double* d, const RankOne& r, const Deflation& df, const MatrixRef& q, Index m,
               Eigen::VectorXd& values, Eigen::MatrixXd& vectors, DivideAndConquerStats& stats) {
  const Index k = static_cast<Index>(df.kept.size());
  Eigen::VectorXd poles(k), z(k);
  for (Index p = 0; p < k; ++p) {
    poles(p) = d[df.kept[static_cast<std::size_t>(p)]];
    z(p) = r.z(df.kept[static_cast<std::size_t>(p)]);
  }
  std::vector<SecularRoot> roots(static_cast<std::size_t>(k));
  if (k == 1) {
    roots[0] = {0, r.rho * z(0) * z(0)};
  } else {
    for (Index i = 0; i < k; ++i) {
      int evaluations = 0;
      roots[static_cast<std::size_t>(i)] = solveSecularRoot(poles, z, r.rho, i, evaluations);
      stats.iterations += evaluations;
      stats.maxIterations = std::max(stats.maxIterations, evaluations);
    }
  }
  stats.roots += k;
  for (Index i = 0; i < k; ++i) values(i) = poles(roots[i].origin) + roots[i].tau;
  Eigen::MatrixXd u = rootDistances(poles, roots);
  secularVectors(lownerZ(poles, z, u), u);
  multiplyKept(q, m, df, u, vectors.leftCols(k));
}

// Merges the solved halves (d ascending on each, q = diag(Q1, Q2)) of a block torn at row m with entry β into
// its eigenvalues (d, ascending) and eigenvectors (q). Returns how many columns deflated.
Index merge(double* d, Index m, double beta, MatrixRef q, DivideAndConquerStats& stats) {
  const Index n = q.rows();
  RankOne r = tearVector(q, m, beta);
  const Deflation df = deflate(d, r.z, r.rho, m, q);
  const Index k = static_cast<Index>(df.kept.size());
  Eigen::VectorXd values(n);
  Eigen::MatrixXd vectors(n, n);
  if (k > 0) solveKept(d, r, df, q, m, values, vectors, stats);
  for (Index t = 0; t < n - k; ++t) {
    const Index column = df.deflated[static_cast<std::size_t>(t)];
    values(k + t) = d[column];
    vectors.col(k + t) = q.col(column);
  }
  std::vector<Index> ascending(static_cast<std::size_t>(n));
  std::iota(ascending.begin(), ascending.end(), Index{0});
  std::sort(ascending.begin(), ascending.end(), [&](Index a, Index b) { return values(a) < values(b); });
  for (Index c = 0; c < n; ++c) {
    d[c] = values(ascending[static_cast<std::size_t>(c)]);
    q.col(c) = vectors.col(ascending[static_cast<std::size_t>(c)]);
  }
  stats.deflated += n - k;
  return n - k;
}

// One unreduced block: torn at its middle (Cuppen), the halves solved alike, then merged.
void solveBlock(double* d, const double* e, Index n, MatrixRef q, Index baseSize, DivideAndConquerStats& stats,
                bool top) {
  if (n <= baseSize) {
    solveByQr(d, e, n, q);
    return;
  }
  const Index m = n / 2;
  const double beta = e[m - 1];
  d[m - 1] -= std::abs(beta);
  d[m] -= std::abs(beta);
  solveBlock(d, e, m, q.topLeftCorner(m, m), baseSize, stats, false);
  solveBlock(d + m, e + m, n - m, q.bottomRightCorner(n - m, n - m), baseSize, stats, false);
  q.topRightCorner(m, n - m).setZero();
  q.bottomLeftCorner(n - m, m).setZero();
  const Index deflated = merge(d, m, beta, q, stats);
  if (top && n > stats.topMergeSize) {
    stats.topMergeSize = n;
    stats.topMergeDeflated = deflated;
  }
}

void requireTridiagonal(const Tridiagonal& t) {
  const Index n = t.diagonal.size();
  if (t.offDiagonal.size() != std::max<Index>(n - 1, 0))
    throw Error(ErrorCode::DimensionMismatch, "tridiagonal: " + std::to_string(n) + " diagonal entries need " +
                                                  std::to_string(std::max<Index>(n - 1, 0)) +
                                                  " off-diagonal ones, not " + std::to_string(t.offDiagonal.size()));
  if (!t.diagonal.allFinite() || !t.offDiagonal.allFinite())
    throw Error(ErrorCode::NotFinite, "tridiagonal: an entry is NaN or infinite");
}

// Column order of ascending values across the independent blocks.
void sortAscending(TridiagonalEigen& out) {
  const Index n = out.values.size();
  if (std::is_sorted(out.values.data(), out.values.data() + n)) return;
  std::vector<Index> order(static_cast<std::size_t>(n));
  std::iota(order.begin(), order.end(), Index{0});
  std::stable_sort(order.begin(), order.end(), [&](Index a, Index b) { return out.values(a) < out.values(b); });
  TridiagonalEigen sorted{Eigen::VectorXd(n), Eigen::MatrixXd(n, n)};
  for (Index c = 0; c < n; ++c) {
    sorted.values(c) = out.values(order[static_cast<std::size_t>(c)]);
    sorted.vectors.col(c) = out.vectors.col(order[static_cast<std::size_t>(c)]);
  }
  out = std::move(sorted);
}

}  // namespace

TridiagonalEigen tridiagonalEigenDivideAndConquer(const Tridiagonal& t, Index baseSize, DivideAndConquerStats* stats) {
  requireTridiagonal(t);
  const Index n = t.diagonal.size();
  const double largest =
      n == 0 ? 0.0 : std::max(t.diagonal.cwiseAbs().maxCoeff(), n > 1 ? t.offDiagonal.cwiseAbs().maxCoeff() : 0.0);
  if (largest == 0.0) return {Eigen::VectorXd::Zero(n), Eigen::MatrixXd::Identity(n, n)};
  // A power of two (exact) brings the largest entry into [1, 2): the QR's and the deflation's tests assume it.
  const int exponent = std::ilogb(largest);
  Eigen::VectorXd d = t.diagonal.unaryExpr([exponent](double x) { return std::ldexp(x, -exponent); });
  const Eigen::VectorXd e = t.offDiagonal.unaryExpr([exponent](double x) { return std::ldexp(x, -exponent); });
  TridiagonalEigen out{Eigen::VectorXd(n), Eigen::MatrixXd::Zero(n, n)};
  DivideAndConquerStats counts;
  for (Index first = 0; first < n;) {
    // A block ends where an off-diagonal entry is negligible next to its two diagonal neighbours.
    Index last = first;
    while (last + 1 < n &&
           !(std::abs(e(last)) <= kUnitRoundoff * std::sqrt(std::abs(d(last))) * std::sqrt(std::abs(d(last + 1)))))
      ++last;
    const Index size = last - first + 1;
    solveBlock(d.data() + first, e.data() + first, size, out.vectors.block(first, first, size, size),
               std::max<Index>(baseSize, 1), counts, true);
    first = last + 1;
  }
  out.values = d.unaryExpr([exponent](double x) { return std::ldexp(x, exponent); });
  if (!out.values.allFinite())
    throw Error(ErrorCode::Overflow, "tridiagonal eigenvalues: an eigenvalue is beyond ±1.8e308");
  sortAscending(out);
  if (stats) *stats = counts;
  return out;
}

}  // namespace gramlab
