#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <limits>

#include "gramlab/base/constants.hpp"
#include "gramlab/base/error.hpp"
#include "gramlab/learn/labelled_datasets.hpp"
#include "gramlab/learn/svm_dual.hpp"
#include "kernels/kernel_specs.hpp"
#include "learn/methods_fixtures.hpp"
#include "support/error_code.hpp"
#include "support/reference.hpp"

using gramlab::ErrorCode;
using gramlab::kEpsilon;
using gramlab::KernelKind;
using gramlab::KernelSpec;

namespace {

constexpr std::uint64_t kSeed = 20260;

// A fixed kernel table through the KernelFunction interface (what an expression kernel will supply).
gramlab::KernelFunction table(const Eigen::MatrixXd& k) {
  return {[k](const Eigen::MatrixXd&) { return k; },
          [k](const Eigen::MatrixXd& a, const Eigen::MatrixXd&) { return k.topRows(a.rows()).eval(); }};
}

// The KKT conditions checked on the run's own decision values f(x_i) (recomputed from α): y_i·f(x_i) ≥ 1 where
// α_i = 0, ≤ 1 where α_i = C, = 1 where free — each to within the stopping gap.
void checkKkt(const gramlab::SvmRun& run, const Eigen::VectorXd& y, double c) {
  for (Eigen::Index i = 0; i < y.size(); ++i) {
    CAPTURE(i);
    const double margin = y(i) * run.trainDecision(i), slack = gramlab::kSvmEpsilon + 1e-12;
    if (run.alpha(i) < c) CHECK(margin >= 1 - slack);
    if (run.alpha(i) > 0) CHECK(margin <= 1 + slack);
  }
}

}  // namespace

TEST_CASE("svmDual by hand: two points ±(1, 0) under the linear kernel") {
  // α₁ = α₂ = a (Σαy = 0), W = 2a − ½·a²·‖x₁ − x₂‖² = 2a − 2a²: a = ½ when C ≥ ½, W = ½;
  // w = Σ α y x = (1, 0), b = 0, so f(x) = x₁. With C = 0.2 the box binds: a = 0.2, W = 0.4 − 0.08 = 0.32.
  Eigen::MatrixXd x(2, 2);
  x << 1, 0, -1, 0;
  const Eigen::Vector2d y(1, -1);
  Eigen::MatrixXd grid(2, 2);
  grid << 3, 7, -0.25, 1;
  const auto r = gramlab::svmDual(x, y, linearSpec(), 10.0, 3, 1000, kSeed, grid);
  CHECK(r.isPSD);
  CHECK(r.agree);
  for (const auto& run : r.runs) {
    CHECK(run.converged);
    CHECK(run.alpha(0) == doctest::Approx(0.5).epsilon(1e-9));
    CHECK(run.alpha(1) == doctest::Approx(0.5).epsilon(1e-9));
    CHECK(run.objective == doctest::Approx(0.5).epsilon(1e-12));
    CHECK(std::abs(run.bias) <= 1e-9);
    REQUIRE(run.gridDecision);
    CHECK((*run.gridDecision)(0) == doctest::Approx(3).epsilon(1e-9));
    CHECK((*run.gridDecision)(1) == doctest::Approx(-0.25).epsilon(1e-9));
  }
  const auto boxed = gramlab::svmDual(x, y, linearSpec(), 0.2, 1, 1000, kSeed);
  CHECK(boxed.runs[0].alpha.isConstant(0.2, 0));
  CHECK(boxed.runs[0].objective == doctest::Approx(0.32).epsilon(1e-15));
}

TEST_CASE("svmDual reaches the exact maximum of the dual (active-set enumeration in numpy) from every start") {
  const auto& cases = methods_fixtures::doc()["svm"];
  for (std::size_t c = 0; c < cases.size(); ++c) {
    const auto& f = cases[c];
    CAPTURE(f["name"].text);
    const Eigen::MatrixXd x = ref::matrix(f["points"]), test = ref::matrix(f["test"]);
    const double C = f["C"].number(), n = static_cast<double>(x.rows());
    const auto r = gramlab::svmDual(x, methods_fixtures::vector(f["labels"]), methods_fixtures::kernel(f["kernel"]), C,
                                    5, 100000, kSeed, std::nullopt, test);
    CHECK(r.isPSD);
    CHECK(r.agree);
    CHECK(r.objectiveSpread <= r.agreeBound);
    const double wStar = f["objective"].number();
    for (const auto& run : r.runs) {
      CHECK(run.converged);
      CHECK(run.gap <= gramlab::kSvmEpsilon);
      CHECK(run.tauSteps == 0);
      // Concavity: W* − W(α) ≤ gap·‖α − α*‖₁ ≤ ε·n·C.
      CHECK(run.objective <= wStar + 1e-12 * std::abs(wStar));
      CHECK(wStar - run.objective <= gramlab::kSvmEpsilon * n * C + 1e-12);
      // The decision values are unique even where α is not (the linear kernel's K is singular here); each
      // can be off by about the gap.
      REQUIRE(run.testDecision);
      const Eigen::VectorXd expected = methods_fixtures::vector(f["test_decision"]);
      CHECK((*run.testDecision - expected).cwiseAbs().maxCoeff() <= 1e-4);
      checkKkt(run, methods_fixtures::vector(f["labels"]), C);
      // Feasible: in the box and on Σ α y = 0.
      CHECK(run.alpha.minCoeff() >= 0);
      CHECK(run.alpha.maxCoeff() <= C);
      CHECK(std::abs(run.alpha.dot(methods_fixtures::vector(f["labels"]))) <= 64 * n * kEpsilon * C);
    }
  }
}

TEST_CASE("svmDual with a kernel that is not PSD: the starts disagree or fail to converge, and it says so") {
  // The sigmoid kernel tanh(x·y + 1) on two moons: K has negative eigenvalues, the dual is not concave.
  const auto d = gramlab::labelledDataset("moons", 3, 40, 0, 0.1);
  const auto r = gramlab::svmDual(d.trainPoints, d.trainLabels, sigmoidSpec(1.0, 1.0), 10.0, 5, 20000, kSeed);
  CHECK(!r.isPSD);
  CHECK(r.minEigenvalue < 0);
  REQUIRE(r.runs.size() == 5);
  bool anyUnconverged = false;
  for (const auto& run : r.runs) anyUnconverged = anyUnconverged || !run.converged;
  CHECK(!r.agree);
  CHECK((anyUnconverged || r.objectiveSpread > r.agreeBound));
  // Different objectives are different boundaries: some training point's decision value moves by more than
  // the stopping tolerance between two runs.
  double widest = 0;
  for (const auto& run : r.runs)
    widest = std::max(widest, (run.trainDecision - r.runs[0].trainDecision).cwiseAbs().maxCoeff());
  CHECK(widest > 1e3 * gramlab::kSvmEpsilon);
  for (const auto& run : r.runs) {
    if (run.converged) checkKkt(run, d.trainLabels, 10.0);
    CHECK(run.tauSteps > 0);  // curvature ≤ 0 on some pair: possible only because K is not PSD
  }
}

TEST_CASE("svmDual reports the verdict for a kernel table with a negative eigenvalue (the article's S)") {
  const Eigen::MatrixXd s = ref::S();
  const Eigen::Vector3d y(1, -1, 1);
  const auto r = gramlab::svmDualWith(Eigen::MatrixXd::Zero(3, 1), y, table(s), 5.0, 4, 1000, kSeed);
  CHECK(!r.isPSD);
  CHECK(r.minEigenvalue == doctest::Approx(ref::eigenvaluesOfS()[0]).epsilon(1e-12));
  CHECK(r.epsilon == gramlab::kSvmEpsilon);
  CHECK(r.tau == gramlab::kSvmTau);
  for (const auto& run : r.runs) {
    CHECK(run.alpha.minCoeff() >= 0);
    CHECK(run.alpha.maxCoeff() <= 5.0);
    if (run.converged) checkKkt(run, y, 5.0);
  }
}

TEST_CASE("svmDual scales: points ×1e150 (K ~ 1e300) and ×1e−125 (K ~ 1e−250) give the same decisions") {
  // Linear kernel: K scales by s², so α* scales by 1/s² (C scaled with it), W by 1/s², f(x) unchanged.
  const auto& f = methods_fixtures::doc()["svm"][0];
  const Eigen::MatrixXd x = ref::matrix(f["points"]), test = ref::matrix(f["test"]);
  const Eigen::VectorXd y = methods_fixtures::vector(f["labels"]);
  for (const double s : {1e150, 1e-125}) {
    CAPTURE(s);
    const double C = f["C"].number() / (s * s);
    const auto r = gramlab::svmDual(s * x, y, linearSpec(), C, 2, 100000, kSeed, std::nullopt, s * test);
    CHECK(r.isPSD);
    for (const auto& run : r.runs) {
      CHECK(run.converged);
      CHECK(run.objective * s * s == doctest::Approx(f["objective"].number()).epsilon(1e-5));
      CHECK((*run.testDecision - methods_fixtures::vector(f["test_decision"])).cwiseAbs().maxCoeff() <= 1e-4);
    }
  }
  // At 1e300 the dot products themselves overflow: a coded error.
  CHECK(codeOf([&] { gramlab::svmDual(1e300 * x, y, linearSpec(), 1.0, 1, 100, kSeed); }) == ErrorCode::Overflow);
}

TEST_CASE("svmDual reports non-convergence within the iteration limit") {
  const auto d = gramlab::labelledDataset("moons", 1, 60, 0, 0.2);
  const auto r = gramlab::svmDual(d.trainPoints, d.trainLabels, rbfSpec(2.0), 10.0, 2, 3, kSeed);
  for (const auto& run : r.runs) {
    CHECK(!run.converged);
    CHECK(run.iterations == 3);
    CHECK(run.gap > gramlab::kSvmEpsilon);
    CHECK(run.stop == "iterations");
  }
  CHECK(!r.agree);
}

TEST_CASE("svmDual says why each run stopped, and a gap closed on updated residuals is checked on recomputed ones") {
  // (1 + x·y)⁵ with C = 10⁶ on 300 moons (issue 37): random starts stopped after ≈ 2 500 of 25 000 steps with the
  // recomputed gap at 1e−5 > ε, because the running residuals' rounding had closed it. Now each run either
  // converges on recomputed residuals, or says it ran out of steps, or that the rounding stopped it.
  const auto d = gramlab::labelledDataset("moons", 7, 300, 0, 0);
  gramlab::KernelSpec quintic;
  quintic.kind = gramlab::KernelKind::Polynomial;
  quintic.degree = 5;
  quintic.coef0 = 1;
  quintic.gamma = 1;
  const auto r = gramlab::svmDual(d.trainPoints, d.trainLabels, quintic, 1e6, 4, 25000, 1);
  for (const auto& run : r.runs) {
    CAPTURE(run.iterations);
    CAPTURE(run.gap);
    CHECK(run.converged == (run.stop == "converged"));
    CHECK(run.converged == (run.gap <= gramlab::kSvmEpsilon));
    CHECK(run.iterations <= 25000);
    if (run.stop != "converged") CHECK(!run.converged);
  }
}

TEST_CASE("svmDual refuses bad input with a code") {
  Eigen::MatrixXd x(4, 2);
  x << 0, 0, 1, 1, 2, 0, 3, 1;
  const Eigen::Vector4d y(1, 1, -1, -1);
  const double nan = std::nan(""), inf = HUGE_VAL;
  const auto call = [&](const Eigen::MatrixXd& p, const Eigen::VectorXd& l, double c, int starts, int iterations) {
    return gramlab::svmDual(p, l, rbfSpec(1), c, starts, iterations, kSeed);
  };
  Eigen::MatrixXd withNan = x;
  withNan(0, 1) = nan;
  Eigen::MatrixXd withInf = x;
  withInf(3, 0) = -inf;
  CHECK(codeOf([&] { call(withNan, y, 1, 1, 10); }) == ErrorCode::NotFinite);
  CHECK(codeOf([&] { call(withInf, y, 1, 1, 10); }) == ErrorCode::NotFinite);
  CHECK(codeOf([&] { call(Eigen::MatrixXd(0, 2), Eigen::VectorXd(0), 1, 1, 10); }) == ErrorCode::Empty);
  CHECK(codeOf([&] { call(x, Eigen::Vector3d(1, -1, 1), 1, 1, 10); }) == ErrorCode::DimensionMismatch);
  CHECK(codeOf([&] { call(x, Eigen::Vector4d(1, 0, -1, -1), 1, 1, 10); }) == ErrorCode::BadArgument);
  CHECK(codeOf([&] { call(x, Eigen::Vector4d(1, 2, -1, -1), 1, 1, 10); }) == ErrorCode::BadArgument);
  CHECK(codeOf([&] { call(x, Eigen::Vector4d(1, nan, -1, -1), 1, 1, 10); }) == ErrorCode::NotFinite);
  CHECK(codeOf([&] { call(x, Eigen::Vector4d(1, 1, 1, 1), 1, 1, 10); }) == ErrorCode::BadArgument);
  CHECK(codeOf([&] { call(x, Eigen::Vector4d(-1, -1, -1, -1), 1, 1, 10); }) == ErrorCode::BadArgument);
  CHECK(codeOf([&] { call(x, y, 0, 1, 10); }) == ErrorCode::BadArgument);
  CHECK(codeOf([&] { call(x, y, -1, 1, 10); }) == ErrorCode::BadArgument);
  CHECK(codeOf([&] { call(x, y, nan, 1, 10); }) == ErrorCode::NotFinite);
  CHECK(codeOf([&] { call(x, y, inf, 1, 10); }) == ErrorCode::NotFinite);
  CHECK(codeOf([&] { call(x, y, 1, 0, 10); }) == ErrorCode::BadArgument);
  CHECK(codeOf([&] { call(x, y, 1, 17, 10); }) == ErrorCode::TooLarge);
  CHECK(codeOf([&] { call(x, y, 1, 1, 0); }) == ErrorCode::BadArgument);
  CHECK(codeOf([&] { call(x, y, 1, 1, 1'000'001); }) == ErrorCode::TooLarge);
  // 16 starts × 1e6 iterations × 4 points = 6.4e7 is allowed; × 1000 points is not.
  Eigen::VectorXd many = Eigen::VectorXd::Ones(1000);
  many.tail(500).setConstant(-1);
  CHECK(codeOf([&] { call(Eigen::MatrixXd::Zero(1000, 2), many, 1, 16, 1'000'000); }) == ErrorCode::TooLarge);
  CHECK(codeOf([&] { call(Eigen::MatrixXd::Zero(1001, 2), Eigen::VectorXd::Ones(1001), 1, 1, 10); }) ==
        ErrorCode::TooLarge);
  CHECK(codeOf([&] { gramlab::svmDual(x, y, rbfSpec(0), 1, 1, 10, kSeed); }) == ErrorCode::BadArgument);
  CHECK(codeOf([&] { gramlab::svmDual(x, y, rbfSpec(1), 1, 1, 10, kSeed, Eigen::MatrixXd::Zero(2, 5)); }) ==
        ErrorCode::DimensionMismatch);
  // The module keeps working after every refusal.
  CHECK(call(x, y, 1, 1, 1000).runs[0].converged);
}
