#pragma once
// The working copy of a symmetric matrix's lower triangle, laid out for the reduction's two hot loops: the
// columns go in groups of four, each group stored from its first row down, two rows at a time, so that a pair
// of rows across a group's four columns is eight consecutive doubles. One moving pointer then reaches all four
// columns at constant offsets; in column-major storage each column's load needs an address of its own, and
// under V8 that extra instruction per load is what bounds the symmetric matrix-vector product. The order is
// padded to a multiple of four with zero rows and columns, which add exact zeros to every product.
#include <cstddef>
#include <vector>

#include "gramlab/linear_algebra/interleaved_layout.hpp"

namespace gramlab {

class InterleavedLower {
 public:
  using Index = std::ptrdiff_t;

  // Order n, all zeros: its columns are then written with setColumnTail.
  explicit InterleavedLower(Index n);
  // The lower triangle of the column-major n × n matrix at `a` (leading dimension lda); nothing above the
  // diagonal is read.
  InterleavedLower(const double* a, Index lda, Index n);

  Index order() const { return n_; }
  Index padded() const { return padded_; }

  // Entry (i, j) for i ≥ 4·⌊j/4⌋: the lower triangle and the rest of each group's diagonal 4 × 4 block.
  double at(Index i, Index j) const { return data_[offset(i, j)]; }

  // Column j from its diagonal down, entries (j … n − 1, j), from or into n − j consecutive doubles.
  void setColumnTail(Index j, const double* from);
  void copyColumnTail(Index j, double* to) const;
  // Every entry times `factor` (the padding's zeros stay zeros), as a dense matrix's *= does.
  InterleavedLower& operator*=(double factor);

  // Group g's storage from its first row 4g: row pair p of the group (rows 4g + 2p, 4g + 2p + 1) is the eight
  // doubles at 8p, column c of the group at 8p + 2c.
  double* group(Index g) { return data_.data() + groupStart(g); }
  const double* group(Index g) const { return data_.data() + groupStart(g); }

 private:
  Index groupStart(Index g) const { return interleaved::groupStart(g, padded_); }
  Index offset(Index i, Index j) const {
    const Index g = j / 4;
    return groupStart(g) + interleaved::inGroup(i - 4 * g, j % 4);
  }
  // Where column j's row 0 would lie: its row i is at 8·⌊i/2⌋ + i mod 2 from here, for i ≥ 4·⌊j/4⌋.
  Index columnOrigin(Index j) const { return groupStart(j / 4) + 2 * (j % 4) - 16 * (j / 4); }

  Index n_, padded_;
  std::vector<double> data_;
};

}  // namespace gramlab
