#include <doctest/doctest.h>

#include <cmath>

#include "gramlab/base/error.hpp"
#include "gramlab/linear_algebra/psd.hpp"
#include "gramlab/linear_algebra/psd_repair.hpp"
#include "support/error_code.hpp"
#include "support/reference.hpp"

using gramlab::ErrorCode;
using gramlab::RepairMethod;

namespace {

// Clip of S by hand. S is symmetric under reversing the order, so its eigenvectors are (1, 0, −1)
// (λ = 0.8) or (a, b, a); on (a, b, a) it acts as [[1.2, 0.9], [1.8, 1]]: λ² − 2.2λ − 0.42 = 0,
// λ = 1.1 ∓ √1.63. For λ₋ = 1.1 − √1.63, b/a = t = (λ₋ − 1.2)/0.9 = −(0.1 + √1.63)/0.9, and the
// unit vector is v = a(1, t, 1) with a² = 1/(2 + t²). Clipping λ₋ gives S − λ₋vvᵀ.
Eigen::MatrixXd clippedSByHand() {
  const double r = std::sqrt(1.63), lambda = 1.1 - r, t = -(0.1 + r) / 0.9, a2 = 1 / (2 + t * t);
  const double corner = 1 - lambda * a2, outer = 0.2 - lambda * a2;
  const double side = 0.9 - lambda * a2 * t, centre = 1 - lambda * a2 * t * t;
  Eigen::MatrixXd c(3, 3);
  c << corner, side, outer, side, centre, side, outer, side, corner;
  return c;
}

}  // namespace

TEST_CASE("repairPSD clip: S becomes its nearest PSD matrix") {
  const auto r = gramlab::repairPSD(ref::S(), RepairMethod::Clip);
  const Eigen::MatrixXd expected = clippedSByHand();
  CHECK((r.matrix - expected).cwiseAbs().maxCoeff() < 1e-14);
  // Spot values of the hand formula: 1.0407183, 0.8377139, 0.2407183, 1.0952779.
  CHECK(expected(0, 0) == doctest::Approx(1.0407183).epsilon(1e-7));
  CHECK(expected(1, 1) == doctest::Approx(1.0952779).epsilon(1e-7));
  CHECK(r.matrix == r.matrix.transpose());
  CHECK(r.shift == 0.0);
  // Only λ₋ moved, so the Frobenius change is |λ₋|; the largest cell change is |λ₋|a²t² (B–B).
  CHECK(r.frobeniusChange == doctest::Approx(-ref::eigenvaluesOfS()[0]).epsilon(1e-12));
  CHECK(r.maxChange == doctest::Approx(expected(1, 1) - 1).epsilon(1e-12));
  const auto c = gramlab::psdCheck(r.matrix);
  CHECK(c.isPSD);
  CHECK(std::abs(c.eigenvalues(0)) <= c.tolerance);
  CHECK(c.eigenvalues(1) == doctest::Approx(ref::eigenvaluesOfS()[1]).epsilon(1e-13));
  CHECK(c.eigenvalues(2) == doctest::Approx(ref::eigenvaluesOfS()[2]).epsilon(1e-13));
}

TEST_CASE("repairPSD clip: B's −1 is removed along (1, −1, 0)") {
  // B + 1·vvᵀ with v = (1, −1, 0)/√2.
  Eigen::MatrixXd expected(3, 3);
  expected << 1.5, 1.5, 0, 1.5, 1.5, 0, 0, 0, 3;
  const auto r = gramlab::repairPSD(ref::B(), RepairMethod::Clip);
  CHECK((r.matrix - expected).cwiseAbs().maxCoeff() < 1e-14);
  CHECK(r.frobeniusChange == doctest::Approx(1.0).epsilon(1e-13));
  CHECK(r.maxChange == doctest::Approx(0.5).epsilon(1e-13));
}

TEST_CASE("repairPSD shift: S + εI with ε = 0.1767145334803706") {
  const auto r = gramlab::repairPSD(ref::S(), RepairMethod::Shift);
  CHECK(r.shift == doctest::Approx(-ref::eigenvaluesOfS()[0]).epsilon(1e-13));
  // A hair above −λ_min, never below it.
  CHECK(r.shift > -ref::eigenvaluesOfS()[0]);
  CHECK(r.shift + ref::eigenvaluesOfS()[0] < 1e-14);
  const auto c = gramlab::psdCheck(r.matrix);
  CHECK(c.isPSD);
  CHECK(c.negativeCount == 0);
  CHECK(c.eigenvalues(1) == doctest::Approx(0.8 + r.shift).epsilon(1e-13));
  // Only the diagonal moves, each cell by ε.
  Eigen::MatrixXd offDiagonal = r.matrix - ref::S();
  CHECK(offDiagonal.diagonal().isConstant(r.shift));
  offDiagonal.diagonal().setZero();
  CHECK(offDiagonal.isZero(0.0));
  CHECK(r.maxChange == doctest::Approx(r.shift).epsilon(1e-15));
  CHECK(r.frobeniusChange == doctest::Approx(r.shift * std::sqrt(3.0)).epsilon(1e-14));
}

TEST_CASE("repairPSD shift: still PSD when a large negative eigenvalue shrinks the result") {
  // Eigenvalues ≈ −1.0955 and −1.0587: G + εI has norm 0.037 but rounding from ‖G‖ ≈ 1.1.
  // Landing exactly on −λ_min left this one at −1.1e−16 against a tolerance of 1.6e−17.
  Eigen::MatrixXd g(2, 2);
  g << -1.0947833950788126, 0.0049703029040343641, 0.0049703029040343641, -1.059493480801851;
  const auto r = gramlab::repairPSD(g, RepairMethod::Shift);
  CHECK(gramlab::psdCheck(r.matrix).isPSD);
  // 2×2 by hand: λ_min = (a + d)/2 − √(((a − d)/2)² + b²).
  const double half = (g(0, 0) - g(1, 1)) / 2;
  const double lambdaMin = (g(0, 0) + g(1, 1)) / 2 - std::sqrt(half * half + g(0, 1) * g(0, 1));
  CHECK(r.shift == doctest::Approx(-lambdaMin).epsilon(1e-14));
}

TEST_CASE("repairPSD: a matrix already PSD comes back unchanged") {
  for (const RepairMethod method : {RepairMethod::Clip, RepairMethod::Shift}) {
    const auto r = gramlab::repairPSD(ref::A(), method);
    CHECK(r.matrix == ref::A());
    CHECK(r.frobeniusChange == 0.0);
    CHECK(r.maxChange == 0.0);
    CHECK(r.shift == 0.0);
    Eigen::VectorXd x(4);
    x << 1, -2, 0.5, 3;
    const Eigen::MatrixXd rank1 = x * x.transpose();  // zero eigenvalues within rounding
    CHECK(gramlab::repairPSD(rank1, method).matrix == rank1);
  }
}

TEST_CASE("repairMethodFromName") {
  CHECK(gramlab::repairMethodFromName("clip") == RepairMethod::Clip);
  CHECK(gramlab::repairMethodFromName("shift") == RepairMethod::Shift);
  for (const char* name : {"", "Clip", "SHIFT", "nearest", "clip "})
    CHECK(codeOf([&] { gramlab::repairMethodFromName(name); }) == ErrorCode::BadArgument);
}

TEST_CASE("repairPSD: bad input gets a stable code") {
  for (const RepairMethod method : {RepairMethod::Clip, RepairMethod::Shift}) {
    CAPTURE(static_cast<int>(method));
    checkBadSymmetricInputs([method](const Eigen::MatrixXd& m) { gramlab::repairPSD(m, method); }, ref::S());
  }
}
