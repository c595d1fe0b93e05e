#pragma once
// vec({1, 2, 3}): a short Eigen vector written in place, for hand-derived cases.
#include <Eigen/Dense>
#include <initializer_list>

inline Eigen::VectorXd vec(std::initializer_list<double> values) {
  Eigen::VectorXd v(static_cast<Eigen::Index>(values.size()));
  Eigen::Index i = 0;
  for (double x : values) v(i++) = x;
  return v;
}
