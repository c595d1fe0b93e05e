// The packed product C += α·op(A)·B against hand-computed cases and a plain triple loop in long double (64-bit
// significand: its own rounding is ~2000× below the double product's bound), on sizes that cut every tile edge.
#include <doctest/doctest.h>

#include <cmath>
#include <limits>
#include <random>
#include <vector>

#include "gramlab/base/constants.hpp"
#include "gramlab/linear_algebra/matrix_product.hpp"

using gramlab::kEpsilon;
using gramlab::matrix_product::addProduct;
using gramlab::matrix_product::Index;
using gramlab::matrix_product::Op;

namespace {

// Column-major storage with a leading dimension; entries outside the rows × cols part are a sentinel the product
// must leave alone.
struct Stored {
  Index rows, cols, ld;
  std::vector<double> data;
  double& at(Index i, Index j) { return data[static_cast<std::size_t>(i + j * ld)]; }
  double at(Index i, Index j) const { return data[static_cast<std::size_t>(i + j * ld)]; }
};

constexpr double kSentinel = 12345.0;

Stored randomStored(Index rows, Index cols, Index extraLd, std::mt19937_64& engine) {
  std::uniform_real_distribution<double> uniform(-1.0, 1.0);
  Stored s{rows, cols, rows + extraLd,
           std::vector<double>(static_cast<std::size_t>((rows + extraLd) * cols), kSentinel)};
  for (Index j = 0; j < cols; ++j)
    for (Index i = 0; i < rows; ++i) s.at(i, j) = uniform(engine);
  return s;
}

// C += α·op(A)·B with the bound of its rounding error, entry by entry: |fl(c) − c| ≤ (k + 2)·ε·(|c₀| + |α|·Σ|a||b|).
void checkAgainstLongDouble(Index m, Index n, Index k, double alpha, Op op, std::mt19937_64& engine) {
  CAPTURE(m);
  CAPTURE(n);
  CAPTURE(k);
  CAPTURE(alpha);
  CAPTURE(op == Op::Transposed);
  const Stored a = op == Op::Plain ? randomStored(m, k, 2, engine) : randomStored(k, m, 2, engine);
  const Stored b = randomStored(k, n, 1, engine);
  Stored c = randomStored(m, n, 3, engine);
  const Stored before = c;
  addProduct(m, n, k, alpha, {a.data.data(), a.ld, op}, b.data.data(), b.ld, c.data.data(), c.ld);
  bool allWithin = true, sentinelsKept = true;
  for (Index j = 0; j < n; ++j) {
    for (Index i = 0; i < m; ++i) {
      long double exact = before.at(i, j), magnitude = std::fabs(before.at(i, j));
      for (Index p = 0; p < k; ++p) {
        const long double aip = op == Op::Plain ? a.at(i, p) : a.at(p, i);
        exact += static_cast<long double>(alpha) * aip * b.at(p, j);
        magnitude += std::fabs(aip * b.at(p, j));
      }
      const long double bound = static_cast<long double>(k + 2) * kEpsilon * magnitude;
      allWithin = allWithin && std::fabs(c.at(i, j) - exact) <= bound;
    }
    for (Index i = m; i < c.ld; ++i) sentinelsKept = sentinelsKept && c.at(i, j) == kSentinel;
  }
  CHECK(allWithin);
  CHECK(sentinelsKept);
}

}  // namespace

TEST_CASE("addProduct: 2×2 by hand, plain and transposed, α = ±1, C's earlier values kept in the sum") {
  const double a[] = {1, 3, 2, 4};  // [[1, 2], [3, 4]]
  const double b[] = {5, 7, 6, 8};  // [[5, 6], [7, 8]]
  double c[] = {1, 1, 1, 1};
  addProduct(2, 2, 2, 1.0, {a, 2, Op::Plain}, b, 2, c, 2);  // A·B = [[19, 22], [43, 50]]
  CHECK(std::vector<double>(c, c + 4) == std::vector<double>{20, 44, 23, 51});
  double d[] = {0, 0, 0, 0};
  addProduct(2, 2, 2, -1.0, {a, 2, Op::Transposed}, b, 2, d, 2);  // Aᵀ·B = [[26, 30], [38, 44]]
  CHECK(std::vector<double>(d, d + 4) == std::vector<double>{-26, -38, -30, -44});
}

TEST_CASE("addProduct: a 3×2 times 2×3 into a 3×3 block of a taller array, by hand") {
  const double a[] = {1, 0, -1, 2, 1, 0};   // [[1, 2], [0, 1], [−1, 0]]
  const double b[] = {1, 2, 0, 1, 3, -1};   // [[1, 0, 3], [2, 1, −1]]
  std::vector<double> c(5 * 3, kSentinel);  // ld 5
  for (Index j = 0; j < 3; ++j)
    for (Index i = 0; i < 3; ++i) c[static_cast<std::size_t>(i + 5 * j)] = 0;
  addProduct(3, 3, 2, 1.0, {a, 3, Op::Plain}, b, 2, c.data(), 5);  // [[5, 2, 1], [2, 1, −1], [−1, 0, −3]]
  const std::vector<double> expected{5,         2,         -1, kSentinel, kSentinel, 2,         1,        0,
                                     kSentinel, kSentinel, 1,  -1,        -3,        kSentinel, kSentinel};
  CHECK(c == expected);
}

TEST_CASE("addProduct: m, n or k zero, or α zero, leaves C as it is") {
  const double a[] = {1, 2, 3, 4};
  double c[] = {7, 8, 9, 10};
  addProduct(2, 2, 0, 1.0, {a, 2}, a, 2, c, 2);
  addProduct(0, 2, 2, 1.0, {a, 2}, a, 2, c, 2);
  addProduct(2, 0, 2, 1.0, {a, 2}, a, 2, c, 2);
  addProduct(2, 2, 2, 0.0, {a, 2}, a, 2, c, 2);
  CHECK(std::vector<double>(c, c + 4) == std::vector<double>{7, 8, 9, 10});
}

TEST_CASE("addProduct: odd sizes through every tile and block edge, against long double") {
  const Index sizes[] = {1, 3, 5, 17, 63, 65, 130, 301};
  std::mt19937_64 engine(2027);
  std::uniform_int_distribution<int> pick(0, 7);
  for (const Op op : {Op::Plain, Op::Transposed})
    for (const Index m : sizes) {
      // Each size once as m with random n and k (kept below 301 × 301 × 301 but for one case), once as k.
      const Index n = sizes[pick(engine) % 7], k = sizes[pick(engine)];
      checkAgainstLongDouble(m, n, k, op == Op::Plain ? 1.0 : -1.0, op, engine);
      checkAgainstLongDouble(sizes[pick(engine) % 7], sizes[pick(engine) % 6], m, op == Op::Plain ? -1.0 : 1.0, op,
                             engine);
    }
  checkAgainstLongDouble(301, 301, 301, -1.0, Op::Transposed, engine);
}

TEST_CASE("addProduct: a NaN in op(A) reaches its own row of C and no other, at a tile edge") {
  const Index m = 7, n = 5, k = 3;
  std::vector<double> a(static_cast<std::size_t>(m * k), 1.0), b(static_cast<std::size_t>(k * n), 1.0);
  std::vector<double> c(static_cast<std::size_t>(m * n), 0.0);
  a[6 + 1 * m] = std::numeric_limits<double>::quiet_NaN();  // row 6: the last, alone in its tile
  b[2 + 4 * k] = std::numeric_limits<double>::infinity();   // column 4: the last
  addProduct(m, n, k, 1.0, {a.data(), m}, b.data(), k, c.data(), m);
  for (Index j = 0; j < n; ++j)
    for (Index i = 0; i < m; ++i) {
      CAPTURE(i);
      CAPTURE(j);
      const double cij = c[static_cast<std::size_t>(i + j * m)];
      if (i == 6)
        CHECK(std::isnan(cij));
      else if (j == 4)
        CHECK(cij == std::numeric_limits<double>::infinity());
      else
        CHECK(cij == 3.0);
    }
}
