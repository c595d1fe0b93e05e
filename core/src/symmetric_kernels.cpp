#include "gramlab/symmetric_kernels.hpp"

#include <vector>

#include "gramlab/f64x2.hpp"

namespace gramlab::kernels {

using simd::F64x2;

namespace {

// Scalar tail of symmetricMatrixVector: column j alone, below and on the diagonal.
void symmetricColumn(const double* a, Index lda, Index m, Index j, const double* x, double* y) {
  const double* col = a + j * lda;
  double dot = col[j] * x[j];
  for (Index i = j + 1; i < m; ++i) {
    y[i] += col[i] * x[j];
    dot += col[i] * x[i];
  }
  y[j] += dot;
}

}  // namespace

// Four columns at a time: each pair of rows below their diagonal block is read once and used twice, for
// y_i += a_ij·x_j and for the dot product a_·jᵀx that lands on y_j. Four columns × two rows keep eleven
// values in registers, which V8's x64 allocator holds without spilling (four × four did spill).
void symmetricMatrixVector(const double* a, Index lda, Index m, const double* x, double* y) {
  for (Index i = 0; i < m; ++i) y[i] = 0.0;
  Index j = 0;
  for (; j + 4 <= m; j += 4) {
    const double* c0 = a + j * lda;
    const double* c1 = c0 + lda;
    const double* c2 = c1 + lda;
    const double* c3 = c2 + lda;
    // The 4×4 diagonal block, lower triangle.
    const double* cols[4] = {c0, c1, c2, c3};
    for (Index c = 0; c < 4; ++c) {
      y[j + c] += cols[c][j + c] * x[j + c];
      for (Index r = c + 1; r < 4; ++r) {
        y[j + r] += cols[c][j + r] * x[j + c];
        y[j + c] += cols[c][j + r] * x[j + r];
      }
    }
    const F64x2 x0 = simd::splat(x[j]), x1 = simd::splat(x[j + 1]);
    const F64x2 x2 = simd::splat(x[j + 2]), x3 = simd::splat(x[j + 3]);
    F64x2 d0 = simd::zero(), d1 = simd::zero(), d2 = simd::zero(), d3 = simd::zero();
    Index i = j + 4;
    for (; i + 2 <= m; i += 2) {
      const F64x2 xi = simd::load(x + i);
      F64x2 yi = simd::load(y + i);
      const F64x2 a0 = simd::load(c0 + i);
      yi = yi + a0 * x0;
      d0 = d0 + a0 * xi;
      const F64x2 a1 = simd::load(c1 + i);
      yi = yi + a1 * x1;
      d1 = d1 + a1 * xi;
      const F64x2 a2 = simd::load(c2 + i);
      yi = yi + a2 * x2;
      d2 = d2 + a2 * xi;
      const F64x2 a3 = simd::load(c3 + i);
      yi = yi + a3 * x3;
      d3 = d3 + a3 * xi;
      simd::store(y + i, yi);
    }
    double t0 = simd::sum(d0), t1 = simd::sum(d1), t2 = simd::sum(d2), t3 = simd::sum(d3);
    if (i < m) {
      y[i] += c0[i] * x[j] + c1[i] * x[j + 1] + c2[i] * x[j + 2] + c3[i] * x[j + 3];
      t0 += c0[i] * x[i];
      t1 += c1[i] * x[i];
      t2 += c2[i] * x[i];
      t3 += c3[i] * x[i];
    }
    y[j] += t0;
    y[j + 1] += t1;
    y[j + 2] += t2;
    y[j + 3] += t3;
  }
  for (; j < m; ++j) symmetricColumn(a, lda, m, j, x, y);
}

// The trailing update is a product of an m×2k and a 2k×m matrix, [V W]·[W V]ᵀ, on the lower triangle.
// Both are packed in groups of four rows (p-major inside a group), so a 4×4 tile of A is eight f64x2
// accumulators fed by two contiguous loads and four load-splats per p. The first m mod 4 columns go
// scalar, so that every tile below them starts on its group's boundary and fills all four rows.
void symmetricRank2kUpdate(double* a, Index lda, Index m, const double* v, Index ldv, const double* w, Index ldw,
                           Index k) {
  const Index r = m % 4;
  for (Index j = 0; j < r; ++j)
    for (Index i = j; i < m; ++i) {
      double s = 0.0;
      for (Index p = 0; p < k; ++p) s += v[i + p * ldv] * w[j + p * ldw] + w[i + p * ldw] * v[j + p * ldv];
      a[i + j * lda] -= s;
    }
  const Index groups = (m - r) / 4;
  if (groups == 0) return;
  const Index depth = 2 * k;
  std::vector<double> rows(static_cast<std::size_t>(groups * depth * 4));
  std::vector<double> coefficients(rows.size());
  for (Index g = 0; g < groups; ++g)
    for (Index p = 0; p < k; ++p)
      for (Index c = 0; c < 4; ++c) {
        const Index i = r + 4 * g + c;
        const double vi = v[i + p * ldv], wi = w[i + p * ldw];
        rows[(g * depth + p) * 4 + c] = vi;
        rows[(g * depth + k + p) * 4 + c] = wi;
        coefficients[(g * depth + p) * 4 + c] = wi;
        coefficients[(g * depth + k + p) * 4 + c] = vi;
      }
  for (Index q = 0; q < groups; ++q) {
    const double* cq = coefficients.data() + q * depth * 4;
    double* tile = a + (r + 4 * q) * lda + r;
    for (Index g = q; g < groups; ++g) {
      const double* ug = rows.data() + g * depth * 4;
      F64x2 s00 = simd::zero(), s01 = simd::zero(), s02 = simd::zero(), s03 = simd::zero();
      F64x2 s10 = simd::zero(), s11 = simd::zero(), s12 = simd::zero(), s13 = simd::zero();
      for (Index p = 0; p < depth; ++p) {
        const F64x2 u0 = simd::load(ug + 4 * p), u1 = simd::load(ug + 4 * p + 2);
        const double* cp = cq + 4 * p;
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
      double* t = tile + 4 * g;
      simd::store(t, simd::load(t) - s00);
      simd::store(t + 2, simd::load(t + 2) - s10);
      simd::store(t + lda, simd::load(t + lda) - s01);
      simd::store(t + lda + 2, simd::load(t + lda + 2) - s11);
      simd::store(t + 2 * lda, simd::load(t + 2 * lda) - s02);
      simd::store(t + 2 * lda + 2, simd::load(t + 2 * lda + 2) - s12);
      simd::store(t + 3 * lda, simd::load(t + 3 * lda) - s03);
      simd::store(t + 3 * lda + 2, simd::load(t + 3 * lda + 2) - s13);
    }
  }
}

void subtractPanelProducts(double* y, Index len, const double* a, Index lda, const double* s, const double* b,
                           Index ldb, const double* t, Index cols) {
  for (Index p = 0; p < cols; ++p) {
    const double* ap = a + p * lda;
    const double* bp = b + p * ldb;
    const F64x2 sp = simd::splat(s[p]), tp = simd::splat(t[p]);
    Index i = 0;
    for (; i + 2 <= len; i += 2)
      simd::store(y + i, simd::load(y + i) - (simd::load(ap + i) * sp + simd::load(bp + i) * tp));
    if (i < len) y[i] -= ap[i] * s[p] + bp[i] * t[p];
  }
}

void transposedPanelProducts(const double* x, Index len, const double* a, Index lda, const double* b, Index ldb,
                             Index cols, double* s, double* t) {
  for (Index p = 0; p < cols; ++p) {
    const double* ap = a + p * lda;
    const double* bp = b + p * ldb;
    F64x2 sa = simd::zero(), sb = simd::zero();
    Index i = 0;
    for (; i + 2 <= len; i += 2) {
      const F64x2 xi = simd::load(x + i);
      sa = sa + simd::load(ap + i) * xi;
      sb = sb + simd::load(bp + i) * xi;
    }
    s[p] = simd::sum(sa);
    t[p] = simd::sum(sb);
    if (i < len) {
      s[p] += ap[i] * x[i];
      t[p] += bp[i] * x[i];
    }
  }
}

}  // namespace gramlab::kernels
