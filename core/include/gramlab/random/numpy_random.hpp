#pragma once
// numpy.random.default_rng(seed), bit for bit: SeedSequence → PCG64 → Generator.random / normal.
// The article's figures come from numpy draws, so the page must draw the very same numbers.
#include <Eigen/Dense>

#include <array>
#include <cstdint>

#include "gramlab/base/limits.hpp"

namespace gramlab {

using limits::kMaxRandomDraws;  // draws in one randomNormal/randomUniform call

// numpy.random.SeedSequence(seed).generate_state(4, np.uint64): integer entropy, no spawn key,
// pool size 4.
std::array<std::uint64_t, 4> seedSequenceState(std::uint64_t seed);

// numpy's PCG64: a 128-bit LCG with the XSL-RR 128→64 output function.
class Pcg64 {
 public:
  // Seeded as numpy.random.PCG64(seed) is: through SeedSequence.
  explicit Pcg64(std::uint64_t seed);
  // words = SeedSequence state: {state hi, state lo, stream hi, stream lo}.
  explicit Pcg64(const std::array<std::uint64_t, 4>& words);

  std::uint64_t nextUint64();
  // A double in [0, 1) on the 2^-53 grid, as numpy's next_double.
  // (< 2^53, so the signed conversion is exact and cheaper than the unsigned one on x86.)
  double nextDouble() { return static_cast<double>(static_cast<std::int64_t>(nextUint64() >> 11)) * 0x1.0p-53; }

 private:
  __extension__ typedef unsigned __int128 U128;  // __extension__: no -Wpedantic noise
  U128 state_ = 0;
  U128 inc_ = 0;
};

// The draws of numpy.random.default_rng(seed), one at a time, in numpy's order.
class NumpyRandom {
 public:
  explicit NumpyRandom(std::uint64_t seed) : bits_(seed) {}

  // Generator.standard_normal(): the 256-layer ziggurat.
  double standardNormal();
  // Generator.normal(loc, scale) = loc + scale * standard_normal (so normal() never yields -0.0).
  double normal(double loc = 0.0, double scale = 1.0) { return loc + scale * standardNormal(); }
  // Generator.random(): uniform on [0, 1).
  double uniform() { return bits_.nextDouble(); }
  // PCG64.random_raw().
  std::uint64_t nextUint64() { return bits_.nextUint64(); }

 private:
  Pcg64 bits_;
};

// default_rng(seed).normal(size=(rows, cols)): element (i, j) is draw i*cols + j (numpy's C order).
// Throws Error BadArgument for a negative size, TooLarge past kMaxRandomDraws.
Eigen::MatrixXd randomNormal(std::uint64_t seed, Eigen::Index rows, Eigen::Index cols);
// The next rows×cols draws of `rng`, as a second rng.normal(size=(rows, cols)) on the same generator
// continues numpy's stream (the attention experiment draws X, then W_Q, then W_K). Same order and limits.
Eigen::MatrixXd nextNormals(NumpyRandom& rng, Eigen::Index rows, Eigen::Index cols);
// default_rng(seed).random(size=(rows, cols)), same order and limits.
Eigen::MatrixXd randomUniform(std::uint64_t seed, Eigen::Index rows, Eigen::Index cols);

}  // namespace gramlab
