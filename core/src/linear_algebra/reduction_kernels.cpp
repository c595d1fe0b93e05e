#include "gramlab/linear_algebra/reduction_kernels.hpp"

#include <algorithm>
#include <vector>

#include "gramlab/base/f64x2.hpp"

namespace gramlab::reduction {

using simd::F64x2;

namespace {

// x_i and y_i in the product's scratch: row pair r holds x_{2r}, x_{2r+1}, y_{2r}, y_{2r+1}, so that one
// pointer reaches both, as the matrix's pointer reaches four columns.
inline Index xAt(Index i) { return i / 2 * 4 + i % 2; }
inline Index yAt(Index i) { return xAt(i) + 2; }

// Column j alone, from its diagonal down: the columns before the first whole group of the trailing matrix.
// Below the diagonal's row pair the rows go in pairs, as in symmetricGroup.
void symmetricColumn(const InterleavedLower& a, Index j, double* xy) {
  const Index g = j / 4;
  const double* column = a.group(g) + (j % 4) * 2 - 2 * g * 8;  // row pair r of the matrix at 8r
  const double xj = xy[xAt(j)];
  double dot = a.at(j, j) * xj;
  if (j % 2 == 0) {  // the other row of the diagonal's pair
    const double below = a.at(j + 1, j);
    xy[yAt(j + 1)] += below * xj;
    dot += below * xy[xAt(j + 1)];
  }
  const F64x2 xs = simd::splat(xj);
  F64x2 d = simd::zero();
  for (Index r = j / 2 + 1; r < a.padded() / 2; ++r) {
    const F64x2 ar = simd::load(column + 8 * r);
    double* q = xy + 4 * r;
    simd::store(q + 2, simd::load(q + 2) + ar * xs);
    d = d + ar * simd::load(q);
  }
  xy[yAt(j)] += dot + simd::sum(d);
}

// The four columns of group g: each pair of rows below their diagonal block is read once and used twice, for
// y_i += a_ij·x_j and for the dot product a_·jᵀx that lands on y_j. Four columns × two rows keep eleven
// values in registers, which V8's x64 allocator holds without spilling (four × four did spill).
void symmetricGroup(const InterleavedLower& a, Index g, double* xy) {
  const Index j = 4 * g;
  const auto entry = [&](Index r, Index c) { return a.at(j + r, j + c); };
  for (Index c = 0; c < 4; ++c) {  // the 4×4 diagonal block, lower triangle
    const double xc = xy[xAt(j + c)];
    double& yc = xy[yAt(j + c)];
    yc += entry(c, c) * xc;
    for (Index r = c + 1; r < 4; ++r) {
      xy[yAt(j + r)] += entry(r, c) * xc;
      yc += entry(r, c) * xy[xAt(j + r)];
    }
  }
  const F64x2 x0 = simd::splat(xy[xAt(j)]), x1 = simd::splat(xy[xAt(j + 1)]);
  const F64x2 x2 = simd::splat(xy[xAt(j + 2)]), x3 = simd::splat(xy[xAt(j + 3)]);
  F64x2 d0 = simd::zero(), d1 = simd::zero(), d2 = simd::zero(), d3 = simd::zero();
  const double* p = a.group(g) + 16;  // row pair 2: the first rows below the block
  double* q = xy + xAt(j + 4);
  for (double* const end = xy + 2 * a.padded(); q < end; q += 4, p += 8) {
    const F64x2 xi = simd::load(q);
    F64x2 yi = simd::load(q + 2);
    const F64x2 a0 = simd::load(p);
    yi = yi + a0 * x0;
    d0 = d0 + a0 * xi;
    const F64x2 a1 = simd::load(p + 2);
    yi = yi + a1 * x1;
    d1 = d1 + a1 * xi;
    const F64x2 a2 = simd::load(p + 4);
    yi = yi + a2 * x2;
    d2 = d2 + a2 * xi;
    const F64x2 a3 = simd::load(p + 6);
    yi = yi + a3 * x3;
    d3 = d3 + a3 * xi;
    simd::store(q + 2, yi);
  }
  xy[yAt(j)] += simd::sum(d0);
  xy[yAt(j + 1)] += simd::sum(d1);
  xy[yAt(j + 2)] += simd::sum(d2);
  xy[yAt(j + 3)] += simd::sum(d3);
}

}  // namespace

void symmetricMatrixVector(const InterleavedLower& a, Index s, const double* x, double* y, double* xy) {
  const Index n = a.order(), np = a.padded();
  // x is zero outside s … n − 1 (the padding, and the row before s in its pair), so those rows add zeros.
  for (Index r = s / 2 * 4; r < 2 * np; ++r) xy[r] = 0.0;
  for (Index i = s; i < n; ++i) xy[xAt(i)] = x[i - s];
  const Index whole = std::min((s + 3) / 4 * 4, np);
  for (Index j = s; j < whole; ++j) symmetricColumn(a, j, xy);
  for (Index g = whole / 4; g < np / 4; ++g) symmetricGroup(a, g, xy);
  for (Index i = s; i < n; ++i) y[i - s] = xy[yAt(i)];
}

// The trailing update is a product of an m×2k and a 2k×m matrix, [V W]·[W V]ᵀ, on the lower triangle.
// Both are packed in groups of four rows (p-major inside a group), zero past row m, so a 4×4 tile of A is
// eight f64x2 accumulators fed by two contiguous loads and four load-splats per p, and the tile itself is
// sixteen consecutive doubles of the interleaved copy.
void symmetricRank2kUpdate(InterleavedLower& a, Index s, const double* v, Index ldv, const double* w, Index ldw,
                           Index k, std::vector<double>& scratch) {
  const Index m = a.order() - s;
  const Index groups = (a.padded() - s) / 4;
  if (groups <= 0) return;
  const Index depth = 2 * k;
  const auto size = static_cast<std::size_t>(groups * depth * 4);
  if (scratch.size() < 2 * size) scratch.resize(2 * size);  // the first panel's is the largest
  double* const rows = scratch.data();
  double* const coefficients = rows + size;
  for (Index g = 0; g < groups; ++g)
    for (Index p = 0; p < k; ++p)
      for (Index c = 0; c < 4; ++c) {  // every entry written: rows past m as zeros
        const Index i = 4 * g + c;
        const double vi = i < m ? v[i + p * ldv] : 0.0, wi = i < m ? w[i + p * ldw] : 0.0;
        rows[(g * depth + p) * 4 + c] = vi;
        rows[(g * depth + k + p) * 4 + c] = wi;
        coefficients[(g * depth + p) * 4 + c] = wi;
        coefficients[(g * depth + k + p) * 4 + c] = vi;
      }
  for (Index q = 0; q < groups; ++q) {
    const double* cq = coefficients + q * depth * 4;
    double* column = a.group(s / 4 + q);
    for (Index g = q; g < groups; ++g) {
      const double* ug = rows + g * depth * 4;
      F64x2 s00 = simd::zero(), s01 = simd::zero(), s02 = simd::zero(), s03 = simd::zero();
      F64x2 s10 = simd::zero(), s11 = simd::zero(), s12 = simd::zero(), s13 = simd::zero();
      const double* cp = cq;
      for (const double *u = ug, *end = ug + 4 * depth; u < end; u += 4, cp += 4) {
        const F64x2 u0 = simd::load(u), u1 = simd::load(u + 2);
        F64x2 c = simd::loadSplat(cp);
        s00 = s00 + u0 * c;
        s10 = s10 + u1 * c;
        c = simd::loadSplat(cp + 1);
        s01 = s01 + u0 * c;
        s11 = s11 + u1 * c;
        c = simd::loadSplat(cp + 2);
        s02 = s02 + u0 * c;
        s12 = s12 + u1 * c;
        c = simd::loadSplat(cp + 3);
        s03 = s03 + u0 * c;
        s13 = s13 + u1 * c;
      }
      double* t = column + 16 * (g - q);  // rows 4g … 4g + 3 of the group: two row pairs of eight
      simd::store(t, simd::load(t) - s00);
      simd::store(t + 2, simd::load(t + 2) - s01);
      simd::store(t + 4, simd::load(t + 4) - s02);
      simd::store(t + 6, simd::load(t + 6) - s03);
      simd::store(t + 8, simd::load(t + 8) - s10);
      simd::store(t + 10, simd::load(t + 10) - s11);
      simd::store(t + 12, simd::load(t + 12) - s12);
      simd::store(t + 14, simd::load(t + 14) - s13);
    }
  }
}

// Both take the panel's columns two at a time, so that y (or x) is loaded once for four columns' products,
// and walk pointers: an indexed loop costs V8 an address computation per load.
void subtractPanelProducts(double* y, Index len, const double* a, Index lda, const double* s, const double* b,
                           Index ldb, const double* t, Index cols) {
  const Index pairs = len & ~Index{1};
  Index p = 0;
  for (; p + 2 <= cols; p += 2) {
    const double *a0 = a + p * lda, *a1 = a0 + lda, *b0 = b + p * ldb, *b1 = b0 + ldb;
    const F64x2 s0 = simd::splat(s[p]), s1 = simd::splat(s[p + 1]);
    const F64x2 t0 = simd::splat(t[p]), t1 = simd::splat(t[p + 1]);
    double* yi = y;
    for (double* const end = y + pairs; yi != end; yi += 2, a0 += 2, a1 += 2, b0 += 2, b1 += 2)
      simd::store(yi, simd::load(yi) -
                          ((simd::load(a0) * s0 + simd::load(b0) * t0) + (simd::load(a1) * s1 + simd::load(b1) * t1)));
    if (pairs < len) *yi -= (*a0 * s[p] + *b0 * t[p]) + (*a1 * s[p + 1] + *b1 * t[p + 1]);
  }
  if (p < cols) {
    const double *a0 = a + p * lda, *b0 = b + p * ldb;
    const F64x2 s0 = simd::splat(s[p]), t0 = simd::splat(t[p]);
    double* yi = y;
    for (double* const end = y + pairs; yi != end; yi += 2, a0 += 2, b0 += 2)
      simd::store(yi, simd::load(yi) - (simd::load(a0) * s0 + simd::load(b0) * t0));
    if (pairs < len) *yi -= *a0 * s[p] + *b0 * t[p];
  }
}

void transposedPanelProducts(const double* x, Index len, const double* a, Index lda, const double* b, Index ldb,
                             Index cols, double* s, double* t) {
  const Index pairs = len & ~Index{1};
  Index p = 0;
  for (; p + 2 <= cols; p += 2) {
    const double *a0 = a + p * lda, *a1 = a0 + lda, *b0 = b + p * ldb, *b1 = b0 + ldb;
    F64x2 sa0 = simd::zero(), sa1 = simd::zero(), sb0 = simd::zero(), sb1 = simd::zero();
    const double* xi = x;
    for (const double* const end = x + pairs; xi != end; xi += 2, a0 += 2, a1 += 2, b0 += 2, b1 += 2) {
      const F64x2 xv = simd::load(xi);
      sa0 = sa0 + simd::load(a0) * xv;
      sa1 = sa1 + simd::load(a1) * xv;
      sb0 = sb0 + simd::load(b0) * xv;
      sb1 = sb1 + simd::load(b1) * xv;
    }
    s[p] = simd::sum(sa0);
    s[p + 1] = simd::sum(sa1);
    t[p] = simd::sum(sb0);
    t[p + 1] = simd::sum(sb1);
    if (pairs < len) {
      s[p] += *a0 * *xi;
      s[p + 1] += *a1 * *xi;
      t[p] += *b0 * *xi;
      t[p + 1] += *b1 * *xi;
    }
  }
  if (p < cols) {
    const double *a0 = a + p * lda, *b0 = b + p * ldb;
    F64x2 sa = simd::zero(), sb = simd::zero();
    const double* xi = x;
    for (const double* const end = x + pairs; xi != end; xi += 2, a0 += 2, b0 += 2) {
      const F64x2 xv = simd::load(xi);
      sa = sa + simd::load(a0) * xv;
      sb = sb + simd::load(b0) * xv;
    }
    s[p] = simd::sum(sa);
    t[p] = simd::sum(sb);
    if (pairs < len) {
      s[p] += *a0 * *xi;
      t[p] += *b0 * *xi;
    }
  }
}

}  // namespace gramlab::reduction
