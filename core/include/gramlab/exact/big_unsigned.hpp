#pragma once
// A minimal unsigned big integer: exactly what exact binomial counts need (multiply and divide by a
// 32-bit number, decimal text). Written here because no other branch's big integer is merged yet.
#include <cstdint>
#include <string>
#include <vector>

namespace gramlab {

class BigUnsigned {
 public:
  explicit BigUnsigned(std::uint64_t value = 0);

  void multiplyBy(std::uint32_t factor);
  // Divides in place and returns the remainder; a zero divisor is BadArgument.
  std::uint32_t divideBy(std::uint32_t divisor);
  bool isZero() const { return limbs_.empty(); }
  // A double within a few ulps (+inf past DBL_MAX): for display and comparing with a limit, not counting.
  double toDouble() const;
  std::string toDecimal() const;

 private:
  std::vector<std::uint32_t> limbs_;  // base 2³², least significant first, no leading zero limbs
};

// C(n, k), exactly; n below 2³² − 1.
BigUnsigned binomial(std::uint32_t n, std::uint32_t k);

}  // namespace gramlab
