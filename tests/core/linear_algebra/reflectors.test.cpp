// The back-transformation Z ← Q·Z from the reduction's kept reflectors (compact WY blocks on the packed product):
// against the reflectors' product by definition, against a hand-derived 3 × 3 reduction, and Q itself checked in long
// double for orthogonality and QᵀAQ = T.
#include <doctest/doctest.h>

#include <cmath>
#include <random>

#include "gramlab/linear_algebra/tridiagonal.hpp"
#include "support/random_matrices.hpp"

namespace {

using LongMatrix = Eigen::Matrix<long double, Eigen::Dynamic, Eigen::Dynamic>;

constexpr long double kBound = 1e-14L;  // × n, relative: the target of issue #27

Eigen::MatrixXd appliedTo(const gramlab::TridiagonalWithReflectors& r, Eigen::MatrixXd z) {
  gramlab::applyReflectors(r, z);
  return z;
}

LongMatrix tridiagonalMatrix(const gramlab::Tridiagonal& t) {
  const Eigen::Index n = t.diagonal.size();
  LongMatrix m = LongMatrix::Zero(n, n);
  for (Eigen::Index i = 0; i < n; ++i) m(i, i) = t.diagonal(i);
  for (Eigen::Index i = 0; i + 1 < n; ++i) m(i + 1, i) = m(i, i + 1) = t.offDiagonal(i);
  return m;
}

long double maxAbs(const LongMatrix& m) { return m.size() ? m.cwiseAbs().maxCoeff() : 0.0L; }

// Q = H_0·H_1·…·H_{n−2} by its definition, H_j = I − τ_j·v_j·v_jᵀ one at a time, in long double.
LongMatrix reflectorProduct(const gramlab::TridiagonalWithReflectors& r) {
  const Eigen::Index n = r.reflectors.rows();
  LongMatrix q = LongMatrix::Identity(n, n);
  for (Eigen::Index j = 0; j + 1 < n; ++j) {
    Eigen::Matrix<long double, Eigen::Dynamic, 1> v = Eigen::Matrix<long double, Eigen::Dynamic, 1>::Zero(n);
    v(j + 1) = 1.0L;
    for (Eigen::Index i = j + 2; i < n; ++i) v(i) = r.reflectors(i, j);
    q -= (q * v) * (static_cast<long double>(r.tau(j)) * v.transpose());
  }
  return q;
}

}  // namespace

TEST_CASE("applyReflectors: a 3×3 reduction derived by hand") {
  // A = [[1, 2, 2], [2, 1, 0], [2, 0, 1]]: one reflector H maps (2, 2) to (−2√2, 0), so Q = diag(1, H) with
  // H·e₁ = (2, 2)/(−2√2) and H·e₂ = (−1, 1)/√2 (τ = 1 + 1/√2, v = (1, √2 − 1)); T has diagonal (1, 1, 1) and
  // off-diagonal (−2√2, 0).
  Eigen::MatrixXd a(3, 3);
  a << 1, 2, 2, 2, 1, 0, 2, 0, 1;
  const gramlab::TridiagonalWithReflectors r = gramlab::tridiagonalizeKeepingReflectors(a);
  const double h = 1 / std::sqrt(2.0);
  Eigen::MatrixXd expected(3, 3);
  expected << 1, 0, 0, 0, -h, -h, 0, -h, h;
  CHECK((appliedTo(r, Eigen::MatrixXd::Identity(3, 3)) - expected).cwiseAbs().maxCoeff() <= 4 * 0x1p-52);
  CHECK(std::abs(r.t.offDiagonal(0) + 2 * std::sqrt(2.0)) <= 4 * 0x1p-52);
  CHECK(std::abs(r.t.offDiagonal(1)) <= 4 * 0x1p-52);
}

TEST_CASE("applyReflectors: Q·Z equals the reflectors' product times Z, for square and thin Z") {
  for (Eigen::Index n : {1, 2, 17, 33, 100, 301}) {
    CAPTURE(n);
    const Eigen::MatrixXd a = randomSymmetric(n, static_cast<unsigned>(n) + 900);
    const gramlab::TridiagonalWithReflectors r = gramlab::tridiagonalizeKeepingReflectors(a);
    const LongMatrix q = reflectorProduct(r);
    for (Eigen::Index cols : {n, Eigen::Index{7}, Eigen::Index{0}}) {
      CAPTURE(cols);
      const Eigen::MatrixXd z = Eigen::MatrixXd::Random(n, cols);
      const Eigen::MatrixXd qz = appliedTo(r, z);
      const LongMatrix difference = qz.cast<long double>() - q * z.cast<long double>();
      CHECK(maxAbs(difference) <= kBound * n * maxAbs(z.cast<long double>()));
    }
  }
}

TEST_CASE("applyReflectors to the identity: Q orthogonal and QᵀAQ = T, in long double") {
  for (Eigen::Index n : {1, 2, 17, 33, 100, 301}) {
    CAPTURE(n);
    const Eigen::MatrixXd a = randomSymmetric(n, static_cast<unsigned>(n) + 300);
    const gramlab::TridiagonalWithReflectors r = gramlab::tridiagonalizeKeepingReflectors(a);
    const LongMatrix q = appliedTo(r, Eigen::MatrixXd::Identity(n, n)).cast<long double>();
    const LongMatrix qtq = q.transpose() * q - LongMatrix::Identity(n, n);
    CHECK(maxAbs(qtq) <= kBound * n);
    const LongMatrix qtaq = q.transpose() * a.cast<long double>() * q - tridiagonalMatrix(r.t);
    CHECK(maxAbs(qtaq) <= kBound * n * maxAbs(a.cast<long double>()));
  }
}
