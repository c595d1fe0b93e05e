#include "gramlab/linear_algebra/interleaved_lower.hpp"

namespace gramlab {

namespace {

// visit(entry, k) for the entries (j + k, j) of column j, k = 0 … n − 1 − j, whose row i lies at
// origin[8·⌊i/2⌋ + i mod 2]: a pointer walk, where at() would redo the group arithmetic per entry.
template <class Entry, class Visit>
void forColumnTail(Entry* origin, std::ptrdiff_t j, std::ptrdiff_t n, Visit visit) {
  std::ptrdiff_t i = j;
  if (i % 2 == 1 && i < n) {  // row i − 1's pair: its second entry
    visit(origin[4 * (i - 1) + 1], 0);
    ++i;
  }
  for (; i + 1 < n; i += 2) {  // i even: row pair i/2 at 8·(i/2) = 4i
    visit(origin[4 * i], i - j);
    visit(origin[4 * i + 1], i + 1 - j);
  }
  if (i < n) visit(origin[4 * i], i - j);
}

}  // namespace

InterleavedLower::InterleavedLower(Index n)
    : n_(n), padded_((n + 3) / 4 * 4), data_(static_cast<std::size_t>(groupStart(padded_ / 4)), 0.0) {}

InterleavedLower::InterleavedLower(const double* a, Index lda, Index n) : InterleavedLower(n) {
  // Rows of a diagonal block above its column stay zero: no kernel reads them.
  for (Index j = 0; j < n; ++j) setColumnTail(j, a + j + j * lda);
}

void InterleavedLower::setColumnTail(Index j, const double* from) {
  forColumnTail(data_.data() + columnOrigin(j), j, n_, [from](double& entry, Index k) { entry = from[k]; });
}

void InterleavedLower::copyColumnTail(Index j, double* to) const {
  forColumnTail(data_.data() + columnOrigin(j), j, n_, [to](const double& entry, Index k) { to[k] = entry; });
}

InterleavedLower& InterleavedLower::operator*=(double factor) {
  for (double& entry : data_) entry *= factor;
  return *this;
}

}  // namespace gramlab
