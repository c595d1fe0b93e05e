#include "gramlab/linear_algebra/spectrum.hpp"

#include <cmath>
#include <utility>

#include "gramlab/base/error.hpp"
#include "gramlab/base/limits.hpp"
#include "gramlab/base/validate.hpp"
#include "gramlab/linear_algebra/tridiagonal.hpp"
#include "gramlab/linear_algebra/tridiagonal_eigenvalues.hpp"
#include "gramlab/linear_algebra/tridiagonal_vectors.hpp"

namespace gramlab {

namespace {

// x·2^k in place, in two steps, so that neither factor overflows or is lost to underflow (|k| ≤ 2100): a dense
// matrix or vector, or the interleaved copy.
template <class Scalable>
void scaleByPowerOfTwo(Scalable& x, int k) {
  x *= std::ldexp(1.0, k / 2);
  x *= std::ldexp(1.0, k - k / 2);
}

// With vectors: the same blocked reduction, T's eigenvectors Z by divide and conquer, and Q·Z. The matrix
// is always scaled by a power of two (exact) into [1, 2), the range the tridiagonal solvers' tests assume.
SymmetricEigen eigenWithVectors(Eigen::MatrixXd m, double largest) {
  if (largest == 0.0)
    return SymmetricEigen{Eigen::VectorXd::Zero(m.rows()), Eigen::MatrixXd::Identity(m.rows(), m.rows())};
  const int exponent = std::ilogb(largest);
  scaleByPowerOfTwo(m, -exponent);
  const TridiagonalWithReflectors reduced = tridiagonalizeKeepingReflectors(std::move(m));
  // The values from the root-free QR on T, as the values-only path gives them (one verdict on both paths),
  // the vectors from divide and conquer: both ascending, so column k belongs to value k. Q·Z without
  // forming Q: the reflectors applied to Z in blocks.
  Eigen::VectorXd values = tridiagonalEigenvalues(reduced.t);
  scaleByPowerOfTwo(values, exponent);
  requireFiniteItems(values, "eigenvalue", "ascending");
  Eigen::MatrixXd vectors = tridiagonalEigenDivideAndConquer(reduced.t).vectors;
  applyReflectors(reduced, vectors);
  return SymmetricEigen{std::move(values), std::move(vectors)};
}

// The values-only path: the blocked reduction and the root-free QR. A matrix whose largest entry is past
// 2^±300 is first scaled by a power of two (exact) to bring it into [1, 2): then nothing in the reduction
// can overflow (1e300 entries) or lose its squares to underflow (1e−250 entries). Inside that range the
// reduction is safe as it is, and the extra pass over the matrix (16 MB at n = 2000) is skipped.
Eigen::VectorXd eigenvaluesOf(InterleavedLower lower, double largest) {
  if (largest == 0.0) return Eigen::VectorXd::Zero(lower.order());
  const int exponent = std::abs(std::ilogb(largest)) > 300 ? std::ilogb(largest) : 0;
  if (exponent) scaleByPowerOfTwo(lower, -exponent);
  Eigen::VectorXd values = tridiagonalEigenvalues(tridiagonalize(std::move(lower)));
  if (exponent) scaleByPowerOfTwo(values, exponent);
  requireFiniteItems(values, "eigenvalue", "ascending");
  return values;
}

// The interleaved copy is all the reduction reads: m goes before it starts.
Eigen::VectorXd eigenvaluesOf(Eigen::MatrixXd m, double largest) {
  InterleavedLower lower(m.data(), m.rows(), m.rows());
  m = Eigen::MatrixXd();
  return eigenvaluesOf(std::move(lower), largest);
}

}  // namespace

Eigen::VectorXd symmetricEigenvalues(Eigen::MatrixXd m) {
  const double largest = m.cwiseAbs().maxCoeff();
  return eigenvaluesOf(std::move(m), largest);
}

Eigen::VectorXd symmetricEigenvalues(Eigen::MatrixXd m, double largestMagnitude) {
  return eigenvaluesOf(std::move(m), largestMagnitude);
}

Eigen::VectorXd symmetricEigenvalues(InterleavedLower lower, double largestMagnitude) {
  return eigenvaluesOf(std::move(lower), largestMagnitude);
}

void requireEigenvectorOrder(Eigen::Index order) {
  if (static_cast<std::size_t>(order) > limits::kMaxEigenvectorOrder)
    throw LimitError("eigenvectors of a matrix of order " + std::to_string(order) +
                         " are past the work limit; the limit is order " + std::to_string(limits::kMaxEigenvectorOrder),
                     "n", static_cast<double>(order), static_cast<double>(limits::kMaxEigenvectorOrder));
}

namespace {
SymmetricEigen decompose(Eigen::MatrixXd m, double largest, bool withVectors) {
  if (!withVectors) return SymmetricEigen{eigenvaluesOf(std::move(m), largest), {}};
  return eigenWithVectors(std::move(m), largest);
}
}  // namespace

SymmetricEigen eigenSymmetric(Eigen::MatrixXd m, bool withVectors) {
  if (withVectors && m.rows() == m.cols()) requireEigenvectorOrder(m.rows());
  const double largest = requireSymmetricMatrix(m, limits::kMaxMatrixOrder);
  return decompose(std::move(m), largest, withVectors);
}

SymmetricEigen eigenSymmetric(TransposedMatrix m, bool withVectors) {
  if (withVectors && m.stored.rows() == m.stored.cols()) requireEigenvectorOrder(m.stored.rows());
  const double largest = requireSymmetricTransposed(m, limits::kMaxMatrixOrder);
  return decompose(std::move(m.stored), largest, withVectors);
}

}  // namespace gramlab
