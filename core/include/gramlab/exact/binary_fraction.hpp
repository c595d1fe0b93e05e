#pragma once
// Every finite double is exactly an integer times a power of two: the exact value of the numbers a matrix
// holds, so that a sign rounding cannot decide (a minor, cᵀGc) is decided from them instead.
#include <Eigen/Dense>

#include "gramlab/base/scaled_number.hpp"
#include "gramlab/exact/big_integer.hpp"

namespace gramlab {

// x = digits · 2^exponent, digits odd (or 0, exponent 0); subnormals included. x finite.
struct BinaryFraction {
  BigInteger digits;
  int exponent;
};
BinaryFraction binaryFraction(double x);

// digits · 2^exponent correctly rounded to 53 bits, at any size.
ScaledNumber scaledValue(const BigInteger& digits, int exponent);

// Σᵢⱼ cᵢ·gᵢⱼ·cⱼ of the doubles as they are, exactly, then correctly rounded; g square, c of its order.
ScaledNumber exactQuadraticForm(const Eigen::MatrixXd& g, const Eigen::VectorXd& c);

}  // namespace gramlab
