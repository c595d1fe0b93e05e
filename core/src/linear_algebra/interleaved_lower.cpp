#include "gramlab/linear_algebra/interleaved_lower.hpp"

namespace gramlab {

InterleavedLower::InterleavedLower(const double* a, Index lda, Index n)
    : n_(n), padded_((n + 3) / 4 * 4), data_(static_cast<std::size_t>(groupStart(padded_ / 4)), 0.0) {
  // Rows of a diagonal block above its column stay zero: no kernel reads them.
  for (Index j = 0; j < n; ++j)
    for (Index i = j; i < n; ++i) data_[offset(i, j)] = a[i + j * lda];
}

}  // namespace gramlab
