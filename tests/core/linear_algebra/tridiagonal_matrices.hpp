#pragma once
// Tridiagonal test matrices and their dense form, for the tridiagonal solvers' tests.
#include <Eigen/Dense>
#include <cmath>

#include "gramlab/linear_algebra/tridiagonal.hpp"

inline Eigen::MatrixXd dense(const gramlab::Tridiagonal& t) {
  const Eigen::Index n = t.diagonal.size();
  Eigen::MatrixXd m = Eigen::MatrixXd(t.diagonal.asDiagonal());
  for (Eigen::Index i = 0; i + 1 < n; ++i) m(i, i + 1) = m(i + 1, i) = t.offDiagonal(i);
  return m;
}

// tridiag(−1, 2, −1) times 2^k: eigenvalues 2^k·(2 − 2cos(jπ/(n+1))).
inline gramlab::Tridiagonal secondDifference(Eigen::Index n, int k = 0) {
  return {Eigen::VectorXd::Constant(n, std::ldexp(2.0, k)), Eigen::VectorXd::Constant(n - 1, -std::ldexp(1.0, k))};
}
