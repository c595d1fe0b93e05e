// Embind: how much memory the module holds, for benchmarks and for a page that wants to say so.
#include <emscripten/bind.h>
#include <malloc.h>

#include "marshal.hpp"

namespace gramlab::wasm {

namespace {
// heapBytes: the WASM memory's size. It grows on demand and never shrinks, so after a workload it is the
// peak that workload (or an earlier one) needed. allocatedBytes: what malloc has handed out right now.
val memoryStatsJs() {
  return guarded([] {
    val out = val::object();
    out.set("heapBytes", static_cast<double>(__builtin_wasm_memory_size(0)) * 65536.0);
    out.set("allocatedBytes", static_cast<double>(mallinfo().uordblks));
    return out;
  });
}
}  // namespace

EMSCRIPTEN_BINDINGS(diagnostics) { emscripten::function("memoryStats", &memoryStatsJs); }

}  // namespace gramlab::wasm
