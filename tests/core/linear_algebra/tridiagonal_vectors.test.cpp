// Divide and conquer on tridiagonal input: every case checks, in long double, the residual ‖TZ − ZΛ‖_max/‖T‖_max
// and the orthogonality ‖ZᵀZ − I‖_max against issue #27's bar (1e−14·n each), and the values against a source
// that shares nothing with the merge: closed forms, long-double Jacobi, or the root-free QL.
#include <doctest/doctest.h>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <random>
#include <utility>
#include <vector>

#include "gramlab/linear_algebra/tridiagonal.hpp"
#include "gramlab/linear_algebra/tridiagonal_eigenvalues.hpp"
#include "gramlab/linear_algebra/tridiagonal_vectors.hpp"
#include "linear_algebra/tridiagonal_matrices.hpp"
#include "support/error_code.hpp"
#include "support/tridiagonal_reference.hpp"

using gramlab::DivideAndConquerStats;
using gramlab::Tridiagonal;
using gramlab::TridiagonalEigen;
using gramlab::tridiagonalEigenDivideAndConquer;
using tridiagonal_reference::jacobiEigenvalues;
using tridiagonal_reference::normwiseError;

namespace {

using Index = Eigen::Index;
using MatrixXl = Eigen::Matrix<long double, Eigen::Dynamic, Eigen::Dynamic>;

constexpr double kUnitRoundoff = 0x1p-53;
// Eigenvalues against an exact or long-double source, per unit of max|T|. Each merge may drop what its
// deflation tolerance allows, 8u·max(|d|, |z|) (about 8u·‖T‖), and Weyl's theorem adds these up over the merge
// levels (3 at n = 200 with base 25); the root-free QL's own error is a few u·‖T‖ more.
constexpr double kValueBound = 1e-14;

double largestEntry(const Tridiagonal& t) {
  double largest = t.diagonal.size() ? t.diagonal.cwiseAbs().maxCoeff() : 0.0;
  if (t.offDiagonal.size()) largest = std::max(largest, t.offDiagonal.cwiseAbs().maxCoeff());
  return largest;
}

// (T·z − λ·z)_i in long double, from T's three diagonals.
long double residualEntry(const Tridiagonal& t, const Eigen::MatrixXd& z, long double lambda, Index i, Index k) {
  const Index n = t.diagonal.size();
  long double r = (static_cast<long double>(t.diagonal(i)) - lambda) * z(i, k);
  if (i > 0) r += static_cast<long double>(t.offDiagonal(i - 1)) * z(i - 1, k);
  if (i + 1 < n) r += static_cast<long double>(t.offDiagonal(i)) * z(i + 1, k);
  return r;
}

// ‖T·z_k − λ_k·z_k‖₂ in long double.
double columnResidual(const Tridiagonal& t, const TridiagonalEigen& e, Index k) {
  long double sum = 0;
  for (Index i = 0; i < t.diagonal.size(); ++i) {
    const long double r = residualEntry(t, e.vectors, e.values(k), i, k);
    sum += r * r;
  }
  return static_cast<double>(std::sqrt(sum));
}

struct Quality {
  double residual;       // max|TZ − ZΛ| / max|T|
  double orthogonality;  // max|ZᵀZ − I|
};

// max|ZᵀZ − I|, each entry a long-double dot product of two columns (the upper triangle: ZᵀZ is symmetric).
double orthogonalityInLongDouble(const Eigen::MatrixXd& z) {
  const Index n = z.cols();
  const MatrixXl zl = z.cast<long double>();
  long double worst = 0;
  for (Index j = 0; j < n; ++j)
    for (Index i = 0; i <= j; ++i) worst = std::max(worst, std::fabs(zl.col(i).dot(zl.col(j)) - (i == j ? 1 : 0)));
  return static_cast<double>(worst);
}

// Past order 400 the long-double product (n³/2 x87 operations) costs seconds, more under ASan: ZᵀZ in double
// instead, plus its rounding bound. Each entry is a dot product of two unit vectors, whose error is at most
// γ_n·Σ|z_ki·z_kj| ≤ γ_n ≈ n·u: the figure returned is an upper bound on the exact max|ZᵀZ − I|.
double orthogonalityBound(const Eigen::MatrixXd& z) {
  const Index n = z.cols();
  if (n <= 400) return orthogonalityInLongDouble(z);
  const Eigen::MatrixXd gram = z.transpose() * z - Eigen::MatrixXd::Identity(n, n);
  return gram.cwiseAbs().maxCoeff() + 1.01 * static_cast<double>(n) * kUnitRoundoff;
}

Quality qualityOf(const Tridiagonal& t, const TridiagonalEigen& e) {
  const Index n = t.diagonal.size();
  long double worst = 0;
  for (Index k = 0; k < n; ++k)
    for (Index i = 0; i < n; ++i) worst = std::max(worst, std::fabs(residualEntry(t, e.vectors, e.values(k), i, k)));
  const double scale = largestEntry(t);
  return {scale == 0 ? static_cast<double>(worst) : static_cast<double>(worst / scale), orthogonalityBound(e.vectors)};
}

// How many eigenvalues of T lie below x: the negative pivots of T − x·I = LDLᵀ (Sylvester's law of inertia), in
// long double. Shares nothing with the code under test, and costs O(n) per x.
Index eigenvaluesBelow(const Tridiagonal& t, long double x) {
  Index count = 0;
  long double pivot = 1;
  for (Index i = 0; i < t.diagonal.size(); ++i) {
    const long double e = i > 0 ? t.offDiagonal(i - 1) : 0.0;
    pivot = (t.diagonal(i) - x) - (i > 0 ? e * e / pivot : 0);
    if (pivot == 0) pivot = -LDBL_MIN;  // x is an eigenvalue of the leading block: count it as below x
    if (pivot < 0) ++count;
  }
  return count;
}

// How many computed values λ_k fail to have T's k-th eigenvalue within `within` of them: the count of
// eigenvalues below λ_k − within must be ≤ k, and below λ_k + within ≥ k + 1.
Index valuesOutside(const Tridiagonal& t, const Eigen::VectorXd& values, double within) {
  Index outside = 0;
  for (Index k = 0; k < values.size(); ++k) {
    const long double value = values(k);
    if (eigenvaluesBelow(t, value - within) > k || eigenvaluesBelow(t, value + within) < k + 1) ++outside;
  }
  return outside;
}

// The bar, the values by their Sturm counts, and the shapes and order every result must have. Returns
// the result for further checks.
TridiagonalEigen solveAndCheck(const Tridiagonal& t, Index baseSize = gramlab::kDivideAndConquerBase,
                               DivideAndConquerStats* stats = nullptr) {
  const Index n = t.diagonal.size();
  TridiagonalEigen e = tridiagonalEigenDivideAndConquer(t, baseSize, stats);
  REQUIRE(e.values.size() == n);
  REQUIRE(e.vectors.rows() == n);
  REQUIRE(e.vectors.cols() == n);
  CHECK(std::is_sorted(e.values.data(), e.values.data() + n));
  const Quality q = qualityOf(t, e);
  const double bar = 1e-14 * static_cast<double>(std::max<Index>(n, 1));
  CHECK(q.residual <= bar);
  CHECK(q.orthogonality <= bar);
  CHECK(valuesOutside(t, e.values, kValueBound * largestEntry(t)) == 0);
  MESSAGE("n " << n << ", base " << baseSize << ": residual " << q.residual << ", orthogonality " << q.orthogonality
               << " (bar " << bar << ")");
  return e;
}

// Wilkinson's W_m+: diagonal |m/2 − i| (m odd), off-diagonal 1; its eigenvalues come in pairs closer than 1e−13.
Tridiagonal wilkinson(Index m) {
  Tridiagonal w{Eigen::VectorXd(m), Eigen::VectorXd::Ones(m - 1)};
  for (Index i = 0; i < m; ++i) w.diagonal(i) = std::abs(static_cast<double>((m - 1) / 2 - i));
  return w;
}

// `copies` W21+ joined by off-diagonal entries `glue`: each of W21+'s eigenvalues becomes a cluster of `copies`
// within about `glue` of each other.
Tridiagonal gluedWilkinson(Index copies, double glue) {
  const Index n = 21 * copies;
  Tridiagonal t{Eigen::VectorXd(n), Eigen::VectorXd::Ones(n - 1)};
  const Tridiagonal w = wilkinson(21);
  for (Index c = 0; c < copies; ++c) t.diagonal.segment(21 * c, 21) = w.diagonal;
  for (Index c = 1; c < copies; ++c) t.offDiagonal(21 * c - 1) = glue;
  return t;
}

Tridiagonal randomTridiagonal(Index n, unsigned seed) {
  std::mt19937_64 engine(seed);
  std::uniform_real_distribution<double> uniform(-1.0, 1.0);
  Tridiagonal t{Eigen::VectorXd(n), Eigen::VectorXd(std::max<Index>(n - 1, 0))};
  for (Index i = 0; i < n; ++i) t.diagonal(i) = uniform(engine);
  for (Index i = 0; i + 1 < n; ++i) t.offDiagonal(i) = uniform(engine);
  return t;
}

// The tridiagonal matrix of the RBF kernel matrix exp(−γ‖x_i − x_j‖²) of n random points in the unit square.
Tridiagonal rbfTridiagonal(Index n, double gamma) {
  std::mt19937_64 engine(27);
  std::uniform_real_distribution<double> uniform(0.0, 1.0);
  Eigen::MatrixXd points(n, 2);
  for (Index i = 0; i < n; ++i) points.row(i) << uniform(engine), uniform(engine);
  Eigen::MatrixXd k(n, n);
  for (Index j = 0; j < n; ++j)
    for (Index i = 0; i < n; ++i) k(i, j) = std::exp(-gamma * (points.row(i) - points.row(j)).squaredNorm());
  return gramlab::tridiagonalize(gramlab::InterleavedLower(k.data(), k.rows(), k.rows()));
}

}  // namespace

TEST_CASE("divide and conquer: tridiag(−1, 2, −1) has λ_k = 2 − 2cos(kπ/(n+1)) and vectors sin(jkπ/(n+1))") {
  for (const auto& order : {std::pair<Index, Index>{200, 25}, {60, 2}, {33, 1}}) {
    const Index n = order.first, base = order.second;
    CAPTURE(n);
    CAPTURE(base);
    const Tridiagonal t = secondDifference(n);
    const TridiagonalEigen e = solveAndCheck(t, base);
    const long double step = 3.14159265358979323846264338327950288L / static_cast<long double>(n + 1);
    for (Index k = 1; k <= n; ++k) {
      CAPTURE(k);
      const long double lambda = 2 - 2 * std::cos(k * step);
      CHECK(std::fabs(e.values(k - 1) - lambda) <= kValueBound * 2);
      // Davis–Kahan: a unit z with ‖Tz − λz‖ = r is within angle θ, sin θ ≤ r/gap, of the exact eigenvector
      // (gap: from λ to the other exact eigenvalues), and ‖z ∓ v‖ = 2 sin(θ/2) ≤ 2 sin θ.
      long double gap = 4;
      for (Index j = 1; j <= n; ++j)
        if (j != k) gap = std::min(gap, std::fabs(e.values(k - 1) - (2 - 2 * std::cos(j * step))));
      long double dot = 0, distance = 0;
      const long double norm = std::sqrt(2.0L / static_cast<long double>(n + 1));
      for (Index j = 1; j <= n; ++j) dot += e.vectors(j - 1, k - 1) * norm * std::sin(j * k * step);
      const long double sign = dot < 0 ? -1 : 1;
      for (Index j = 1; j <= n; ++j) {
        const long double diff = e.vectors(j - 1, k - 1) - sign * norm * std::sin(j * k * step);
        distance += diff * diff;
      }
      CHECK(static_cast<double>(std::sqrt(distance)) <= 2 * columnResidual(t, e, k - 1) / gap + 1e-17);
    }
  }
}

TEST_CASE("divide and conquer: Wilkinson's W21+ (pairs closer than 1e−13) at every base size") {
  const Tridiagonal w = wilkinson(21);
  const auto reference = jacobiEigenvalues(dense(w));
  for (Index base : {1, 2, 3, 5, 10, 25}) {
    CAPTURE(base);
    CHECK(normwiseError(solveAndCheck(w, base).values, reference) <= 3e-15);
  }
}

TEST_CASE(
    "divide and conquer: glued Wilkinson matrices (clusters of five within the glue) deflate and stay orthogonal") {
  for (double glue : {1e-14, 1e-10, 1e-6}) {
    CAPTURE(glue);
    const Tridiagonal t = gluedWilkinson(5, glue);
    const auto reference = jacobiEigenvalues(dense(t));
    for (Index base : {25, 4}) {
      CAPTURE(base);
      DivideAndConquerStats stats;
      CHECK(normwiseError(solveAndCheck(t, base, &stats).values, reference) <= 3e-15);
      CHECK(stats.deflated > 0);
    }
  }
}

TEST_CASE("divide and conquer: a zero off-diagonal gives the sorted diagonal and a permutation") {
  const Index n = 40;
  Tridiagonal t = randomTridiagonal(n, 11);
  t.offDiagonal.setZero();
  const TridiagonalEigen e = solveAndCheck(t, 4);
  Eigen::VectorXd sorted = t.diagonal;
  std::sort(sorted.data(), sorted.data() + n);
  CHECK(e.values == sorted);
  for (Index k = 0; k < n; ++k) {
    CAPTURE(k);
    Index row = 0;
    CHECK(e.vectors.col(k).cwiseAbs().maxCoeff(&row) == 1.0);
    CHECK(t.diagonal(row) == e.values(k));
    CHECK(e.vectors.col(k).cwiseAbs().sum() == 1.0);
  }
}

TEST_CASE("divide and conquer: constant diagonal with tiny off-diagonal entries (all poles equal)") {
  // diag 1, off-diagonal ε: eigenvalues 1 + 2ε·cos(kπ/(n+1)). With ε = 1e−17 every entry is negligible and T
  // splits into 1×1 blocks; with 1e−15 and 1e−13 it does not, and the merges deflate the coinciding poles.
  const Index n = 100;
  for (double eps : {1e-17, 1e-15, 1e-13}) {
    CAPTURE(eps);
    const Tridiagonal t{Eigen::VectorXd::Ones(n), Eigen::VectorXd::Constant(n - 1, eps)};
    DivideAndConquerStats stats;
    const TridiagonalEigen e = solveAndCheck(t, gramlab::kDivideAndConquerBase, &stats);
    for (Index k = 1; k <= n; ++k) {
      const long double exact = 1 + 2 * eps * std::cos(static_cast<long double>(n + 1 - k) * M_PI / (n + 1));
      CHECK(std::fabs(e.values(k - 1) - exact) <= kValueBound * 1);
    }
    MESSAGE("deflated " << stats.deflated << " columns over all merges");
  }
}

TEST_CASE("divide and conquer: orders 0 to 3 and around one and two base sizes") {
  const Index base = gramlab::kDivideAndConquerBase;
  for (Index n : {Index{0}, Index{1}, Index{2}, Index{3}, base - 1, base, base + 1, 2 * base, 2 * base + 1}) {
    CAPTURE(n);
    const Tridiagonal t = randomTridiagonal(n, static_cast<unsigned>(n) + 3);
    CHECK(normwiseError(solveAndCheck(t).values, jacobiEigenvalues(dense(t))) <= 3e-15);
    if (n > 0) CHECK(normwiseError(solveAndCheck(t, 1).values, jacobiEigenvalues(dense(t))) <= 3e-15);
  }
}

TEST_CASE("divide and conquer: random n = 300 and 1000 against the root-free QL's values") {
  for (Index n : {300, 1000}) {
    CAPTURE(n);
    const Tridiagonal t = randomTridiagonal(n, static_cast<unsigned>(n));
    DivideAndConquerStats stats;
    const TridiagonalEigen e = solveAndCheck(t, gramlab::kDivideAndConquerBase, &stats);
    // The QL's own error reaches 2.7e−14·‖T‖ at n = 1000 (against the Sturm counts, which hold these values to
    // 1e−14·‖T‖; numpy's eigvalsh is off by 2.3e−14 there too).
    const Eigen::VectorXd ql = gramlab::tridiagonalEigenvalues(t);
    CHECK((e.values - ql).cwiseAbs().maxCoeff() <= 1e-13 * largestEntry(t));
    CHECK(stats.maxIterations <= 16);
    MESSAGE("top merge " << stats.topMergeSize << ": " << stats.topMergeDeflated << " deflated; "
                         << stats.iterations / static_cast<double>(stats.roots) << " evaluations per root, at most "
                         << stats.maxIterations);
  }
}

TEST_CASE("divide and conquer: the tridiagonal matrix of an RBF kernel matrix (hundreds of eigenvalues near 0)") {
  for (double gamma : {0.5, 3.0}) {
    CAPTURE(gamma);
    const Tridiagonal t = rbfTridiagonal(300, gamma);
    DivideAndConquerStats stats;
    const TridiagonalEigen e = solveAndCheck(t, gramlab::kDivideAndConquerBase, &stats);
    const Eigen::VectorXd ql = gramlab::tridiagonalEigenvalues(t);
    CHECK((e.values - ql).cwiseAbs().maxCoeff() <= kValueBound * largestEntry(t));
    // Most of the spectrum is below 1e−13·‖T‖: the top merge must deflate, not iterate.
    CHECK(stats.topMergeDeflated >= stats.topMergeSize / 2);
    CHECK(stats.maxIterations <= 16);
    MESSAGE("γ " << gamma << ": top merge " << stats.topMergeSize << ", " << stats.topMergeDeflated << " deflated; "
                 << stats.iterations / static_cast<double>(stats.roots) << " evaluations per root, at most "
                 << stats.maxIterations);
  }
}

TEST_CASE("divide and conquer: scaled by 2^±1000 the result is the same to the bit, scaled") {
  const TridiagonalEigen unit = tridiagonalEigenDivideAndConquer(secondDifference(80));
  for (int k : {1000, -1000}) {
    CAPTURE(k);
    const TridiagonalEigen e = tridiagonalEigenDivideAndConquer(secondDifference(80, k));
    CHECK(e.values == unit.values.unaryExpr([k](double x) { return std::ldexp(x, k); }));
    CHECK(e.vectors == unit.vectors);
  }
}

TEST_CASE("divide and conquer: NaN, Infinity, mismatched sizes and an eigenvalue past DBL_MAX are coded errors") {
  Tridiagonal nan = secondDifference(30);
  nan.offDiagonal(7) = std::nan("");
  CHECK(codeOf([&] { tridiagonalEigenDivideAndConquer(nan); }) == gramlab::ErrorCode::NotFinite);
  Tridiagonal inf = secondDifference(30);
  inf.diagonal(29) = HUGE_VAL;
  CHECK(codeOf([&] { tridiagonalEigenDivideAndConquer(inf); }) == gramlab::ErrorCode::NotFinite);
  const Tridiagonal ragged{Eigen::VectorXd::Ones(4), Eigen::VectorXd::Ones(4)};
  CHECK(codeOf([&] { tridiagonalEigenDivideAndConquer(ragged); }) == gramlab::ErrorCode::DimensionMismatch);
  // [[a, a], [a, a]] with a = 1.5e308 has the eigenvalue 2a = 3e308.
  const Tridiagonal huge{Eigen::VectorXd::Constant(2, 1.5e308), Eigen::VectorXd::Constant(1, 1.5e308)};
  CHECK(codeOf([&] { tridiagonalEigenDivideAndConquer(huge); }) == gramlab::ErrorCode::Overflow);
}
