#pragma once
// Point sets drawn from a seed, as the article draws them: default_rng(seed).normal(size=(n, d)). The page
// names a seed in decimal text (parseSeed, base/arguments.hpp).
#include <Eigen/Dense>

#include <cstdint>

namespace gramlab {

// default_rng(seed).normal(size=(n, d)), one point per row. n in 1..limits::kMaxPoints and d in
// 1..limits::kMaxDimension (Empty for 0, BadArgument below, TooLarge above), checked before any draw.
Eigen::MatrixXd randomPoints(std::uint64_t seed, Eigen::Index n, Eigen::Index d);

}  // namespace gramlab
