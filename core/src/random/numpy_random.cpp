// numpy.random.default_rng, reimplemented from numpy's documented algorithms (SeedSequence,
// PCG64, ziggurat normal). Every operation mirrors numpy's order so results match bit for bit.
#include "gramlab/random/numpy_random.hpp"

#include <cmath>
#include <cstring>
#include <string>

#include "gramlab/base/error.hpp"
#include "gramlab/random/ziggurat_tables.hpp"

namespace gramlab {

// ---- SeedSequence: 32-bit hash mixing of the entropy words into a pool of 4
namespace {

constexpr std::uint32_t kInitA = 0x43b0d7e5;
constexpr std::uint32_t kMultA = 0x931e8875;
constexpr std::uint32_t kInitB = 0x8b51f9dd;
constexpr std::uint32_t kMultB = 0x58f38ded;
constexpr std::uint32_t kMixMultL = 0xca01f9dd;
constexpr std::uint32_t kMixMultR = 0x4973f715;
constexpr int kXShift = 16;
constexpr int kPoolSize = 4;

// The hash carries state (its constant advances on every call), so the call order matters.
class HashMix {
 public:
  std::uint32_t operator()(std::uint32_t value) {
    value ^= hashConst_;
    hashConst_ *= kMultA;
    value *= hashConst_;
    return value ^ (value >> kXShift);
  }

 private:
  std::uint32_t hashConst_ = kInitA;
};

std::uint32_t mix(std::uint32_t x, std::uint32_t y) {
  const std::uint32_t r = kMixMultL * x - kMixMultR * y;
  return r ^ (r >> kXShift);
}

// An integer seed as numpy coerces it: little-endian 32-bit words, and [0] for zero.
int seedWords(std::uint64_t seed, std::uint32_t (&words)[2]) {
  words[0] = static_cast<std::uint32_t>(seed);
  words[1] = static_cast<std::uint32_t>(seed >> 32);
  return words[1] != 0 ? 2 : 1;
}

// With at most 2 entropy words (< pool size) numpy's extra-entropy loop never runs.
void mixEntropy(std::uint32_t (&pool)[kPoolSize], const std::uint32_t* entropy, int n) {
  HashMix hash;
  for (int i = 0; i < kPoolSize; ++i) pool[i] = hash(i < n ? entropy[i] : 0u);
  for (int src = 0; src < kPoolSize; ++src) {
    for (int dst = 0; dst < kPoolSize; ++dst) {
      if (src != dst) pool[dst] = mix(pool[dst], hash(pool[src]));
    }
  }
}

}  // namespace

std::array<std::uint64_t, 4> seedSequenceState(std::uint64_t seed) {
  std::uint32_t words[2];
  const int n = seedWords(seed, words);
  std::uint32_t pool[kPoolSize];
  mixEntropy(pool, words, n);

  // generate_state: 8 uint32 words cycling over the pool, viewed as 4 little-endian uint64.
  std::uint32_t out[8];
  std::uint32_t hashConst = kInitB;
  for (int i = 0; i < 8; ++i) {
    std::uint32_t v = pool[i % kPoolSize] ^ hashConst;
    hashConst *= kMultB;
    v *= hashConst;
    out[i] = v ^ (v >> kXShift);
  }
  std::array<std::uint64_t, 4> state;
  for (int k = 0; k < 4; ++k) {
    state[k] = out[2 * k] | (static_cast<std::uint64_t>(out[2 * k + 1]) << 32);
  }
  return state;
}

// ---- PCG64
namespace {

__extension__ typedef unsigned __int128 U128;

// PCG's default 128-bit LCG multiplier.
constexpr U128 kPcgMultiplier = (static_cast<U128>(0x2360ed051fc65da4ULL) << 64) | 0x4385df649fccf645ULL;

}  // namespace

Pcg64::Pcg64(std::uint64_t seed) : Pcg64(seedSequenceState(seed)) {}

// numpy hands words 0-1 to PCG as the initial state and words 2-3 as the stream (pcg's srandom).
Pcg64::Pcg64(const std::array<std::uint64_t, 4>& words) {
  const U128 initState = (static_cast<U128>(words[0]) << 64) | words[1];
  const U128 initSeq = (static_cast<U128>(words[2]) << 64) | words[3];
  inc_ = (initSeq << 1) | 1u;
  state_ = 0;
  nextUint64();
  state_ += initState;
  nextUint64();
}

std::uint64_t Pcg64::nextUint64() {
  state_ = state_ * kPcgMultiplier + inc_;
  // XSL-RR: xor the halves, rotate right by the top 6 bits.
  const auto folded = static_cast<std::uint64_t>(state_ >> 64) ^ static_cast<std::uint64_t>(state_);
  const unsigned rot = static_cast<unsigned>(state_ >> 122);
  return (folded >> rot) | (folded << ((64u - rot) & 63u));
}

// ---- Ziggurat normal
namespace {

// Layer 0 overflow: Marsaglia's tail method beyond r. log1p(-u) rather than log(u) avoids log(0).
// The one libm-dependent result: the draw's last bit follows log1p's. numpy itself inherits this
// (glibc picks an FMA or plain log1p by CPU), so no log1p of ours could match "numpy" everywhere.
// Measured: musl and glibc disagree on ~3e-5 of tail draws, i.e. ~1e-8 of all normal draws.
double tailDraw(Pcg64& bits, bool negative) {
  for (;;) {
    const double xx = -ziggurat::kInvR * std::log1p(-bits.nextDouble());
    const double yy = -std::log1p(-bits.nextDouble());
    if (yy + yy > xx * xx) return negative ? -(ziggurat::kR + xx) : ziggurat::kR + xx;
  }
}

// Wedge between layer idx's core and the curve: accept below exp(-x^2/2). Only a draw landing
// within an ulp of the curve could depend on exp's last bit (or on fma contraction).
bool wedgeAccepts(Pcg64& bits, std::uint64_t idx, double x) {
  const double fLow = ziggurat::fi[idx];
  const double y = (ziggurat::fi[idx - 1] - fLow) * bits.nextDouble() + fLow;
  return y < std::exp(-0.5 * x * x);
}

// -mag when negative. Branch-free: the sign bit is a coin flip, so a branch mispredicts half the
// time and costs more than the rest of a draw.
double withSignBit(double mag, std::uint64_t negative) {
  std::uint64_t u;
  std::memcpy(&u, &mag, sizeof u);
  u ^= negative << 63;
  std::memcpy(&mag, &u, sizeof u);
  return mag;
}

}  // namespace

// The layout of one 64-bit word: bits 0-7 pick the layer, bit 8 the sign, bits 9-60 a 52-bit
// magnitude. Below ki[idx] the point is inside the layer's rectangle core (98.5% of words).
double NumpyRandom::standardNormal() {
  for (;;) {
    const std::uint64_t r = bits_.nextUint64();
    const std::uint64_t idx = r & 0xff;
    const std::uint64_t rabs = (r >> 9) & 0x000fffffffffffffULL;
    // rabs < 2^52 converts exactly; going through int64 spares x86 the unsigned-convert fixup.
    const double mag = static_cast<double>(static_cast<std::int64_t>(rabs)) * ziggurat::wi[idx];
    const double x = withSignBit(mag, (r >> 8) & 1);
    if (rabs < ziggurat::ki[idx]) return x;
    if (idx == 0) return tailDraw(bits_, ((rabs >> 8) & 1) != 0);  // tail sign: bit 8 of rabs
    if (wedgeAccepts(bits_, idx, x)) return x;
  }
}

// ---- Matrices in numpy's C order
namespace {

void checkSize(Eigen::Index rows, Eigen::Index cols) {
  if (rows < 0 || cols < 0) {
    throw Error(ErrorCode::BadArgument,
                "random matrix size must be non-negative, got " + std::to_string(rows) + "x" + std::to_string(cols));
  }
  if (rows > 0 && cols > kMaxRandomDraws / rows) {  // rows*cols > limit, without overflow
    throw LimitError("random matrix " + std::to_string(rows) + "x" + std::to_string(cols) + " exceeds " +
                         std::to_string(kMaxRandomDraws) + " draws",
                     "rows · cols", static_cast<double>(rows) * static_cast<double>(cols),
                     static_cast<double>(kMaxRandomDraws));
  }
}

template <class Draw>
Eigen::MatrixXd fillRowMajor(Eigen::Index rows, Eigen::Index cols, Draw draw) {
  checkSize(rows, cols);
  Eigen::MatrixXd m(rows, cols);
  for (Eigen::Index i = 0; i < rows; ++i) {
    for (Eigen::Index j = 0; j < cols; ++j) m(i, j) = draw();
  }
  return m;
}

}  // namespace

Eigen::MatrixXd randomNormal(std::uint64_t seed, Eigen::Index rows, Eigen::Index cols) {
  NumpyRandom rng(seed);
  return nextNormals(rng, rows, cols);
}

Eigen::MatrixXd nextNormals(NumpyRandom& rng, Eigen::Index rows, Eigen::Index cols) {
  return fillRowMajor(rows, cols, [&rng] { return rng.normal(); });
}

Eigen::MatrixXd randomUniform(std::uint64_t seed, Eigen::Index rows, Eigen::Index cols) {
  NumpyRandom rng(seed);
  return fillRowMajor(rows, cols, [&rng] { return rng.uniform(); });
}

}  // namespace gramlab
