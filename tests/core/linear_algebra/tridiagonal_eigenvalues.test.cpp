// The root-free QL/QR on tridiagonal input directly: hand-derived spectra, splits, both iteration
// directions, entries whose squares would overflow or underflow without the block scaling, and the sweep
// budget (NOT_CONVERGED) of both it and the QR on Q.
#include <doctest/doctest.h>

#include <cmath>
#include <string>

#include "gramlab/linear_algebra/tridiagonal_eigenvalues.hpp"
#include "linear_algebra/tridiagonal_matrices.hpp"
#include "support/error_code.hpp"
#include "support/tridiagonal_reference.hpp"

using gramlab::Tridiagonal;
using gramlab::tridiagonalEigenvalues;
using tridiagonal_reference::jacobiEigenvalues;
using tridiagonal_reference::normwiseError;

namespace {}  // namespace

TEST_CASE("tridiagonalEigenvalues: tridiag(−1, 2, −1), unscaled, ~1e301 and ~1e−301") {
  const Eigen::Index n = 100;
  for (int k : {0, 1000, -1000}) {
    CAPTURE(k);
    const Eigen::VectorXd ev = tridiagonalEigenvalues(secondDifference(n, k));
    for (Eigen::Index j = 1; j <= n; ++j) {
      CAPTURE(j);
      CHECK(std::abs(std::ldexp(ev(j - 1), -k) - (2 - 2 * std::cos(j * M_PI / (n + 1)))) <= 3e-15 * 4);
    }
  }
}

TEST_CASE("tridiagonalEigenvalues: a matrix that splits gives the union of its blocks' spectra") {
  Tridiagonal t{Eigen::VectorXd(5), Eigen::VectorXd(4)};
  t.diagonal << 2, 2, 7, 1, 1;
  t.offDiagonal << 1, 0, 0, 3;  // blocks [[2,1],[1,2]] (1, 3), [7], [[1,3],[3,1]] (−2, 4)
  const Eigen::VectorXd ev = tridiagonalEigenvalues(t);
  const double expected[] = {-2, 1, 3, 4, 7};
  for (int i = 0; i < 5; ++i) CHECK(std::abs(ev(i) - expected[i]) <= 1e-14);
}

TEST_CASE("tridiagonalEigenvalues: graded both ways (QL from either end), normwise against long double") {
  const Eigen::Index n = 30;
  Tridiagonal rising{Eigen::VectorXd(n), Eigen::VectorXd(n - 1)};
  for (Eigen::Index i = 0; i < n; ++i) rising.diagonal(i) = std::ldexp(1.0 + (i % 3), static_cast<int>(2 * i));
  for (Eigen::Index i = 0; i + 1 < n; ++i) rising.offDiagonal(i) = std::ldexp(1.0, static_cast<int>(2 * i + 1));
  CHECK(normwiseError(tridiagonalEigenvalues(rising), jacobiEigenvalues(dense(rising))) <= 3e-15);
  const Tridiagonal falling{rising.diagonal.reverse(), rising.offDiagonal.reverse()};
  CHECK(normwiseError(tridiagonalEigenvalues(falling), jacobiEigenvalues(dense(falling))) <= 3e-15);
}

TEST_CASE("tridiagonalEigenvalues: Wilkinson's W21+ (nearly equal pairs), normwise against long double") {
  Tridiagonal w{Eigen::VectorXd(21), Eigen::VectorXd::Ones(20)};
  for (int i = 0; i < 21; ++i) w.diagonal(i) = std::abs(10 - i);
  CHECK(normwiseError(tridiagonalEigenvalues(w), jacobiEigenvalues(dense(w))) <= 3e-15);
}

TEST_CASE("tridiagonalEigenvalues: orders 0 and 1") {
  CHECK(tridiagonalEigenvalues(Tridiagonal{Eigen::VectorXd(0), Eigen::VectorXd(0)}).size() == 0);
  CHECK(tridiagonalEigenvalues(Tridiagonal{Eigen::VectorXd::Constant(1, -3.25), Eigen::VectorXd(0)})(0) == -3.25);
}

// The budget is the seam: no finite input has been seen to exhaust 30 sweeps per eigenvalue, but a budget
// of 0 leaves a block that needs a sweep (order ≥ 3; order 2 has a closed form) without one.
TEST_CASE("tridiagonalEigenvalues: a block left unconverged by its budget is NOT_CONVERGED, naming the cause") {
  const gramlab::Error e = errorOf([] { tridiagonalEigenvalues(secondDifference(3, 0), 0); });
  CHECK(e.code() == gramlab::ErrorCode::NotConverged);
  CHECK(std::string(e.what()).find("did not converge") != std::string::npos);
  const Eigen::VectorXd pair = tridiagonalEigenvalues(secondDifference(2, 0), 0);  // [[2,−1],[−1,2]]: 1, 3
  CHECK(std::abs(pair(0) - 1) <= 1e-15);
  CHECK(std::abs(pair(1) - 3) <= 1e-15);
}

TEST_CASE("tridiagonalQrOnQ: eigenvectors of tridiag(−1, 2, −1), and NOT_CONVERGED with no budget") {
  Tridiagonal t = secondDifference(3, 0);
  const Eigen::MatrixXd a = dense(t);
  Eigen::MatrixXd q = Eigen::MatrixXd::Identity(3, 3);
  gramlab::tridiagonalQrOnQ(t, q);
  const double expected[] = {2 - std::sqrt(2.0), 2, 2 + std::sqrt(2.0)};  // 2 − 2cos(jπ/4)
  for (int k = 0; k < 3; ++k) {
    CAPTURE(k);
    CHECK(std::abs(t.diagonal(k) - expected[k]) <= 1e-14);
    CHECK((a * q.col(k) - expected[k] * q.col(k)).norm() <= 1e-14);
  }
  CHECK((q.transpose() * q - Eigen::MatrixXd::Identity(3, 3)).norm() <= 1e-14);

  Tridiagonal unconverged = secondDifference(3, 0);
  Eigen::MatrixXd q0 = Eigen::MatrixXd::Identity(3, 3);
  const gramlab::Error e = errorOf([&] { gramlab::tridiagonalQrOnQ(unconverged, q0, 0); });
  CHECK(e.code() == gramlab::ErrorCode::NotConverged);
  CHECK(std::string(e.what()).find("did not converge") != std::string::npos);
}
