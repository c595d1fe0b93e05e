#pragma once
// Checks for arguments that arrive from JavaScript as doubles and vectors: a count (a dimension, a degree,
// a number of terms) must be an integer in range, a number finite, a vector non-empty and finite.
#include <Eigen/Dense>
#include <string>

namespace gramlab {

// NotFinite for NaN/±Inf, BadArgument unless an integer in [min, max] (the message names the range).
// Above max is TooLarge when max is a size limit (aboveIsTooLarge), else BadArgument like below min.
int integerArgument(const std::string& name, double value, int min, int max, bool aboveIsTooLarge);

// NotFinite for NaN/±Inf.
void requireFiniteNumber(const std::string& name, double value);

// Empty when empty, TooLarge past maxSize, NotFinite naming the first non-finite entry.
void requireFiniteVector(const std::string& name, const Eigen::VectorXd& v, Eigen::Index maxSize);

}  // namespace gramlab
