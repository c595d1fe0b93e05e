#pragma once
// Numbers several files of the core name, declared once.
#include <limits>

namespace gramlab {

// π rounded to the nearest double, which lies below π (numpy.pi, M_PI).
inline constexpr double kPi = 3.141592653589793;
// The spacing of doubles at 1, 2⁻⁵² (numpy.finfo(float).eps); the unit roundoff is half of it.
inline constexpr double kEpsilon = std::numeric_limits<double>::epsilon();

}  // namespace gramlab
