#include "gramlab/exact/big_unsigned.hpp"

#include <algorithm>
#include <cmath>

#include "gramlab/base/error.hpp"

namespace gramlab {

BigUnsigned::BigUnsigned(std::uint64_t value) {
  for (; value != 0; value >>= 32) limbs_.push_back(static_cast<std::uint32_t>(value));
}

void BigUnsigned::multiplyBy(std::uint32_t factor) {
  std::uint64_t carry = 0;
  for (std::uint32_t& limb : limbs_) {
    const std::uint64_t product = static_cast<std::uint64_t>(limb) * factor + carry;  // < 2⁶⁴
    limb = static_cast<std::uint32_t>(product);
    carry = product >> 32;
  }
  if (carry != 0) limbs_.push_back(static_cast<std::uint32_t>(carry));
  if (factor == 0) limbs_.clear();
}

std::uint32_t BigUnsigned::divideBy(std::uint32_t divisor) {
  if (divisor == 0) throw Error(ErrorCode::BadArgument, "division by zero");
  std::uint64_t remainder = 0;
  for (auto limb = limbs_.rbegin(); limb != limbs_.rend(); ++limb) {
    const std::uint64_t current = (remainder << 32) | *limb;
    *limb = static_cast<std::uint32_t>(current / divisor);
    remainder = current % divisor;
  }
  while (!limbs_.empty() && limbs_.back() == 0) limbs_.pop_back();
  return static_cast<std::uint32_t>(remainder);
}

namespace {
int bitLength(std::uint64_t x) {
  int bits = 0;
  for (; x != 0; x >>= 1) ++bits;
  return bits;
}
}  // namespace

double BigUnsigned::toDouble() const {
  // Correctly rounded, to nearest with ties to even: the leading 64 bits, every bit below them folded into
  // `sticky`, then rounded once to double's 53 (Horner's sum in doubles rounds at every limb: 1 ulp off).
  std::size_t size = limbs_.size();
  while (size > 0 && limbs_[size - 1] == 0) --size;
  if (size == 0) return 0;
  const int bits = 32 * static_cast<int>(size - 1) + bitLength(limbs_[size - 1]);
  const int shift = std::max(0, bits - 64);  // the bits below the leading 64
  const auto bit = [&](int k) { return (limbs_[static_cast<std::size_t>(k / 32)] >> (k % 32)) & 1u; };
  std::uint64_t top = 0;
  for (int k = bits - 1; k >= shift; --k) top = (top << 1) | bit(k);
  bool sticky = false;
  for (int k = 0; k < shift && !sticky; ++k) sticky = bit(k) != 0;
  const int extra = std::max(0, bitLength(top) - 53);  // bits of `top` past double's precision
  std::uint64_t mantissa = top >> extra;
  if (extra > 0) {
    const std::uint64_t rest = top & ((std::uint64_t{1} << extra) - 1), half = std::uint64_t{1} << (extra - 1);
    if (rest > half || (rest == half && (sticky || (mantissa & 1)))) ++mantissa;
  }
  return std::ldexp(static_cast<double>(mantissa), extra + shift);
}

std::string BigUnsigned::toDecimal() const {
  if (isZero()) return "0";
  BigUnsigned rest = *this;
  std::string digits;
  // Nine digits per division: 10⁹ < 2³².
  while (!rest.isZero()) {
    std::uint32_t chunk = rest.divideBy(1000000000u);
    for (int i = 0; i < 9 && (chunk != 0 || !rest.isZero()); ++i, chunk /= 10)
      digits.push_back(static_cast<char>('0' + chunk % 10));
  }
  std::reverse(digits.begin(), digits.end());
  return digits;
}

BigUnsigned binomial(std::uint32_t n, std::uint32_t k) {
  if (k > n) return BigUnsigned(0);
  k = std::min(k, n - k);
  BigUnsigned result(1);
  // After step i the value is C(n − k + i, i), an integer, so every division is exact.
  for (std::uint32_t i = 1; i <= k; ++i) {
    result.multiplyBy(n - k + i);
    result.divideBy(i);
  }
  return result;
}

}  // namespace gramlab
