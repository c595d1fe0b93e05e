// Embind: the sigmoid kernel's (a, b) map — smallest eigenvalue and negative count per cell — and the
// article's two repairs applied to one sigmoid kernel matrix, reported by how much they change it.
#include <emscripten/bind.h>

#include "gramlab/kernels.hpp"
#include "gramlab/psd_repair.hpp"
#include "gramlab/sigmoid_map.hpp"
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

// repairPSD on K = tanh(a·XXᵀ + b), built here from the same point source as sigmoidCheck, so that a page
// never ships the n×n table (32 MB at n = 2000) and its repaired copy across the worker boundary: only the
// measures of the change come back.
val sigmoidRepairJs(const val& source, const val& a, const val& b, const val& method) {
  return guarded([&] {
    const RepairMethod how = repairMethodFromJs(method);
    KernelSpec spec;
    spec.kind = KernelKind::Sigmoid;
    spec.a = numberFromJs(a, "a");
    spec.b = numberFromJs(b, "b");
    const Eigen::MatrixXd kernel = kernelMatrix(pointsFromJs(source), spec);
    const PsdRepair r = repairPSD(kernel, how);
    const double norm = kernel.norm();
    val out = val::object();
    out.set("frobeniusChange", r.frobeniusChange);
    out.set("maxChange", r.maxChange);
    out.set("shift", r.shift);
    out.set("kernelFrobenius", norm);
    out.set("relativeChange", norm > 0 ? r.frobeniusChange / norm : 0.0);
    return out;
  });
}
}  // namespace

EMSCRIPTEN_BINDINGS(sigmoid_map) {
  emscripten::function("sigmoidMap", &sigmoidMapJs);
  emscripten::function("sigmoidRepair", &sigmoidRepairJs);
}

}  // namespace gramlab::wasm
