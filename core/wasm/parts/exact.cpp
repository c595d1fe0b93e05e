// Part "exact": Sylvester's criterion (leading and all principal minors, decided exactly) and a
// direction of negative curvature.
// One line per function; web/src/api/signatures.js (PARTS.exact) names the same ones.
#include <emscripten/bind.h>

#include "../export.hpp"

namespace gramlab::wasm {

EMSCRIPTEN_BINDINGS(gramlab_exact) {
  exportFunction<&gramlab::sylvester>("sylvester");
  exportFunction<&gramlab::principalMinors>("principalMinors");
  exportFunction<&gramlab::negativeDirection>("negativeDirection");
  exportFunction<&gramlab::exactPsdCheck>("exactPsdCheck");
}

}  // namespace gramlab::wasm
