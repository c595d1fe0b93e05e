// Witnesses are verified with a rigorous bound, so rounding noise never refutes a kernel (the cases).
#include <doctest/doctest.h>

#include <cmath>

#include "gramlab/expression/counterexample_search.hpp"
#include "gramlab/expression/kernel_check.hpp"
#include "gramlab/expression/witness_bound.hpp"
#include "gramlab/random/random_points.hpp"
#include "support/error_code.hpp"
#include "support/vector_literal.hpp"

using gramlab::ErrorCode;

TEST_CASE("boundSmallestEigenvalue: ‖x − y‖ at 0 and 1 is [[0, 1], [1, 0]], whose λ_min is −1") {
  const Eigen::Vector2d c(1 / std::sqrt(2.0), -1 / std::sqrt(2.0));
  const auto b = gramlab::boundSmallestEigenvalue(gramlab::parseExpression("norm(x-y)"), {}, rows({{0}, {1}}), c);
  CHECK(b.verified);
  CHECK(b.upperBound >= -1);  // the Rayleigh quotient of the exact matrix is exactly −1
  CHECK(b.upperBound < -1 + 1e-15);
}

TEST_CASE("boundSmallestEigenvalue: a value that is 0 exactly and −1e−16 in doubles is not a witness") {
  // dot(x,y) − sum(x)·sum(y)/2 = (x₁ − x₂)(y₁ − y₂)/2: at (0.7, 0.7000000009999999) it is +5e−19, computed −1.1e−16.
  const auto tree = gramlab::parseExpression("dot(x,y) - sum(x)*sum(y)/2");
  const auto b =
      gramlab::boundSmallestEigenvalue(tree, {}, rows({{0.7, 0.7000000009999999}}), Eigen::VectorXd::Ones(1));
  CHECK_FALSE(b.verified);
  CHECK(b.upperBound >= 5e-19);
  const gramlab::KernelCheck check =
      gramlab::checkKernel("dot(x,y) - sum(x)*sum(y)/2", {}, rows({{0.7, 0.7000000009999999}}));
  CHECK_FALSE(check.witness);
  CHECK(check.status == "unknown");
}

TEST_CASE("checkKernel: the RBF written out is proved, and never refuted on tight clusters") {
  const char* expanded = "exp(-(norm(x)^2+norm(y)^2-2*dot(x,y)))";
  for (const double h : {1e-4, 1e-6, 1e-8}) {
    Eigen::MatrixXd points(6, 2);
    for (Eigen::Index i = 0; i < 6; ++i)
      points.row(i) << 3 + h * static_cast<double>(i % 3), -2 + h * static_cast<double>(i / 3);
    const gramlab::KernelCheck check = gramlab::checkKernel(expanded, {}, points);
    INFO("h = ", h);
    CHECK(check.status == "proved");
    CHECK_FALSE(check.witness);
  }
}

TEST_CASE("checkKernel: ‖x‖‖y‖ − x·y is refuted by a pair, not by a point whose value is exactly 0") {
  const gramlab::KernelCheck check =
      gramlab::checkKernel("norm(x)*norm(y)-dot(x,y)", {}, gramlab::randomPoints(3, 20, 2));
  REQUIRE(check.witness);
  CHECK(check.status == "refuted");
  CHECK(check.witness->verified);
  CHECK(check.witness->upperBound < 0);
  CHECK(check.witness->indices.size() >= 2);
  CHECK(check.witness->found == "sample");
}

TEST_CASE("searchCounterexample: exp(−‖x − y‖³) fails on points on a line, and the witness is verified") {
  bool refuted = false;
  for (int round = 0; round < gramlab::kCounterexampleRounds && !refuted; ++round) {
    const auto s = gramlab::searchCounterexample({"exp(-norm(x-y)^3)", {}, 5, 30, 3, std::nullopt, round});
    CHECK(s.rounds == gramlab::kCounterexampleRounds);
    CHECK(s.work <= static_cast<double>(gramlab::kMaxSearchWork));
    if (!s.witness) continue;
    refuted = true;
    CHECK(s.witness->verified);
    CHECK(s.witness->upperBound < 0);
    CHECK(s.witness->indices.empty());
    CHECK(s.witness->found == s.strategy);
    CHECK(s.witness->points.rows() <= gramlab::limits::kMaxWitnessPoints);
  }
  CHECK(refuted);
  for (const int round : {-1, gramlab::kCounterexampleRounds})
    CHECK(codeOf([&] {
            gramlab::searchCounterexample({"dot(x,y)", {}, 5, 30, 3, std::nullopt, round});
          }) == ErrorCode::BadArgument);
}
