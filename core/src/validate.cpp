#include "gramlab/validate.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

#include "gramlab/error.hpp"

namespace gramlab {

namespace {
std::string cell(Eigen::Index i, Eigen::Index j) {
  return "(" + std::to_string(i + 1) + ", " + std::to_string(j + 1) + ")";
}

// |m − mᵀ| ≤ tol everywhere, comparing a 32 × 32 tile below the diagonal with its mirror above it: both stay
// in cache, where a column-by-column scan reads the upper triangle a whole column apart (16 kB at n = 2000).
// Says only whether; the caller's ordered scan names the first cell.
bool symmetricWithin(const Eigen::MatrixXd& m, double tol) {
  constexpr Eigen::Index kTile = 32;
  const Eigen::Index n = m.rows();
  for (Eigen::Index j0 = 0; j0 < n; j0 += kTile)
    for (Eigen::Index i0 = j0; i0 < n; i0 += kTile) {
      const Eigen::Index j1 = std::min(j0 + kTile, n), i1 = std::min(i0 + kTile, n);
      bool within = true;
      for (Eigen::Index j = j0; j < j1; ++j)
        for (Eigen::Index i = std::max(i0, j + 1); i < i1; ++i) within &= std::abs(m(i, j) - m(j, i)) <= tol;
      if (!within) return false;
    }
  return true;
}
}  // namespace

void requireFiniteMatrix(const Eigen::MatrixXd& m, std::size_t maxRows, std::size_t maxCols) {
  if (m.rows() == 0 || m.cols() == 0) throw Error(ErrorCode::Empty, "the matrix is empty");
  if (static_cast<std::size_t>(m.rows()) > maxRows || static_cast<std::size_t>(m.cols()) > maxCols)
    throw Error(ErrorCode::TooLarge, "the matrix is " + std::to_string(m.rows()) + "×" + std::to_string(m.cols()) +
                                         "; the limit is " + std::to_string(maxRows) + "×" + std::to_string(maxCols));
  for (Eigen::Index j = 0; j < m.cols(); ++j)
    for (Eigen::Index i = 0; i < m.rows(); ++i)
      if (!std::isfinite(m(i, j))) throw Error(ErrorCode::NotFinite, "entry " + cell(i, j) + " is not a finite number");
}

void requireSquareMatrix(const Eigen::MatrixXd& m, std::size_t maxOrder) {
  if (m.rows() != m.cols() && m.rows() > 0 && m.cols() > 0)
    throw Error(ErrorCode::NotSquare,
                "the matrix is " + std::to_string(m.rows()) + "×" + std::to_string(m.cols()) + ", not square");
  requireFiniteMatrix(m, maxOrder, maxOrder);
}

void requireSymmetricMatrix(const Eigen::MatrixXd& m, std::size_t maxOrder) {
  requireSquareMatrix(m, maxOrder);
  // Entries typed as decimals are symmetric exactly; allow only rounding-level differences at this scale
  // (an absolute floor would let [[1e−14, 1e−14], [0, 1e−14]] pass).
  const double tol = 64 * std::numeric_limits<double>::epsilon() * m.cwiseAbs().maxCoeff();
  if (symmetricWithin(m, tol)) return;
  for (Eigen::Index j = 0; j < m.cols(); ++j)
    for (Eigen::Index i = j + 1; i < m.rows(); ++i)
      if (std::abs(m(i, j) - m(j, i)) > tol)
        throw Error(ErrorCode::NotSymmetric,
                    "entry " + cell(i, j) + " differs from entry " + cell(j, i) + "; the matrix must be symmetric");
}

void requireFiniteResult(const Eigen::MatrixXd& m, const std::string& what) {
  for (Eigen::Index j = 0; j < m.cols(); ++j)
    for (Eigen::Index i = 0; i < m.rows(); ++i)
      if (!std::isfinite(m(i, j)))
        throw Error(ErrorCode::Overflow, what + ": entry " + cell(i, j) + " is beyond double's range (about ±1.8e308)");
}

double finiteResult(double x, const std::string& what) {
  if (!std::isfinite(x)) throw Error(ErrorCode::Overflow, what + " is beyond double's range (about ±1.8e308)");
  return x;
}

void requireCount(const char* name, Eigen::Index value, std::size_t limit) {
  if (value == 0) throw Error(ErrorCode::Empty, std::string(name) + " is 0; at least 1 is needed");
  if (value < 0)
    throw Error(ErrorCode::BadArgument, std::string(name) + " must be positive, got " + std::to_string(value));
  if (static_cast<std::size_t>(value) > limit)
    throw Error(ErrorCode::TooLarge,
                std::string(name) + " = " + std::to_string(value) + "; the limit is " + std::to_string(limit));
}

}  // namespace gramlab
