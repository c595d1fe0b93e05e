#pragma once
// A number in a message, written as the page writes it (web/src/format.js, plain()): at most 12 significant
// digits (a whole number below 10²¹ with all of its digits, as JS writes it: a count reads as typed), the real
// minus sign, plain decimals from 10⁻⁶ up to 10²¹ and m × 10ⁿ outside; NaN as "NaN" and the infinities as "∞"
// and "−∞" (never C's "-nan" or "inf").
#include <string>

namespace gramlab {

std::string numberText(double x);

// The same, with every digit x needs to read back as itself (JS's String(x), up to 17 significant digits): for
// a value a message quotes back to its caller, so 1.0000000000000002 past a bound of 1 is not printed "1".
std::string fullNumberText(double x);

}  // namespace gramlab
