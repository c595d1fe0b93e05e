#pragma once
// A pair of doubles for the eigensolver's hot loops (the reduction's kernels, the secular equation's sums):
// WebAssembly SIMD's f64x2 when the compiler targets it (-msimd128), two plain doubles otherwise (native
// builds, the scalar WASM module). The loops are written once against this type; only this header knows
// which one it is. multiplyAdd is a·b + c rounded twice, except where the compiler targets relaxed SIMD
// (-mrelaxed-simd: the hot loops' own module, docs/architecture.md "The relaxed flavour"), where the engine
// may fuse it into one rounding.
#ifdef __wasm_simd128__
#include <wasm_simd128.h>
#else
#include <cmath>
#endif

namespace gramlab::simd {

#ifdef __wasm_simd128__

struct F64x2 {
  v128_t v;
};

inline F64x2 load(const double* p) { return {wasm_v128_load(p)}; }
inline void store(double* p, F64x2 a) { wasm_v128_store(p, a.v); }
inline F64x2 splat(double x) { return {wasm_f64x2_splat(x)}; }
inline F64x2 loadSplat(const double* p) { return {wasm_v128_load64_splat(p)}; }
inline F64x2 zero() { return {wasm_f64x2_const_splat(0.0)}; }
inline F64x2 operator+(F64x2 a, F64x2 b) { return {wasm_f64x2_add(a.v, b.v)}; }
inline F64x2 operator-(F64x2 a, F64x2 b) { return {wasm_f64x2_sub(a.v, b.v)}; }
inline F64x2 operator*(F64x2 a, F64x2 b) { return {wasm_f64x2_mul(a.v, b.v)}; }
inline F64x2 operator/(F64x2 a, F64x2 b) { return {wasm_f64x2_div(a.v, b.v)}; }
#ifdef __wasm_relaxed_simd__
inline F64x2 multiplyAdd(F64x2 a, F64x2 b, F64x2 c) { return {wasm_f64x2_relaxed_madd(a.v, b.v, c.v)}; }
#else
inline F64x2 multiplyAdd(F64x2 a, F64x2 b, F64x2 c) { return a * b + c; }
#endif
inline F64x2 abs(F64x2 a) { return {wasm_f64x2_abs(a.v)}; }
// {a.lo, b.lo} and {a.hi, b.hi}: a 2 × 2 transpose in two.
inline F64x2 lows(F64x2 a, F64x2 b) { return {wasm_i64x2_shuffle(a.v, b.v, 0, 2)}; }
inline F64x2 highs(F64x2 a, F64x2 b) { return {wasm_i64x2_shuffle(a.v, b.v, 1, 3)}; }
inline double sum(F64x2 a) { return wasm_f64x2_extract_lane(a.v, 0) + wasm_f64x2_extract_lane(a.v, 1); }

#else

struct F64x2 {
  double lo, hi;
};

inline F64x2 load(const double* p) { return {p[0], p[1]}; }
inline void store(double* p, F64x2 a) {
  p[0] = a.lo;
  p[1] = a.hi;
}
inline F64x2 splat(double x) { return {x, x}; }
inline F64x2 loadSplat(const double* p) { return {*p, *p}; }
inline F64x2 zero() { return {0.0, 0.0}; }
inline F64x2 operator+(F64x2 a, F64x2 b) { return {a.lo + b.lo, a.hi + b.hi}; }
inline F64x2 operator-(F64x2 a, F64x2 b) { return {a.lo - b.lo, a.hi - b.hi}; }
inline F64x2 operator*(F64x2 a, F64x2 b) { return {a.lo * b.lo, a.hi * b.hi}; }
inline F64x2 operator/(F64x2 a, F64x2 b) { return {a.lo / b.lo, a.hi / b.hi}; }
inline F64x2 multiplyAdd(F64x2 a, F64x2 b, F64x2 c) { return a * b + c; }
inline F64x2 abs(F64x2 a) { return {std::fabs(a.lo), std::fabs(a.hi)}; }
inline F64x2 lows(F64x2 a, F64x2 b) { return {a.lo, b.lo}; }
inline F64x2 highs(F64x2 a, F64x2 b) { return {a.hi, b.hi}; }
inline double sum(F64x2 a) { return a.lo + a.hi; }

#endif

}  // namespace gramlab::simd
