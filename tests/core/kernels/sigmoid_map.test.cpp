#include <doctest/doctest.h>

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "gramlab/base/error.hpp"
#include "gramlab/kernels/gamma_sweep.hpp"
#include "gramlab/kernels/sigmoid_map.hpp"
#include "support/error_code.hpp"
#include "support/fixtures.hpp"
#include "support/reference.hpp"

using gramlab::ErrorCode;

namespace {

// tests/fixtures/sigmoid_map.txt, written by scripts/gen_sigmoid_map_fixtures.py (numpy eigvalsh).
const fixture_files::Keyed& sigmoidFixture() {
  static const fixture_files::Keyed keyed("sigmoid_map.txt");
  return keyed;
}

// The fixture's points: the article's Z (seed 4, from z_seed4.csv) or numpy's own draw, written beside the map.
Eigen::MatrixXd pointsOf(const std::string& name) {
  const auto seed = static_cast<std::uint64_t>(sigmoidFixture().at(name + ".seed")[0]);
  const auto n = static_cast<Eigen::Index>(sigmoidFixture().at(name + ".n")[0]);
  const auto d = static_cast<Eigen::Index>(sigmoidFixture().at(name + ".d")[0]);
  if (seed == 4 && d == 5) return fixture_files::zSeed4().topRows(n);
  return sigmoidFixture().matrix(name + ".points", n, d);
}

// Every cell against numpy: the smallest eigenvalue to within that cell's tolerance n·ε·max|λ| (eigenvalue
// errors are absolute, ~ε‖K‖), the count inside numpy's bracket [#(λ < −2 tol), #(λ < −tol/2)], which
// for these maps is one value — so the counts agree exactly.
void checkMap(const std::string& name) {
  const gramlab::SigmoidMap map =
      gramlab::sigmoidMap(pointsOf(name), sigmoidFixture().at(name + ".a"), sigmoidFixture().at(name + ".b"));
  const auto& a = sigmoidFixture().at(name + ".a");
  const auto& b = sigmoidFixture().at(name + ".b");
  REQUIRE(map.minEigenvalue.rows() == static_cast<Eigen::Index>(b.size()));
  REQUIRE(map.minEigenvalue.cols() == static_cast<Eigen::Index>(a.size()));
  CHECK(map.size == static_cast<Eigen::Index>(sigmoidFixture().at(name + ".n")[0]));
  CHECK(map.aValues == a);
  CHECK(map.bValues == b);
  int mismatches = 0;
  for (std::size_t i = 0; i < b.size(); ++i)
    for (std::size_t j = 0; j < a.size(); ++j) {
      const std::size_t k = i * a.size() + j;
      const auto r = static_cast<Eigen::Index>(i);
      const auto c = static_cast<Eigen::Index>(j);
      const double tol = sigmoidFixture().at(name + ".tolerance")[k];
      const bool ok = std::abs(map.minEigenvalue(r, c) - sigmoidFixture().at(name + ".min")[k]) <= tol &&
                      map.negativeCount(r, c) >= sigmoidFixture().at(name + ".count_lo")[k] &&
                      map.negativeCount(r, c) <= sigmoidFixture().at(name + ".count_hi")[k] &&
                      map.negativeCount(r, c) == sigmoidFixture().at(name + ".count")[k] &&
                      map.tolerance(r, c) == doctest::Approx(tol).epsilon(1e-9);
      if (!ok) {
        ++mismatches;
        CAPTURE(name);
        CAPTURE(b[i]);
        CAPTURE(a[j]);
        CHECK(map.minEigenvalue(r, c) == doctest::Approx(sigmoidFixture().at(name + ".min")[k]));
        CHECK(map.negativeCount(r, c) == sigmoidFixture().at(name + ".count")[k]);
      }
    }
  CHECK(mismatches == 0);
  CHECK(map.psdCells == sigmoidFixture().at(name + ".psd_cells")[0]);
}

}  // namespace

TEST_CASE("sigmoidMap: the page's 33×33 map of the first 100 points, cell by cell against numpy") { checkMap("page"); }

TEST_CASE("sigmoidMap: a row at the article's n = 300 holds the article's 142 of 300, −12.72") {
  checkMap("article");
  const gramlab::SigmoidMap map = gramlab::sigmoidMap(fixture_files::zSeed4(), {0.5}, {0.1});
  const gramlab::SigmoidCheck check = gramlab::sigmoidCheck(fixture_files::zSeed4(), 0.5, 0.1);
  // The same cell through the map and through sigmoidCheck: same kernel, same solver, same rule.
  CHECK(map.negativeCount(0, 0) == 142);
  CHECK(map.negativeCount(0, 0) == check.negativeCount);
  CHECK(map.minEigenvalue(0, 0) == check.minEigenvalue);
  CHECK(map.tolerance(0, 0) == check.tolerance);
  CHECK(std::abs(map.minEigenvalue(0, 0) - ref::article()["sigmoid"]["min_eig"].number()) < map.tolerance(0, 0));
}

TEST_CASE("sigmoidMap: a non-square map of other points (rows are b, columns a)") { checkMap("small"); }

TEST_CASE("sigmoidMap: a = 0 is the constant table tanh(b)·11ᵀ — PSD for b ≥ 0, one negative eigenvalue for b < 0") {
  const gramlab::SigmoidMap map = gramlab::sigmoidMap(fixture_files::zSeed4().topRows(50), {0.0}, {1.0, 0.0, -0.5});
  CHECK(map.negativeCount(0, 0) == 0);
  CHECK(map.negativeCount(1, 0) == 0);  // K = 0 exactly
  CHECK(map.minEigenvalue(1, 0) == 0.0);
  CHECK(map.negativeCount(2, 0) == 1);
  CHECK(map.minEigenvalue(2, 0) == doctest::Approx(50 * std::tanh(-0.5)).epsilon(1e-12));
  CHECK(map.psdCells == 2);
}

TEST_CASE("sigmoidMap: bad input gets a stable code, before any decomposition") {
  const Eigen::MatrixXd z = fixture_files::zSeed4().topRows(100);
  const std::vector<double> ok{0.5};
  CHECK(codeOf([&] { gramlab::sigmoidMap(z, {}, ok); }) == ErrorCode::Empty);
  CHECK(codeOf([&] { gramlab::sigmoidMap(z, ok, {}); }) == ErrorCode::Empty);
  // Past 64 values of a or of b: the limit names the API's field (docs/api.md, sigmoidMap).
  const PastLimit a = pastLimitOf([&] { gramlab::sigmoidMap(z, std::vector<double>(65, 0.5), ok); });
  CHECK(a.quantity == "dim aValues");
  CHECK(a.value == 65);
  CHECK(a.limit == 64);
  CHECK(pastLimitOf([&] { gramlab::sigmoidMap(z, ok, std::vector<double>(65, 0.1)); }).quantity == "dim bValues");
  CHECK(codeOf([&] { gramlab::sigmoidMap(z, {0.5, std::nan("")}, ok); }) == ErrorCode::NotFinite);
  CHECK(codeOf([&] { gramlab::sigmoidMap(z, ok, {HUGE_VAL}); }) == ErrorCode::NotFinite);
  CHECK(codeOf([&] { gramlab::sigmoidMap(Eigen::MatrixXd(0, 5), ok, ok); }) == ErrorCode::Empty);
  CHECK(gramlab::sigmoidMap(fixture_files::zSeed4(), ok, ok).size == 300);  // the article's n is allowed
  CHECK(codeOf([&] { gramlab::sigmoidMap(Eigen::MatrixXd::Zero(301, 2), ok, ok); }) == ErrorCode::TooLarge);
  CHECK(codeOf([&] { gramlab::sigmoidMap(Eigen::MatrixXd::Zero(2001, 2), ok, ok); }) == ErrorCode::TooLarge);
  Eigen::MatrixXd nan = z.topRows(4);
  nan(1, 3) = std::nan("");
  CHECK(codeOf([&] { gramlab::sigmoidMap(nan, ok, ok); }) == ErrorCode::NotFinite);
  // The work budget (cells·n³ ≤ 64²·100³): 64×64 cells of 300 points are refused, and so are three rows of
  // them; one row of 64 is fine, which is how a 300-point map would be asked for.
  const std::vector<double> side(64, 0.5);
  CHECK(gramlab::sigmoidMap(fixture_files::zSeed4(), side, {0.1}).negativeCount.cols() == 64);
  CHECK(codeOf([&] { gramlab::sigmoidMap(fixture_files::zSeed4(), side, side); }) == ErrorCode::TooLarge);
  CHECK(codeOf([&] { gramlab::sigmoidMap(fixture_files::zSeed4(), side, std::vector<double>(3, 0.1)); }) ==
        ErrorCode::TooLarge);
  CHECK(std::string(errorOf([&] { gramlab::sigmoidMap(fixture_files::zSeed4(), side, side); }).what())
            .find("4096 cells of 300 points") != std::string::npos);
}
