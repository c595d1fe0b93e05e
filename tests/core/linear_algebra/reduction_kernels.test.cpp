// The reduction's two big kernels on the interleaved working copy, against the plain definitions: small
// integer entries, so that every sum is exact and the comparisons can be exact too.
#include "gramlab/linear_algebra/reduction_kernels.hpp"

#include <doctest/doctest.h>

#include <Eigen/Dense>
#include <cmath>
#include <limits>
#include <vector>

#include "gramlab/linear_algebra/interleaved_lower.hpp"

using gramlab::InterleavedLower;
using Index = Eigen::Index;

namespace {

// A symmetric integer matrix with NaN above the diagonal: the kernels must read the lower triangle only.
Eigen::MatrixXd lowerOnly(Index n) {
  Eigen::MatrixXd m(n, n);
  for (Index j = 0; j < n; ++j)
    for (Index i = 0; i < n; ++i)
      m(i, j) = i >= j ? static_cast<double>((3 * i + 5 * j) % 7 - 3) : std::numeric_limits<double>::quiet_NaN();
  return m;
}

double symmetricEntry(const Eigen::MatrixXd& lower, Index i, Index j) { return i >= j ? lower(i, j) : lower(j, i); }

}  // namespace

TEST_CASE("InterleavedLower: every lower entry where it was, the padding zero, for every order mod 4") {
  for (Index n : {1, 2, 3, 4, 5, 6, 7, 8, 9, 13}) {
    CAPTURE(n);
    const Eigen::MatrixXd m = lowerOnly(n);
    const InterleavedLower a(m.data(), n, n);
    CHECK(a.order() == n);
    CHECK(a.padded() == (n + 3) / 4 * 4);
    for (Index j = 0; j < a.padded(); ++j)
      for (Index i = j; i < a.padded(); ++i) CHECK(a.at(i, j) == (i < n && j < n ? m(i, j) : 0.0));
  }
}

TEST_CASE("InterleavedLower: a column's tail out and in again, from every column and every order mod 4") {
  for (Index n : {1, 2, 3, 4, 5, 6, 7, 8, 9, 13}) {
    CAPTURE(n);
    const Eigen::MatrixXd m = lowerOnly(n);
    const InterleavedLower a(m.data(), n, n);
    InterleavedLower b(n);
    for (Index j = 0; j < n; ++j) {
      CAPTURE(j);
      std::vector<double> tail(static_cast<std::size_t>(n - j), std::nan(""));
      a.copyColumnTail(j, tail.data());
      for (Index i = j; i < n; ++i) CHECK(tail[static_cast<std::size_t>(i - j)] == m(i, j));
      for (double& x : tail) x = 2 * x + 1;
      b.setColumnTail(j, tail.data());
    }
    b *= 0.5;  // back to m + 1/2 below the diagonal, the padding still zero
    for (Index j = 0; j < b.padded(); ++j)
      for (Index i = j; i < b.padded(); ++i) CHECK(b.at(i, j) == (i < n && j < n ? m(i, j) + 0.5 : 0.0));
  }
}

TEST_CASE("symmetricMatrixVector: the trailing product from every start row, against the plain sum") {
  for (Index n : {1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 13, 17}) {
    const Eigen::MatrixXd m = lowerOnly(n);
    const InterleavedLower a(m.data(), n, n);
    std::vector<double> xy(static_cast<std::size_t>(4 * a.padded()));
    for (Index s = 0; s < n; ++s) {
      CAPTURE(n);
      CAPTURE(s);
      const Index len = n - s;
      std::vector<double> x(static_cast<std::size_t>(len)), y(x.size(), -99.0);
      for (Index i = 0; i < len; ++i) x[i] = static_cast<double>(i % 5 - 2);
      gramlab::reduction::symmetricMatrixVector(a, s, x.data(), y.data(), xy.data());
      for (Index i = 0; i < len; ++i) {
        double expected = 0.0;
        for (Index j = 0; j < len; ++j) expected += symmetricEntry(m, s + i, s + j) * x[j];
        CHECK(y[i] == expected);
      }
    }
  }
}

TEST_CASE("symmetricRank2kUpdate: the lower triangle minus V·Wᵀ + W·Vᵀ from a start on a group boundary") {
  // One scratch for every call, NaN at first: a packed entry left unwritten would show in the result.
  std::vector<double> scratch(4096, std::nan(""));
  for (Index n : {4, 5, 6, 7, 8, 11, 13, 20}) {
    for (Index s = 0; s < n; s += 4) {
      for (Index k : {1, 3, 16}) {
        CAPTURE(n);
        CAPTURE(s);
        CAPTURE(k);
        const Eigen::MatrixXd m = lowerOnly(n);
        InterleavedLower a(m.data(), n, n);
        const Index len = n - s;
        Eigen::MatrixXd v(len, k), w(len, k);
        for (Index p = 0; p < k; ++p)
          for (Index i = 0; i < len; ++i) {
            v(i, p) = static_cast<double>((i + 2 * p) % 3 - 1);
            w(i, p) = static_cast<double>((2 * i + p) % 5 - 2);
          }
        gramlab::reduction::symmetricRank2kUpdate(a, s, v.data(), len, w.data(), len, k, scratch);
        for (Index j = 0; j < a.padded(); ++j)
          for (Index i = j; i < a.padded(); ++i) {
            double expected = i < n && j < n ? m(i, j) : 0.0;
            if (j >= s && i < n && j < n)
              for (Index p = 0; p < k; ++p) expected -= v(i - s, p) * w(j - s, p) + w(i - s, p) * v(j - s, p);
            CHECK(a.at(i, j) == expected);
          }
      }
    }
  }
}
