#pragma once
// How many repetitions to time: a batch of 1, 2, 4, … runs until one batch lasts minSeconds, so the clock's
// step is a small part of what it measures. The clock is passed in (the core's steady clock, a fake one in
// the tests). The doubling stops early, keeping the last batch, when the next one (about twice as long)
// would take the time spent past the budget, or the repetitions or work summed over all batches past their
// bounds: the time budget bounds a call on a clock that advances, the counts one on a clock that does not.
#include <cstdint>

namespace gramlab {

struct DoublingBounds {
  double maxSeconds;            // time spent over all batches
  std::int64_t maxRepetitions;  // repetitions over all batches
  double workPerRepetition;     // in the unit of maxWork
  double maxWork;               // work over all batches
};

struct DoublingBatch {
  int repetitions;      // of the last batch: the one reported
  double batchSeconds;  // its length
  bool longEnough;      // batchSeconds ≥ minSeconds; false when a bound stopped the doubling first
};

// run(n) repeats the timed work n times; now() reads a clock in seconds.
template <class Run, class Now>
DoublingBatch doublingBatch(Run&& run, Now&& now, double minSeconds, const DoublingBounds& bounds) {
  std::int64_t repetitions = 1;
  std::int64_t total = 0;
  double spent = 0;
  for (;;) {
    const double start = now();
    run(static_cast<int>(repetitions));
    const double seconds = now() - start;
    total += repetitions;
    spent += seconds;
    const bool longEnough = seconds >= minSeconds;
    const std::int64_t next = 2 * repetitions;
    const bool bounded = spent + 2 * seconds > bounds.maxSeconds || total + next > bounds.maxRepetitions ||
                         static_cast<double>(total + next) * bounds.workPerRepetition > bounds.maxWork;
    if (longEnough || bounded) return {static_cast<int>(repetitions), seconds, longEnough};
    repetitions = next;
  }
}

}  // namespace gramlab
