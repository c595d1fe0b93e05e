#pragma once
// Doubles as the decimals people type and read: shortest round-trip text, and the exact value of a
// short decimal ("0.9" means 9/10, not the nearest binary double) for exact hand-checkable arithmetic.
#include <optional>
#include <string>

#include "gramlab/base/limits.hpp"
#include "gramlab/exact/big_integer.hpp"

namespace gramlab {

// A typed entry is treated as exact when its shortest decimal has at most kMaxExactFractionDigits
// digits after the point (limits.hpp), at any magnitude.
using limits::kMaxExactFractionDigits;

// The shortest decimal that reads back as x, i.e. x as typed: "0.9", "−2", "1e+21", "1e−7".
// Fixed notation for 10^−6 ≤ |x| < 10^21 as in JavaScript, so the page shows what it printed;
// the minus sign is U+2212. Non-finite values read "∞", "−∞", "NaN".
std::string shortestDecimal(double x);

// x's shortest decimal as digits times a power of ten, x = digits · 10^exponent, when it has at most
// kMaxExactFractionDigits digits after the point — at any magnitude (1e300 is an integer); else nullopt.
struct ScaledDecimal {
  BigInteger digits;  // at most 17 digits, no trailing zero (0 for zero)
  int exponent;       // ≥ −kMaxExactFractionDigits
};
std::optional<ScaledDecimal> exactScaledDecimal(double x);

}  // namespace gramlab
