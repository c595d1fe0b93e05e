// The bench's ceiling for relaxed SIMD's multiply-add in this engine (tests/bench/run.mjs --eigen prints it beside
// the packed product's rate in the relaxed flavour; docs/performance.md reads them). Built by clang-19 with
// -mrelaxed-simd, freestanding, like the hot loops (CMakeLists.txt).
#include <wasm_simd128.h>

// Twelve independent chains of f64x2.relaxed_madd in registers (enough to cover its latency on two pipes), 48
// flops an iteration. The empty asm keeps the compiler from folding the loop.
extern "C" double benchMultiplyAddFused(int iterations) {
  const v128_t factor = wasm_f64x2_splat(0.9999999);
  const v128_t step = wasm_f64x2_splat(0.5);
  v128_t s[12];
  for (int j = 0; j < 12; ++j) s[j] = wasm_f64x2_splat(1.0 + j);
  for (int i = 0; i < iterations; ++i) {
    __asm__ volatile("" ::: "memory");
    for (int j = 0; j < 12; ++j) s[j] = wasm_f64x2_relaxed_madd(s[j], factor, step);
  }
  v128_t total = s[0];
  for (int j = 1; j < 12; ++j) total = wasm_f64x2_add(total, s[j]);
  return wasm_f64x2_extract_lane(total, 0);
}
