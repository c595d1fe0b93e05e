// checkKernel on the presets: verdicts on the article's points, witnesses re-checked by hand.
#include <doctest/doctest.h>

#include <cmath>
#include <functional>
#include <limits>

#include "gramlab/base/constants.hpp"
#include "gramlab/expression/expression_evaluator.hpp"
#include "gramlab/expression/expression_program.hpp"
#include "gramlab/expression/kernel_check.hpp"
#include "gramlab/random/random_points.hpp"
#include "support/error_code.hpp"
#include "support/fixtures.hpp"
#include "support/json.hpp"
#include "support/pairwise.hpp"
#include "support/reference.hpp"

using gramlab::ErrorCode;
using gramlab::kEpsilon;

namespace {

const Eigen::MatrixXd& Z() { return fixture_files::zSeed4(); }
double fixture(const std::string& key, std::size_t i = 0) { return fixture_files::kernelFixtures().at(key).at(i); }

using PairFunction = std::function<double(const Eigen::VectorXd&, const Eigen::VectorXd&)>;

// The witness, re-checked without the core: its points are rows of the sample, its matrix is f on them,
// and cᵀ M c with M recomputed by `f` is negative by more than the rounding of that sum.
void recheckWitness(const gramlab::KernelWitness& w, const Eigen::MatrixXd& sample, const PairFunction& f) {
  const auto m = static_cast<Eigen::Index>(w.indices.size());
  REQUIRE(m >= 1);
  CHECK(m <= 5);
  REQUIRE(w.points.rows() == m);
  REQUIRE(w.direction.size() == m);
  Eigen::MatrixXd hand(m, m);
  for (Eigen::Index a = 0; a < m; ++a) {
    CHECK(w.points.row(a) == sample.row(w.indices[a]));
    for (Eigen::Index b = 0; b < m; ++b) hand(a, b) = f(w.points.row(a).transpose(), w.points.row(b).transpose());
  }
  CHECK((hand - w.matrix).cwiseAbs().maxCoeff() <= 1e-13 * std::max(1.0, hand.cwiseAbs().maxCoeff()));
  const Eigen::VectorXd& c = w.direction;
  const double q = c.dot(hand * c);
  const double bound = 4.0 * m * m * kEpsilon * hand.cwiseAbs().maxCoeff() * c.squaredNorm();
  CHECK(q < -bound);
  CHECK(w.minEigenvalue < -w.tolerance);
  CHECK(q == doctest::Approx(w.minEigenvalue).epsilon(1e-9));
}

double distance(const Eigen::VectorXd& p, const Eigen::VectorXd& q) { return (p - q).norm(); }

}  // namespace

TEST_CASE("checkKernel: RBF on the article's points is PSD with the article's smallest eigenvalue") {
  const auto c = gramlab::checkKernel("exp(-g*norm(x-y)^2)", {{"g", fixture("rbf.gamma", 2)}}, Z());
  CHECK(c.n == 300);
  CHECK(c.d == 5);
  CHECK(c.isSymmetric);
  CHECK(c.isPSD);
  CHECK(c.negativeCount == 0);
  CHECK(std::abs(c.minEigenvalue - fixture("rbf.min", 2)) < c.tolerance);
  CHECK(std::abs(c.maxEigenvalue - fixture("rbf.max", 2)) < c.tolerance);
  CHECK(c.tolerance == doctest::Approx(300 * kEpsilon * fixture("rbf.max", 2)).epsilon(1e-12));
  CHECK_FALSE(c.witness);
  REQUIRE(c.parameters.size() == 1);
  CHECK(c.parameters[0] == "g");
}

TEST_CASE("checkKernel: the expression's matrices are the kernels' formulas, entry by entry") {
  gramlab::ExpressionEvaluator e(gramlab::compileExpression("exp(-g*norm(x-y)^2)"), {{"g", 0.3}}, 5);
  const Eigen::MatrixXd rbf = pairwise(
      Z(), [](const Eigen::VectorXd& x, const Eigen::VectorXd& y) { return std::exp(-0.3 * (x - y).squaredNorm()); });
  CHECK((e.matrix(Z()) - rbf).cwiseAbs().maxCoeff() <= 1e-14);
  gramlab::ExpressionEvaluator p(gramlab::compileExpression("(1 + dot(x,y))^2"), {}, 5);
  const Eigen::MatrixXd kp =
      pairwise(Z(), [](const Eigen::VectorXd& x, const Eigen::VectorXd& y) { return (1 + x.dot(y)) * (1 + x.dot(y)); });
  CHECK((p.matrix(Z()) - kp).cwiseAbs().maxCoeff() <= 1e-13 * kp.cwiseAbs().maxCoeff());
}

TEST_CASE("checkKernel: polynomial and cosine are PSD though rank-deficient (21 and 5 of 300)") {
  // (1 + x·y)² is a Gram matrix of the C(7, 2) = 21 monomials of degree ≤ 2 in 5 variables, and the
  // cosine one of 5-D unit vectors: the other eigenvalues are exactly 0 and come out as rounding.
  const auto poly = gramlab::checkKernel("(1 + dot(x,y))^2", {}, Z());
  CHECK(poly.isPSD);
  CHECK(poly.isSymmetric);
  CHECK(std::abs(poly.minEigenvalue) <= poly.tolerance);
  const auto cosine = gramlab::checkKernel("dot(x,y)/(norm(x)*norm(y))", {}, Z());
  CHECK(cosine.isPSD);
  CHECK(cosine.isSymmetric);
  CHECK(std::abs(cosine.minEigenvalue) <= cosine.tolerance);
  CHECK(cosine.maxEigenvalue <= 300 * (1 + 1e-12));  // trace 300 spread over ≤ 5 eigenvalues
  // The article's opening wish: exp(k·cos) = Σ kⁿcosⁿ/n!, a sum of PSD Schur powers for k > 0.
  const auto wish = gramlab::checkKernel("exp(k*dot(x,y)/(norm(x)*norm(y)))", {{"k", 2}}, Z());
  CHECK(wish.isPSD);
  CHECK(wish.minEigenvalue > -wish.tolerance);
}

TEST_CASE("checkKernel: the article's sigmoid has 142 negative eigenvalues and a small witness") {
  const double a = fixture("sigmoid.a"), b = fixture("sigmoid.b");
  const PairFunction sigmoid = [&](const Eigen::VectorXd& x, const Eigen::VectorXd& y) {
    return std::tanh(a * x.dot(y) + b);
  };
  gramlab::ExpressionEvaluator e(gramlab::compileExpression("tanh(a*dot(x,y)+b)"), {{"a", a}, {"b", b}}, 5);
  CHECK((e.matrix(Z()) - pairwise(Z(), sigmoid)).cwiseAbs().maxCoeff() <= 1e-14);

  const auto c = gramlab::checkKernel("tanh(a*dot(x,y)+b)", {{"a", a}, {"b", b}}, Z());
  CHECK(c.isSymmetric);
  CHECK_FALSE(c.isPSD);
  CHECK(c.negativeCount == fixture("sigmoid.negative_count"));
  CHECK(std::abs(c.minEigenvalue - fixture("sigmoid.min")) < c.tolerance);
  CHECK(c.tolerance == doctest::Approx(fixture("sigmoid.tolerance")).epsilon(1e-12));
  REQUIRE(c.witness);
  recheckWitness(*c.witness, Z(), sigmoid);
}

TEST_CASE("checkKernel: exp(-‖x − y‖)² − 1/2 looks plausible but fails on 3 to 5 points") {
  const auto c = gramlab::checkKernel("exp(-norm(x-y))^2 - 0.5", {}, Z());
  CHECK(c.isSymmetric);
  CHECK_FALSE(c.isPSD);
  // e^{−2‖x−y‖} (a Laplacian kernel) is positive definite; subtracting ½·11ᵀ, a rank-one change, can
  // make at most one eigenvalue negative.
  CHECK(c.negativeCount == 1);
  REQUIRE(c.witness);
  // Diagonal 1/2, off-diagonal e^{−2r} − 1/2 in (−1/2, 1/2]: every 2 × 2 minor is ≥ 0, so no pair fails.
  CHECK(c.witness->indices.size() >= 3);
  recheckWitness(*c.witness, Z(), [](const Eigen::VectorXd& p, const Eigen::VectorXd& q) {
    return std::exp(-2 * distance(p, q)) - 0.5;
  });
}

TEST_CASE("checkKernel: a distance used as a similarity fails on 2 points") {
  const auto c = gramlab::checkKernel("norm(x-y)", {}, Z());
  CHECK(c.isSymmetric);
  CHECK_FALSE(c.isPSD);
  // A Euclidean distance matrix of distinct points has one positive eigenvalue, the rest negative
  // (its trace is 0 and it is conditionally negative definite).
  CHECK(c.negativeCount == 299);
  REQUIRE(c.witness);
  // [[0, r], [r, 0]] has determinant −r² < 0 for any two distinct points.
  REQUIRE(c.witness->indices.size() == 2);
  const double r = distance(c.witness->points.row(0), c.witness->points.row(1));
  CHECK(r > 0);
  CHECK(c.witness->matrix(0, 0) * c.witness->matrix(1, 1) - c.witness->matrix(0, 1) * c.witness->matrix(1, 0) < 0);
  recheckWitness(*c.witness, Z(), distance);
}

TEST_CASE("checkKernel: a negative diagonal is a one-point witness") {
  const auto c = gramlab::checkKernel("-dot(x,y)", {}, Z());
  REQUIRE(c.witness);
  REQUIRE(c.witness->indices.size() == 1);
  recheckWitness(*c.witness, Z(), [](const Eigen::VectorXd& p, const Eigen::VectorXd& q) { return -p.dot(q); });
}

// Found by the fuzzer (tests/fuzz/seeds/minor-beside-huge-eigenvalues): with e = 0.75, k(x, y) = (e − 2 + x·y)^51
// + x·y + 5 has k(0, 0) = (−1.25)^51 + 5 = −87576.2 (by hand: 1.25^51 = e^(51·ln 1.25) = 87581.2) at the origin,
// while the point (1000, 0.001, −7) makes max|λ| ≈ (10⁶)^51 = 10³⁰⁶, so every eigenvalue is within the tolerance
// 6·ε·10³⁰⁶ of 0. The negative diagonal entry alone says "not PSD", and it is the witness.
TEST_CASE("checkKernel: a negative k(x, x) decides \"not PSD\" where the eigenvalues' tolerance hides it") {
  Eigen::MatrixXd points(6, 3);
  points << 0, 0, 0, 1, 0, 0, 1, 0, 0, -0.5, 2, 1e-3, 3, -1, 0.25, 1e3, 1e-3, -7;
  const auto c = gramlab::checkKernel("((e-2 + dot(x,y))^51 + dot(x,y))^1 + 5", {{"e", 0.75}}, points);
  CHECK_FALSE(c.isPSD);
  CHECK(c.negativeCount == 0);
  CHECK(c.rule == "minor");
  REQUIRE(c.minor);
  CHECK(c.tolerance > 1e290);
  CHECK(c.status == "refuted");
  REQUIRE(c.witness);
  CHECK(c.witness->indices == std::vector<Eigen::Index>{0});
  CHECK(c.witness->matrix(0, 0) == doctest::Approx(-87576.2).epsilon(1e-6));
  CHECK(c.witness->verified);
}

// Issue 37: the sample (seed 31337, 20 points in the plane) is certainly not PSD, λ_min ≈ −0.377, yet no subset of
// at most 8 points the search tries fails: the answer used to be "unknown". The oracle is
// tests/fixtures/kernel_witness.json (scripts/gen_kernel_witness_fixtures.py: numpy's points, the exact Gram
// matrix from Python's decimal at 50 digits).
TEST_CASE("checkKernel: a sample certainly not PSD is itself a witness, never \"unknown\"") {
  const fixture_json::Json doc = fixture_json::read("kernel_witness.json");
  const Eigen::MatrixXd points = ref::matrix(doc["points"]);
  const Eigen::MatrixXd gram = ref::matrix(doc["gram"]);
  const auto c = gramlab::checkKernel(doc["expression"].text, {}, std::stoull(doc["seed"].text), 20, 2);
  CHECK_FALSE(c.isPSD);
  CHECK(c.rule == "rounding");
  CHECK(c.minEigenvalue == doctest::Approx(doc["minEigenvalue"].number()).epsilon(1e-12));
  CHECK(c.status == "refuted");
  REQUIRE(c.witness);
  const gramlab::KernelWitness& w = *c.witness;
  CHECK(w.verified);
  CHECK(w.upperBound < 0);
  CHECK(w.found == "sample");
  const auto m = static_cast<Eigen::Index>(w.indices.size());
  CHECK(m > gramlab::limits::kMaxWitnessPoints);
  CHECK(m <= 20);
  // cᵀKc / cᵀc with the fixture's exact K on the witness's points: below 0, and at most the bound it claims.
  Eigen::MatrixXd exact(m, m);
  for (Eigen::Index a = 0; a < m; ++a) {
    CHECK(w.points.row(a) == points.row(w.indices[a]));
    for (Eigen::Index b = 0; b < m; ++b) exact(a, b) = gram(w.indices[a], w.indices[b]);
  }
  const double rayleigh = w.direction.dot(exact * w.direction) / w.direction.squaredNorm();
  CHECK(rayleigh < 0);
  CHECK(rayleigh <= w.upperBound + 1e-12);
  CHECK((w.matrix - exact).cwiseAbs().maxCoeff() <= 1e-14);
}

TEST_CASE("findWitness: the article's S fails only as a whole (its 2 × 2 minors are positive)") {
  const Eigen::MatrixXd points = (Eigen::MatrixXd(3, 1) << 1, 2, 3).finished();
  Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> eig(ref::S());
  const auto w = gramlab::findWitness(ref::S(), points, eig.eigenvectors().col(0));
  REQUIRE(w);
  CHECK(w->indices == std::vector<Eigen::Index>{0, 1, 2});
  CHECK(w->minEigenvalue == doctest::Approx(-0.1767145334803706).epsilon(1e-13));
}

TEST_CASE("checkKernel: symmetry is decided within rounding") {
  const Eigen::MatrixXd p = gramlab::randomPoints(1, 10, 3);
  // x·(2x − y): K_ij − K_ji = 2(‖x_i‖² − ‖x_j‖²).
  const auto c = gramlab::checkKernel("dot(x, 2*x - y)", {}, p);
  CHECK_FALSE(c.isSymmetric);
  const Eigen::VectorXd sq = p.rowwise().squaredNorm();
  CHECK(c.maxAsymmetry == doctest::Approx(2 * (sq.maxCoeff() - sq.minCoeff())).epsilon(1e-12));
  CHECK(std::abs(sq(c.asymmetricI) - sq(c.asymmetricJ)) ==
        doctest::Approx(sq.maxCoeff() - sq.minCoeff()).epsilon(1e-12));
  // Symmetric in exact arithmetic; the two orders round differently.
  CHECK(gramlab::checkKernel("norm(x) + 1 + norm(y)", {}, p).isSymmetric);
  CHECK(gramlab::checkKernel("exp(sum(x)) * 3 * exp(sum(y))", {}, p).isSymmetric);
}

TEST_CASE("checkKernel: rank-deficient, huge and tiny samples") {
  // Identical points: K = 11ᵀ (RBF), K = 0 (distance): PSD, nothing to witness.
  const Eigen::MatrixXd same = Eigen::MatrixXd::Constant(6, 3, 0.7);
  const auto ones = gramlab::checkKernel("exp(-norm(x-y)^2)", {}, same);
  CHECK(ones.isPSD);
  CHECK(ones.maxEigenvalue == doctest::Approx(6).epsilon(1e-14));
  const auto zero = gramlab::checkKernel("norm(x-y)", {}, same);
  CHECK(zero.isPSD);
  CHECK(zero.minEigenvalue == 0);
  CHECK(zero.tolerance == 0);
  CHECK_FALSE(zero.witness);
  // Tiny points: x·y underflows to 0, the zero matrix is PSD; the RBF matrix is 11ᵀ.
  const Eigen::MatrixXd tiny = 1e-250 * gramlab::randomPoints(2, 8, 3);
  CHECK(gramlab::checkKernel("dot(x,y)", {}, tiny).isPSD);
  CHECK(gramlab::checkKernel("exp(-norm(x-y)^2)", {}, tiny).maxEigenvalue == doctest::Approx(8).epsilon(1e-14));
  // Huge points: x·y overflows, a coded error with the pair.
  const Eigen::MatrixXd huge = 1e300 * gramlab::randomPoints(2, 8, 3);
  CHECK(codeOf([&] { gramlab::checkKernel("dot(x,y)", {}, huge); }) == ErrorCode::NotFinite);
  // A scaled-up sigmoid keeps its verdict: the tolerance is relative.
  const auto scaled = gramlab::checkKernel("1e200 * tanh(0.5*dot(x,y)+0.1)", {}, Z());
  CHECK(scaled.negativeCount == 142);
}

TEST_CASE("checkKernel: the seeded form draws the article's points") {
  const auto seeded = gramlab::checkKernel("tanh(0.5*dot(x,y)+0.1)", {}, 4, 300, 5);
  const auto given = gramlab::checkKernel("tanh(0.5*dot(x,y)+0.1)", {}, Z());
  CHECK(seeded.minEigenvalue == given.minEigenvalue);
  CHECK(seeded.negativeCount == 142);
  CHECK(codeOf([] { gramlab::checkKernel("dot(x,y)", {}, 4, 0, 5); }) == ErrorCode::Empty);
  CHECK(codeOf([] { gramlab::checkKernel("dot(x,y)", {}, 4, 2001, 5); }) == ErrorCode::TooLarge);
}

TEST_CASE("checkKernel: bad expressions and points get a stable code") {
  CHECK(codeOf([] { gramlab::checkKernel("x+1", {}, Z()); }) == ErrorCode::BadExpression);
  CHECK(codeOf([] { gramlab::checkKernel("exp(-g*norm(x-y)^2)", {}, Z()); }) == ErrorCode::BadExpression);
  CHECK(codeOf([] { gramlab::checkKernel("dot(x,y)", {}, Eigen::MatrixXd(0, 0)); }) == ErrorCode::Empty);
  Eigen::MatrixXd nan = Z().topRows(5);
  nan(2, 3) = std::nan("");
  CHECK(codeOf([&] { gramlab::checkKernel("dot(x,y)", {}, nan); }) == ErrorCode::NotFinite);
  CHECK(codeOf([] { gramlab::checkKernel("log(dot(x,y))", {}, fixture_files::zSeed4()); }) == ErrorCode::NotFinite);
}

TEST_CASE("checkKernel: values near the top of the double range are a coded error or a verdict, never a crash") {
  const Eigen::MatrixXd p = gramlab::randomPoints(3, 4, 2);
  // Four equal points: K = 1e308·11ᵀ has finite entries but the eigenvalue 4e308 overflows: OVERFLOW (main's
  // eigenSymmetric names it; before OVERFLOW existed this was NOT_FINITE).
  const Eigen::MatrixXd same = Eigen::MatrixXd::Ones(4, 2);
  CHECK(codeOf([&] { gramlab::checkKernel("1e308*exp(-norm(x-y)^2)", {}, same); }) == ErrorCode::Overflow);
  CHECK(gramlab::checkKernel("1e308*exp(-norm(x-y)^2)", {}, p).isPSD);
  // 1e300 · RBF keeps the RBF verdict: the tolerance scales with the matrix.
  CHECK(gramlab::checkKernel("1e300*exp(-norm(x-y)^2)", {}, p).isPSD);
  CHECK_FALSE(gramlab::checkKernel("1e300*norm(x-y)", {}, p).isPSD);
}

TEST_CASE("checkKernelRequest: one request with a seed or with points, and expressionMatrix is its K") {
  gramlab::KernelCheckRequest seeded{"tanh(a*dot(x,y)+b)", {{"a", 0.5}, {"b", 0.1}}, 4, 300, 5, std::nullopt};
  CHECK(gramlab::checkKernelRequest(seeded).negativeCount == 142);  // the article's count
  gramlab::KernelCheckRequest given{"dot(x,y)", {}, std::nullopt, 0, 0, Z().topRows(3)};
  CHECK(gramlab::checkKernelRequest(given).n == 3);
  // K of the linear kernel is Z Zᵀ, entry for entry (each entry is one dot product, the same sums).
  const Eigen::MatrixXd k = gramlab::expressionMatrix(given);
  const Eigen::MatrixXd zzt = Z().topRows(3) * Z().topRows(3).transpose();
  CHECK((k - zzt).cwiseAbs().maxCoeff() <= 8 * kEpsilon * zzt.cwiseAbs().maxCoeff());
  // Neither or both sources, and a missing parameter, are coded errors.
  gramlab::KernelCheckRequest none{"dot(x,y)", {}, std::nullopt, 0, 0, std::nullopt};
  CHECK(codeOf([&] { gramlab::checkKernelRequest(none); }) == ErrorCode::BadArgument);
  gramlab::KernelCheckRequest both{"dot(x,y)", {}, 4, 3, 5, Z().topRows(3)};
  CHECK(codeOf([&] { gramlab::expressionMatrix(both); }) == ErrorCode::BadArgument);
  gramlab::KernelCheckRequest unbound{"tanh(a*dot(x,y))", {}, 4, 3, 5, std::nullopt};
  CHECK(codeOf([&] { gramlab::expressionMatrix(unbound); }) == ErrorCode::BadExpression);
}
