#include "gramlab/interleaved_lower.hpp"

namespace gramlab {

InterleavedLower::InterleavedLower(const double* a, Index lda, Index n)
    : n_(n), padded_((n + 3) / 4 * 4), data_(static_cast<std::size_t>(groupStart(padded_ / 4)), 0.0) {
  for (Index g = 0; g < padded_ / 4; ++g) {
    double* out = group(g);
    for (Index c = 0; c < 4 && 4 * g + c < n; ++c) {
      const Index j = 4 * g + c;
      // Rows of the diagonal block above j stay zero: no kernel reads them.
      for (Index i = j; i < n; ++i) out[(i - 4 * g) / 2 * 8 + c * 2 + i % 2] = a[i + j * lda];
    }
  }
}

}  // namespace gramlab
