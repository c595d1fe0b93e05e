#pragma once
// vec({1, 2, 3}) and rows({{1, 2}, {3, 4}}): short Eigen vectors and matrices written in place, for
// hand-derived cases.
#include <Eigen/Dense>
#include <initializer_list>

inline Eigen::VectorXd vec(std::initializer_list<double> values) {
  Eigen::VectorXd v(static_cast<Eigen::Index>(values.size()));
  Eigen::Index i = 0;
  for (double x : values) v(i++) = x;
  return v;
}

// rows({{1, 2}, {3, 4}}): a short Eigen matrix written in place, row by row (rows of equal length).
inline Eigen::MatrixXd rows(std::initializer_list<std::initializer_list<double>> values) {
  Eigen::MatrixXd m(static_cast<Eigen::Index>(values.size()), static_cast<Eigen::Index>(values.begin()->size()));
  Eigen::Index i = 0;
  for (const auto& row : values) {
    Eigen::Index j = 0;
    for (double x : row) m(i, j++) = x;
    ++i;
  }
  return m;
}
