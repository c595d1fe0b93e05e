#pragma once
// Walks over a matrix 32 × 32 tiles at a time, for loops that pair m(i, j) with an entry a whole column (or
// row) away: its mirror m(j, i) (the checks, mirrors and transposes), or the same cell of a row-major copy
// (the binding's conversions). A tile and its partner stay in cache together, where a column-by-column walk
// reaches the other side 16 kB apart at n = 2000, every access a cache miss.
#include <Eigen/Core>
#include <algorithm>

namespace gramlab {

constexpr Eigen::Index kTile = 32;

// visit(i, j) for every cell of a rows × cols matrix, tile by tile.
template <class Visit>
void forEachByTiles(Eigen::Index rows, Eigen::Index cols, Visit visit) {
  for (Eigen::Index i0 = 0; i0 < rows; i0 += kTile)
    for (Eigen::Index j0 = 0; j0 < cols; j0 += kTile) {
      const Eigen::Index i1 = std::min(i0 + kTile, rows), j1 = std::min(j0 + kTile, cols);
      for (Eigen::Index j = j0; j < j1; ++j)
        for (Eigen::Index i = i0; i < i1; ++i) visit(i, j);
    }
}

// visit(i, j) for every i > j of an n × n matrix, tile by tile.
template <class Visit>
void forEachBelowDiagonalByTiles(Eigen::Index n, Visit visit) {
  for (Eigen::Index j0 = 0; j0 < n; j0 += kTile)
    for (Eigen::Index i0 = j0; i0 < n; i0 += kTile) {
      const Eigen::Index j1 = std::min(j0 + kTile, n), i1 = std::min(i0 + kTile, n);
      for (Eigen::Index j = j0; j < j1; ++j)
        for (Eigen::Index i = std::max(i0, j + 1); i < i1; ++i) visit(i, j);
    }
}

}  // namespace gramlab
