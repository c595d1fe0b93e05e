#pragma once
// The boundary between JS values and Eigen: row-major Float64Array in, plain objects out, and the
// one guard that turns every C++ exception into an {error: {code, message}} value for the facade.
#include <emscripten/val.h>

#include <Eigen/Dense>
#include <exception>
#include <new>
#include <string>
#include <utility>
#include <vector>

#include "gramlab/error.hpp"

namespace gramlab::wasm {

using emscripten::val;

// {rows, cols, data: Float64Array (row-major)} → Eigen (column-major).
Eigen::MatrixXd matrixFromJs(const val& m);
// Float64Array or number[] → Eigen vector.
Eigen::VectorXd vectorFromJs(const val& v);
std::vector<double> numbersFromJs(const val& v);

val matrixToJs(const Eigen::MatrixXd& m);
val vectorToJs(const Eigen::VectorXd& v);
val numbersToJs(const std::vector<double>& v);

val errorValue(const char* code, const std::string& message);

// Runs `compute` (returning a val) and wraps its result as {value} or {error: {code, message}}.
template <typename F>
val guarded(F&& compute) {
  try {
    val out = val::object();
    out.set("value", std::forward<F>(compute)());
    return out;
  } catch (const Error& e) {
    return errorValue(codeName(e.code()), e.what());
  } catch (const std::bad_alloc&) {
    return errorValue("OUT_OF_MEMORY", "not enough memory for this size");
  } catch (const std::exception& e) {
    return errorValue("INTERNAL", e.what());
  }
}

}  // namespace gramlab::wasm
