#pragma once
// Random test matrices from a fixed seed: not numpy's stream, only matrices without structure for properties
// that hold for any input.
#include <Eigen/Dense>
#include <cstdint>
#include <random>

// Symmetric, entries uniform in [−1, 1].
inline Eigen::MatrixXd randomSymmetric(Eigen::Index n, unsigned seed) {
  std::mt19937_64 engine(seed);
  std::uniform_real_distribution<double> uniform(-1.0, 1.0);
  Eigen::MatrixXd m(n, n);
  for (Eigen::Index j = 0; j < n; ++j)
    for (Eigen::Index i = j; i < n; ++i) m(i, j) = m(j, i) = uniform(engine);
  return m;
}

// rows × cols, entries standard normal.
inline Eigen::MatrixXd randomGaussian(Eigen::Index rows, Eigen::Index cols, std::uint64_t seed) {
  std::mt19937_64 engine(seed);
  std::normal_distribution<double> normal;
  Eigen::MatrixXd m(rows, cols);
  for (Eigen::Index i = 0; i < m.size(); ++i) m(i) = normal(engine);
  return m;
}
