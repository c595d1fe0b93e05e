// Eigenvectors by the blocked reduction, Q from its reflectors and the tridiagonal QR on Q
// (eigenSymmetric with vectors): orthogonality and residual against numpy's eigh on the same matrices
// (tests/fixtures/eigh_rbf.txt), eigenvalues against a long-double Jacobi reference.
#include <doctest/doctest.h>

#include <cmath>
#include <random>

#include "gramlab/base/constants.hpp"
#include "gramlab/base/error.hpp"
#include "gramlab/base/limits.hpp"
#include "gramlab/linear_algebra/spectrum.hpp"
#include "gramlab/linear_algebra/tridiagonal.hpp"
#include "support/error_code.hpp"
#include "support/fixtures.hpp"
#include "support/pairwise.hpp"
#include "support/random_matrices.hpp"
#include "support/reference.hpp"
#include "support/tridiagonal_reference.hpp"

using gramlab::kEpsilon;
using tridiagonal_reference::jacobiEigenvalues;
using tridiagonal_reference::normwiseError;

namespace {

double orthogonality(const Eigen::MatrixXd& v) {
  return (v.transpose() * v - Eigen::MatrixXd::Identity(v.cols(), v.cols())).cwiseAbs().maxCoeff();
}

// max|A·V − V·Λ| / max|λ|, numpy's figure in the fixture.
double residual(const Eigen::MatrixXd& a, const gramlab::SymmetricEigen& e) {
  return (a * e.vectors - e.vectors * e.values.asDiagonal()).cwiseAbs().maxCoeff() / e.values.cwiseAbs().maxCoeff();
}

}  // namespace

TEST_CASE("eigenSymmetric with vectors: the article's RBF matrices as orthogonal as numpy's eigh, residual as small") {
  const auto numpy = fixture_files::keyValues("eigh_rbf.txt");
  for (const char* key : {"gamma0.05", "gamma1"}) {
    CAPTURE(key);
    const std::vector<double>& row = numpy.at(key);  // γ, orthogonality, residual
    const Eigen::MatrixXd k = pairwise(
        fixture_files::zSeed4(),
        [&](const Eigen::VectorXd& x, const Eigen::VectorXd& y) { return std::exp(-row[0] * (x - y).squaredNorm()); });
    const gramlab::SymmetricEigen e = gramlab::eigenSymmetric(k, true);
    // Divide and conquer as LAPACK's (numpy's eigh): held to 2n·ε of orthogonality and 16× numpy's residual.
    CHECK(orthogonality(e.vectors) <= 2 * static_cast<double>(k.rows()) * kEpsilon);
    CHECK(residual(k, e) <= 16 * row[2]);
    MESSAGE("orthogonality " << orthogonality(e.vectors) << " (numpy " << row[1] << "), residual " << residual(k, e)
                             << " (numpy " << row[2] << ")");
    CHECK(normwiseError(e.values, jacobiEigenvalues(k)) <= 3e-15);
  }
}

TEST_CASE("eigenSymmetric with vectors: random matrices, huge and tiny scale, normwise against long double") {
  for (Eigen::Index n : {2, 5, 33, 64, 97}) {
    CAPTURE(n);
    const Eigen::MatrixXd m = randomSymmetric(n, static_cast<unsigned>(n) + 7);
    const auto reference = jacobiEigenvalues(m);
    for (int k : {0, 997, -830}) {
      CAPTURE(k);
      const Eigen::MatrixXd scaled = m * std::ldexp(1.0, k);  // exact: a power of two
      const gramlab::SymmetricEigen e = gramlab::eigenSymmetric(scaled, true);
      CHECK(normwiseError(e.values * std::ldexp(1.0, -k), reference) <= 5e-15);
      CHECK(orthogonality(e.vectors) <= static_cast<double>(n) * kEpsilon);
      CHECK(residual(scaled, e) <= static_cast<double>(n) * kEpsilon);
    }
  }
}

TEST_CASE("eigenSymmetric with vectors: zero, diagonal and rank-deficient matrices") {
  const gramlab::SymmetricEigen zero = gramlab::eigenSymmetric(Eigen::MatrixXd::Zero(4, 4), true);
  CHECK(zero.values == Eigen::VectorXd::Zero(4));
  CHECK(orthogonality(zero.vectors) == 0.0);
  const Eigen::VectorXd diagonal = (Eigen::VectorXd(3) << 3.0, -1.0, 2.0).finished();
  const gramlab::SymmetricEigen d = gramlab::eigenSymmetric(Eigen::MatrixXd(diagonal.asDiagonal()), true);
  CHECK(d.values == (Eigen::VectorXd(3) << -1.0, 2.0, 3.0).finished());
  // X·Xᵀ of 40 points in 3 dimensions: 37 eigenvalues are 0, within rounding of the largest.
  std::mt19937_64 engine(11);
  std::normal_distribution<double> normal;
  Eigen::MatrixXd x(40, 3);
  for (Eigen::Index i = 0; i < x.size(); ++i) x(i) = normal(engine);
  const Eigen::MatrixXd g = x * x.transpose();
  const gramlab::SymmetricEigen e = gramlab::eigenSymmetric(g, true);
  CHECK(e.values.head(37).cwiseAbs().maxCoeff() <= 40 * kEpsilon * e.values(39));
  CHECK(orthogonality(e.vectors) <= 40 * kEpsilon);
  CHECK(residual(g, e) <= 40 * kEpsilon);
}

TEST_CASE("eigenSymmetric with vectors: bad input gets a stable code, an overflowing eigenvalue too") {
  checkBadSymmetricInputs([](const Eigen::MatrixXd& m) { gramlab::eigenSymmetric(m, true); }, ref::S());
  Eigen::MatrixXd m(2, 2);
  m << 1e308, 1e308, 1e308, 1e308;  // eigenvalues 0 and 2e308
  CHECK(errorOf([&] { gramlab::eigenSymmetric(m, true); }).code() == gramlab::ErrorCode::Overflow);
  CHECK(gramlab::eigenSymmetric(Eigen::MatrixXd::Identity(3, 3), true).values(2) == 1.0);
}

TEST_CASE("eigenSymmetric: eigenvectors past maxEigenvectorOrder are TooLarge before any work, eigenvalues are not") {
  const auto order = static_cast<Eigen::Index>(gramlab::limits::kMaxEigenvectorOrder) + 1;
  const Eigen::MatrixXd identity = Eigen::MatrixXd::Identity(order, order);
  CHECK(codeOf([&] { gramlab::eigenSymmetric(identity, true); }) == gramlab::ErrorCode::TooLarge);
  CHECK(gramlab::eigenSymmetric(identity).values(order - 1) == 1.0);
}
