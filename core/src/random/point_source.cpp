#include "gramlab/random/point_source.hpp"

#include "gramlab/base/error.hpp"
#include "gramlab/random/random_points.hpp"

namespace gramlab {

Eigen::MatrixXd resolvePoints(const PointSource& source) {
  if (source.points) {
    if (source.seed) throw Error(ErrorCode::BadArgument, "give either a seed or points, not both");
    if (source.n != 0 || source.d != 0) throw Error(ErrorCode::BadArgument, "n and d go with a seed, not with points");
    return *source.points;
  }
  if (!source.seed) throw Error(ErrorCode::BadArgument, "expected {seed, n, d} or {points}");
  return randomPoints(*source.seed, source.n, source.d);
}

}  // namespace gramlab
