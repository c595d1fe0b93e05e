// Embind: the sigmoid kernel's (a, b) map — smallest eigenvalue and negative count per cell — and the
// article's two repairs applied to one sigmoid kernel matrix, reported by how much they change it.
#include <emscripten/bind.h>

#include "gramlab/sigmoid_map.hpp"
#include "gramlab/sigmoid_repair.hpp"
#include "points.hpp"

namespace gramlab::wasm {

namespace {
val sigmoidMapJs(const val& source, const val& aValues, const val& bValues) {
  return guarded([&] {
    const SigmoidMap map = sigmoidMap(pointsFromJs(source), numbersFromJs(aValues), numbersFromJs(bValues));
    val out = val::object();
    out.set("aValues", numbersToJs(map.aValues));
    out.set("bValues", numbersToJs(map.bValues));
    out.set("size", static_cast<double>(map.size));
    out.set("psdCells", map.psdCells);
    // Row i is b = bValues[i], column j is a = aValues[j]; counts are whole numbers in a Float64Array.
    out.set("minEigenvalue", matrixToJs(map.minEigenvalue));
    out.set("negativeCount", matrixToJs(map.negativeCount.cast<double>()));
    out.set("tolerance", matrixToJs(map.tolerance));
    return out;
  });
}

// sigmoidRepair (the core builds K and repairs it): only the measures of the change cross the boundary.
val sigmoidRepairJs(const val& source, const val& a, const val& b, const val& method) {
  return guarded([&] {
    const RepairMethod how = repairMethodFromJs(method);
    const SigmoidRepair r = sigmoidRepair(pointsFromJs(source), numberFromJs(a, "a"), numberFromJs(b, "b"), how);
    val out = val::object();
    out.set("frobeniusChange", r.frobeniusChange);
    out.set("maxChange", r.maxChange);
    out.set("shift", r.shift);
    out.set("kernelFrobenius", r.kernelFrobenius);
    out.set("relativeChange", r.relativeChange);
    return out;
  });
}
}  // namespace

EMSCRIPTEN_BINDINGS(sigmoid_map) {
  emscripten::function("sigmoidMap", &sigmoidMapJs);
  emscripten::function("sigmoidRepair", &sigmoidRepairJs);
}

}  // namespace gramlab::wasm
