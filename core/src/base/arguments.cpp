#include "gramlab/base/arguments.hpp"

#include <cmath>
#include <cstdio>
#include <limits>

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
  if (value > max) {
    if (aboveIsTooLarge) throw LimitError(name + range, name, value, max);
    throw Error(ErrorCode::BadArgument, name + range);
  }
  return static_cast<int>(value);
}

void requireListSize(const std::string& name, std::size_t size, std::size_t maxSize) {
  if (size == 0) throw Error(ErrorCode::Empty, name + " is empty");
  if (size > maxSize)
    throw LimitError(name + " has " + std::to_string(size) + " entries; the limit is " + std::to_string(maxSize),
                     "dim " + name, static_cast<double>(size), static_cast<double>(maxSize));
}

void requireFiniteVector(const std::string& name, const Eigen::VectorXd& v, Eigen::Index maxSize) {
  requireListSize(name, static_cast<std::size_t>(v.size()), static_cast<std::size_t>(maxSize));
  for (Eigen::Index i = 0; i < v.size(); ++i)
    if (!std::isfinite(v(i)))
      throw Error(ErrorCode::NotFinite, name + ": entry " + std::to_string(i + 1) + " is not a finite number");
}

std::uint64_t parseSeed(const std::string& decimal) {
  constexpr std::uint64_t kMax = std::numeric_limits<std::uint64_t>::max();
  const auto bad = [&] {
    return Error(ErrorCode::BadArgument,
                 "seed \"" + decimal.substr(0, 40) + "\" is not a whole number from 0 to 18446744073709551615");
  };
  if (decimal.empty() || decimal.size() > 20 || (decimal.size() > 1 && decimal[0] == '0')) throw bad();
  std::uint64_t seed = 0;
  for (char c : decimal) {
    if (c < '0' || c > '9') throw bad();
    const auto digit = static_cast<std::uint64_t>(c - '0');
    if (seed > (kMax - digit) / 10) throw bad();  // seed * 10 + digit would pass 2^64 − 1
    seed = seed * 10 + digit;
  }
  return seed;
}

}  // namespace gramlab
