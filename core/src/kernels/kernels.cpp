#include "gramlab/kernels/kernels.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "gramlab/base/error.hpp"
#include "gramlab/base/limits.hpp"
#include "gramlab/base/number_text.hpp"
#include "gramlab/base/tiles.hpp"
#include "gramlab/base/validate.hpp"

namespace gramlab {

namespace {

void requireFinite(const char* name, double value) {
  if (!std::isfinite(value))
    throw Error(ErrorCode::NotFinite, std::string(name) + " must be a finite number, got " + fullNumberText(value));
}

void requirePoints(const Eigen::MatrixXd& points) {
  try {
    requireFiniteMatrix(points, limits::kMaxPoints, limits::kMaxDimension);
  } catch (const Error& e) {
    // Same code, but say which input it was: the page passes several matrices around.
    throw Error(e.code(), std::string("points (one per row): ") + e.what(), e.details());
  }
}

// The strict lower triangle set from the upper (by tiles: gramlab/tiles.hpp).
void mirrorUpperToLower(Eigen::MatrixXd& m) {
  forEachBelowDiagonalByTiles(m.rows(), [&](Eigen::Index i, Eigen::Index j) { m(i, j) = m(j, i); });
}

// Direct differences, not ‖x‖² + ‖y‖² − 2x·y: the latter cancels catastrophically for close points far
// from the origin, and this is O(n²d), cheap next to the O(n³) eigen-decomposition that follows.
// Columns j come in blocks that stay in cache while every i < j streams past: 3× faster at d = 1000.
Eigen::MatrixXd directSquaredDistances(const Eigen::MatrixXd& pointsT) {
  constexpr Eigen::Index kBlock = 32;
  const Eigen::Index n = pointsT.cols();
  Eigen::MatrixXd d2(n, n);
  for (Eigen::Index begin = 0; begin < n; begin += kBlock) {
    const Eigen::Index end = std::min(begin + kBlock, n);
    for (Eigen::Index i = 0; i + 1 < end; ++i)
      for (Eigen::Index j = std::max(begin, i + 1); j < end; ++j)
        d2(i, j) = (pointsT.col(i) - pointsT.col(j)).squaredNorm();
  }
  d2.diagonal().setZero();
  mirrorUpperToLower(d2);
  return d2;
}

// f applied elementwise to a symmetric matrix, on the upper triangle only, then mirrored: half the
// exp/tanh/pow calls (the whole cost of a slider move), and the result is exactly symmetric.
template <class F>
Eigen::MatrixXd symmetricMap(const Eigen::MatrixXd& m, F f) {
  const Eigen::Index n = m.rows();
  Eigen::MatrixXd out(n, n);
  for (Eigen::Index j = 0; j < n; ++j) out.col(j).head(j + 1) = f(m.col(j).head(j + 1).array()).matrix();
  mirrorUpperToLower(out);
  return out;
}

// The RBF values of squared distances: (−γ)·D², the same rounding as numpy's exp(-gamma * d2); a zero
// distance gives exactly 1.
template <class Array>
auto rbfOf(double gamma, const Array& d2) {
  return (-gamma * d2).exp();
}

// A symmetric rank-d update: half the flops of a general product, and bitwise symmetric.
Eigen::MatrixXd gramOf(const Eigen::MatrixXd& pointsT) {
  const Eigen::Index n = pointsT.cols();
  Eigen::MatrixXd lower = Eigen::MatrixXd::Zero(n, n);
  lower.selfadjointView<Eigen::Lower>().rankUpdate(pointsT.transpose());
  return lower.selfadjointView<Eigen::Lower>();
}

}  // namespace

KernelKind kindFromName(const std::string& name) {
  if (name == "linear") return KernelKind::Linear;
  if (name == "polynomial") return KernelKind::Polynomial;
  if (name == "rbf") return KernelKind::RBF;
  if (name == "sigmoid") return KernelKind::Sigmoid;
  throw Error(ErrorCode::BadArgument, "unknown kernel \"" + name + "\"; expected linear, polynomial, rbf or sigmoid");
}

void validateKernelSpec(const KernelSpec& spec) {
  switch (spec.kind) {
    case KernelKind::Linear: return;
    case KernelKind::Polynomial:
      requireFinite("degree", spec.degree);
      requireFinite("coef0", spec.coef0);
      if (spec.degree != std::floor(spec.degree) || spec.degree < 1 || spec.degree > kMaxPolynomialDegree)
        throw Error(ErrorCode::BadArgument, "degree must be an integer from 1 to " +
                                                std::to_string(kMaxPolynomialDegree) + ", got " +
                                                fullNumberText(spec.degree));
      return;
    case KernelKind::RBF:
      requireFinite("gamma", spec.gamma);
      if (spec.gamma <= 0)
        throw Error(ErrorCode::BadArgument, "gamma must be greater than 0, got " + fullNumberText(spec.gamma));
      return;
    case KernelKind::Sigmoid:
      requireFinite("a", spec.a);
      requireFinite("b", spec.b);
      return;
  }
  throw Error(ErrorCode::BadArgument, "unknown kernel kind");
}

PointGeometry::PointGeometry(const Eigen::MatrixXd& points) {
  requirePoints(points);
  pointsT_ = points.transpose();
}

const Eigen::MatrixXd& PointGeometry::gram() const {
  if (!gram_) gram_ = gramOf(pointsT_);
  return *gram_;
}

void requireDistanceWork(Eigen::Index n, Eigen::Index d) {
  const double work = static_cast<double>(n) * static_cast<double>(n) * static_cast<double>(d);
  if (work > limits::kMaxDistanceWork)
    throw LimitError("the squared distances of " + std::to_string(n) + " points in " + std::to_string(d) +
                         " dimensions are past the work limit (n² · d ≤ " + numberText(limits::kMaxDistanceWork) + ")",
                     "n² · d", work, limits::kMaxDistanceWork);
}

const Eigen::MatrixXd& PointGeometry::squaredDistances() const {
  if (!squaredDistances_) {
    requireDistanceWork(size(), dimension());
    squaredDistances_ = directSquaredDistances(pointsT_);
  }
  return *squaredDistances_;
}

Eigen::MatrixXd PointGeometry::kernel(const KernelSpec& spec) const {
  validateKernelSpec(spec);
  // A dot product past ±1.8e308 makes every dot-product kernel's cell meaningless (0·∞ is NaN in the sigmoid).
  if (spec.kind != KernelKind::RBF) requireFiniteResult(gram(), "the dot products x_i·x_j");
  Eigen::MatrixXd k = kernelValues(spec);
  requireFiniteResult(k, "the kernel matrix");
  return k;
}

InterleavedLower PointGeometry::rbfLowerTriangle(double gamma) const {
  validateKernelSpec(KernelSpec{KernelKind::RBF, gamma});
  const Eigen::MatrixXd& d2 = squaredDistances();
  const Eigen::Index n = d2.rows();
  InterleavedLower k(n);
  Eigen::VectorXd column(n);
  for (Eigen::Index j = 0; j < n; ++j) {
    column.head(n - j) = rbfOf(gamma, d2.col(j).tail(n - j).array()).matrix();
    k.setColumnTail(j, column.data());
  }
  return k;
}

Eigen::MatrixXd PointGeometry::kernelValues(const KernelSpec& spec) const {
  switch (spec.kind) {
    case KernelKind::Linear: return gram();
    case KernelKind::Polynomial:
      return symmetricMap(gram(), [&](const auto& g) { return (g + spec.coef0).pow(spec.degree); });
    case KernelKind::RBF:
      return symmetricMap(squaredDistances(), [&](const auto& d2) { return rbfOf(spec.gamma, d2); });
    case KernelKind::Sigmoid: return symmetricMap(gram(), [&](const auto& g) { return (spec.a * g + spec.b).tanh(); });
  }
  throw Error(ErrorCode::BadArgument, "unknown kernel kind");
}

Eigen::MatrixXd kernelMatrix(const Eigen::MatrixXd& points, const KernelSpec& spec) {
  return PointGeometry(points).kernel(spec);
}

}  // namespace gramlab
