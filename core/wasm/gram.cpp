// Embind: Gram matrices both ways (vectors → XXᵀ, a PSD table → vectors), the quadratic form cᵀGc and
// its other side ‖Xᵀc‖².
#include <emscripten/bind.h>

#include "gramlab/gram.hpp"
#include "marshal.hpp"

namespace gramlab::wasm {

namespace {

val reconstructVectorsJs(const val& matrix) {
  return guarded([&] {
    const Reconstruction r = reconstructVectors(matrixFromJs(matrix));
    val out = val::object();
    out.set("vectors", matrixToJs(r.vectors));
    out.set("rank", r.rank);
    out.set("residual", r.residual);
    return out;
  });
}

val gramFromVectorsJs(const val& x) {
  return guarded([&] {
    const GramAndCovariance r = gramFromVectors(matrixFromJs(x));
    val out = val::object();
    out.set("gram", matrixToJs(r.gram));
    out.set("covariance", matrixToJs(r.covariance));
    out.set("sharedEigenvalues", vectorToJs(r.sharedEigenvalues));
    out.set("rank", r.rank);
    return out;
  });
}

val quadraticFormJs(const val& g, const val& c) {
  return guarded([&] { return val(quadraticForm(matrixFromJs(g), vectorFromJs(c))); });
}

val projectedNormJs(const val& x, const val& c) {
  return guarded([&] { return val(projectedNorm(matrixFromJs(x), vectorFromJs(c))); });
}

}  // namespace

EMSCRIPTEN_BINDINGS(gram) {
  emscripten::function("reconstructVectors", &reconstructVectorsJs);
  emscripten::function("gramFromVectors", &gramFromVectorsJs);
  emscripten::function("quadraticForm", &quadraticFormJs);
  emscripten::function("projectedNorm", &projectedNormJs);
}

}  // namespace gramlab::wasm
