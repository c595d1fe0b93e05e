#pragma once
// How far φ(a)·φ(b) may be from (c + a·b)^p in doubles, by hand: every feature value carries at most ~(p + 3)ε
// relative error, the sum of N products (N − 1)ε of Σ|products| = (c + Σ|a_i b_i|)^p, the kernel ~(d + 2)pε of
// the same; four times that, rounded up to whole ε per feature and per kernel step.
#include <Eigen/Dense>
#include <cmath>

#include "gramlab/base/constants.hpp"

inline double featureDotBound(const Eigen::VectorXd& a, const Eigen::VectorXd& b, int p, double c, double n) {
  const double scale = std::pow(c + a.cwiseAbs().dot(b.cwiseAbs()), p);
  return 4 * (n + (a.size() + 4.0) * p + 8) * gramlab::kEpsilon * scale;
}
