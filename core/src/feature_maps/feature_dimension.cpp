#include "gramlab/feature_maps/feature_dimension.hpp"

#include "gramlab/base/arguments.hpp"
#include "gramlab/base/limits.hpp"
#include "gramlab/exact/big_unsigned.hpp"

namespace gramlab {

FeatureDimension featureDimension(double d, double p) {
  const int dimension = integerArgument("d", d, 1, limits::kMaxCountedDimension, true);
  const int degree = integerArgument("p", p, 1, limits::kMaxCountedDegree, true);
  BigUnsigned count = binomial(static_cast<std::uint32_t>(dimension + degree), static_cast<std::uint32_t>(degree));
  BigUnsigned bytes = count;
  bytes.multiplyBy(4);
  return {count.toDecimal(), bytes.toDecimal(), count.toDouble(), bytes.toDouble()};
}

}  // namespace gramlab
