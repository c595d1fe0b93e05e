// Part "detail": what the first panels show after their first result. Sylvester's criterion (leading and
// all principal minors, decided exactly), a direction of negative curvature and the exact PSD decision of a
// typed table; the eigensolver with its eigenvectors (divide and conquer, the back-transformation, the
// packed product) and what is built on them: the clip repair, vectors from a Gram matrix, the projection of
// cᵀSc, the elliptope and cᵀSc over the unit sphere. Out of part "core", so the first visit downloads only
// what the first result needs; one part, not two, since the page wants both soon after (docs/performance.md).
// One line per function; web/src/api/signatures.js (PARTS.detail) names the same ones.
#include <emscripten/bind.h>

#include "../export.hpp"

namespace gramlab::wasm {

EMSCRIPTEN_BINDINGS(gramlab_detail) {
  exportFunction<&gramlab::sylvester>("sylvester");
  exportFunction<&gramlab::principalMinors>("principalMinors");
  exportFunction<&gramlab::negativeDirection>("negativeDirection");
  exportFunction<&gramlab::exactPsdCheck>("exactPsdCheck");
  exportFunction<&gramlab::psdVerdict>("psdVerdict");
  // The overload for a matrix as JavaScript lays it out: the core's checks undo the transpose in their pass.
  exportFunction<static_cast<SymmetricEigen (*)(TransposedMatrix, bool)>(&gramlab::eigenSymmetric)>("eigenSymmetric");
  exportFunction<&gramlab::repairPSD>("repairPSD");
  exportFunction<&gramlab::reconstructVectors>("reconstructVectors");
  exportFunction<&gramlab::projectedNorm>("projectedNorm");
  exportFunction<&gramlab::elliptopeSurface>("elliptopeSurface");
  exportFunction<&gramlab::elliptopePoint>("elliptopePoint");
  exportFunction<&gramlab::quadraticFormOnSphere>("quadraticFormOnSphere");
}

}  // namespace gramlab::wasm
