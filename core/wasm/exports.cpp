// What every part of the module exports (each part's own functions: core/wasm/parts/<part>.cpp): the lists
// the facade, the build and the docs read (error codes, limits, the exported names) and memoryStats.
#include <emscripten/bind.h>

#include "diagnostics.hpp"
#include "export.hpp"
#include "gramlab/base/limits.hpp"

namespace gramlab::wasm {

std::vector<std::string>& exportedNames() {
  static std::vector<std::string> names;
  return names;
}

namespace {

val entry(const char* key, val value, const char* about) {
  val out = val::object();
  out.set("name", std::string(key));
  out.set("value", value);
  out.set("about", std::string(about));
  return out;
}

// [{name: "EMPTY", about}] — the core's codes, then this layer's.
val errorCodes() {
  val out = val::array();
#define GRAMLAB_CORE_CODE(id, name, about) out.call<void>("push", entry(name, val::undefined(), about));
  GRAMLAB_ERROR_CODES(GRAMLAB_CORE_CODE)
#undef GRAMLAB_CORE_CODE
#define GRAMLAB_BINDING_CODE(name, about) out.call<void>("push", entry(name, val::undefined(), about));
  GRAMLAB_BINDING_ERROR_CODES(GRAMLAB_BINDING_CODE)
#undef GRAMLAB_BINDING_CODE
  return out;
}

// kMaxMatrixOrder → maxMatrixOrder.
std::string limitKey(const char* name) {
  std::string key(name + 1);
  key[0] = static_cast<char>(key[0] - 'A' + 'a');
  return key;
}

// [{name: "maxMatrixOrder", value: 2000, about}].
val limitList() {
  val out = val::array();
#define GRAMLAB_LIMIT_ENTRY(type, name, value, about) \
  out.call<void>("push", entry(limitKey(#name).c_str(), val(static_cast<double>(limits::name)), about));
  GRAMLAB_LIMITS(GRAMLAB_LIMIT_ENTRY)
#undef GRAMLAB_LIMIT_ENTRY
  return out;
}

val coreFunctions() {
  val out = val::array();
  for (const std::string& name : exportedNames()) out.call<void>("push", val(name));
  return out;
}

}  // namespace

EMSCRIPTEN_BINDINGS(gramlab) {
  exportFunction<&memoryStats>("memoryStats");

  emscripten::function("coreFunctions", &coreFunctions);
  emscripten::function("errorCodes", &errorCodes);
  emscripten::function("limits", &limitList);
}

}  // namespace gramlab::wasm
