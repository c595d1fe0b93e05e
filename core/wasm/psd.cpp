// Embind: the PSD verdict.
#include <emscripten/bind.h>

#include "gramlab/psd.hpp"
#include "marshal.hpp"

namespace gramlab::wasm {

namespace {
val psdCheckJs(const val& matrix) {
  return guarded([&] {
    const PsdCheck check = psdCheck(matrixFromJs(matrix));
    val out = val::object();
    out.set("eigenvalues", vectorToJs(check.eigenvalues));
    out.set("minEigenvalue", check.minEigenvalue);
    out.set("negativeCount", check.negativeCount);
    out.set("isPSD", check.isPSD);
    out.set("tolerance", check.tolerance);
    return out;
  });
}
}  // namespace

EMSCRIPTEN_BINDINGS(psd) { emscripten::function("psdCheck", &psdCheckJs); }

}  // namespace gramlab::wasm
