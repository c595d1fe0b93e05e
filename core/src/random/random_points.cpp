#include "gramlab/random/random_points.hpp"

#include "gramlab/base/error.hpp"
#include "gramlab/base/limits.hpp"
#include "gramlab/base/validate.hpp"
#include "gramlab/random/numpy_random.hpp"

namespace gramlab {

Eigen::MatrixXd randomPoints(std::uint64_t seed, Eigen::Index n, Eigen::Index d) {
  requireCount("n (points)", n, limits::kMaxPoints);
  requireCount("d (dimension)", d, limits::kMaxDimension);
  return randomNormal(seed, n, d);
}

}  // namespace gramlab
