#include "gramlab/exact/binary_fraction.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

namespace gramlab {

BinaryFraction binaryFraction(double x) {
  if (x == 0) return {BigInteger(), 0};
  int e = 0;
  const double fraction = std::frexp(x, &e);  // x = fraction · 2^e, 0.5 ≤ |fraction| < 1, subnormals too
  auto digits = static_cast<std::int64_t>(std::ldexp(fraction, 53));  // exact: 53 bits
  int exponent = e - 53;
  while (digits % 2 == 0) {
    digits /= 2;
    ++exponent;
  }
  return {BigInteger(digits), exponent};
}

ScaledNumber scaledValue(const BigInteger& digits, int exponent) {
  if (digits.isZero()) return {};
  // The top 64 bits with a sticky bit for the rest: one rounding, to 53 bits, in the conversion to double.
  const int dropped = std::max(digits.bitLength() - 64, 0);
  const std::uint64_t top = digits.topBits(dropped);
  return timesPowerOfTwo(scaledOf(digits.sign() * static_cast<double>(top)), exponent + dropped);
}

ScaledNumber exactQuadraticForm(const Eigen::MatrixXd& g, const Eigen::VectorXd& c) {
  const Eigen::Index n = c.size();
  std::vector<BinaryFraction> cs, terms;
  for (Eigen::Index i = 0; i < n; ++i) cs.push_back(binaryFraction(c(i)));
  int lowest = 0;
  for (Eigen::Index i = 0; i < n; ++i)
    for (Eigen::Index j = 0; j < n; ++j) {
      const BinaryFraction gij = binaryFraction(g(i, j));
      const BinaryFraction& ci = cs[static_cast<std::size_t>(i)];
      const BinaryFraction& cj = cs[static_cast<std::size_t>(j)];
      if (gij.digits.isZero() || ci.digits.isZero() || cj.digits.isZero()) continue;
      terms.push_back({ci.digits * gij.digits * cj.digits, ci.exponent + gij.exponent + cj.exponent});
      lowest = terms.size() == 1 ? terms.back().exponent : std::min(lowest, terms.back().exponent);
    }
  BigInteger sum;  // Σ terms / 2^lowest
  for (const BinaryFraction& t : terms) sum = sum + (t.digits << (t.exponent - lowest));
  return scaledValue(sum, lowest);
}

}  // namespace gramlab
