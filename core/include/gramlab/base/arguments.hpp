#pragma once
// Checks for arguments that arrive from JavaScript as doubles, vectors and text: a count (a dimension, a
// degree, a number of terms) must be an integer in range, a number finite, a vector non-empty and finite, a
// seed canonical decimal text.
#include <Eigen/Dense>
#include <cstddef>
#include <cstdint>
#include <string>

namespace gramlab {

// NotFinite for NaN/±Inf, BadArgument unless an integer in [min, max] (the message names the range).
// Above max is TooLarge when max is a size limit (aboveIsTooLarge), else BadArgument like below min.
int integerArgument(const std::string& name, double value, int min, int max, bool aboveIsTooLarge);

// NotFinite for NaN/±Inf.
void requireFiniteNumber(const std::string& name, double value);

// A list of 1..maxSize entries: Empty, or TooLarge whose quantity is "dim <name>" (the facade names its lists'
// lengths the same way, web/src/api/matrix.js).
void requireListSize(const std::string& name, std::size_t size, std::size_t maxSize);

// requireListSize, then NotFinite naming the first non-finite entry.
void requireFiniteVector(const std::string& name, const Eigen::VectorXd& v, Eigen::Index maxSize);

// A seed (random/) arrives as decimal text because JS Numbers stop being exact at 2^53 and seeds reach
// 2^64 − 1: the canonical decimal digits of 0 … 2^64 − 1, no sign, space, leading zero or exponent (BadArgument).
std::uint64_t parseSeed(const std::string& decimal);

}  // namespace gramlab
