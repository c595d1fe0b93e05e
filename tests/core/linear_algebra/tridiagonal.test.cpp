// The values-only eigensolver end to end (eigenSymmetric without vectors: the blocked reduction and the
// root-free QR), against a long-double Jacobi reference, hand-derived spectra and numpy's own error.
#include <doctest/doctest.h>

#include <cmath>
#include <random>

#include "gramlab/base/error.hpp"
#include "gramlab/linear_algebra/spectrum.hpp"
#include "gramlab/linear_algebra/tridiagonal.hpp"
#include "support/error_code.hpp"
#include "support/fixtures.hpp"
#include "support/pairwise.hpp"
#include "support/random_matrices.hpp"
#include "support/tridiagonal_reference.hpp"

using tridiagonal_reference::jacobiEigenvalues;
using tridiagonal_reference::normwiseError;

namespace {

constexpr double kNormwise = 3e-15;  // the target: normwise error ≤ 3e−15·λmax
// Uniform random matrices are harder: numpy's own eigvalsh reaches 1.3e−15, 3.0e−15 and 4.0e−15 of λmax on
// the orders 64, 97 and 130 below against the same reference (measured once, docs/performance.md).
constexpr double kNormwiseRandom = 5e-15;

Eigen::VectorXd values(const Eigen::MatrixXd& m) { return gramlab::eigenSymmetric(m).values; }

// The article's RBF matrix exp(−γ‖x_i − x_j‖²) on its 300 points: the matrix of numpy's fixtures.
Eigen::MatrixXd articleRbf(double gamma) {
  return pairwise(fixture_files::zSeed4(), [&](const Eigen::VectorXd& x, const Eigen::VectorXd& y) {
    return std::exp(-gamma * (x - y).squaredNorm());
  });
}

}  // namespace

TEST_CASE("eigenvalues: random symmetric matrices of every order class, normwise against long double") {
  // Orders below and above the last-panel size (32), past one and several panels, every n mod 4.
  for (Eigen::Index n : {1, 2, 3, 4, 5, 17, 32, 33, 34, 35, 36, 49, 64, 97, 130}) {
    CAPTURE(n);
    const Eigen::MatrixXd m = randomSymmetric(n, static_cast<unsigned>(n));
    CHECK(normwiseError(values(m), jacobiEigenvalues(m)) <= kNormwiseRandom);
  }
}

TEST_CASE("eigenvalues: the article's γ = 0.05 RBF matrix, normwise and its smallest within numpy's error") {
  const Eigen::MatrixXd k = articleRbf(0.05);
  const auto reference = jacobiEigenvalues(k);
  const Eigen::VectorXd ours = values(k);
  CHECK(normwiseError(ours, reference) <= kNormwise);
  const std::vector<double> numpy = fixture_files::keyValues("eigvalsh_rbf.txt").at("eigvalsh");
  REQUIRE(numpy.size() == reference.size());
  long double numpyError = 0;  // numpy's absolute error over its whole spectrum
  for (std::size_t i = 0; i < numpy.size(); ++i) numpyError = std::max(numpyError, std::fabs(numpy[i] - reference[i]));
  for (Eigen::Index i = 0; i < 10; ++i) {  // the smallest, near 4e−9: what the ridge discussion is about
    CAPTURE(i);
    CHECK(std::fabs(ours(i) - reference[i]) <= numpyError);
  }
}

TEST_CASE("eigenvalues: the article's γ = 1 RBF matrix, normwise against long double") {
  const Eigen::MatrixXd k = articleRbf(1.0);
  CHECK(normwiseError(values(k), jacobiEigenvalues(k)) <= kNormwise);
}

TEST_CASE("eigenvalues: rank-deficient X·Xᵀ has n − rank zero eigenvalues") {
  std::mt19937_64 engine(7);
  std::normal_distribution<double> normal;
  Eigen::MatrixXd x(60, 3);
  for (Eigen::Index i = 0; i < x.size(); ++i) x(i) = normal(engine);
  const Eigen::MatrixXd g = x * x.transpose();
  const Eigen::VectorXd ev = values(g);
  const double largest = ev(59);
  for (Eigen::Index i = 0; i < 57; ++i) CHECK(std::abs(ev(i)) <= kNormwise * largest);
  CHECK(normwiseError(ev, jacobiEigenvalues(g)) <= kNormwise);
}

TEST_CASE("eigenvalues: scaled by 2^997 (~1e300) and 2^−830 (~1e−250), exactly the scaled spectrum's error") {
  const Eigen::MatrixXd m = randomSymmetric(70, 3);
  const auto reference = jacobiEigenvalues(m);
  for (int k : {997, -830}) {
    CAPTURE(k);
    const Eigen::VectorXd scaled = values(m * std::ldexp(1.0, k));
    // A power of two scales every eigenvalue exactly, so the unscaled reference serves.
    CHECK(normwiseError(scaled * std::ldexp(1.0, -k), reference) <= kNormwise);
  }
}

TEST_CASE("eigenvalues: an eigenvalue beyond the double range is a coded error") {
  Eigen::MatrixXd m(2, 2);
  m << 1e308, 1e308, 1e308, 1e308;  // eigenvalues 0 and 2e308
  CHECK(errorOf([&] { values(m); }).code() == gramlab::ErrorCode::Overflow);
  CHECK(values(Eigen::MatrixXd::Identity(3, 3))(2) == 1.0);  // and the next call works
}

TEST_CASE("eigenvalues: a diagonal matrix gives its sorted diagonal exactly") {
  Eigen::VectorXd diagonal(40);
  for (Eigen::Index i = 0; i < 40; ++i) diagonal(i) = std::ldexp((i % 7) - 3.0, static_cast<int>(i % 5) - 2);
  Eigen::VectorXd sorted = diagonal;
  std::sort(sorted.data(), sorted.data() + sorted.size());
  CHECK(values(Eigen::MatrixXd(diagonal.asDiagonal())) == sorted);
}

TEST_CASE("eigenvalues: the second-difference matrix tridiag(−1, 2, −1) has 2 − 2cos(kπ/(n+1))") {
  const Eigen::Index n = 50;
  Eigen::MatrixXd m = 2 * Eigen::MatrixXd::Identity(n, n);
  for (Eigen::Index i = 0; i + 1 < n; ++i) m(i, i + 1) = m(i + 1, i) = -1;
  const Eigen::VectorXd ev = values(m);
  for (Eigen::Index k = 1; k <= n; ++k) {
    CAPTURE(k);
    CHECK(std::abs(ev(k - 1) - (2 - 2 * std::cos(k * M_PI / (n + 1)))) <= kNormwise * 4);
  }
}

TEST_CASE("eigenvalues: 1×1 and 2×2 by hand") {
  CHECK(values(Eigen::MatrixXd::Constant(1, 1, -7.5))(0) == -7.5);
  Eigen::MatrixXd m(2, 2);
  m << 2, 1, 1, 2;  // 1 and 3
  const Eigen::VectorXd ev = values(m);
  CHECK(std::abs(ev(0) - 1) <= kNormwise * 3);
  CHECK(std::abs(ev(1) - 3) <= kNormwise * 3);
  CHECK(values(Eigen::MatrixXd::Zero(4, 4)) == Eigen::VectorXd::Zero(4));
}

TEST_CASE("eigenvalues: I + J has 1 repeated n − 1 times and n + 1 once") {
  const Eigen::Index n = 90;
  const Eigen::VectorXd ev = values(Eigen::MatrixXd::Identity(n, n) + Eigen::MatrixXd::Ones(n, n));
  for (Eigen::Index i = 0; i + 1 < n; ++i) CHECK(std::abs(ev(i) - 1) <= kNormwise * (n + 1));
  CHECK(std::abs(ev(n - 1) - (n + 1)) <= kNormwise * (n + 1));
}

TEST_CASE("eigenvalues: a graded matrix (entries falling by 2^−(i+j)), normwise against long double") {
  Eigen::MatrixXd m = randomSymmetric(45, 11);
  for (Eigen::Index j = 0; j < 45; ++j)
    for (Eigen::Index i = 0; i < 45; ++i) m(i, j) = std::ldexp(m(i, j), -static_cast<int>(i + j));
  CHECK(normwiseError(values(m), jacobiEigenvalues(m)) <= kNormwise);
  const Eigen::MatrixXd reversed = m.reverse();  // graded the other way
  CHECK(normwiseError(values(reversed), jacobiEigenvalues(reversed)) <= kNormwise);
}

TEST_CASE("tridiagonalize: an orthogonal similarity keeps the Frobenius norm") {
  const Eigen::MatrixXd m = randomSymmetric(77, 5);
  const gramlab::Tridiagonal t = gramlab::tridiagonalize(gramlab::InterleavedLower(m.data(), m.rows(), m.rows()));
  const double frobenius2 = t.diagonal.squaredNorm() + 2 * t.offDiagonal.squaredNorm();
  CHECK(std::abs(frobenius2 - m.squaredNorm()) <= 1e-13 * m.squaredNorm());
}

// Found by the expression fuzzer (exp(−5·‖x + y‖⁵) on its six points): a column whose largest entry below the
// diagonal is subnormal. The block [[0, s], [s, 0]] on rows 1 and 3 has eigenvalues ±s, and row 2 gives 0 (by
// hand). The reflector's norm scaled by 1/s overflowed to ∞ and made T NaN.
TEST_CASE("eigenvalues: a subnormal entry below the diagonal gives ±s and 0, never NaN") {
  const double s = 5e-315;
  Eigen::MatrixXd m = Eigen::MatrixXd::Zero(3, 3);
  m(0, 2) = m(2, 0) = s;
  for (const bool vectors : {false, true}) {
    const gramlab::SymmetricEigen e = gramlab::eigenSymmetric(m, vectors);
    REQUIRE(e.values.allFinite());
    CHECK(e.values(0) == -s);
    CHECK(e.values(1) == 0.0);
    CHECK(e.values(2) == s);
  }
  Eigen::MatrixXd wider = Eigen::MatrixXd::Identity(4, 4);
  wider(0, 3) = wider(3, 0) = s;  // x = [0, s] below the first diagonal entry: 0·(1/s) was NaN
  const gramlab::SymmetricEigen e = gramlab::eigenSymmetric(wider, true);
  REQUIRE(e.values.allFinite());
  CHECK(e.values.isApproxToConstant(1.0));
}
