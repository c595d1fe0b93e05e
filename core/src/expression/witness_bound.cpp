#include "gramlab/expression/witness_bound.hpp"

#include <cmath>
#include <limits>

#include "gramlab/base/interval.hpp"
#include "gramlab/expression/interval_evaluation.hpp"

namespace gramlab {

NegativityBound boundSmallestEigenvalue(const SyntaxTree& tree, const ParameterValues& params,
                                        const Eigen::MatrixXd& points, const Eigen::VectorXd& c) {
  constexpr double kInf = std::numeric_limits<double>::infinity();
  const Eigen::Index m = points.rows(), d = points.cols();
  const Eigen::MatrixXd rows = points.transpose();  // each point contiguous
  Interval form = Interval::point(0), norm = Interval::point(0);
  for (Eigen::Index a = 0; a < m; ++a) {
    norm = norm + square(Interval::point(c(a)));
    for (Eigen::Index b = 0; b < m; ++b) {
      const Interval k = intervalScalar(tree, tree.root, params, rows.data() + a * d, rows.data() + b * d, d);
      if (!k.valid() || !std::isfinite(k.lo) || !std::isfinite(k.hi)) return {false, kInf};
      form = form + (Interval::point(c(a)) * Interval::point(c(b))) * k;
    }
  }
  if (!form.valid() || !norm.certainlyPositive()) return {false, kInf};
  // form.hi < 0: the exact ratio is at most form.hi / cᵀc ≤ form.hi / norm.hi; otherwise at most form.hi / norm.lo.
  const double denominator = form.hi < 0 ? norm.hi : norm.lo;
  const double bound = (Interval::point(form.hi) / Interval::point(denominator)).hi;
  return {bound < 0, bound};
}

}  // namespace gramlab
