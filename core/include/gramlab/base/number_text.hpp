#pragma once
// A number in a message, written as the page writes it (web/src/format.js, plain()): at most 12 significant
// digits (a whole number below 10²¹ with all of its digits, as JS writes it: a count reads as typed), the real
// minus sign, plain decimals from 10⁻⁶ up to 10²¹ and m × 10ⁿ outside; NaN as "NaN" and the infinities as "∞"
// and "−∞" (never C's "-nan" or "inf").
#include <string>

namespace gramlab {

std::string numberText(double x);

}  // namespace gramlab
