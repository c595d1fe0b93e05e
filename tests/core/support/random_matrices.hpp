#pragma once
// Random symmetric test matrices from a fixed seed (entries uniform in [−1, 1]): not numpy's stream, only
// matrices without structure for properties that hold for any input.
#include <Eigen/Dense>
#include <random>

inline Eigen::MatrixXd randomSymmetric(Eigen::Index n, unsigned seed) {
  std::mt19937_64 engine(seed);
  std::uniform_real_distribution<double> uniform(-1.0, 1.0);
  Eigen::MatrixXd m(n, n);
  for (Eigen::Index j = 0; j < n; ++j)
    for (Eigen::Index i = j; i < n; ++i) m(i, j) = m(j, i) = uniform(engine);
  return m;
}
