// Embind: the two repairs of a table that is not PSD (clip the negative eigenvalues, or add εI).
#include <emscripten/bind.h>

#include "gramlab/psd_repair.hpp"
#include "points.hpp"

namespace gramlab::wasm {

namespace {
val repairPsdJs(const val& matrix, const val& method) {
  return guarded([&] {
    const RepairMethod how = repairMethodFromJs(method);
    const Eigen::MatrixXd input = matrixFromJs(matrix);
    const PsdRepair r = repairPSD(input, how);
    val out = val::object();
    out.set("matrix", matrixToJs(r.matrix));
    // Cell by cell, so the page can mark what moved without doing arithmetic itself.
    out.set("change", matrixToJs(r.change));
    out.set("frobeniusChange", r.frobeniusChange);
    out.set("maxChange", r.maxChange);
    out.set("shift", r.shift);
    return out;
  });
}
}  // namespace

EMSCRIPTEN_BINDINGS(psd_repair) { emscripten::function("repairPSD", &repairPsdJs); }

}  // namespace gramlab::wasm
