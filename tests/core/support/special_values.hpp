#pragma once
// The doubles that input checks must refuse, named once for the tests.
#include <limits>

inline constexpr double kInf = std::numeric_limits<double>::infinity();
