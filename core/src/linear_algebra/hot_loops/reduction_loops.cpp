// The reduction's hot loops (hot_loops.hpp): freestanding, so that the relaxed flavour compiles them apart.
#include "gramlab/base/f64x2.hpp"
#include "gramlab/linear_algebra/hot_loops.hpp"
#include "gramlab/linear_algebra/interleaved_layout.hpp"

namespace gramlab::hot_loops {

using interleaved::xAt;
using interleaved::yAt;
using simd::F64x2;
using simd::multiplyAdd;

namespace {

// The four columns of group g: each pair of rows below their diagonal block is read once and used twice, for
// y_i += a_ij·x_j and for the dot product a_·jᵀx that lands on y_j. Four columns × two rows keep eleven
// values in registers, which V8's x64 allocator holds without spilling (four × four did spill).
void symmetricGroup(const double* group, Index j, Index padded, double* xy) {
  for (Index c = 0; c < 4; ++c) {  // the 4×4 diagonal block, lower triangle
    const double xc = xy[xAt(j + c)];
    double& yc = xy[yAt(j + c)];
    yc += group[interleaved::inGroup(c, c)] * xc;
    for (Index r = c + 1; r < 4; ++r) {
      const double entry = group[interleaved::inGroup(r, c)];
      xy[yAt(j + r)] += entry * xc;
      yc += entry * xy[xAt(j + r)];
    }
  }
  const F64x2 x0 = simd::splat(xy[xAt(j)]), x1 = simd::splat(xy[xAt(j + 1)]);
  const F64x2 x2 = simd::splat(xy[xAt(j + 2)]), x3 = simd::splat(xy[xAt(j + 3)]);
  F64x2 d0 = simd::zero(), d1 = simd::zero(), d2 = simd::zero(), d3 = simd::zero();
  const double* p = group + 16;  // row pair 2: the first rows below the block
  double* q = xy + xAt(j + 4);
  for (double* const end = xy + 2 * padded; q < end; q += 4, p += 8) {
    const F64x2 xi = simd::load(q);
    F64x2 yi = simd::load(q + 2);
    const F64x2 a0 = simd::load(p);
    yi = multiplyAdd(a0, x0, yi);
    d0 = multiplyAdd(a0, xi, d0);
    const F64x2 a1 = simd::load(p + 2);
    yi = multiplyAdd(a1, x1, yi);
    d1 = multiplyAdd(a1, xi, d1);
    const F64x2 a2 = simd::load(p + 4);
    yi = multiplyAdd(a2, x2, yi);
    d2 = multiplyAdd(a2, xi, d2);
    const F64x2 a3 = simd::load(p + 6);
    yi = multiplyAdd(a3, x3, yi);
    d3 = multiplyAdd(a3, xi, d3);
    simd::store(q + 2, yi);
  }
  xy[yAt(j)] += simd::sum(d0);
  xy[yAt(j + 1)] += simd::sum(d1);
  xy[yAt(j + 2)] += simd::sum(d2);
  xy[yAt(j + 3)] += simd::sum(d3);
}

}  // namespace

extern "C" void gramlab_symmetric_groups(const double* data, Index padded, Index g0, Index g1, double* xy) {
  for (Index g = g0; g < g1; ++g) symmetricGroup(data + interleaved::groupStart(g, padded), 4 * g, padded, xy);
}

// A 4×4 tile is eight f64x2 accumulators fed by two contiguous loads and four load-splats per step, and the
// tile itself is sixteen consecutive doubles of the interleaved copy.
extern "C" void gramlab_rank2k_columns(double* data, Index padded, Index first, Index groups, Index depth,
                                       const double* rows, const double* coefficients, Index q0, Index q1) {
  for (Index q = q0; q < q1; ++q) {
    const double* cq = coefficients + q * depth * 4;
    double* column = data + interleaved::groupStart(first + q, padded);
    for (Index g = q; g < groups; ++g) {
      const double* ug = rows + g * depth * 4;
      F64x2 s00 = simd::zero(), s01 = simd::zero(), s02 = simd::zero(), s03 = simd::zero();
      F64x2 s10 = simd::zero(), s11 = simd::zero(), s12 = simd::zero(), s13 = simd::zero();
      const double* cp = cq;
      for (const double *u = ug, *end = ug + 4 * depth; u < end; u += 4, cp += 4) {
        const F64x2 u0 = simd::load(u), u1 = simd::load(u + 2);
        F64x2 c = simd::loadSplat(cp);
        s00 = multiplyAdd(u0, c, s00);
        s10 = multiplyAdd(u1, c, s10);
        c = simd::loadSplat(cp + 1);
        s01 = multiplyAdd(u0, c, s01);
        s11 = multiplyAdd(u1, c, s11);
        c = simd::loadSplat(cp + 2);
        s02 = multiplyAdd(u0, c, s02);
        s12 = multiplyAdd(u1, c, s12);
        c = simd::loadSplat(cp + 3);
        s03 = multiplyAdd(u0, c, s03);
        s13 = multiplyAdd(u1, c, s13);
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

extern "C" void gramlab_rank2k_tiles(double* data, Index padded, Index first, Index groups, Index depth,
                                     const double* rows, const double* coefficients) {
  gramlab_rank2k_columns(data, padded, first, groups, depth, rows, coefficients, 0, groups);
}

// Both take the panel's columns two at a time, so that y (or x) is loaded once for four columns' products,
// and walk pointers: an indexed loop costs V8 an address computation per load.
extern "C" void gramlab_subtract_panel_products(double* y, Index len, const double* a, Index lda, const double* s,
                                                const double* b, Index ldb, const double* t, Index cols) {
  const Index pairs = len & ~Index{1};
  Index p = 0;
  for (; p + 2 <= cols; p += 2) {
    const double *a0 = a + p * lda, *a1 = a0 + lda, *b0 = b + p * ldb, *b1 = b0 + ldb;
    const F64x2 s0 = simd::splat(s[p]), s1 = simd::splat(s[p + 1]);
    const F64x2 t0 = simd::splat(t[p]), t1 = simd::splat(t[p + 1]);
    double* yi = y;
    for (double* const end = y + pairs; yi != end; yi += 2, a0 += 2, a1 += 2, b0 += 2, b1 += 2)
      simd::store(yi, simd::load(yi) - (multiplyAdd(simd::load(b0), t0, simd::load(a0) * s0) +
                                        multiplyAdd(simd::load(b1), t1, simd::load(a1) * s1)));
    if (pairs < len) *yi -= (*a0 * s[p] + *b0 * t[p]) + (*a1 * s[p + 1] + *b1 * t[p + 1]);
  }
  if (p < cols) {
    const double *a0 = a + p * lda, *b0 = b + p * ldb;
    const F64x2 s0 = simd::splat(s[p]), t0 = simd::splat(t[p]);
    double* yi = y;
    for (double* const end = y + pairs; yi != end; yi += 2, a0 += 2, b0 += 2)
      simd::store(yi, simd::load(yi) - multiplyAdd(simd::load(b0), t0, simd::load(a0) * s0));
    if (pairs < len) *yi -= *a0 * s[p] + *b0 * t[p];
  }
}

extern "C" void gramlab_transposed_panel_products(const double* x, Index len, const double* a, Index lda,
                                                  const double* b, Index ldb, Index cols, double* s, double* t) {
  const Index pairs = len & ~Index{1};
  Index p = 0;
  for (; p + 2 <= cols; p += 2) {
    const double *a0 = a + p * lda, *a1 = a0 + lda, *b0 = b + p * ldb, *b1 = b0 + ldb;
    F64x2 sa0 = simd::zero(), sa1 = simd::zero(), sb0 = simd::zero(), sb1 = simd::zero();
    const double* xi = x;
    for (const double* const end = x + pairs; xi != end; xi += 2, a0 += 2, a1 += 2, b0 += 2, b1 += 2) {
      const F64x2 xv = simd::load(xi);
      sa0 = multiplyAdd(simd::load(a0), xv, sa0);
      sa1 = multiplyAdd(simd::load(a1), xv, sa1);
      sb0 = multiplyAdd(simd::load(b0), xv, sb0);
      sb1 = multiplyAdd(simd::load(b1), xv, sb1);
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
      sa = multiplyAdd(simd::load(a0), xv, sa);
      sb = multiplyAdd(simd::load(b0), xv, sb);
    }
    s[p] = simd::sum(sa);
    t[p] = simd::sum(sb);
    if (pairs < len) {
      s[p] += *a0 * *xi;
      t[p] += *b0 * *xi;
    }
  }
}

}  // namespace gramlab::hot_loops
