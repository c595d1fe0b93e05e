// Embind: symmetric eigen-decomposition.
#include <emscripten/bind.h>

#include "gramlab/spectrum.hpp"
#include "marshal.hpp"

namespace gramlab::wasm {

namespace {
val eigenSymmetricJs(const val& matrix, bool withVectors) {
  return guarded([&] {
    const SymmetricEigen e = eigenSymmetric(matrixFromJs(matrix), withVectors);
    val out = val::object();
    out.set("values", vectorToJs(e.values));
    if (withVectors) out.set("vectors", matrixToJs(e.vectors));
    return out;
  });
}
}  // namespace

EMSCRIPTEN_BINDINGS(spectrum) { emscripten::function("eigenSymmetric", &eigenSymmetricJs); }

}  // namespace gramlab::wasm
