#pragma once
// The one guard every exported function runs in: a result leaves as {value}, a C++ exception as
// {error: {code, message, …details}}, so the module keeps running and the facade throws GramLabError(code)
// carrying the details as its own fields.
#include <emscripten/val.h>

#include <exception>
#include <new>
#include <string>
#include <utility>

#include "gramlab/base/error.hpp"

namespace gramlab::wasm {

using emscripten::val;

// The codes this layer adds to the core's (GRAMLAB_ERROR_CODES): X("NAME", "when, for the API table").
#define GRAMLAB_BINDING_ERROR_CODES(X)                               \
  X("OUT_OF_MEMORY", "the WASM heap (1 GiB at most) could not grow") \
  X("INTERNAL", "a bug: please report it with the input")

val errorValue(const char* code, const std::string& message, const val& details = val::object());
// What an error carries besides code and message (Error::details), as the keys of an object; {} for most.
val errorDetails(const Error& e);

template <typename F>
val guarded(F&& compute) {
  try {
    val out = val::object();
    out.set("value", std::forward<F>(compute)());
    return out;
  } catch (const Error& e) {
    return errorValue(codeName(e.code()), e.what(), errorDetails(e));
  } catch (const std::bad_alloc&) {
    return errorValue("OUT_OF_MEMORY", "not enough memory for this size");
  } catch (const std::exception& e) {
    return errorValue("INTERNAL", e.what());
  }
}

}  // namespace gramlab::wasm
