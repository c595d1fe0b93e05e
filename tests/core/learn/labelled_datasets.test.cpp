#include <doctest/doctest.h>

#include <cmath>
#include <string>

#include "gramlab/base/arguments.hpp"
#include "gramlab/base/error.hpp"
#include "gramlab/learn/labelled_datasets.hpp"
#include "learn/methods_fixtures.hpp"
#include "support/error_code.hpp"
#include "support/reference.hpp"

using gramlab::ErrorCode;

TEST_CASE("labelledDataset draws what the numpy recipe draws") {
  const auto& sets = methods_fixtures::doc()["datasets"];
  for (std::size_t c = 0; c < sets.size(); ++c) {
    const auto& f = sets[c];
    CAPTURE(f["kind"].text);
    CAPTURE(f["seed"].text);
    const auto d = gramlab::labelledDataset(f["kind"].text, gramlab::parseSeed(f["seed"].text),
                                            static_cast<Eigen::Index>(f["n_train"].number()),
                                            static_cast<Eigen::Index>(f["n_test"].number()), f["noise"].number());
    // The draws are numpy's bit for bit; cos and sin may differ from numpy's by an ulp.
    CHECK((d.trainPoints - ref::matrix(f["train_points"])).cwiseAbs().maxCoeff() <= 1e-15);
    CHECK(d.trainLabels == methods_fixtures::vector(f["train_labels"]));
    const auto nTest = static_cast<Eigen::Index>(f["n_test"].number());
    CHECK(d.testPoints.rows() == nTest);
    if (nTest > 0) {
      CHECK((d.testPoints - ref::matrix(f["test_points"])).cwiseAbs().maxCoeff() <= 1e-15);
      CHECK(d.testLabels == methods_fixtures::vector(f["test_labels"]));
    }
  }
}

TEST_CASE("labelledDataset without noise lies on its shapes") {
  const auto moons = gramlab::labelledDataset("moons", 9, 50, 0, 0.0);
  for (Eigen::Index i = 0; i < 50; ++i) {
    // Upper moon on the unit circle at the origin, lower on the unit circle at (1, 0.5).
    const Eigen::RowVector2d centre = moons.trainLabels(i) > 0 ? Eigen::RowVector2d(0, 0) : Eigen::RowVector2d(1, 0.5);
    CHECK((moons.trainPoints.row(i) - centre).norm() == doctest::Approx(1).epsilon(1e-15));
  }
  const auto rings = gramlab::labelledDataset("rings", 9, 50, 10, 0.0);
  for (Eigen::Index i = 0; i < 10; ++i)
    CHECK(rings.testPoints.row(i).norm() == doctest::Approx(rings.testLabels(i) > 0 ? 1 : 2).epsilon(1e-15));
  const auto xorSet = gramlab::labelledDataset("xor", 9, 50, 0, 0.0);
  for (Eigen::Index i = 0; i < 50; ++i)
    CHECK(xorSet.trainLabels(i) == (xorSet.trainPoints(i, 0) * xorSet.trainPoints(i, 1) > 0 ? 1.0 : -1.0));
  const auto blobs = gramlab::labelledDataset("blobs", 9, 4, 0, 0.0);
  CHECK(blobs.trainPoints.row(0) == Eigen::RowVector2d(1, 1));
  CHECK(blobs.trainPoints.row(1) == Eigen::RowVector2d(-1, -1));
}

TEST_CASE("labelledDataset refuses bad input with a code") {
  CHECK(codeOf([] { gramlab::labelledDataset("spirals", 0, 10, 0, 0.1); }) == ErrorCode::BadArgument);
  CHECK(codeOf([] { gramlab::labelledDataset("moons", 0, 0, 5, 0.1); }) == ErrorCode::Empty);
  CHECK(codeOf([] { gramlab::labelledDataset("moons", 0, -1, 5, 0.1); }) == ErrorCode::BadArgument);
  CHECK(codeOf([] { gramlab::labelledDataset("moons", 0, 10, -5, 0.1); }) == ErrorCode::BadArgument);
  CHECK(codeOf([] { gramlab::labelledDataset("moons", 0, 1500, 501, 0.1); }) == ErrorCode::TooLarge);
  CHECK(codeOf([] { gramlab::labelledDataset("moons", 0, 10, 0, std::nan("")); }) == ErrorCode::NotFinite);
  CHECK(codeOf([] { gramlab::labelledDataset("moons", 0, 10, 0, HUGE_VAL); }) == ErrorCode::NotFinite);
  CHECK(codeOf([] { gramlab::labelledDataset("moons", 0, 10, 0, -0.1); }) == ErrorCode::BadArgument);
  CHECK(gramlab::labelledDataset("moons", 0, 1500, 500, 0.1).testPoints.rows() == 500);
}
