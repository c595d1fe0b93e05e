#include "gramlab/linear_algebra/gram.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "gramlab/base/error.hpp"
#include "gramlab/base/limits.hpp"
#include "gramlab/base/validate.hpp"
#include "gramlab/linear_algebra/psd.hpp"
#include "gramlab/linear_algebra/spectrum.hpp"

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

// m·2^−shift with the largest entry in [0.5, 1): products of it neither overflow nor underflow, and the
// scaling itself is exact (short of subnormals), so ranks and signs are those of m.
struct Scaled {
  Eigen::MatrixXd m;
  int shift;
};
Scaled scaled(const Eigen::MatrixXd& m) {
  const double largest = m.cwiseAbs().maxCoeff();
  int shift = 0;
  if (largest > 0) std::frexp(largest, &shift);
  return {m.unaryExpr([shift](double x) { return std::ldexp(x, -shift); }), shift};
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
  const PsdCheck check = psdCheckOf(g, e.values);
  if (check.rule == "minor")
    throw Error(ErrorCode::NotPSD, "diagonal entry " + std::to_string(check.minor->indices[0] + 1) + " is " +
                                       shortNumber(check.minor->value) +
                                       ", a squared length below 0: no vectors have this Gram matrix");
  if (!check.isPSD)
    throw Error(ErrorCode::NotPSD,
                "eigenvalue " + shortNumber(check.minEigenvalue) + " is negative: no vectors have this Gram matrix");
  const Eigen::Index n = e.values.size();
  const Eigen::Index rank = (e.values.array() > check.tolerance).count();
  // Ascending eigenvalues put the kept ones last; reverse them so column 0 is the largest.
  Eigen::MatrixXd x(n, rank);
  for (Eigen::Index k = 0; k < rank; ++k) x.col(k) = e.vectors.col(n - 1 - k) * std::sqrt(e.values(n - 1 - k));
  const Eigen::MatrixXd rebuilt = outerGram(x);
  requireFiniteResult(rebuilt, "XXᵀ");
  const double residual = finiteResult((rebuilt - g).stableNorm(), "the residual ‖XXᵀ − G‖_F");
  return Reconstruction{x, static_cast<int>(rank), residual};
}

GramAndCovariance gramFromVectors(const Eigen::MatrixXd& x) {
  requireVectors(x);
  GramAndCovariance r{outerGram(x), outerGram(x.transpose()), {}, 0};
  requireFiniteResult(r.gram, "the Gram matrix XXᵀ");
  requireFiniteResult(r.covariance, "the covariance XᵀX");
  // The rank is that of X at any scale: decided on X·2^−shift, where XXᵀ of 1e−200 entries does not
  // underflow to 0. Both products share their nonzero eigenvalues; decompose the smaller one.
  const Scaled s = scaled(x);
  const Eigen::MatrixXd smaller = s.m.rows() <= s.m.cols() ? outerGram(s.m) : outerGram(s.m.transpose());
  const Eigen::VectorXd ascending = eigenSymmetric(smaller).values;
  const double tol = psdTolerance(ascending, std::max(x.rows(), x.cols()));
  const Eigen::Index rank = (ascending.array() > tol).count();
  // Back to X's scale; an eigenvalue below double's range reads 0 although it counts in the rank.
  r.sharedEigenvalues = ascending.tail(rank).reverse().unaryExpr([&](double v) { return std::ldexp(v, 2 * s.shift); });
  r.rank = static_cast<int>(rank);
  return r;
}

double quadraticForm(const Eigen::MatrixXd& g, const Eigen::VectorXd& c) {
  requireSquareMatrix(g, limits::kMaxMatrixOrder);
  requireCoefficients(c, g.rows());
  // Scaled so that g·c cannot overflow into ∞ − ∞ = NaN; only a true result past ±1.8e308 is an error.
  const Scaled sg = scaled(g), sc = scaled(c);
  const Eigen::VectorXd cs = sc.m;
  return finiteResult(std::ldexp(cs.dot(sg.m * cs), sg.shift + 2 * sc.shift), "cᵀGc");
}

QuadraticFormSign quadraticFormSign(const Eigen::MatrixXd& g, const Eigen::VectorXd& c) {
  const double value = quadraticForm(g, c);  // validates, and refuses an overflowing value
  const Scaled sg = scaled(g), sc = scaled(c);
  const Eigen::VectorXd cs = sc.m.cwiseAbs();
  const double k = 4.0 * static_cast<double>(g.rows()) + 8.0;
  const double u = std::ldexp(1.0, -53);
  const double gamma = k * u / (1.0 - k * u);
  const double bound =
      finiteResult(std::ldexp(gamma * cs.dot(sg.m.cwiseAbs() * cs), sg.shift + 2 * sc.shift), "the bound on cᵀGc");
  const int sign = std::abs(value) > bound ? (value < 0 ? -1 : 1) : 0;
  return {value, bound, sign};
}

double projectedNorm(const Eigen::MatrixXd& x, const Eigen::VectorXd& c) {
  requireVectors(x);
  requireCoefficients(c, x.rows());
  const Scaled sx = scaled(x), sc = scaled(c);
  const double squared = (sx.m.transpose() * Eigen::VectorXd(sc.m)).squaredNorm();
  return finiteResult(std::ldexp(squared, 2 * (sx.shift + sc.shift)), "‖Xᵀc‖²");
}

}  // namespace gramlab
