#include <doctest/doctest.h>

#include <cstdint>
#include <vector>

#include "gramlab/feature_maps/doubling_batch.hpp"

using gramlab::doublingBatch;
using gramlab::DoublingBounds;

namespace {

// A clock that advances only when the timed work runs: secondsPerRepetition for each repetition.
struct FakeWork {
  explicit FakeWork(double seconds) : secondsPerRepetition(seconds) {}
  double secondsPerRepetition;
  double clock = 0;
  std::vector<int> batches;
  void operator()(int n) {
    batches.push_back(n);
    clock += n * secondsPerRepetition;
  }
};

}  // namespace

TEST_CASE("doublingBatch: 1 µs a repetition and 20 ms asked gives 2^15 = 32,768 repetitions") {
  FakeWork work(1e-6);
  const auto batch = doublingBatch(
      work, [&] { return work.clock; }, 0.02, DoublingBounds{1e9, 1 << 22, 1, 1e9});
  // 2^14 = 16,384 µs < 20 ms ≤ 2^15 µs: the least power of two that reaches 20 ms.
  CHECK(batch.repetitions == 32768);
  CHECK(batch.batchSeconds == doctest::Approx(0.032768).epsilon(1e-12));
  CHECK(batch.longEnough);
  CHECK(work.batches.size() == 16);  // 1, 2, 4, …, 2^15
  CHECK(work.batches.front() == 1);
}

TEST_CASE("doublingBatch: one repetition that already lasts the minimum is one batch") {
  FakeWork work(0.5);
  const auto batch = doublingBatch(
      work, [&] { return work.clock; }, 0.02, DoublingBounds{1e9, 1 << 22, 1, 1e9});
  CHECK(batch.repetitions == 1);
  CHECK(batch.batchSeconds == 0.5);
  CHECK(batch.longEnough);
}

TEST_CASE("doublingBatch: a clock that never advances stops at the repetition bound") {
  FakeWork work(1e-6);
  const auto batch = doublingBatch(
      work, [] { return 0.0; }, 0.02, DoublingBounds{1e9, 1000, 1, 1e9});
  // Batches 1 … 256 sum to 511; a batch of 512 would make 1023 > 1000.
  CHECK(batch.repetitions == 256);
  CHECK_FALSE(batch.longEnough);
  std::int64_t total = 0;
  for (int n : work.batches) total += n;
  CHECK(total == 511);
}

TEST_CASE("doublingBatch: the work bound counts every batch") {
  FakeWork work(1e-9);
  // 592,130 features a repetition (d = 768, p = 2) within 4·10⁶: batches 1 and 2 (3 · 592,130 = 1,776,390),
  // not 4 more (7 · 592,130 = 4,144,910).
  const auto batch = doublingBatch(
      work, [&] { return work.clock; }, 0.02, DoublingBounds{1e9, 1 << 22, 592130, 4e6});
  CHECK(batch.repetitions == 2);
  CHECK_FALSE(batch.longEnough);
  CHECK(work.batches == std::vector<int>{1, 2});
}

TEST_CASE("doublingBatch: no next batch that would take the time spent past the budget") {
  FakeWork work(1e-6);
  // After a batch of n: (2n − 1) µs spent, and the next would add 2n µs. Within 10 ms: n = 2048 (8,191 µs) goes on,
  // n = 4096 (16,383 µs) stops, short of the 20 ms asked.
  const auto batch = doublingBatch(
      work, [&] { return work.clock; }, 0.02, DoublingBounds{0.01, 1 << 22, 1, 1e9});
  CHECK(batch.repetitions == 4096);
  CHECK_FALSE(batch.longEnough);
  CHECK(work.clock == doctest::Approx(8191e-6).epsilon(1e-9));
}
