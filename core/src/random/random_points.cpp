#include "gramlab/random/random_points.hpp"

#include <limits>

#include "gramlab/base/error.hpp"
#include "gramlab/base/limits.hpp"
#include "gramlab/base/validate.hpp"
#include "gramlab/random/numpy_random.hpp"

namespace gramlab {

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

Eigen::MatrixXd randomPoints(std::uint64_t seed, Eigen::Index n, Eigen::Index d) {
  requireCount("n (points)", n, limits::kMaxPoints);
  requireCount("d (dimension)", d, limits::kMaxDimension);
  return randomNormal(seed, n, d);
}

}  // namespace gramlab
