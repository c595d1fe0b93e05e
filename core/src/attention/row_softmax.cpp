#include "gramlab/attention/row_softmax.hpp"

#include <cmath>
#include <limits>

namespace gramlab {

Eigen::MatrixXd rowSoftmax(const Eigen::MatrixXd& s) {
  Eigen::MatrixXd p(s.rows(), s.cols());
  for (Eigen::Index i = 0; i < s.rows(); ++i) {
    const double rowMax = s.row(i).maxCoeff();
    p.row(i) = s.row(i).unaryExpr([rowMax](double v) { return std::exp(v - rowMax); });
    p.row(i) /= p.row(i).sum();
  }
  return p;
}

Eigen::MatrixXd rowSoftmaxErrorBound(const Eigen::MatrixXd& p, const Eigen::VectorXd& rowError) {
  Eigen::MatrixXd bound(p.rows(), p.cols());
  const double roundoff = static_cast<double>(p.cols() + 4) * std::numeric_limits<double>::epsilon();
  for (Eigen::Index i = 0; i < p.rows(); ++i) bound.row(i) = p.row(i) * (std::expm1(2 * rowError(i)) + roundoff);
  return bound;
}

}  // namespace gramlab
