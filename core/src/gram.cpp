#include "gramlab/gram.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "gramlab/error.hpp"
#include "gramlab/limits.hpp"
#include "gramlab/psd.hpp"
#include "gramlab/spectrum.hpp"
#include "gramlab/validate.hpp"

namespace gramlab {

namespace {

// "−0.177": three significant figures and a typographic minus, as the article prints it.
std::string shortNumber(double x) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3g", std::abs(x));
  return (x < 0 ? "\u2212" : "") + std::string(buf);
}

// rows·rowsᵀ via the symmetric rank-k update: half the work of a plain product, and exactly symmetric.
Eigen::MatrixXd outerGram(const Eigen::MatrixXd& rows) {
  Eigen::MatrixXd g = Eigen::MatrixXd::Zero(rows.rows(), rows.rows());
  g.selfadjointView<Eigen::Lower>().rankUpdate(rows);
  g.triangularView<Eigen::StrictlyUpper>() = g.transpose();
  return g;
}

void requireVectors(const Eigen::MatrixXd& x) { requireFiniteMatrix(x, limits::kMaxPoints, limits::kMaxDimension); }

void requireCoefficients(const Eigen::VectorXd& c, Eigen::Index n) {
  if (c.size() == 0) throw Error(ErrorCode::Empty, "the vector c is empty");
  if (c.size() != n)
    throw Error(ErrorCode::DimensionMismatch,
                "c has " + std::to_string(c.size()) + " entries; it needs " + std::to_string(n));
  if (!c.allFinite()) throw Error(ErrorCode::NotFinite, "an entry of c is not a finite number");
}

}  // namespace

Reconstruction reconstructVectors(const Eigen::MatrixXd& g) {
  const SymmetricEigen e = eigenSymmetric(g, true);
  const PsdCheck check = psdCheckFromEigenvalues(e.values);
  if (!check.isPSD)
    throw Error(ErrorCode::NotPSD, "eigenvalue " + shortNumber(check.minEigenvalue) +
                                       " is negative: no vectors have this Gram matrix");
  const Eigen::Index n = e.values.size();
  const Eigen::Index rank = (e.values.array() > check.tolerance).count();
  // Ascending eigenvalues put the kept ones last; reverse them so column 0 is the largest.
  Eigen::MatrixXd x(n, rank);
  for (Eigen::Index k = 0; k < rank; ++k) x.col(k) = e.vectors.col(n - 1 - k) * std::sqrt(e.values(n - 1 - k));
  const double residual = (outerGram(x) - g).norm();
  return Reconstruction{x, static_cast<int>(rank), residual};
}

GramAndCovariance gramFromVectors(const Eigen::MatrixXd& x) {
  requireVectors(x);
  GramAndCovariance r{outerGram(x), outerGram(x.transpose()), {}, 0};
  // Both products share their nonzero eigenvalues; decompose the smaller one.
  const Eigen::MatrixXd& smaller = x.rows() <= x.cols() ? r.gram : r.covariance;
  const Eigen::VectorXd ascending = eigenSymmetric(smaller).values;
  const double tol = psdTolerance(ascending, std::max(x.rows(), x.cols()));
  const Eigen::Index rank = (ascending.array() > tol).count();
  r.sharedEigenvalues = ascending.tail(rank).reverse();
  r.rank = static_cast<int>(rank);
  return r;
}

double quadraticForm(const Eigen::MatrixXd& g, const Eigen::VectorXd& c) {
  requireSquareMatrix(g, limits::kMaxMatrixOrder);
  requireCoefficients(c, g.rows());
  return c.dot(g * c);
}

double projectedNorm(const Eigen::MatrixXd& x, const Eigen::VectorXd& c) {
  requireVectors(x);
  requireCoefficients(c, x.rows());
  return (x.transpose() * c).squaredNorm();
}

}  // namespace gramlab
