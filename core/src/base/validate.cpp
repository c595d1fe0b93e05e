#include "gramlab/base/validate.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <string>
#include <utility>

#include "gramlab/base/error.hpp"
#include "gramlab/base/tiles.hpp"

namespace gramlab {

namespace {
std::string cell(Eigen::Index i, Eigen::Index j) {
  return "(" + std::to_string(i + 1) + ", " + std::to_string(j + 1) + ")";
}

// One pass over a square matrix (the diagonal, then each entry below it with its mirror, by tiles:
// gramlab/tiles.hpp): whether every entry is finite, the largest |entry|, and the largest
// |m(i, j) − m(j, i)|. Says only whether; the callers' ordered scans name the first offending cell.
// `visitPair(lower, upper)` sees each pair after it is read: the untransposing scan swaps it there.
struct SymmetryScan {
  bool finite = true;
  double largest = 0.0;
  double asymmetry = 0.0;
};

template <class Matrix, class VisitPair>
SymmetryScan scanSymmetry(Matrix& m, VisitPair visitPair) {
  // 0·x is 0 for finite x and NaN for ±∞ and NaN, so `probe` stays 0 exactly when all are finite.
  double largest = 0.0, asymmetry = 0.0, probe = 0.0;
  for (Eigen::Index j = 0; j < m.rows(); ++j) {
    largest = std::max(largest, std::abs(m(j, j)));
    probe += 0.0 * m(j, j);
  }
  forEachBelowDiagonalByTiles(m.rows(), [&](Eigen::Index i, Eigen::Index j) {
    auto &lower = m(i, j), &upper = m(j, i);
    largest = std::max(largest, std::max(std::abs(lower), std::abs(upper)));
    asymmetry = std::max(asymmetry, std::abs(lower - upper));
    probe += 0.0 * lower + 0.0 * upper;
    visitPair(lower, upper);
  });
  return SymmetryScan{probe == 0.0, largest, asymmetry};
}

void requireShape(Eigen::Index rows, Eigen::Index cols, std::size_t maxRows, std::size_t maxCols) {
  if (rows == 0 || cols == 0) throw Error(ErrorCode::Empty, "the matrix is empty");
  if (static_cast<std::size_t>(rows) <= maxRows && static_cast<std::size_t>(cols) <= maxCols) return;
  // n rows (points, or a square matrix's order) and d columns, as the article names them.
  const bool rowsOver = static_cast<std::size_t>(rows) > maxRows;
  throw LimitError("the matrix is " + std::to_string(rows) + "×" + std::to_string(cols) + "; the limit is " +
                       std::to_string(maxRows) + "×" + std::to_string(maxCols),
                   rowsOver ? "n" : "d", static_cast<double>(rowsOver ? rows : cols),
                   static_cast<double>(rowsOver ? maxRows : maxCols));
}

void requireSquareShape(Eigen::Index rows, Eigen::Index cols, std::size_t maxOrder) {
  if (rows != cols && rows > 0 && cols > 0)
    throw Error(ErrorCode::NotSquare,
                "the matrix is " + std::to_string(rows) + "×" + std::to_string(cols) + ", not square");
  requireShape(rows, cols, maxOrder, maxOrder);
}

void requireFiniteEntries(const Eigen::MatrixXd& m) {
  for (Eigen::Index j = 0; j < m.cols(); ++j)
    for (Eigen::Index i = 0; i < m.rows(); ++i)
      if (!std::isfinite(m(i, j))) throw Error(ErrorCode::NotFinite, "entry " + cell(i, j) + " is not a finite number");
}

// |m(i, j) − m(j, i)| ≤ tol, in column order, so that the error names the first pair that is not.
void requireSymmetricWithin(const Eigen::MatrixXd& m, double tol) {
  for (Eigen::Index j = 0; j < m.cols(); ++j)
    for (Eigen::Index i = j + 1; i < m.rows(); ++i)
      if (std::abs(m(i, j) - m(j, i)) > tol)
        throw Error(ErrorCode::NotSymmetric,
                    "entry " + cell(i, j) + " differs from entry " + cell(j, i) + "; the matrix must be symmetric");
}
}  // namespace

void requireFiniteMatrix(const Eigen::MatrixXd& m, std::size_t maxRows, std::size_t maxCols) {
  requireShape(m.rows(), m.cols(), maxRows, maxCols);
  requireFiniteEntries(m);
}

void requireSquareMatrix(const Eigen::MatrixXd& m, std::size_t maxOrder) {
  requireSquareShape(m.rows(), m.cols(), maxOrder);
  requireFiniteEntries(m);
}

namespace {
// The checks after a scan: the ordered scans run only when the one pass found something to name.
double requireSymmetricAfter(const SymmetryScan& scan, const Eigen::MatrixXd& m) {
  if (!scan.finite) requireFiniteEntries(m);  // names the first non-finite cell
  // Entries typed as decimals are symmetric exactly; allow only rounding-level differences at this scale
  // (an absolute floor would let [[1e−14, 1e−14], [0, 1e−14]] pass).
  const double tol = 64 * std::numeric_limits<double>::epsilon() * scan.largest;
  if (scan.asymmetry > tol) requireSymmetricWithin(m, tol);
  return scan.largest;
}
}  // namespace

double requireSymmetricMatrix(const Eigen::MatrixXd& m, std::size_t maxOrder) {
  requireSquareShape(m.rows(), m.cols(), maxOrder);
  return requireSymmetricAfter(scanSymmetry(m, [](const double&, const double&) {}), m);
}

double requireSymmetricTransposed(TransposedMatrix& m, std::size_t maxOrder) {
  Eigen::MatrixXd& a = m.stored;
  requireSquareShape(a.cols(), a.rows(), maxOrder);
  // Swapping every pair whose two entries differ (bit for bit: −0 and +0 too) undoes the transpose; a
  // symmetric matrix is read once and not written.
  const SymmetryScan scan = scanSymmetry(a, [](double& lower, double& upper) {
    if (std::memcmp(&lower, &upper, sizeof(double)) != 0) std::swap(lower, upper);
  });
  return requireSymmetricAfter(scan, a);
}

void requireFiniteResult(const Eigen::MatrixXd& m, const std::string& what) {
  for (Eigen::Index j = 0; j < m.cols(); ++j)
    for (Eigen::Index i = 0; i < m.rows(); ++i)
      if (!std::isfinite(m(i, j)))
        throw Error(ErrorCode::Overflow, what + ": entry " + cell(i, j) + " is beyond double's range (about ±1.8e308)");
}

void requireFiniteItems(const Eigen::VectorXd& v, const std::string& item, const std::string& order) {
  for (Eigen::Index k = 0; k < v.size(); ++k)
    if (!std::isfinite(v(k)))
      throw Error(ErrorCode::Overflow, item + " " + std::to_string(k + 1) + " of " + std::to_string(v.size()) + " (" +
                                           order + ") is beyond double's range (about ±1.8e308)");
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
    throw LimitError(std::string(name) + " = " + std::to_string(value) + "; the limit is " + std::to_string(limit),
                     name, static_cast<double>(value), static_cast<double>(limit));
}

}  // namespace gramlab
