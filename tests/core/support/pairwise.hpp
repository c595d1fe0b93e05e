#pragma once
// A kernel matrix by its definition, without the core: K(i, j) = f(x_i, x_j) over the rows of a point set,
// each entry computed on its own (exp(−γ‖x − y‖²), (1 + x·y)², tanh(a x·y + b)).
#include <Eigen/Dense>

template <class F>
Eigen::MatrixXd pairwise(const Eigen::MatrixXd& points, F f) {
  const Eigen::Index n = points.rows();
  Eigen::MatrixXd k(n, n);
  for (Eigen::Index i = 0; i < n; ++i)
    for (Eigen::Index j = 0; j < n; ++j) k(i, j) = f(points.row(i).transpose(), points.row(j).transpose());
  return k;
}
