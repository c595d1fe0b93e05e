// Issue 9: derived numbers of finite input that used to come back as ∞, NaN or 0. Each is now computed
// with scaling or a stable norm, and a result that truly leaves double's range is ErrorCode::Overflow
// with a message about the result, not about an input cell (the kernels' own: kernels/kernels.test.cpp).
#include <doctest/doctest.h>

#include <cmath>
#include <string>

#include "gramlab/base/error.hpp"
#include "gramlab/linear_algebra/gram.hpp"
#include "gramlab/linear_algebra/psd_repair.hpp"
#include "gramlab/linear_algebra/spectrum.hpp"
#include "gramlab/linear_algebra/spectrum_stats.hpp"
#include "support/error_code.hpp"
#include "support/reference.hpp"

using gramlab::ErrorCode;

namespace {
// The article's S has λmin = −0.1767145334803706 (numpy.linalg.eigvalsh): clipping changes S by
// λmin·vvᵀ, whose Frobenius norm is |λmin|.
constexpr double kClipChangeOfS = 0.1767145334803706;
}  // namespace

TEST_CASE("repairPSD: the change of a 1e200 or 1e−200 table is measured, not ∞ or 0") {
  for (const double scale : {1e200, 1e-200, 1e300, 1e-250}) {
    CAPTURE(scale);
    const Eigen::MatrixXd m = scale * ref::S();
    const auto r = gramlab::repairPSD(m, gramlab::RepairMethod::Clip);
    CHECK(std::isfinite(r.frobeniusChange));
    CHECK(r.frobeniusChange == doctest::Approx(kClipChangeOfS * scale).epsilon(1e-12));
    CHECK(r.maxChange <= r.frobeniusChange);
    CHECK(r.maxChange > 0);
    CHECK(r.change.isApprox(r.matrix - m));
  }
  const auto unchanged = gramlab::repairPSD(ref::A(), gramlab::RepairMethod::Shift);
  CHECK(unchanged.change == Eigen::MatrixXd::Zero(3, 3));
}

TEST_CASE("repairPSD: a shift past double's range is OVERFLOW, naming the shift") {
  Eigen::MatrixXd m(2, 2);
  m << -1.7e308, 0, 0, 1.7e308;  // ε ≈ 1.7e308·(1 + 6ε), G + εI has 3.4e308 on its diagonal
  const gramlab::Error e = errorOf([&] { gramlab::repairPSD(m, gramlab::RepairMethod::Shift); });
  CHECK(e.code() == ErrorCode::Overflow);
  CHECK(std::string(e.what()).find("beyond double's range") != std::string::npos);
  CHECK(std::string(e.what()).find("not a finite number") == std::string::npos);
}

TEST_CASE("reconstructVectors: the residual of 1e200 entries is finite and at rounding level") {
  for (const double scale : {1e200, 1e300, 1e-250}) {
    CAPTURE(scale);
    const auto r = gramlab::reconstructVectors(scale * ref::A());
    CHECK(r.rank == 3);
    CHECK(std::isfinite(r.residual));
    CHECK(r.residual <= 1e-14 * scale);
  }
}

TEST_CASE("spectrumStats: the effective rank of one nonzero eigenvalue is 1 at any scale") {
  for (const double x : {1.0, 1e200, 1e-200, 1e300, 1e-300}) {
    CAPTURE(x);
    Eigen::VectorXd ev(3);
    ev << x, 0, 0;
    CHECK(gramlab::spectrumStats(ev).effectiveRank == 1.0);  // (Σλ)²/Σλ² = x²/x²
    ev << x, x, 0;
    CHECK(gramlab::spectrumStats(ev).effectiveRank == 2.0);
  }
  Eigen::VectorXd huge(2);
  huge << 1e308, 1e308;  // trace 2e308
  CHECK(codeOf([&] { gramlab::spectrumStats(huge); }) == ErrorCode::Overflow);
}

TEST_CASE("quadraticForm: no NaN from ∞ − ∞, and a true overflow is OVERFLOW") {
  Eigen::MatrixXd g(2, 2);
  g << 1e300, -1e300, -1e300, 1e300;  // cᵀGc = 1e300·(c₁ − c₂)²
  Eigen::VectorXd c(2);
  c << 1e10, 1e10;
  CHECK(gramlab::quadraticForm(g, c) == 0.0);
  c << 1e-10, 0;
  CHECK(gramlab::quadraticForm(g, c) == doctest::Approx(1e280).epsilon(1e-15));
  c << 1e10, 0;  // 1e320
  const gramlab::Error e = errorOf([&] { gramlab::quadraticForm(g, c); });
  CHECK(e.code() == ErrorCode::Overflow);
  CHECK(std::string(e.what()) == "cᵀGc is beyond double's range (about ±1.8e308)");
  Eigen::MatrixXd x(1, 2);
  x << 1e200, 1e200;
  Eigen::VectorXd one(1);
  one << 1e-150;  // ‖Xᵀc‖² = 2·(1e50)²
  CHECK(gramlab::projectedNorm(x, one) == doctest::Approx(2e100).epsilon(1e-15));
}

TEST_CASE("gramFromVectors: full rank at 1e−200, OVERFLOW (not a blamed cell) at 1e200") {
  Eigen::MatrixXd x(3, 2);
  x << 1, 0, 0, 1, 1, 1;
  CHECK(gramlab::gramFromVectors(1e-200 * x).rank == 2);
  CHECK(gramlab::gramFromVectors(1e-250 * x).rank == 2);
  const gramlab::Error e = errorOf([&] { gramlab::gramFromVectors(1e200 * x); });
  CHECK(e.code() == ErrorCode::Overflow);
  CHECK(std::string(e.what()).rfind("the Gram matrix XXᵀ", 0) == 0);
}

TEST_CASE("eigenSymmetric: an eigenvalue past ±1.8e308 is OVERFLOW, not ∞") {
  Eigen::MatrixXd m(2, 2);
  m << 1e308, 1e308, 1e308, 1e308;  // eigenvalues 0 and 2e308
  CHECK(codeOf([&] { gramlab::eigenSymmetric(m); }) == ErrorCode::Overflow);
  m << 1e308, 0, 0, -1e308;
  CHECK(gramlab::eigenSymmetric(m).values(1) == 1e308);
}

TEST_CASE("codeName: OVERFLOW") { CHECK(std::string(gramlab::codeName(ErrorCode::Overflow)) == "OVERFLOW"); }
