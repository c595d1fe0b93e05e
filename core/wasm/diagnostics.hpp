#pragma once
// How much memory the module holds, for benchmarks, tests and a page that wants to say so.
#include "fields.hpp"

namespace gramlab::wasm {

struct MemoryStats {
  // The WASM memory's size. It grows on demand and never shrinks, so after a workload it is the peak
  // that workload (or an earlier one) needed.
  double heapBytes;
  double allocatedBytes;  // what malloc has handed out right now
};
MemoryStats memoryStats();

template <>
struct Fields<MemoryStats> {
  static constexpr auto list = std::make_tuple(field("heapBytes", &MemoryStats::heapBytes),
                                               field("allocatedBytes", &MemoryStats::allocatedBytes));
};

}  // namespace gramlab::wasm
