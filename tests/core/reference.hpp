#pragma once
// The article's small matrices, typed from the article (and ../shared/reference/article-reference.json).
#include <Eigen/Dense>

namespace ref {

inline Eigen::MatrixXd S() {
  Eigen::MatrixXd m(3, 3);
  m << 1, 0.9, 0.2, 0.9, 1, 0.9, 0.2, 0.9, 1;
  return m;
}
inline Eigen::MatrixXd A() {
  Eigen::MatrixXd m(3, 3);
  m << 2, 1, 0, 1, 2, 1, 0, 1, 2;
  return m;
}
inline Eigen::MatrixXd B() {
  Eigen::MatrixXd m(3, 3);
  m << 1, 2, 0, 2, 1, 0, 0, 0, 3;
  return m;
}

}  // namespace ref
