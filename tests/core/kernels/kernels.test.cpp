#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

#include "gramlab/base/error.hpp"
#include "gramlab/kernels/kernels.hpp"
#include "kernels/kernel_specs.hpp"
#include "support/error_code.hpp"

using gramlab::ErrorCode;
using gramlab::KernelKind;
using gramlab::KernelSpec;

namespace {

// The article's poly-2 pair a = (1, 2), b = (3, −1), plus (−0.5, 0.25).
Eigen::MatrixXd smallPoints() {
  Eigen::MatrixXd p(3, 2);
  p << 1, 2, 3, -1, -0.5, 0.25;
  return p;
}

ErrorCode specCode(const KernelSpec& spec) {
  return errorOf([&] { gramlab::kernelMatrix(smallPoints(), spec); }).code();
}

}  // namespace

TEST_CASE("kindFromName: the four page names, nothing else") {
  CHECK(gramlab::kindFromName("linear") == KernelKind::Linear);
  CHECK(gramlab::kindFromName("polynomial") == KernelKind::Polynomial);
  CHECK(gramlab::kindFromName("rbf") == KernelKind::RBF);
  CHECK(gramlab::kindFromName("sigmoid") == KernelKind::Sigmoid);
  CHECK(errorOf([] { gramlab::kindFromName("RBF"); }).code() == ErrorCode::BadArgument);
  CHECK(errorOf([] { gramlab::kindFromName(""); }).code() == ErrorCode::BadArgument);
}

TEST_CASE("kernelMatrix: the article's poly-2 check, k(a, b) = (1 + a·b)² = 4") {
  KernelSpec linear;
  linear.kind = KernelKind::Linear;
  const Eigen::MatrixXd g = gramlab::kernelMatrix(smallPoints(), linear);
  Eigen::MatrixXd expectedG(3, 3);
  expectedG << 5, 1, 0, 1, 10, -1.75, 0, -1.75, 0.3125;
  CHECK(g == expectedG);  // small binary fractions: exact

  const Eigen::MatrixXd k = gramlab::kernelMatrix(smallPoints(), polynomialSpec(2, 1));
  CHECK(k(0, 1) == 4);
  CHECK(k(1, 0) == 4);
  CHECK(k(0, 0) == 36);
  CHECK(k(1, 1) == 121);
  CHECK(k(2, 2) == doctest::Approx(1.72265625).epsilon(1e-15));
  // Degree 3 with a negative coef0: an integral power of a negative base is still defined.
  CHECK(gramlab::kernelMatrix(smallPoints(), polynomialSpec(3, -3))(0, 1) == -8);
}

TEST_CASE("kernelMatrix: RBF and sigmoid entries") {
  const Eigen::MatrixXd k = gramlab::kernelMatrix(smallPoints(), rbfSpec(0.3));
  // ‖a − b‖² = 2² + 3² = 13.
  CHECK(k(0, 1) == doctest::Approx(std::exp(-0.3 * 13)).epsilon(1e-15));
  CHECK(k(0, 2) == doctest::Approx(std::exp(-0.3 * (1.5 * 1.5 + 1.75 * 1.75))).epsilon(1e-15));
  CHECK(k.diagonal() == Eigen::VectorXd::Ones(3));  // exactly: D² is exactly 0 there
  CHECK(k == k.transpose());

  const Eigen::MatrixXd s = gramlab::kernelMatrix(smallPoints(), sigmoidSpec(0.5, 0.1));
  CHECK(s(0, 1) == doctest::Approx(std::tanh(0.5 * 1 + 0.1)).epsilon(1e-15));
  CHECK(s(1, 2) == doctest::Approx(std::tanh(0.5 * -1.75 + 0.1)).epsilon(1e-15));
  CHECK(s == s.transpose());
}

TEST_CASE("PointGeometry: squared distances are direct differences, not ‖x‖² + ‖y‖² − 2x·y") {
  // Two points 1e-3 apart, 1e4 from the origin: the norm formula loses ~ε·2e8 ≈ 4e-8 of a 1e-6 answer.
  Eigen::MatrixXd p(2, 2);
  p << 1e4, 1e4, 1e4 + 1e-3, 1e4;
  const gramlab::PointGeometry geometry(p);
  const double dx = p(1, 0) - p(0, 0);  // exact: both are doubles 1 ulp-scale apart in the same binade
  CHECK(geometry.squaredDistances()(0, 1) == dx * dx);
  CHECK(geometry.squaredDistances()(1, 0) == dx * dx);
  CHECK(geometry.squaredDistances()(0, 0) == 0);
  CHECK(geometry.size() == 2);
  CHECK(geometry.dimension() == 2);
}

TEST_CASE("PointGeometry: a γ change reuses the cached distances") {
  Eigen::MatrixXd p(300, 5);
  for (Eigen::Index i = 0; i < p.size(); ++i) p(i) = std::sin(0.37 * static_cast<double>(i));
  const gramlab::PointGeometry geometry(p);
  const Eigen::MatrixXd* cached = &geometry.squaredDistances();
  const Eigen::MatrixXd k1 = geometry.kernel(rbfSpec(1.0));
  CHECK(&geometry.squaredDistances() == cached);
  CHECK(geometry.kernel(rbfSpec(2.0)).isApprox(k1.cwiseProduct(k1), 1e-14));  // e^{−2D²} = (e^{−D²})²
}

TEST_CASE("PointGeometry::rbfLowerTriangle: the kernel on and below the diagonal, by hand and as kernel() has it") {
  Eigen::MatrixXd line(3, 1);
  line << 0, 1, 3;  // squared distances 1, 9 and 4
  const gramlab::InterleavedLower k = gramlab::PointGeometry(line).rbfLowerTriangle(0.5);
  CHECK(k.order() == 3);
  CHECK(k.at(0, 0) == 1.0);
  CHECK(k.at(1, 1) == 1.0);
  CHECK(k.at(2, 2) == 1.0);
  CHECK(k.at(1, 0) == doctest::Approx(std::exp(-0.5)).epsilon(1e-15));
  CHECK(k.at(2, 0) == doctest::Approx(std::exp(-4.5)).epsilon(1e-15));
  CHECK(k.at(2, 1) == doctest::Approx(std::exp(-2.0)).epsilon(1e-15));
  const gramlab::PointGeometry geometry(smallPoints());
  const Eigen::MatrixXd full = geometry.kernel(rbfSpec(0.3));
  const gramlab::InterleavedLower lower = geometry.rbfLowerTriangle(0.3);
  for (Eigen::Index j = 0; j < 3; ++j)
    for (Eigen::Index i = j; i < 3; ++i) CHECK(lower.at(i, j) == doctest::Approx(full(i, j)).epsilon(1e-15));
}

TEST_CASE("PointGeometry::rbfLowerTriangle: bad γ, and points so far apart that d² overflows") {
  const gramlab::PointGeometry geometry(smallPoints());
  CHECK(errorOf([&] { geometry.rbfLowerTriangle(0); }).code() == ErrorCode::BadArgument);
  CHECK(errorOf([&] { geometry.rbfLowerTriangle(std::nan("")); }).code() == ErrorCode::NotFinite);
  CHECK(errorOf([&] { geometry.rbfLowerTriangle(HUGE_VAL); }).code() == ErrorCode::NotFinite);
  Eigen::MatrixXd far(2, 1);
  // d² = +∞ and e^{−∞} = 0: still finite, and below the smallest normal (Eigen's vectorised exp, used by
  // native builds, clamps its argument at −709.78 and returns e^{−709.78} ≈ 5.6e−309 instead of 0).
  far << -1e300, 1e300;
  const gramlab::InterleavedLower k = gramlab::PointGeometry(far).rbfLowerTriangle(1.0);
  CHECK(k.at(1, 0) >= 0.0);
  CHECK(k.at(1, 0) < std::numeric_limits<double>::min());
  CHECK(k.at(0, 0) == 1.0);
  CHECK(k.at(1, 0) == gramlab::PointGeometry(far).kernel(rbfSpec(1.0))(1, 0));
}

TEST_CASE("kernelMatrix: bad points get a stable code and say which input") {
  const KernelSpec spec = rbfSpec(1.0);
  CHECK(errorOf([&] { gramlab::kernelMatrix(Eigen::MatrixXd(0, 3), spec); }).code() == ErrorCode::Empty);
  Eigen::MatrixXd nan = smallPoints();
  nan(1, 0) = std::nan("");
  const gramlab::Error e = errorOf([&] { gramlab::kernelMatrix(nan, spec); });
  CHECK(e.code() == ErrorCode::NotFinite);
  CHECK(std::string(e.what()).find("points") != std::string::npos);
  CHECK(errorOf([&] { gramlab::kernelMatrix(Eigen::MatrixXd::Zero(2001, 2), spec); }).code() == ErrorCode::TooLarge);
  CHECK(errorOf([&] { gramlab::kernelMatrix(Eigen::MatrixXd::Zero(2, 1001), spec); }).code() == ErrorCode::TooLarge);
}

TEST_CASE(
    "kernelMatrix: a size past its limit says which, by the article's n and d (docs/api.md: n ≤ 2000, d ≤ 1000)") {
  const KernelSpec spec = rbfSpec(1.0);
  const PastLimit points = pastLimitOf([&] { gramlab::kernelMatrix(Eigen::MatrixXd::Zero(2001, 2), spec); });
  CHECK(points.quantity == "n");
  CHECK(points.value == 2001);
  CHECK(points.limit == 2000);
  const PastLimit dimension = pastLimitOf([&] { gramlab::kernelMatrix(Eigen::MatrixXd::Zero(2, 1001), spec); });
  CHECK(dimension.quantity == "d");
  CHECK(dimension.value == 1001);
  CHECK(dimension.limit == 1000);
  // n = 2000, d = 251: 2000² · 251 = 1.004e9 squared-distance terms, past the 1e9 of maxDistanceWork.
  const PastLimit work = pastLimitOf([&] { gramlab::kernelMatrix(Eigen::MatrixXd::Zero(2000, 251), spec); });
  CHECK(work.quantity == "n² · d");
  CHECK(work.value == 1.004e9);
  CHECK(work.limit == 1e9);
}

TEST_CASE("kernelMatrix: bad parameters get a stable code and name the parameter") {
  CHECK(specCode(rbfSpec(0)) == ErrorCode::BadArgument);
  CHECK(specCode(rbfSpec(-1)) == ErrorCode::BadArgument);
  CHECK(specCode(rbfSpec(std::nan(""))) == ErrorCode::NotFinite);
  CHECK(specCode(rbfSpec(HUGE_VAL)) == ErrorCode::NotFinite);
  CHECK(specCode(polynomialSpec(2.5, 1)) == ErrorCode::BadArgument);
  CHECK(specCode(polynomialSpec(0, 1)) == ErrorCode::BadArgument);
  CHECK(specCode(polynomialSpec(11, 1)) == ErrorCode::BadArgument);
  CHECK(specCode(polynomialSpec(std::nan(""), 1)) == ErrorCode::NotFinite);
  CHECK(specCode(polynomialSpec(2, -HUGE_VAL)) == ErrorCode::NotFinite);
  CHECK(specCode(sigmoidSpec(std::nan(""), 0)) == ErrorCode::NotFinite);
  CHECK(specCode(sigmoidSpec(1, HUGE_VAL)) == ErrorCode::NotFinite);

  CHECK(std::string(errorOf([] { gramlab::validateKernelSpec(rbfSpec(0)); }).what()).find("gamma") !=
        std::string::npos);
  CHECK(std::string(errorOf([] { gramlab::validateKernelSpec(polynomialSpec(12, 1)); }).what()).find("degree") !=
        std::string::npos);
  CHECK(std::string(errorOf([] { gramlab::validateKernelSpec(sigmoidSpec(1, HUGE_VAL)); }).what()).find("b ") !=
        std::string::npos);

  // Parameters a kind does not use are not checked: the page keeps every slider's value in one spec.
  KernelSpec linear = rbfSpec(std::nan(""));
  linear.kind = KernelKind::Linear;
  CHECK_NOTHROW(gramlab::validateKernelSpec(linear));
}

// Issue 9 (linear_algebra/overflow.test.cpp): a result past double's range is OVERFLOW, never a NaN or ∞ cell.
TEST_CASE("kernels: a dot product past double's range is OVERFLOW, never a NaN cell") {
  Eigen::MatrixXd points(2, 2);
  points << 1e200, 1e200, 1e200, -1e200;
  CHECK(codeOf([&] { gramlab::kernelMatrix(points, sigmoidSpec(0, 0)); }) ==
        ErrorCode::Overflow);  // tanh(0·∞ + b) was NaN
  KernelSpec linear;
  linear.kind = KernelKind::Linear;
  CHECK(codeOf([&] { gramlab::kernelMatrix(points, linear); }) == ErrorCode::Overflow);
  // ‖x − y‖² = ∞ gives exp(−∞) = 0: the kernel's true limit, finite
  const Eigen::MatrixXd k = gramlab::kernelMatrix(points, rbfSpec(1.0));
  CHECK(k.allFinite());
  CHECK(k(0, 0) == 1.0);
}
