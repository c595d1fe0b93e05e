#include "gramlab/base/arguments.hpp"

#include <cmath>
#include <cstdio>

#include "gramlab/base/error.hpp"
#include "gramlab/base/number_text.hpp"

namespace gramlab {

void requireFiniteNumber(const std::string& name, double value) {
  if (!std::isfinite(value))
    throw Error(ErrorCode::NotFinite, name + " must be a finite number, got " + fullNumberText(value));
}

int integerArgument(const std::string& name, double value, int min, int max, bool aboveIsTooLarge) {
  requireFiniteNumber(name, value);
  const std::string range = " must be an integer from " + std::to_string(min) + " to " + std::to_string(max) +
                            ", got " + fullNumberText(value);
  if (value != std::floor(value) || value < min) throw Error(ErrorCode::BadArgument, name + range);
  if (value > max) throw Error(aboveIsTooLarge ? ErrorCode::TooLarge : ErrorCode::BadArgument, name + range);
  return static_cast<int>(value);
}

void requireFiniteVector(const std::string& name, const Eigen::VectorXd& v, Eigen::Index maxSize) {
  if (v.size() == 0) throw Error(ErrorCode::Empty, name + " is empty");
  if (v.size() > maxSize)
    throw Error(ErrorCode::TooLarge,
                name + " has " + std::to_string(v.size()) + " entries; the limit is " + std::to_string(maxSize));
  for (Eigen::Index i = 0; i < v.size(); ++i)
    if (!std::isfinite(v(i)))
      throw Error(ErrorCode::NotFinite, name + ": entry " + std::to_string(i + 1) + " is not a finite number");
}

}  // namespace gramlab
