#pragma once
// A point set named either by a seed — {seed, n, d}: default_rng(seed).normal(size=(n, d)), drawn here —
// or by its rows ({points}), so a page can ask for the article's 300 points without shipping them.
#include <Eigen/Dense>
#include <cstdint>
#include <optional>

namespace gramlab {

struct PointSource {
  std::optional<std::uint64_t> seed;
  Eigen::Index n = 0;
  Eigen::Index d = 0;
  std::optional<Eigen::MatrixXd> points;
};

// The points, one per row. Exactly one of seed and points (BadArgument otherwise, and for n or d given with
// points); a seed's n and d are checked as randomPoints checks them.
Eigen::MatrixXd resolvePoints(const PointSource& source);

}  // namespace gramlab
