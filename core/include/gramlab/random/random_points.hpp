#pragma once
// Point sets drawn from a seed, as the article draws them: default_rng(seed).normal(size=(n, d)).
// The page names a seed in decimal text because JS Numbers stop being exact at 2^53 and seeds reach 2^64 − 1.
#include <Eigen/Dense>

#include <cstdint>
#include <string>

namespace gramlab {

// The canonical decimal digits of 0 … 2^64 − 1: no sign, space, leading zero or exponent (BadArgument).
std::uint64_t parseSeed(const std::string& decimal);

// default_rng(seed).normal(size=(n, d)), one point per row. n in 1..limits::kMaxPoints and d in
// 1..limits::kMaxDimension (Empty for 0, BadArgument below, TooLarge above), checked before any draw.
Eigen::MatrixXd randomPoints(std::uint64_t seed, Eigen::Index n, Eigen::Index d);

}  // namespace gramlab
