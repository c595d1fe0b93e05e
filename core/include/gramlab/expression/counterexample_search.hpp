#pragma once
// When the sample passes and no proof is found, search further for a counterexample, in rounds the page
// runs one at a time (progress shows, Cancel works between them). Each round tries one strategy on point
// sets built from the sample or drawn from a seed fixed by the round, within a bounded amount of work;
// a point set whose computed Gram matrix fails is kept only as a witness that witness_bound verifies.
//   round 0, 1   "scaled"     the sample (its first 24 points) times 10⁻³ and 10⁻¹, then 10 and 10³
//   round 2      "shifted"    the sample moved by ±10 and ±1000 along (1, …, 1)
//   round 3      "cluster"    tight clusters: 6 points within 10⁻¹ and 10⁻³ of a sample point
//   round 4      "line"       5 equally spaced points on a line, spacing 1, 0.3, 0.1 and 0.03
//   round 5      "far"        the origin and points far out along the axes (10, 100, 1000)
//   round 6, 7   "optimised"  3, then 5 points moved by a small random search to lower λ_min / max|λ|
#include <cstdint>
#include <optional>
#include <string>

#include "gramlab/expression/kernel_check.hpp"

namespace gramlab {

constexpr int kCounterexampleRounds = 8;
// The evaluation cost one round may spend (work units as limits::kMaxEvaluationCost counts them): tens of
// milliseconds in WASM, so a round is one job step and Stop answers between rounds.
constexpr std::uint64_t kMaxSearchWork = 20'000'000;

struct CounterexampleRequest {
  std::string expression;
  ParameterValues params;
  std::optional<std::uint64_t> seed;  // the sample, as KernelCheckRequest names it
  Eigen::Index n = 0;
  Eigen::Index d = 0;
  std::optional<Eigen::MatrixXd> points;
  int round = 0;  // 0 … kCounterexampleRounds − 1
};

struct CounterexampleSearch {
  int round;
  int rounds;                            // kCounterexampleRounds
  std::string strategy;                  // the round's strategy, as above
  int pointSets;                         // point sets whose Gram matrix was computed
  double work;                           // their evaluation cost (ExpressionEvaluator::cost), ≤ kMaxSearchWork
  std::optional<KernelWitness> witness;  // verified; its `found` is the strategy and its indices are empty
};

// Throws as checkKernelRequest, and BadArgument for a round outside 0 … kCounterexampleRounds − 1.
CounterexampleSearch searchCounterexample(const CounterexampleRequest& request);

}  // namespace gramlab
