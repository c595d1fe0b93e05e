#include <doctest/doctest.h>

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iomanip>
#include <limits>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "gramlab/base/error.hpp"
#include "gramlab/random/numpy_random.hpp"
#include "support/error_code.hpp"
#include "support/json.hpp"
#include "support/reference.hpp"

// Oracles: tests/fixtures/rng.json (scripts/gen_rng_fixtures.py, numpy 1.24.2) and the article's figures,
// tests/fixtures/article.json (scripts/gen_article_fixtures.py).

using gramlab::ErrorCode;
using gramlab::NumpyRandom;

namespace {

using fixture_json::Json;

const Json& fixture() {
  static const Json doc = fixture_json::read("rng.json");  // scripts/gen_rng_fixtures.py
  return doc;
}

// ---- Bitwise comparison
std::uint64_t bitsOf(double x) {
  std::uint64_t u;
  std::memcpy(&u, &x, sizeof u);
  return u;
}

// Exact equality down to the sign of zero; on failure print both values in full.
#define CHECK_SAME(got, want) \
  CHECK_MESSAGE(bitsOf(got) == bitsOf(want), std::setprecision(17) << (got) << " != " << (want))

std::uint64_t fnv1a64(std::uint64_t h, double x) {
  const std::uint64_t u = bitsOf(x);
  for (int k = 0; k < 8; ++k) {  // little-endian byte order, as the fixture defines it
    h ^= (u >> (8 * k)) & 0xff;
    h *= 0x100000001b3ULL;
  }
  return h;
}

std::string hex16(std::uint64_t h) {
  std::ostringstream out;
  out << std::hex << std::setw(16) << std::setfill('0') << h;
  return out.str();
}

// numpy's pairwise summation (np.sum of a contiguous float64 array): 8 accumulators up to 128
// elements, halves (rounded to a multiple of 8) above that.
double numpySum(const double* a, std::size_t n) {
  if (n < 8) {
    double s = 0.0;
    for (std::size_t i = 0; i < n; ++i) s += a[i];
    return s;
  }
  if (n <= 128) {
    double r[8];
    for (int j = 0; j < 8; ++j) r[j] = a[j];
    std::size_t i = 8;
    for (; i < n - n % 8; i += 8) {
      for (int j = 0; j < 8; ++j) r[j] += a[i + j];
    }
    double s = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]));
    for (; i < n; ++i) s += a[i];
    return s;
  }
  std::size_t half = n / 2;
  half -= half % 8;
  return numpySum(a, half) + numpySum(a + half, n - half);
}

}  // namespace

// ---- Fixture: short vectors for 20 seeds
TEST_CASE("seedSequenceState equals numpy's SeedSequence(seed).generate_state(4, uint64)") {
  const Json& seeds = fixture()["seeds"];
  REQUIRE(seeds.size() >= 19);
  for (std::size_t s = 0; s < seeds.size(); ++s) {
    const std::uint64_t seed = seeds[s]["seed"].u64();
    INFO("seed " << seed);
    const auto state = gramlab::seedSequenceState(seed);
    for (int k = 0; k < 4; ++k) CHECK(state[k] == seeds[s]["seed_sequence_state"][k].u64());
  }
}

TEST_CASE("Pcg64 raw words equal numpy's PCG64(seed).random_raw()") {
  const Json& seeds = fixture()["seeds"];
  for (std::size_t s = 0; s < seeds.size(); ++s) {
    const std::uint64_t seed = seeds[s]["seed"].u64();
    INFO("seed " << seed);
    gramlab::Pcg64 bits(seed);
    for (int k = 0; k < 4; ++k) CHECK(bits.nextUint64() == seeds[s]["raw_uint64"][k].u64());
    NumpyRandom rng(seed);
    CHECK(rng.nextUint64() == seeds[s]["raw_uint64"][0].u64());
  }
}

TEST_CASE("NumpyRandom: first 16 normals and 8 uniforms, bit for bit") {
  const Json& seeds = fixture()["seeds"];
  for (std::size_t s = 0; s < seeds.size(); ++s) {
    const std::uint64_t seed = seeds[s]["seed"].u64();
    INFO("seed " << seed);
    NumpyRandom normals(seed);
    for (int k = 0; k < 16; ++k) CHECK_SAME(normals.normal(), seeds[s]["normal"][k].number());
    NumpyRandom uniforms(seed);
    for (int k = 0; k < 8; ++k) CHECK_SAME(uniforms.uniform(), seeds[s]["uniform"][k].number());
  }
}

// ---- Fixture: 1e6 normals per seed, including ~250 tail draws
TEST_CASE("NumpyRandom: 1e6 normals — FNV-1a hash, sum, every 10000th draw, the whole tail") {
  const Json& runs = fixture()["long_runs"];
  REQUIRE(runs.size() == 3);
  for (std::size_t r = 0; r < runs.size(); ++r) {
    const Json& run = runs[r];
    const std::uint64_t seed = run["seed"].u64();
    const auto n = static_cast<std::size_t>(run["n"].u64());
    const auto stride = static_cast<std::size_t>(run["stride"].u64());
    const double threshold = run["tail_threshold"].number();
    INFO("seed " << seed);

    NumpyRandom rng(seed);
    std::uint64_t hash = 0xcbf29ce484222325ULL;
    double sum = 0.0;
    std::vector<double> strided;
    std::vector<std::pair<std::size_t, double>> tail;
    for (std::size_t i = 0; i < n; ++i) {
      const double x = rng.normal();
      hash = fnv1a64(hash, x);
      sum += x;
      if (i % stride == 0) strided.push_back(x);
      if (std::fabs(x) > threshold) tail.emplace_back(i, x);
    }

    CHECK(hex16(hash) == run["fnv1a64"].text);
    CHECK_SAME(sum, run["sum"].number());
    REQUIRE(strided.size() == run["strided"].size());
    for (std::size_t k = 0; k < strided.size(); ++k) {
      CHECK_SAME(strided[k], run["strided"][k].number());
    }
    REQUIRE(tail.size() == run["tail"].size());
    for (std::size_t k = 0; k < tail.size(); ++k) {
      CHECK(tail[k].first == run["tail"][k][0].u64());
      CHECK_SAME(tail[k].second, run["tail"][k][1].number());
    }
  }
}

// ---- The article's reference figures
TEST_CASE("rng_vectors from the article's figures") {
  const Json& vectors = ref::article()["rng_vectors"];
  for (const auto& [seedText, v] : vectors.fields) {
    INFO("seed " << seedText);
    const std::uint64_t seed = std::strtoull(seedText.c_str(), nullptr, 10);
    const Eigen::MatrixXd z = gramlab::randomNormal(seed, 4, 4);
    REQUIRE(v["normal_first_16"].size() == 16);
    for (int k = 0; k < 16; ++k)
      CHECK_SAME(z(k / 4, k % 4), v["normal_first_16"][static_cast<std::size_t>(k)].number());
    const Eigen::MatrixXd u = gramlab::randomUniform(seed, 1, 4);
    REQUIRE(v["random_first_4"].size() == 4);
    for (int k = 0; k < 4; ++k) CHECK_SAME(u(0, k), v["random_first_4"][static_cast<std::size_t>(k)].number());
  }
  CHECK(vectors.size() == 4);
}

TEST_CASE("randomNormal(4, 300, 5): Z_seed4_first_rows and numpy's Z.sum()") {
  const Eigen::MatrixXd z = gramlab::randomNormal(4, 300, 5);
  REQUIRE(z.rows() == 300);
  REQUIRE(z.cols() == 5);
  const Json& firstRows = ref::article()["Z_seed4_first_rows"];
  REQUIRE(firstRows.size() == 3);
  for (std::size_t i = 0; i < 3; ++i) {
    for (std::size_t j = 0; j < 5; ++j) CHECK_SAME(z(Eigen::Index(i), Eigen::Index(j)), firstRows[i][j].number());
  }
  // numpy sums the C-order buffer pairwise; a row-major copy gives the same buffer.
  const Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor> c = z;
  CHECK_SAME(numpySum(c.data(), static_cast<std::size_t>(c.size())), ref::article()["Z_seed4_sum"].number());
}

// ---- API edges
TEST_CASE("randomUniform fills numpy's C order") {
  const Json& seed0 = fixture()["seeds"][0];
  const Eigen::MatrixXd u = gramlab::randomUniform(seed0["seed"].u64(), 2, 4);
  for (int k = 0; k < 8; ++k) CHECK_SAME(u(k / 4, k % 4), seed0["uniform"][k].number());
}

TEST_CASE("normal() is loc + scale*z, standardNormal keeps numpy's raw draw") {
  NumpyRandom a(7), b(7), c(7);
  const double z = a.standardNormal();
  CHECK_SAME(b.normal(), 0.0 + z);
  CHECK_SAME(c.normal(2.0, 3.0), 2.0 + 3.0 * z);
}

static ErrorCode sizeError(Eigen::Index rows, Eigen::Index cols) {
  INFO(rows << "x" << cols);
  return codeOf([&] { gramlab::randomNormal(1, rows, cols); });
}

TEST_CASE("random matrices: size limits give stable codes") {
  CHECK(sizeError(-1, 3) == ErrorCode::BadArgument);
  CHECK(sizeError(3, -1) == ErrorCode::BadArgument);
  CHECK(sizeError(2001, 2000) == ErrorCode::TooLarge);
  CHECK(sizeError(4'000'001, 1) == ErrorCode::TooLarge);
  const Eigen::Index huge = std::numeric_limits<Eigen::Index>::max();
  CHECK(sizeError(huge, huge) == ErrorCode::TooLarge);  // the product would overflow
  CHECK_THROWS_AS(gramlab::randomUniform(1, -2, 2), gramlab::Error);
  CHECK(gramlab::randomNormal(1, 0, 5).size() == 0);
  CHECK(gramlab::randomNormal(1, 1, 4'000'000).size() == 4'000'000);  // exactly at the limit
}
