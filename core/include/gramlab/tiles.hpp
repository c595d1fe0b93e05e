#pragma once
// Walks over the strict lower triangle of an n × n matrix, 32 × 32 tiles at a time: each tile below the
// diagonal and its mirror above it stay in cache together, where a column-by-column walk reaches the upper
// side a whole column apart (16 kB at n = 2000, every access a cache miss). Shared by the checks, mirrors and
// transposes that pair m(i, j) with m(j, i).
#include <Eigen/Core>
#include <algorithm>

namespace gramlab {

// visit(i, j) for every i > j, tile by tile.
template <class Visit>
void forEachBelowDiagonalByTiles(Eigen::Index n, Visit visit) {
  constexpr Eigen::Index kTile = 32;
  for (Eigen::Index j0 = 0; j0 < n; j0 += kTile)
    for (Eigen::Index i0 = j0; i0 < n; i0 += kTile) {
      const Eigen::Index j1 = std::min(j0 + kTile, n), i1 = std::min(i0 + kTile, n);
      for (Eigen::Index j = j0; j < j1; ++j)
        for (Eigen::Index i = std::max(i0, j + 1); i < i1; ++i) visit(i, j);
    }
}

}  // namespace gramlab
