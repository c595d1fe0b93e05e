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

#include "error_code.hpp"
#include "gramlab/error.hpp"
#include "gramlab/numpy_random.hpp"

// Oracles: tests/fixtures/rng.json (scripts/gen_rng_fixtures.py, numpy 1.24.2) and the article's
// reference figures (../shared/reference/article-reference.json, typed in below).

using gramlab::ErrorCode;
using gramlab::NumpyRandom;

namespace {

// ---- A tiny JSON reader: just enough for the fixture (no string escapes, numbers kept as text)
struct Json {
  enum class Kind { Null, Bool, Number, String, Array, Object };
  Kind kind = Kind::Null;
  std::string text;  // a number's literal or a string's contents
  std::vector<Json> items;
  std::vector<std::pair<std::string, Json>> fields;

  const Json& operator[](const std::string& key) const {
    for (const auto& f : fields) {
      if (f.first == key) return f.second;
    }
    FAIL("fixture has no key " << key);
    return *this;
  }
  const Json& operator[](std::size_t i) const { return items.at(i); }
  std::size_t size() const { return kind == Kind::Object ? fields.size() : items.size(); }
  double number() const { return std::strtod(text.c_str(), nullptr); }  // correctly rounded
  std::uint64_t u64() const { return std::strtoull(text.c_str(), nullptr, 10); }
};

class JsonReader {
 public:
  explicit JsonReader(std::string s) : s_(std::move(s)) {}

  Json parse() {
    Json v = value();
    skipSpace();
    REQUIRE(pos_ == s_.size());
    return v;
  }

 private:
  void skipSpace() {
    while (pos_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[pos_]))) ++pos_;
  }
  char peek() {
    skipSpace();
    REQUIRE(pos_ < s_.size());
    return s_[pos_];
  }
  void expect(char c) {
    REQUIRE(peek() == c);
    ++pos_;
  }
  std::string stringBody() {
    expect('"');
    const std::size_t end = s_.find('"', pos_);
    REQUIRE(end != std::string::npos);
    std::string out = s_.substr(pos_, end - pos_);
    REQUIRE(out.find('\\') == std::string::npos);
    pos_ = end + 1;
    return out;
  }
  Json value() {
    Json v;
    const char c = peek();
    if (c == '{') {
      v.kind = Json::Kind::Object;
      ++pos_;
      if (peek() == '}') return ++pos_, v;
      do {
        std::string key = stringBody();
        expect(':');
        v.fields.emplace_back(std::move(key), value());
      } while (peek() == ',' && ++pos_);
      expect('}');
    } else if (c == '[') {
      v.kind = Json::Kind::Array;
      ++pos_;
      if (peek() == ']') return ++pos_, v;
      do {
        v.items.push_back(value());
      } while (peek() == ',' && ++pos_);
      expect(']');
    } else if (c == '"') {
      v.kind = Json::Kind::String;
      v.text = stringBody();
    } else {
      const std::size_t end = s_.find_first_of(",]} \n\r\t", pos_);
      v.text = s_.substr(pos_, end - pos_);
      pos_ = end;
      v.kind = Json::Kind::Number;
      if (v.text == "null") v.kind = Json::Kind::Null;
      if (v.text == "true" || v.text == "false") v.kind = Json::Kind::Bool;
    }
    return v;
  }

  std::string s_;
  std::size_t pos_ = 0;
};

const Json& fixture() {
  static const Json doc = [] {
    std::ifstream in(GRAMLAB_SOURCE_DIR "/tests/fixtures/rng.json", std::ios::binary);
    REQUIRE_MESSAGE(in.good(), "missing tests/fixtures/rng.json (scripts/gen_rng_fixtures.py)");
    std::stringstream buf;
    buf << in.rdbuf();
    return JsonReader(buf.str()).parse();
  }();
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
TEST_CASE("rng_vectors from article-reference.json") {
  struct Vector {
    std::uint64_t seed;
    double normal[16];
    double uniform[4];
  };
  static const Vector vectors[] = {
      {0,
       {0.1257302210933933, -0.1321048632913019, 0.6404226504432821, 0.10490011715303971,
        -0.535669373161111, 0.36159505490948474, 1.3040000451301372, 0.9470809631292422,
        -0.7037352358069926, -1.2654214710460525, -0.6232744625373522, 0.0413259793472436,
        -2.3250307746388343, -0.21879166393254573, -1.2459109472530652, -0.7322673547034516},
       {0.6369616873214543, 0.2697867137638703, 0.04097352393619469, 0.016527635528529094}},
      {4,
       {-0.6517911526116896, -0.17471729232577715, 1.6637239913911968, 0.659147749832255,
        -1.6413972945846467, -0.005203264171931977, -0.6234637409883934, 0.14863152325202633,
        -1.608187784186389, 0.2417718768768513, 0.23538091873745476, 1.5756260314314627,
        0.3166450164719021, 0.5105466616976417, -1.4931166849642326, 2.2527291247240275},
       {0.9430561055723676, 0.5113275528143616, 0.9762437057077041, 0.08083602389560218}},
      {9,
       {-0.8028369359828766, 0.2428499070790021, -1.656345427042233, 0.656104877556666,
        1.1434530226920894, -0.45261100300789897, 0.4304857455543092, 0.25093256908418204,
        -0.3943520554588936, -0.8624048655156082, -2.032552427456725, 1.4104234840116703,
        -0.047632237192333934, 2.5223274107494347, 0.8262182491746161, 0.27778052697538275},
       {0.8702492039700847, 0.28681720908755537, 0.6031481500515619, 0.7775340829201788}},
      {12345,
       {-1.4238250364546312, 1.2637284581291104, -0.8706617379590857, -0.2591732349343976,
        -0.07534330701052097, -0.740884652085609, -1.3677927017829434, 0.6488928021930399,
        0.361058113054895, -1.95286306301219, 2.347409654378852, 0.9684969057519236,
        -0.7593871804245066, 0.9021982742122517, -0.46695317332055025, -0.06068951873702798},
       {0.22733602246716966, 0.31675833970975287, 0.7973654573327341, 0.6762546707509746}},
  };
  for (const Vector& v : vectors) {
    INFO("seed " << v.seed);
    const Eigen::MatrixXd z = gramlab::randomNormal(v.seed, 4, 4);
    for (int k = 0; k < 16; ++k) CHECK_SAME(z(k / 4, k % 4), v.normal[k]);
    const Eigen::MatrixXd u = gramlab::randomUniform(v.seed, 1, 4);
    for (int k = 0; k < 4; ++k) CHECK_SAME(u(0, k), v.uniform[k]);
  }
}

TEST_CASE("randomNormal(4, 300, 5): Z_seed4_first_rows and numpy's Z.sum()") {
  const Eigen::MatrixXd z = gramlab::randomNormal(4, 300, 5);
  REQUIRE(z.rows() == 300);
  REQUIRE(z.cols() == 5);
  const double firstRows[3][5] = {
      {-0.6517911526116896, -0.17471729232577715, 1.6637239913911968, 0.659147749832255,
       -1.6413972945846467},
      {-0.005203264171931977, -0.6234637409883934, 0.14863152325202633, -1.608187784186389,
       0.2417718768768513},
      {0.23538091873745476, 1.5756260314314627, 0.3166450164719021, 0.5105466616976417,
       -1.4931166849642326}};
  for (int i = 0; i < 3; ++i) {
    for (int j = 0; j < 5; ++j) CHECK_SAME(z(i, j), firstRows[i][j]);
  }
  // numpy sums the C-order buffer pairwise; a row-major copy gives the same buffer.
  const Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor> c = z;
  CHECK_SAME(numpySum(c.data(), static_cast<std::size_t>(c.size())), 8.910081623944505);
}

// ---- API edges
TEST_CASE("randomUniform fills numpy's C order") {
  const Json& seed0 = fixture()["seeds"][0];
  const Eigen::MatrixXd u = gramlab::randomUniform(seed0["seed"].u64(), 2, 4);
  for (int k = 0; k < 8; ++k) CHECK_SAME(u(k / 4, k % 4), seed0["uniform"][k].number());
}

TEST_CASE("normal() is loc + scale*z; standardNormal keeps numpy's raw draw") {
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
