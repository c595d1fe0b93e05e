#include <doctest/doctest.h>

#include <cmath>
#include <string>

#include "gramlab/base/error.hpp"
#include "gramlab/linear_algebra/gram.hpp"
#include "gramlab/linear_algebra/psd.hpp"
#include "support/error_code.hpp"
#include "support/reference.hpp"

using gramlab::ErrorCode;

namespace {

std::string notPsdMessage(const Eigen::MatrixXd& g) {
  const gramlab::Error e = errorOf([&] { gramlab::reconstructVectors(g); });
  CHECK(e.code() == ErrorCode::NotPSD);
  return e.what();
}

// Four points in the plane as rows; XᵀX = [[84, 100], [100, 120]] by hand.
Eigen::MatrixXd fourPoints() {
  Eigen::MatrixXd x(4, 2);
  x << 1, 2, 3, 4, 5, 6, 7, 8;
  return x;
}

// 30 points in 5 dimensions, deterministic and in general position.
Eigen::MatrixXd thirtyPoints() {
  Eigen::MatrixXd x(30, 5);
  for (int i = 0; i < 30; ++i)
    for (int j = 0; j < 5; ++j) x(i, j) = std::sin(0.37 * (i + 1) * (j + 1)) + 0.05 * ((7 * i + 3 * j) % 11);
  return x;
}

}  // namespace

TEST_CASE("reconstructVectors: A = XXᵀ with X = VΛ^{1/2}") {
  const auto r = gramlab::reconstructVectors(ref::A());
  CHECK(r.rank == 3);
  REQUIRE(r.vectors.rows() == 3);
  REQUIRE(r.vectors.cols() == 3);
  CHECK((r.vectors * r.vectors.transpose() - ref::A()).cwiseAbs().maxCoeff() < 1e-14);
  CHECK(r.residual < 1e-14);
  // Column k has squared length λ_k, largest first: 2 + √2, 2, 2 − √2.
  CHECK(r.vectors.col(0).squaredNorm() == doctest::Approx(2 + std::sqrt(2.0)).epsilon(1e-13));
  CHECK(r.vectors.col(1).squaredNorm() == doctest::Approx(2.0).epsilon(1e-13));
  CHECK(r.vectors.col(2).squaredNorm() == doctest::Approx(2 - std::sqrt(2.0)).epsilon(1e-13));
  CHECK(std::abs(r.vectors.col(0).dot(r.vectors.col(2))) < 1e-14);
}

TEST_CASE("reconstructVectors: S has no vectors, and the error names −0.177") {
  const std::string message = notPsdMessage(ref::S());
  CHECK(message.find("\u22120.177") != std::string::npos);
  CHECK(message.find("negative") != std::string::npos);
  CHECK(notPsdMessage(ref::B()).find("\u22121 ") != std::string::npos);
}

TEST_CASE("reconstructVectors: a rank-deficient Gram matrix gives rank-many vectors") {
  const Eigen::MatrixXd g = fourPoints() * fourPoints().transpose();
  const auto r = gramlab::reconstructVectors(g);
  CHECK(r.rank == 2);
  CHECK(r.vectors.cols() == 2);
  CHECK(r.residual < 1e-12 * g.norm());
  CHECK((r.vectors * r.vectors.transpose() - g).norm() == doctest::Approx(r.residual));
}

TEST_CASE("reconstructVectors: the zero matrix has rank 0") {
  const auto r = gramlab::reconstructVectors(Eigen::MatrixXd::Zero(3, 3));
  CHECK(r.rank == 0);
  CHECK(r.vectors.rows() == 3);
  CHECK(r.vectors.cols() == 0);
  CHECK(r.residual == 0.0);
}

TEST_CASE("gramFromVectors: four points in the plane") {
  const auto g = gramlab::gramFromVectors(fourPoints());
  REQUIRE(g.gram.rows() == 4);
  REQUIRE(g.gram.cols() == 4);
  CHECK(g.gram(0, 3) == 23.0);  // (1, 2)·(7, 8)
  CHECK(g.gram(2, 2) == 61.0);  // (5, 6)·(5, 6)
  CHECK(g.gram == g.gram.transpose());
  Eigen::MatrixXd covariance(2, 2);
  covariance << 84, 100, 100, 120;
  CHECK(g.covariance == covariance);
  // λ² − 204λ + 80 = 0: λ = 102 ± √10324, descending.
  CHECK(g.rank == 2);
  REQUIRE(g.sharedEigenvalues.size() == 2);
  CHECK(g.sharedEigenvalues(0) == doctest::Approx(102 + std::sqrt(10324.0)).epsilon(1e-13));
  CHECK(g.sharedEigenvalues(1) == doctest::Approx(102 - std::sqrt(10324.0)).epsilon(1e-11));
}

TEST_CASE("gramFromVectors: n > d gives rank d and n − d zero eigenvalues") {
  const auto g = gramlab::gramFromVectors(thirtyPoints());
  REQUIRE(g.rank == 5);
  CHECK(g.covariance.rows() == 5);
  const auto c = gramlab::psdCheck(g.gram);
  CHECK(c.isPSD);
  CHECK((c.eigenvalues.array().abs() <= c.tolerance).count() == 25);
  // The 5 nonzero ones are the covariance side's, shared.
  const Eigen::VectorXd top = c.eigenvalues.tail(5).reverse();
  CHECK((top - g.sharedEigenvalues).cwiseAbs().maxCoeff() < 1e-12 * top(0));
}

TEST_CASE("gramFromVectors: n < d puts the zeros on the covariance side") {
  Eigen::MatrixXd x(2, 3);
  x << 1, 0, 2, 0, 3, -1;
  const auto g = gramlab::gramFromVectors(x);
  CHECK(g.rank == 2);
  const auto c = gramlab::psdCheck(g.covariance);
  CHECK((c.eigenvalues.array().abs() <= c.tolerance).count() == 1);
  // The 2×2 Gram matrix [[5, −2], [−2, 10]]: λ = 7.5 ± √10.25.
  CHECK(g.sharedEigenvalues(0) == doctest::Approx(7.5 + std::sqrt(10.25)).epsilon(1e-13));
  CHECK(g.sharedEigenvalues(1) == doctest::Approx(7.5 - std::sqrt(10.25)).epsilon(1e-13));
}

TEST_CASE("gramFromVectors: a dependent column lowers the rank") {
  Eigen::MatrixXd x(4, 3);
  x.leftCols(2) = fourPoints();
  x.col(2) = x.col(0) - 2 * x.col(1);
  CHECK(gramlab::gramFromVectors(x).rank == 2);
}

TEST_CASE("the article's proof: cᵀ(XXᵀ)c = ‖Xᵀc‖² ≥ 0") {
  // By hand: X = [[1, 2], [3, 4]], c = (1, −1): Xᵀc = (−2, −2), ‖·‖² = 8; XXᵀ = [[5, 11], [11, 25]].
  Eigen::MatrixXd x(2, 2);
  x << 1, 2, 3, 4;
  Eigen::VectorXd c(2);
  c << 1, -1;
  CHECK(gramlab::projectedNorm(x, c) == 8.0);
  CHECK(gramlab::quadraticForm(gramlab::gramFromVectors(x).gram, c) == 8.0);

  const Eigen::MatrixXd big = thirtyPoints();
  const Eigen::MatrixXd gram = gramlab::gramFromVectors(big).gram;
  for (int k = 0; k < 5; ++k) {
    Eigen::VectorXd v(30);
    for (int i = 0; i < 30; ++i) v(i) = std::cos(1.3 * i * (k + 1)) - 0.2 * k;
    const double q = gramlab::quadraticForm(gram, v);
    CHECK(q == doctest::Approx(gramlab::projectedNorm(big, v)).epsilon(1e-12));
    CHECK(q >= 0.0);
  }
}

TEST_CASE("quadraticForm: values by hand, and S's negative direction") {
  Eigen::VectorXd e1(3), ones(3);
  e1 << 1, 0, 0;
  ones << 1, 1, 1;
  CHECK(gramlab::quadraticForm(ref::A(), e1) == 2.0);
  CHECK(gramlab::quadraticForm(ref::A(), ones) == 10.0);  // the sum of A's entries
  // Along S's eigenvector (1, t, 1) for λ₋ (t = −(0.1 + √1.63)/0.9), cᵀSc = λ₋‖c‖² < 0.
  const double t = -(0.1 + std::sqrt(1.63)) / 0.9;
  Eigen::VectorXd v(3);
  v << 1, t, 1;
  CHECK(gramlab::quadraticForm(ref::S(), v) ==
        doctest::Approx(ref::eigenvaluesOfS()[0] * v.squaredNorm()).epsilon(1e-12));
  // Symmetry is not required: only the symmetric part contributes.
  Eigen::MatrixXd rotation(2, 2);
  rotation << 0, 1, -1, 0;
  CHECK(gramlab::quadraticForm(rotation, Eigen::VectorXd::Ones(2)) == 0.0);
}

TEST_CASE("quadraticFormSign: a sign only beyond the rounding bound") {
  Eigen::VectorXd c(3);
  c << 1, -1, 1;
  // By hand (s_AB = s_BC = 0.9, s_AC = 0.2): 3 + 2(−0.9 + 0.2 − 0.9) = −0.2, far beyond γ₂₀·|c|ᵀ|S||c| = γ₂₀·7.
  const auto s = gramlab::quadraticFormSign(ref::S(), c);
  CHECK(s.value == doctest::Approx(-0.2).epsilon(1e-14));
  CHECK(s.sign == -1);
  CHECK(s.errorBound > 7 * 20 * std::ldexp(1.0, -53));
  CHECK(s.errorBound < 1e-13);
  // Rank one in exact decimals: (2, −1) gives 0.4 − 0.8 + 0.4 = 0; whatever rounding leaves is no sign.
  Eigen::MatrixXd g(2, 2);
  g << 0.1, 0.2, 0.2, 0.4;
  Eigen::VectorXd d(2);
  d << 2, -1;
  const auto zero = gramlab::quadraticFormSign(g, d);
  CHECK(zero.sign == 0);
  CHECK(std::abs(zero.value) <= zero.errorBound);
  // [[−1, 0], [0, 1e16]]: e₁ gives exactly −1 (the table).
  Eigen::MatrixXd wide(2, 2);
  wide << -1, 0, 0, 1e16;
  Eigen::VectorXd e1(2);
  e1 << 1, 0;
  CHECK(gramlab::quadraticFormSign(wide, e1).sign == -1);
  CHECK(gramlab::quadraticFormSign(wide, Eigen::VectorXd::Ones(2)).sign == 1);
  // Huge and tiny: 10³⁰⁰·[[1, 2], [2, 1]] and 10⁻²⁵⁰·[[1, 2], [2, 1]] with (1, −1): −2·10³⁰⁰ and −2·10⁻²⁵⁰.
  Eigen::MatrixXd base(2, 2);
  base << 1, 2, 2, 1;
  Eigen::VectorXd alt(2);
  alt << 1, -1;
  for (const double scale : {1e300, 1e-250}) {
    const auto r = gramlab::quadraticFormSign(scale * base, alt);
    CHECK(r.sign == -1);
    CHECK(r.value == doctest::Approx(-2 * scale).epsilon(1e-15));
  }
  Eigen::MatrixXd nan = base;
  nan(0, 1) = std::nan("");
  CHECK(codeOf([&] { gramlab::quadraticFormSign(nan, alt); }) == ErrorCode::NotFinite);
}

TEST_CASE("reconstructVectors: bad input gets a stable code") {
  checkBadSymmetricInputs([](const Eigen::MatrixXd& m) { gramlab::reconstructVectors(m); }, ref::A());
  CHECK(codeOf([] { gramlab::reconstructVectors(ref::S()); }) == ErrorCode::NotPSD);
}

TEST_CASE("gramFromVectors: bad input gets a stable code") {
  auto gram = [](const Eigen::MatrixXd& x) { return codeOf([&] { gramlab::gramFromVectors(x); }); };
  CHECK(gram(Eigen::MatrixXd(0, 0)) == ErrorCode::Empty);
  CHECK(gram(Eigen::MatrixXd(0, 3)) == ErrorCode::Empty);
  CHECK(gram(Eigen::MatrixXd(3, 0)) == ErrorCode::Empty);
  Eigen::MatrixXd nan = fourPoints();
  nan(3, 1) = std::nan("");
  CHECK(gram(nan) == ErrorCode::NotFinite);
  Eigen::MatrixXd inf = fourPoints();
  inf(0, 0) = HUGE_VAL;
  CHECK(gram(inf) == ErrorCode::NotFinite);
  CHECK(gram(Eigen::MatrixXd::Ones(2001, 2)) == ErrorCode::TooLarge);  // past limits::kMaxPoints
  CHECK(gram(Eigen::MatrixXd::Ones(2, 1001)) == ErrorCode::TooLarge);  // past limits::kMaxDimension
}

TEST_CASE("quadraticForm and projectedNorm: bad input gets a stable code") {
  const Eigen::VectorXd c3 = Eigen::VectorXd::Ones(3);
  auto quadratic = [](const Eigen::MatrixXd& g, const Eigen::VectorXd& c) {
    return codeOf([&] { gramlab::quadraticForm(g, c); });
  };
  CHECK(quadratic(Eigen::MatrixXd(0, 0), c3) == ErrorCode::Empty);
  CHECK(quadratic(Eigen::MatrixXd::Ones(3, 2), c3) == ErrorCode::NotSquare);
  Eigen::MatrixXd nan = ref::A();
  nan(1, 1) = std::nan("");
  CHECK(quadratic(nan, c3) == ErrorCode::NotFinite);
  CHECK(quadratic(Eigen::MatrixXd::Identity(2001, 2001), Eigen::VectorXd::Ones(2001)) == ErrorCode::TooLarge);
  CHECK(quadratic(ref::A(), Eigen::VectorXd()) == ErrorCode::Empty);
  CHECK(quadratic(ref::A(), Eigen::VectorXd::Ones(2)) == ErrorCode::DimensionMismatch);
  Eigen::VectorXd cInf = c3;
  cInf(1) = -HUGE_VAL;
  CHECK(quadratic(ref::A(), cInf) == ErrorCode::NotFinite);

  auto projected = [](const Eigen::MatrixXd& x, const Eigen::VectorXd& c) {
    return codeOf([&] { gramlab::projectedNorm(x, c); });
  };
  const Eigen::VectorXd c4 = Eigen::VectorXd::Ones(4);
  CHECK(projected(Eigen::MatrixXd(0, 2), c4) == ErrorCode::Empty);
  Eigen::MatrixXd xNan = fourPoints();
  xNan(1, 0) = std::nan("");
  CHECK(projected(xNan, c4) == ErrorCode::NotFinite);
  CHECK(projected(Eigen::MatrixXd::Ones(4, 1001), c4) == ErrorCode::TooLarge);
  CHECK(projected(fourPoints(), Eigen::VectorXd()) == ErrorCode::Empty);
  CHECK(projected(fourPoints(), c3) == ErrorCode::DimensionMismatch);  // c needs n = 4 entries, not d
  Eigen::VectorXd cNan = c4;
  cNan(0) = std::nan("");
  CHECK(projected(fourPoints(), cNan) == ErrorCode::NotFinite);
}
