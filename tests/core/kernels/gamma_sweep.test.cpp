#include <doctest/doctest.h>

#include <cmath>
#include <cstdio>
#include <limits>
#include <string>
#include <vector>

#include "gramlab/base/error.hpp"
#include "gramlab/kernels/gamma_sweep.hpp"
#include "gramlab/kernels/kernels.hpp"
#include "support/error_code.hpp"
#include "support/fixtures.hpp"
#include "support/reference.hpp"

using gramlab::ErrorCode;

namespace {

// tests/fixtures/article.json "gamma_sweep" rows (numpy, eigvalsh).
struct ReferenceRow {
  double gamma, maxEig, minEig;
  int k95;
  double effectiveRank, trace;
};
const std::vector<ReferenceRow>& reference() {
  static std::vector<ReferenceRow> rows;
  if (!rows.empty()) return rows;
  const auto& json = ref::article()["gamma_sweep"]["rows"];
  for (std::size_t i = 0; i < json.size(); ++i) {
    const auto& r = json[i];
    rows.push_back({r["gamma"].number(), r["max_eig"].number(), r["min_eig"].number(),
                    static_cast<int>(r["k95"].number()), r["effective_rank"].number(), r["trace"].number()});
  }
  return rows;
}
// Any backward-stable symmetric solver gets eigenvalues to an absolute ~ε‖K‖ (4e-14 at γ = 0.05, where
// ‖K‖ = 192), not relative to each eigenvalue: numpy on two machines already disagrees by up to 5e-15.
// So the smallest eigenvalue, 3.6e-9 at γ = 0.05, is checked absolutely — to ~3e-5 of itself there,
// ~1e-12 at γ = 3. Sums and the largest eigenvalue are well conditioned: relative 1e-12.
constexpr double kMinEigenvalueAbsTol = 1e-13;
constexpr double kRelTol = 1e-12;

std::vector<double> referenceGammas() {
  std::vector<double> gammas;
  for (const auto& row : reference()) gammas.push_back(row.gamma);
  return gammas;
}

std::string printed(const char* format, double x) {
  char buf[32];
  std::snprintf(buf, sizeof buf, format, x);
  return buf;
}

const std::vector<double>& kernelFixture(const std::string& key) { return fixture_files::kernelFixtures().at(key); }

}  // namespace

TEST_CASE("fixture: z_seed4.csv is the article's Z") {
  const Eigen::MatrixXd& z = fixture_files::zSeed4();
  REQUIRE(z.rows() == 300);
  REQUIRE(z.cols() == 5);
  // article.json "Z_seed4_first_rows" and "Z_seed4_sum" (summation order differs: 1e-13).
  const auto& first = ref::article()["Z_seed4_first_rows"];
  CHECK(z(0, 0) == first[0][0].number());
  CHECK(z(1, 3) == first[1][3].number());
  CHECK(z(2, 4) == first[2][4].number());
  CHECK(z.sum() == doctest::Approx(ref::article()["Z_seed4_sum"].number()).epsilon(1e-13));
}

TEST_CASE("gammaSweep: the article's γ table, full precision") {
  const auto rows = gramlab::gammaSweep(fixture_files::zSeed4(), referenceGammas());
  REQUIRE(rows.size() == 4);
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const ReferenceRow& ref = reference()[i];
    const gramlab::SpectrumStats& s = rows[i].stats;
    CAPTURE(ref.gamma);
    CHECK(rows[i].gamma == ref.gamma);
    CHECK(s.maxEigenvalue == doctest::Approx(ref.maxEig).epsilon(kRelTol));
    CHECK(std::abs(s.minEigenvalue - ref.minEig) < kMinEigenvalueAbsTol);
    CHECK(s.k95 == ref.k95);
    CHECK(s.effectiveRank == doctest::Approx(ref.effectiveRank).epsilon(kRelTol));
    CHECK(s.trace == doctest::Approx(ref.trace).epsilon(kRelTol));
    CHECK(rows[i].spectrum.size() == 0);

    // Not in the reference file: numpy's λmax/λmin from the fixture, as accurate as λmin allows.
    const double refCondition = kernelFixture("rbf.condition")[i];
    CHECK(s.condition == doctest::Approx(refCondition).epsilon(kMinEigenvalueAbsTol / ref.minEig + kRelTol));
  }
}

TEST_CASE("gammaSweep: the table as the article prints it") {
  const auto rows = gramlab::gammaSweep(fixture_files::zSeed4(), referenceGammas());
  // The article's text (article.json "printed", typed from the article by the generator).
  const auto& article = ref::article()["printed"];
  REQUIRE(rows.size() == article["gamma_max"].size());
  for (std::size_t i = 0; i < rows.size(); ++i) {
    CAPTURE(rows[i].gamma);
    CHECK(printed("%.2f", rows[i].stats.maxEigenvalue) == article["gamma_max"][i].text);
    CHECK(printed("%.1e", rows[i].stats.minEigenvalue) == article["gamma_min"][i].text);
    CHECK(std::to_string(rows[i].stats.k95) == article["gamma_k95"][i].text);
    CHECK(printed("%.2f", rows[i].stats.effectiveRank) == article["gamma_effective_rank"][i].text);
  }
}

TEST_CASE("gammaSweep: the spectrum on request, descending") {
  const auto rows = gramlab::gammaSweep(fixture_files::zSeed4(), {1.0}, true);
  REQUIRE(rows.size() == 1);
  const Eigen::VectorXd& ev = rows[0].spectrum;
  REQUIRE(ev.size() == 300);
  CHECK(ev(0) == rows[0].stats.maxEigenvalue);
  CHECK(ev(299) == rows[0].stats.minEigenvalue);
  for (Eigen::Index k = 1; k < ev.size(); ++k) CHECK(ev(k) <= ev(k - 1));
  CHECK(ev.sum() == doctest::Approx(300).epsilon(kRelTol));
}

TEST_CASE("sigmoidCheck: the article's counterexample, 142 of 300 negative") {
  const auto check = gramlab::sigmoidCheck(fixture_files::zSeed4(), 0.5, 0.1);
  const auto& sigmoid = ref::article()["sigmoid"];
  CHECK(check.negativeCount == 142);
  CHECK(check.negativeCount == sigmoid["negative_count"].number());
  CHECK_FALSE(check.isPSD);
  // article.json "sigmoid"; eigenvalue errors are absolute ~ε‖K‖, so compare within n·ε·‖K‖.
  CHECK(std::abs(check.minEigenvalue - sigmoid["min_eig"].number()) < check.tolerance);
  CHECK(std::abs(check.maxEigenvalue - sigmoid["max_eig"].number()) < check.tolerance);
  CHECK(check.tolerance == doctest::Approx(kernelFixture("sigmoid.tolerance")[0]).epsilon(1e-12));
  // The article prints "−12.72".
  CHECK(printed("%.2f", check.minEigenvalue) == ref::article()["printed"]["sigmoid_min"][0].text);
}

TEST_CASE("sigmoidCheck: rounding-level eigenvalues of a PSD matrix are not counted") {
  // a = 0: K = tanh(b)·11ᵀ, rank 1, PSD; its 299 zero eigenvalues come out as ±rounding.
  const auto check = gramlab::sigmoidCheck(fixture_files::zSeed4(), 0.0, 0.5);
  CHECK(check.negativeCount == 0);
  CHECK(check.isPSD);
  CHECK(check.maxEigenvalue == doctest::Approx(300 * std::tanh(0.5)).epsilon(kRelTol));
  CHECK(std::abs(check.minEigenvalue) < check.tolerance);
}

TEST_CASE("regularizedStats: K + λI at γ = 0.05 against numpy's eigvalsh(K + λI)") {
  const auto rows = gramlab::gammaSweep(fixture_files::zSeed4(), {kernelFixture("ridge.gamma")[0]}, true);
  const auto& lambdas = kernelFixture("ridge.lambda");
  for (std::size_t i = 0; i < lambdas.size(); ++i) {
    CAPTURE(lambdas[i]);
    const auto s = gramlab::regularizedStats(rows[0].spectrum, lambdas[i]);
    const double refMin = kernelFixture("ridge.min")[i];
    CHECK(std::abs(s.minEigenvalue - refMin) < kMinEigenvalueAbsTol);
    CHECK(s.condition ==
          doctest::Approx(kernelFixture("ridge.condition")[i]).epsilon(kMinEigenvalueAbsTol / refMin + kRelTol));
  }
}

TEST_CASE("kernelMatrix matches numpy on the fixture's small points") {
  const auto& flat = kernelFixture("small.points");
  REQUIRE(flat.size() == 6);
  const Eigen::MatrixXd points = Eigen::Map<const Eigen::Matrix<double, 3, 2, Eigen::RowMajor>>(flat.data());
  gramlab::KernelSpec spec;
  spec.kind = gramlab::KernelKind::Linear;
  const Eigen::MatrixXd linear = gramlab::kernelMatrix(points, spec);
  spec.kind = gramlab::KernelKind::Polynomial;  // defaults: (1 + x·y)²
  const Eigen::MatrixXd poly2 = gramlab::kernelMatrix(points, spec);
  for (Eigen::Index i = 0; i < 3; ++i)
    for (Eigen::Index j = 0; j < 3; ++j) {
      CHECK(linear(i, j) == kernelFixture("small.linear")[3 * i + j]);  // binary fractions: exact
      CHECK(poly2(i, j) == kernelFixture("small.poly2")[3 * i + j]);
    }
}

TEST_CASE("gammaSweep and sigmoidCheck: bad input gets a stable code") {
  const Eigen::MatrixXd& z = fixture_files::zSeed4();
  CHECK(codeOf([&] { gramlab::gammaSweep(z, {}); }) == ErrorCode::Empty);
  CHECK(codeOf([&] { gramlab::gammaSweep(z, std::vector<double>(65, 1.0)); }) == ErrorCode::TooLarge);
  CHECK(codeOf([&] { gramlab::gammaSweep(z, {0.3, 0.0}); }) == ErrorCode::BadArgument);
  CHECK(codeOf([&] { gramlab::gammaSweep(z, {-1.0}); }) == ErrorCode::BadArgument);
  CHECK(codeOf([&] { gramlab::gammaSweep(z, {std::nan("")}); }) == ErrorCode::NotFinite);
  CHECK(codeOf([&] { gramlab::gammaSweep(z, {HUGE_VAL}); }) == ErrorCode::NotFinite);
  CHECK(codeOf([&] { gramlab::gammaSweep(Eigen::MatrixXd(0, 5), {1.0}); }) == ErrorCode::Empty);
  CHECK(codeOf([&] { gramlab::gammaSweep(Eigen::MatrixXd::Zero(2001, 5), {1.0}); }) == ErrorCode::TooLarge);
  Eigen::MatrixXd nan = z.topRows(4);
  nan(2, 2) = std::nan("");
  CHECK(codeOf([&] { gramlab::gammaSweep(nan, {1.0}); }) == ErrorCode::NotFinite);

  CHECK(std::string(errorOf([&] {
                      gramlab::gammaSweep(z, {0.3, 0.0});
                    }).what())
            .find("gammas entry 2") != std::string::npos);

  CHECK(codeOf([&] { gramlab::sigmoidCheck(z, std::nan(""), 0.1); }) == ErrorCode::NotFinite);
  CHECK(codeOf([&] { gramlab::sigmoidCheck(z, 0.5, -HUGE_VAL); }) == ErrorCode::NotFinite);
  CHECK(codeOf([&] { gramlab::sigmoidCheck(Eigen::MatrixXd(0, 5), 0.5, 0.1); }) == ErrorCode::Empty);
  CHECK(codeOf([&] { gramlab::sigmoidCheck(nan, 0.5, 0.1); }) == ErrorCode::NotFinite);
}

TEST_CASE("gammaSweep: the next point set is never served the last one's distances") {
  // 2Z doubles every difference exactly, so K_2Z at γ/4 is K_Z at γ entry for entry, and its spectrum the
  // same, bit for bit. Kept distances would give 2Z the spectrum of Z at the same γ instead.
  const Eigen::MatrixXd& z = fixture_files::zSeed4();
  const Eigen::MatrixXd twice = 2.0 * z;
  const Eigen::VectorXd ofZ = gramlab::gammaSweep(z, {1.0}, true)[0].spectrum;
  const Eigen::VectorXd ofTwiceAtQuarter = gramlab::gammaSweep(twice, {0.25}, true)[0].spectrum;
  CHECK(ofTwiceAtQuarter == ofZ);
  const Eigen::VectorXd ofTwice = gramlab::gammaSweep(twice, {1.0}, true)[0].spectrum;
  CHECK(ofTwice(0) < ofZ(0));  // far points: the kernel nearer the identity, its largest eigenvalue smaller
  CHECK(gramlab::gammaSweep(z, {1.0}, true)[0].spectrum == ofZ);
  // A point set that fails validation leaves nothing behind for the next call.
  Eigen::MatrixXd bad = z;
  bad(7, 2) = std::numeric_limits<double>::quiet_NaN();
  CHECK_THROWS_AS(gramlab::gammaSweep(bad, {1.0}), gramlab::Error);
  CHECK(gramlab::gammaSweep(twice, {0.25}, true)[0].spectrum == ofZ);
}
