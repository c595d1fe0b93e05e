#pragma once
// An independent reference for the eigensolver tests: cyclic Jacobi rotations in long double (64-bit
// significand on x86: ~2000× finer than double), on the matrix exactly as given. Slow (O(n³) per sweep)
// and simple, which is the point: nothing shared with the code under test.
#include <Eigen/Dense>
#include <algorithm>
#include <cmath>
#include <vector>

namespace tridiagonal_reference {

inline std::vector<long double> jacobiEigenvalues(const Eigen::MatrixXd& m) {
  const Eigen::Index n = m.rows();
  std::vector<long double> a(static_cast<std::size_t>(n * n));
  long double frobenius2 = 0;
  for (Eigen::Index j = 0; j < n; ++j)
    for (Eigen::Index i = 0; i < n; ++i) {
      a[i + j * n] = m(i, j);
      frobenius2 += a[i + j * n] * a[i + j * n];
    }
  const auto at = [&](Eigen::Index i, Eigen::Index j) -> long double& { return a[i + j * n]; };
  for (int sweep = 0; sweep < 60; ++sweep) {
    long double off2 = 0;
    for (Eigen::Index q = 1; q < n; ++q)
      for (Eigen::Index p = 0; p < q; ++p) off2 += at(p, q) * at(p, q);
    if (off2 <= 1e-44L * frobenius2) break;
    for (Eigen::Index q = 1; q < n; ++q)
      for (Eigen::Index p = 0; p < q; ++p) {
        const long double apq = at(p, q);
        if (apq == 0) continue;
        const long double theta = (at(q, q) - at(p, p)) / (2 * apq);
        const long double t = (theta >= 0 ? 1 : -1) / (std::fabs(theta) + std::sqrt(theta * theta + 1));
        const long double c = 1 / std::sqrt(t * t + 1), s = t * c;
        at(p, p) -= t * apq;
        at(q, q) += t * apq;
        at(p, q) = at(q, p) = 0;
        for (Eigen::Index k = 0; k < n; ++k) {
          if (k == p || k == q) continue;
          const long double g = at(k, p), h = at(k, q);
          at(k, p) = at(p, k) = c * g - s * h;
          at(k, q) = at(q, k) = s * g + c * h;
        }
      }
  }
  std::vector<long double> values(static_cast<std::size_t>(n));
  for (Eigen::Index i = 0; i < n; ++i) values[i] = at(i, i);
  std::sort(values.begin(), values.end());
  return values;
}

// max_k |computed_k − reference_k| / max_k |reference_k|, both ascending.
inline double normwiseError(const Eigen::VectorXd& computed, const std::vector<long double>& reference) {
  long double largest = 0, worst = 0;
  for (std::size_t k = 0; k < reference.size(); ++k) {
    largest = std::max(largest, std::fabs(reference[k]));
    worst = std::max(worst, std::fabs(computed(static_cast<Eigen::Index>(k)) - reference[k]));
  }
  return largest == 0 ? static_cast<double>(worst) : static_cast<double>(worst / largest);
}

}  // namespace tridiagonal_reference
