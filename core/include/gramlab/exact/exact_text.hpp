#pragma once
// Exact numbers as the page writes them: a scaled integer as a decimal, a fraction as a terminating decimal
// when it is one ("0.19") and as "p/q" otherwise ("4/3"); the minus sign is U+2212.
#include <string>

#include "gramlab/exact/big_integer.hpp"

namespace gramlab {

// scaled / 10^places; integers past 21 digits as "d.ddd…e+N" (every digit kept), as JavaScript writes them.
std::string decimalText(const BigInteger& scaled, int places);
// num / den (den > 0), reduced.
std::string fractionText(const BigInteger& num, const BigInteger& den);

}  // namespace gramlab
