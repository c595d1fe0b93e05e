// The bench's measure of how close the core's packed product runs to what this engine allows (tests/bench/
// run.mjs --eigen prints both rates; docs/performance.md reads them). Built with -msimd128 only, for the bench.
#include <wasm_simd128.h>

#include <vector>

#include "gramlab/linear_algebra/matrix_product.hpp"

namespace {

std::vector<double> a, b, c;

}  // namespace

extern "C" {

// One n × n × n product through the core's packed kernel (2n³ flops), on buffers kept between calls.
double benchProduct(int n) {
  const auto size = static_cast<std::size_t>(n) * static_cast<std::size_t>(n);
  if (a.size() != size) {
    a.assign(size, 0.5);
    b.assign(size, 0.25);
    c.assign(size, 0.0);
  }
  gramlab::matrix_product::addProduct(n, n, n, 1.0, {a.data(), n}, b.data(), n, c.data(), n);
  return c[0];
}

// The ceiling for f64x2 multiplies and adds without fused multiply-add: six chains of each, independent, in
// registers (enough to cover both operations' latency on two pipes each), 24 flops an iteration. The empty asm
// keeps the compiler from folding the loop.
double benchMultiplyAdd(int iterations) {
  const v128_t factor = wasm_f64x2_splat(1.0000001);
  v128_t step = wasm_f64x2_splat(0.5);
  v128_t s[12];
  for (int j = 0; j < 12; ++j) s[j] = wasm_f64x2_splat(j < 6 ? 1.0 : 0.999);
  for (int i = 0; i < iterations; ++i) {
    __asm__ volatile("" : "+r"(step));
    for (int j = 0; j < 6; ++j) s[j] = wasm_f64x2_add(s[j], step);
    for (int j = 6; j < 12; ++j) s[j] = wasm_f64x2_mul(s[j], factor);
  }
  v128_t total = s[0];
  for (int j = 1; j < 12; ++j) total = wasm_f64x2_add(total, s[j]);
  return wasm_f64x2_extract_lane(total, 0);
}
}
