#include "gramlab/linear_algebra/tridiagonal_eigenvalues.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <string>

#include "gramlab/base/error.hpp"

namespace gramlab {

namespace {

using Index = Eigen::Index;

constexpr double kEps = DBL_EPSILON / 2;  // unit roundoff
constexpr double kEps2 = kEps * kEps;

// Eigenvalues of [[a, b], [b, c]] without overflow or cancellation (LAPACK's dlae2): the larger in
// magnitude from the sum, the other from the determinant.
void eigenvalues2x2(double a, double b, double c, double& rt1, double& rt2) {
  const double sum = a + c, diff = a - c;
  const double adf = std::abs(diff), ab = std::abs(b + b);
  const double acmx = std::abs(a) > std::abs(c) ? a : c, acmn = std::abs(a) > std::abs(c) ? c : a;
  double rt;
  if (adf > ab)
    rt = adf * std::sqrt(1.0 + (ab / adf) * (ab / adf));
  else if (adf < ab)
    rt = ab * std::sqrt(1.0 + (adf / ab) * (adf / ab));
  else
    rt = ab * std::sqrt(2.0);
  if (sum == 0.0) {
    rt1 = 0.5 * rt;
    rt2 = -0.5 * rt;
    return;
  }
  rt1 = 0.5 * (sum + std::copysign(rt, sum));
  rt2 = (acmx / rt1) * acmn - (b / rt1) * b;
}

// An exponent k such that 2^k·largest lies in [2^-300, 2^300], where squares and their sums are safe;
// 0 when it already does.
int safeScale(double largest) {
  const int exponent = std::ilogb(largest);
  if (exponent > 300 || exponent < -300) return -exponent;
  return 0;
}

void scaleBy(double* x, Index len, int k) {
  for (Index i = 0; i < len; ++i) x[i] = std::ldexp(x[i], k);
}

// QL sweeps on the unreduced block d[0..last], whose off-diagonal entries `e2` are already squared, until
// every eigenvalue has deflated from the top. `sweeps` counts against the caller's budget.
void qlIterate(double* d, double* e2, Index last, Index& sweeps, Index maxSweeps) {
  Index l = 0;
  while (l <= last) {
    Index m = l;
    for (; m < last; ++m)
      if (std::abs(e2[m]) <= kEps2 * std::abs(d[m] * d[m + 1])) break;
    if (m < last) e2[m] = 0.0;
    if (m == l) {  // d[l] has converged
      ++l;
      continue;
    }
    if (m == l + 1) {
      double rt1, rt2;
      eigenvalues2x2(d[l], std::sqrt(e2[l]), d[l + 1], rt1, rt2);
      d[l] = rt1;
      d[l + 1] = rt2;
      e2[l] = 0.0;
      l += 2;
      continue;
    }
    if (sweeps == maxSweeps)
      throw Error(ErrorCode::NotConverged, "eigenvalues: the tridiagonal QL iteration did not converge in " +
                                               std::to_string(maxSweeps) + " sweeps");
    ++sweeps;
    // Wilkinson's shift from the leading 2×2 block.
    const double p0 = d[l];
    const double rte = std::sqrt(e2[l]);
    double sigma = (d[l + 1] - p0) / (2.0 * rte);
    const double r0 = std::hypot(sigma, 1.0);
    sigma = p0 - rte / (sigma + std::copysign(r0, sigma));
    // One implicit sweep from the bottom of the block up, carrying squared rotations only. With t = bb/p,
    // γ = c·u and p' = γ²/c = c·u² for u = (α − σ) − t·γ_old: the same quantities as dsterf's
    // γ = c·(α − σ) − s·γ_old and p' = γ²/c, but the divisions for c and t run side by side, where
    // dsterf's p' waits for a second division after the first. Where t is large (p = 0 or tiny against
    // bb) the sweep takes dsterf's own step: the block is scaled into 2^±300, so |γ_old| < 2^302, and
    // t ≤ 2^200 keeps u² finite.
    double c = 1.0, s = 0.0;
    double gamma = d[m] - sigma;
    double p = gamma * gamma;
    for (Index i = m - 1; i >= l; --i) {
      const double bb = e2[i];
      const double r = p + bb;
      if (i != m - 1) e2[i + 1] = s * r;
      const double oldc = c;
      const double t = bb / p;
      c = p / r;
      s = bb / r;
      const double oldgamma = gamma;
      const double alpha = d[i];
      if (t <= 0x1p200) {
        const double u = (alpha - sigma) - t * oldgamma;
        gamma = c * u;
        p = c * (u * u);
      } else {
        gamma = c * (alpha - sigma) - s * oldgamma;
        p = c != 0.0 ? (gamma * gamma) / c : oldc * bb;
      }
      d[i + 1] = oldgamma + (alpha - gamma);
    }
    e2[l] = s * p;
    d[l] = sigma + gamma;
  }
}

}  // namespace

Eigen::VectorXd tridiagonalEigenvalues(Tridiagonal t, int sweepsPerEigenvalue) {
  Eigen::VectorXd& d = t.diagonal;
  Eigen::VectorXd& e = t.offDiagonal;
  const Index n = d.size();
  const Index maxSweeps = sweepsPerEigenvalue * n;
  Index sweeps = 0;
  for (Index first = 0; first < n;) {
    // The block ends where an off-diagonal entry is negligible next to its two diagonal neighbours.
    Index last = first;
    while (last + 1 < n &&
           !(std::abs(e[last]) <= std::sqrt(std::abs(d[last])) * std::sqrt(std::abs(d[last + 1])) * kEps))
      ++last;
    const Index size = last - first + 1;
    double* db = d.data() + first;
    double* eb = e.data() + first;
    const Index next = last + 1;
    if (size > 1) {
      const double largest =
          std::max(d.segment(first, size).cwiseAbs().maxCoeff(), e.segment(first, size - 1).cwiseAbs().maxCoeff());
      if (largest > 0.0) {
        const int k = safeScale(largest);
        scaleBy(db, size, k);
        scaleBy(eb, size - 1, k);
        for (Index i = 0; i + 1 < size; ++i) eb[i] *= eb[i];
        // QL deflates from the top, so it starts at the end whose diagonal entry is smaller (graded
        // matrices); QR on the block is QL on the block reversed.
        if (std::abs(db[size - 1]) < std::abs(db[0])) {
          std::reverse(db, db + size);
          std::reverse(eb, eb + size - 1);
        }
        qlIterate(db, eb, size - 1, sweeps, maxSweeps);
        scaleBy(db, size, -k);
      }
    }
    first = next;
  }
  std::sort(d.data(), d.data() + n);
  return d;
}

void tridiagonalQrOnQ(Tridiagonal& t, Eigen::MatrixXd& q, int sweepsPerEigenvalue) {
  if (Eigen::internal::computeFromTridiagonal_impl(t.diagonal, t.offDiagonal, sweepsPerEigenvalue, true, q) !=
      Eigen::Success)
    throw Error(ErrorCode::NotConverged, "eigenvectors: the tridiagonal QR iteration did not converge in " +
                                             std::to_string(sweepsPerEigenvalue) + " sweeps per eigenvalue");
}

}  // namespace gramlab
