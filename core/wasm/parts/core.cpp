// Part "core": what the first panel (similarity) calls: the spectrum, the PSD verdict and its repair,
// vectors from a Gram matrix and back, numpy's generator.
// One line per function; web/src/api/signatures.js (PARTS.core) names the same ones.
#include <emscripten/bind.h>

#include "../export.hpp"
#include "gramlab/random/numpy_random.hpp"

namespace gramlab::wasm {

EMSCRIPTEN_BINDINGS(gramlab_core) {
  // The overload for a matrix as JavaScript lays it out: the core's checks undo the transpose in their pass.
  exportFunction<static_cast<SymmetricEigen (*)(TransposedMatrix, bool)>(&gramlab::eigenSymmetric)>("eigenSymmetric");
  exportFunction<&gramlab::psdCheck>("psdCheck");
  exportFunction<&gramlab::repairPSD>("repairPSD");
  exportFunction<&gramlab::reconstructVectors>("reconstructVectors");
  exportFunction<&gramlab::gramFromVectors>("gramFromVectors");
  exportFunction<&gramlab::quadraticForm>("quadraticForm");
  exportFunction<&gramlab::quadraticFormSign>("quadraticFormSign");
  exportFunction<&gramlab::projectedNorm>("projectedNorm");
  exportFunction<&gramlab::elliptopeSurface>("elliptopeSurface");
  exportFunction<&gramlab::elliptopePoint>("elliptopePoint");
  exportFunction<&gramlab::quadraticFormOnSphere>("quadraticFormOnSphere");
  exportFunction<&gramlab::randomNormal>("randomNormal");
  exportFunction<&gramlab::randomUniform>("randomUniform");
}

}  // namespace gramlab::wasm
