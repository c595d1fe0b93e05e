#include <doctest/doctest.h>

#include <cmath>
#include <limits>

#include "gramlab/base/constants.hpp"
#include "gramlab/base/error.hpp"
#include "gramlab/learn/kernel_ridge.hpp"
#include "kernels/kernel_specs.hpp"
#include "learn/methods_fixtures.hpp"
#include "support/error_code.hpp"
#include "support/fixtures.hpp"
#include "support/reference.hpp"

using gramlab::ErrorCode;
using gramlab::kEpsilon;
using gramlab::KernelKind;
using gramlab::KernelSpec;
using methods_fixtures::relativeError;

namespace {

Eigen::MatrixXd threePoints() {
  Eigen::MatrixXd p(3, 2);
  p << 0, 0, 1, 0, 0, 2;
  return p;
}

}  // namespace

TEST_CASE("kernelRidge matches numpy.linalg.solve on every fixture case") {
  const auto& cases = methods_fixtures::doc()["ridge"];
  for (std::size_t c = 0; c < cases.size(); ++c) {
    const auto& f = cases[c];
    CAPTURE(f["name"].text);
    const Eigen::MatrixXd x = ref::matrix(f["points"]), test = ref::matrix(f["test"]);
    const auto r =
        gramlab::kernelRidge(x, methods_fixtures::vector(f["targets"]), methods_fixtures::kernel(f["kernel"]),
                             f["lambda"].number(), std::nullopt, test);
    // Both solves are backward stable: their α differ by at most a few n·ε·κ relative.
    const double kappa = f["condition"].number(), bound = 16 * static_cast<double>(x.rows()) * kEpsilon * kappa;
    CHECK(relativeError(r.alpha, methods_fixtures::vector(f["alpha"])) <= bound);
    CHECK(std::abs(r.condition - kappa) <= bound * kappa);
    CHECK(std::abs(r.minEigenvalue - f["min_eig"].number()) <=
          bound * std::abs(r.minEigenvalue) + 16 * kEpsilon * kappa);
    CHECK(relativeError(r.trainPredictions, methods_fixtures::vector(f["train_predictions"])) <= bound);
    REQUIRE(r.testPredictions);
    CHECK(relativeError(*r.testPredictions, methods_fixtures::vector(f["test_predictions"])) <= bound * kappa);
    CHECK(!r.gridPredictions);
    CHECK(r.residual <= bound);
  }
}

TEST_CASE("kernelRidge by hand: linear kernel on two orthogonal points") {
  // x₁ = (1, 0), x₂ = (0, 2): K = diag(1, 4), so α = (y₁/(1 + λ), y₂/(4 + λ)), κ = (4 + λ)/(1 + λ).
  Eigen::MatrixXd x(2, 2);
  x << 1, 0, 0, 2;
  const auto r =
      gramlab::kernelRidge(x, Eigen::Vector2d(3, -2), linearSpec(), 1.0, Eigen::MatrixXd(Eigen::RowVector2d(1, 1)));
  CHECK(r.alpha(0) == doctest::Approx(1.5).epsilon(1e-15));
  CHECK(r.alpha(1) == doctest::Approx(-0.4).epsilon(1e-15));
  CHECK(r.condition == doctest::Approx(2.5).epsilon(1e-15));
  CHECK(r.minEigenvalue == doctest::Approx(2.0).epsilon(1e-15));
  // f(1, 1) = α₁·1 + α₂·2 = 0.7; the fit at the training points is Kα = (1.5, −1.6).
  REQUIRE(r.gridPredictions);
  CHECK((*r.gridPredictions)(0) == doctest::Approx(0.7).epsilon(1e-15));
  CHECK(r.trainPredictions(1) == doctest::Approx(-1.6).epsilon(1e-15));
  CHECK(r.residual <= 4 * kEpsilon);
}

TEST_CASE("kernelRidge on the article's points: γ = 0.05 leaves K + λI ill-conditioned until λ is added") {
  const auto& row = ref::article()["gamma_sweep"]["rows"][0];
  REQUIRE(row["gamma"].number() == 0.05);
  const double maxEig = row["max_eig"].number(), minEig = row["min_eig"].number();
  const Eigen::MatrixXd& z = fixture_files::zSeed4();
  const Eigen::VectorXd y = z.col(0);
  const double n = 300, rounding = 4 * n * kEpsilon * maxEig;  // the eigen-solver's absolute error
  const auto bare = gramlab::kernelRidge(z, y, rbfSpec(0.05), 0.0);
  CHECK(std::abs(bare.minEigenvalue - minEig) <= rounding);
  // κ = 192.17 / 3.64e−9 ≈ 5.3e10: what the article means by "blows up".
  CHECK(std::abs(bare.condition - maxEig / minEig) <= bare.condition * (rounding / minEig + 1e-12));
  CHECK(bare.condition > 1e10);
  // Even so the solve is backward stable: the residual is what its arithmetic gives, at most ~n·ε·κ.
  CHECK(bare.residual <= n * kEpsilon * bare.condition);
  // ‖y‖/λ_max ≤ ‖α‖ ≤ ‖y‖/λ_min; and λ = 0.1 brings κ to (λ_max + λ)/(λ_min + λ) and ‖α‖ under ‖y‖/λ.
  CHECK(bare.alpha.norm() >= y.norm() / maxEig * (1 - 1e-12));
  CHECK(bare.alpha.norm() <= y.norm() / (minEig - rounding));
  const auto ridged = gramlab::kernelRidge(z, y, rbfSpec(0.05), 0.1);
  CHECK(ridged.condition == doctest::Approx((maxEig + 0.1) / (minEig + 0.1)).epsilon(1e-12));
  CHECK(ridged.alpha.norm() <= y.norm() / 0.1 * (1 + 1e-12));
  CHECK(ridged.residual <= n * kEpsilon * ridged.condition);
}

TEST_CASE("kernelRidge with λ = 0 on a rank-deficient K shows κ and α exploding, or refuses an exact singularity") {
  // 12 points in 3-D under the linear kernel: K has rank 3, so 9 eigenvalues are 0 up to ~n·ε·‖K‖.
  const Eigen::MatrixXd x = ref::matrix(methods_fixtures::doc()["ridge"][2]["points"]);
  const Eigen::VectorXd y = Eigen::VectorXd::LinSpaced(12, -1, 1);
  try {
    const auto r = gramlab::kernelRidge(x, y, linearSpec(), 0.0);
    CHECK(r.condition >= 1 / (12 * kEpsilon));
    CHECK(r.alpha.norm() >= 1e10 * y.norm());
    CHECK(std::isfinite(r.residual));
  } catch (const gramlab::Error& e) {
    CHECK(e.code() == ErrorCode::Overflow);
  }
  // Two identical points: K = [[1, 1], [1, 1]] has the eigenvalue 0 exactly.
  Eigen::MatrixXd twice(2, 1);
  twice << 1, 1;
  CHECK(codeOf([&] { gramlab::kernelRidge(twice, Eigen::Vector2d(1, 2), linearSpec(), 0.0); }) == ErrorCode::Overflow);
  // The same with λ > 0 is fine: α = (K + λI)⁻¹y.
  const auto fixed = gramlab::kernelRidge(twice, Eigen::Vector2d(1, 2), linearSpec(), 1.0);
  // (K + I) = [[2, 1], [1, 2]], inverse [[2, −1], [−1, 2]]/3: α = (0, 1).
  CHECK(std::abs(fixed.alpha(0)) <= 4 * kEpsilon);
  CHECK(fixed.alpha(1) == doctest::Approx(1.0).epsilon(1e-15));
}

TEST_CASE("kernelRidge scales: targets ×1e300 and ×1e−250 scale α, not κ") {
  const Eigen::MatrixXd x = threePoints();
  const Eigen::Vector3d y(1, -2, 0.5);
  const auto base = gramlab::kernelRidge(x, y, rbfSpec(0.7), 0.01);
  for (const double s : {1e300, 1e-250}) {
    CAPTURE(s);
    const auto r = gramlab::kernelRidge(x, s * y, rbfSpec(0.7), 0.01);
    CHECK(relativeError(r.alpha, s * base.alpha) <= 1e-14);
    CHECK(r.condition == base.condition);
    CHECK(r.residual <= 1e-14);
  }
  // Points ×1e150 with γ ×1e−300: the same kernel matrix.
  const auto far = gramlab::kernelRidge(1e150 * x, y, rbfSpec(0.7e-300), 0.01);
  CHECK(relativeError(far.alpha, base.alpha) <= 1e-12);
  // Targets near the top of the range: α overflows, a coded error, never Infinity.
  CHECK(codeOf([&] { gramlab::kernelRidge(x, 1e308 * Eigen::Vector3d(1, -1, 1), rbfSpec(0.7), 0.01); }) ==
        ErrorCode::Overflow);
  // The linear kernel on points at 1e300 overflows in the dot products.
  CHECK(codeOf([&] { gramlab::kernelRidge(1e300 * x, y, linearSpec(), 1.0); }) == ErrorCode::Overflow);
}

TEST_CASE("kernelRidge with all-zero targets gives α = 0 and residual 0") {
  const auto r = gramlab::kernelRidge(threePoints(), Eigen::Vector3d::Zero(), rbfSpec(1), 0.5);
  CHECK(r.alpha.isZero(0));
  CHECK(r.residual == 0);
}

TEST_CASE("kernelRidge refuses bad input with a code") {
  const Eigen::MatrixXd x = threePoints();
  const Eigen::Vector3d y(1, 2, 3);
  const double nan = std::nan(""), inf = HUGE_VAL;  // 1e400 parses to +Infinity
  Eigen::MatrixXd withNan = x;
  withNan(1, 1) = nan;
  Eigen::MatrixXd withInf = x;
  withInf(2, 0) = inf;
  CHECK(codeOf([&] { gramlab::kernelRidge(withNan, y, rbfSpec(1), 0.1); }) == ErrorCode::NotFinite);
  CHECK(codeOf([&] { gramlab::kernelRidge(withInf, y, rbfSpec(1), 0.1); }) == ErrorCode::NotFinite);
  CHECK(codeOf([&] { gramlab::kernelRidge(Eigen::MatrixXd(0, 2), Eigen::VectorXd(0), rbfSpec(1), 0.1); }) ==
        ErrorCode::Empty);
  CHECK(codeOf([&] { gramlab::kernelRidge(x, Eigen::Vector2d(1, 2), rbfSpec(1), 0.1); }) ==
        ErrorCode::DimensionMismatch);
  CHECK(codeOf([&] { gramlab::kernelRidge(x, Eigen::Vector3d(1, nan, 3), rbfSpec(1), 0.1); }) == ErrorCode::NotFinite);
  CHECK(codeOf([&] { gramlab::kernelRidge(x, Eigen::Vector3d(1, inf, 3), rbfSpec(1), 0.1); }) == ErrorCode::NotFinite);
  CHECK(codeOf([&] { gramlab::kernelRidge(x, y, rbfSpec(1), -0.1); }) == ErrorCode::BadArgument);
  CHECK(codeOf([&] { gramlab::kernelRidge(x, y, rbfSpec(1), nan); }) == ErrorCode::NotFinite);
  CHECK(codeOf([&] { gramlab::kernelRidge(x, y, rbfSpec(1), inf); }) == ErrorCode::NotFinite);
  CHECK(codeOf([&] { gramlab::kernelRidge(x, y, rbfSpec(-1), 0.1); }) == ErrorCode::BadArgument);
  CHECK(codeOf([&] { gramlab::kernelRidge(x, y, rbfSpec(nan), 0.1); }) == ErrorCode::NotFinite);
  // Too many training points, or a grid past the prediction limit, or a grid in the wrong dimension.
  CHECK(codeOf([&] {
          gramlab::kernelRidge(Eigen::MatrixXd::Zero(1001, 2), Eigen::VectorXd::Zero(1001), rbfSpec(1), 0.1);
        }) == ErrorCode::TooLarge);
  CHECK(codeOf([&] { gramlab::kernelRidge(x, y, rbfSpec(1), 0.1, Eigen::MatrixXd::Zero(40001, 2)); }) ==
        ErrorCode::TooLarge);
  CHECK(codeOf([&] { gramlab::kernelRidge(x, y, rbfSpec(1), 0.1, Eigen::MatrixXd::Zero(4, 3)); }) ==
        ErrorCode::DimensionMismatch);
  CHECK(codeOf([&] { gramlab::kernelRidge(x, y, rbfSpec(1), 0.1, std::nullopt, Eigen::MatrixXd(0, 2)); }) ==
        ErrorCode::Empty);
  Eigen::MatrixXd badGrid = Eigen::MatrixXd::Zero(2, 2);
  badGrid(1, 0) = nan;
  CHECK(codeOf([&] { gramlab::kernelRidge(x, y, rbfSpec(1), 0.1, badGrid); }) == ErrorCode::NotFinite);
  // The module keeps working after every refusal.
  CHECK(gramlab::kernelRidge(x, y, rbfSpec(1), 0.1).alpha.allFinite());
}

TEST_CASE("kernelRidgeWith takes any kernel: a fixed table through the KernelFunction interface") {
  // K = [[2, 1], [1, 2]] given as a table, λ = 0: α = K⁻¹(3, 3) = (1, 1), κ = 3.
  gramlab::KernelFunction table{[](const Eigen::MatrixXd&) {
                                  return Eigen::Matrix2d{{2, 1}, {1, 2}}.eval();
                                },
                                [](const Eigen::MatrixXd& a, const Eigen::MatrixXd& b) {
                                  return Eigen::MatrixXd::Ones(a.rows(), b.rows()).eval();
                                }};
  const auto r = gramlab::kernelRidgeWith(Eigen::MatrixXd::Zero(2, 1), Eigen::Vector2d(3, 3), table, 0.0,
                                          Eigen::MatrixXd::Zero(3, 1));
  CHECK(r.alpha(0) == doctest::Approx(1).epsilon(1e-15));
  CHECK(r.alpha(1) == doctest::Approx(1).epsilon(1e-15));
  CHECK(r.condition == doctest::Approx(3).epsilon(1e-15));
  REQUIRE(r.gridPredictions);
  CHECK(r.gridPredictions->isConstant(2.0, 1e-15));
}
