// Part "core": what the first panel (similarity) needs for its first result: the spectrum and the PSD
// verdict, cᵀSc, Gram matrices from vectors, numpy's generator. Its eigenvectors are in part "detail",
// which loads after that first result.
// One line per function; web/src/api/signatures.js (PARTS.core) names the same ones.
#include <emscripten/bind.h>

#include "../export.hpp"
#include "gramlab/random/numpy_random.hpp"

namespace gramlab::wasm {

EMSCRIPTEN_BINDINGS(gramlab_core) {
  exportFunction<&gramlab::psdCheck>("psdCheck");
  exportFunction<&gramlab::gramFromVectors>("gramFromVectors");
  exportFunction<&gramlab::quadraticForm>("quadraticForm");
  exportFunction<&gramlab::quadraticFormSign>("quadraticFormSign");
  exportFunction<&gramlab::randomNormal>("randomNormal");
  exportFunction<&gramlab::randomUniform>("randomUniform");
}

}  // namespace gramlab::wasm
