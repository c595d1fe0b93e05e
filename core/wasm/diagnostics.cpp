#include "diagnostics.hpp"

#include <malloc.h>

namespace gramlab::wasm {

MemoryStats memoryStats() {
  return MemoryStats{static_cast<double>(__builtin_wasm_memory_size(0)) * 65536.0,
                     static_cast<double>(mallinfo().uordblks)};
}

}  // namespace gramlab::wasm
