// Embind: the kernel matrix K_ij = k(x_i, x_j) of a point set.
#include <emscripten/bind.h>

#include "gramlab/kernels.hpp"
#include "points.hpp"

namespace gramlab::wasm {

namespace {
// {kind, gamma?, degree?, coef0?, a?, b?}: a parameter left out keeps KernelSpec's default.
KernelSpec specFromJs(const val& spec) {
  if (spec.isNull() || spec.isUndefined()) throw Error(ErrorCode::BadArgument, "expected {kind, …}");
  KernelSpec out;
  out.kind = kindFromName(textFromJs(spec["kind"], "kind"));
  const auto read = [&](const char* name, double& field) {
    if (!spec[name].isUndefined()) field = numberFromJs(spec[name], name);
  };
  read("gamma", out.gamma);
  read("degree", out.degree);
  read("coef0", out.coef0);
  read("a", out.a);
  read("b", out.b);
  return out;
}

val kernelMatrixJs(const val& points, const val& spec) {
  return guarded([&] {
    const KernelSpec kernel = specFromJs(spec);
    return matrixToJs(kernelMatrix(matrixFromJs(points), kernel));
  });
}
}  // namespace

EMSCRIPTEN_BINDINGS(kernels) { emscripten::function("kernelMatrix", &kernelMatrixJs); }

}  // namespace gramlab::wasm
