#include <doctest/doctest.h>

#include <cmath>

#include "gramlab/base/error.hpp"
#include "gramlab/learn/accuracy.hpp"
#include "gramlab/learn/labelled_datasets.hpp"
#include "gramlab/learn/method_requests.hpp"
#include "gramlab/linear_algebra/psd.hpp"
#include "learn/methods_fixtures.hpp"
#include "support/error_code.hpp"
#include "support/reference.hpp"

using gramlab::ErrorCode;
using gramlab::MethodKernel;

namespace {

Eigen::MatrixXd somePoints() {
  Eigen::MatrixXd p(4, 2);
  p << 0, 0, 1, 0.5, -0.5, 2, 1.5, -1;
  return p;
}

MethodKernel expression(const std::string& text, gramlab::ParameterValues params = {}) {
  MethodKernel k;
  k.expression = text;
  k.params = std::move(params);
  return k;
}

}  // namespace

TEST_CASE("the expression exp(-g*norm(x-y)^2) is the RBF kernel: its matrix and its values at new points") {
  const Eigen::MatrixXd p = somePoints();
  const auto k = gramlab::methodKernel(expression("exp(-g*norm(x-y)^2)", {{"g", 0.5}}));
  // exp(−0.5·‖x − y‖²) by hand for the pair (0, 0), (1, 0.5): ‖·‖² = 1.25.
  CHECK(std::abs(k.matrix(p)(0, 1) - std::exp(-0.625)) <= 4e-16);
  CHECK(k.matrix(p)(2, 2) == 1.0);
  const Eigen::MatrixXd q = p.topRows(2).array() + 0.25;
  // (0.25, 0.25) against (0, 0): ‖·‖² = 0.125.
  CHECK(std::abs(k.cross(q, p)(0, 0) - std::exp(-0.0625)) <= 4e-16);
  CHECK(k.cross(q, p).rows() == 2);
  CHECK(k.cross(q, p).cols() == 4);
}

TEST_CASE("kernel ridge on the reader's expression matches numpy's RBF solution") {
  const auto& f = methods_fixtures::doc()["ridge"][0];
  gramlab::KernelRidgeRequest r;
  r.points = ref::matrix(f["points"]);
  r.targets = methods_fixtures::vector(f["targets"]);
  r.kernel = expression("exp(-g*norm(x-y)^2)", {{"g", f["kernel"]["gamma"].number()}});
  r.lambda = f["lambda"].number();
  const auto result = gramlab::kernelRidgeRequest(r);
  CHECK(methods_fixtures::relativeError(result.alpha, methods_fixtures::vector(f["alpha"])) <= 1e-10);
}

TEST_CASE("the repaired sigmoid K is PSD, and the SVM on it agrees from every start") {
  const auto d = gramlab::labelledDataset("moons", 3, 40, 0, 0.1);
  gramlab::SvmDualRequest r;
  r.points = d.trainPoints;
  r.labels = d.trainLabels;
  r.kernel.kind = gramlab::KernelKind::Sigmoid;
  r.kernel.a = 1.0;
  r.kernel.b = 1.0;
  r.c = 10;
  r.starts = 5;
  r.maxIterations = 20000;
  r.seed = 20260;
  CHECK(!gramlab::svmDualRequest(r).isPSD);
  for (const auto method : {gramlab::RepairMethod::Clip, gramlab::RepairMethod::Shift}) {
    r.repair = method;
    const auto fixed = gramlab::svmDualRequest(r);
    CHECK(fixed.isPSD);
    CHECK(fixed.agree);
  }
}

TEST_CASE("a method kernel names exactly one kernel, with only its own parameters") {
  MethodKernel both = expression("dot(x,y)");
  both.kind = gramlab::KernelKind::Linear;
  CHECK(codeOf([&] { gramlab::methodKernel(both); }) == ErrorCode::BadArgument);
  CHECK(codeOf([&] { gramlab::methodKernel(MethodKernel{}); }) == ErrorCode::BadArgument);
  MethodKernel stray = expression("dot(x,y)");
  stray.gamma = 2.0;
  CHECK(codeOf([&] { gramlab::methodKernel(stray); }) == ErrorCode::BadArgument);
  MethodKernel params;
  params.kind = gramlab::KernelKind::RBF;
  params.params = gramlab::ParameterValues{{"g", 1.0}};
  CHECK(codeOf([&] { gramlab::methodKernel(params); }) == ErrorCode::BadArgument);
  CHECK(codeOf([&] { gramlab::methodKernel(expression("exp(-norm(x-y)^2")); }) == ErrorCode::BadExpression);
  const auto logDot = gramlab::methodKernel(expression("log(dot(x,y))"));
  CHECK(codeOf([&] { logDot.matrix(somePoints()); }) == ErrorCode::NotFinite);
  CHECK(codeOf([&] { logDot.cross(somePoints(), somePoints()); }) == ErrorCode::NotFinite);
  const auto unbound = gramlab::methodKernel(expression("exp(-g*norm(x-y)^2)"));
  CHECK(codeOf([&] { unbound.matrix(somePoints()); }) == ErrorCode::BadExpression);
}

TEST_CASE("accuracy by hand: signs against labels, 0 counted wrong, and the band around 0") {
  Eigen::VectorXd f(4), y(4);
  f << 0.5, -0.2, 0, 3;
  y << 1, 1, -1, 1;
  const auto a = gramlab::accuracy(f, y, 0.25);
  CHECK(a.correct == 2);
  CHECK(a.total == 4);
  CHECK(a.nearZero == 2);
  CHECK(gramlab::accuracy(Eigen::VectorXd(0), Eigen::VectorXd(0), 0).total == 0);
  Eigen::VectorXd bad = y;
  bad(1) = 2;
  CHECK(codeOf([&] { gramlab::accuracy(f, bad, 0.1); }) == ErrorCode::BadArgument);
  CHECK(codeOf([&] { gramlab::accuracy(f, y.head(3), 0.1); }) == ErrorCode::DimensionMismatch);
  CHECK(codeOf([&] { gramlab::accuracy(f, y, -1); }) == ErrorCode::BadArgument);
  CHECK(codeOf([&] { gramlab::accuracy(f, y, NAN); }) == ErrorCode::NotFinite);
  f(0) = INFINITY;
  CHECK(codeOf([&] { gramlab::accuracy(f, y, 0.1); }) == ErrorCode::NotFinite);
}
