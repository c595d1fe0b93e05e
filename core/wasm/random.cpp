// Embind: numpy.random.default_rng(seed).normal / .random as matrices.
#include <emscripten/bind.h>

#include "gramlab/numpy_random.hpp"
#include "gramlab/random_points.hpp"
#include "points.hpp"

namespace gramlab::wasm {

namespace {
// seed: canonical decimal text (the facade writes it from a Number or a BigInt).
template <Eigen::MatrixXd (*Draw)(std::uint64_t, Eigen::Index, Eigen::Index)>
val drawJs(const val& seed, const val& rows, const val& cols) {
  return guarded([&] {
    return matrixToJs(Draw(parseSeed(textFromJs(seed, "seed")), countFromJs(rows, "rows"), countFromJs(cols, "cols")));
  });
}
}  // namespace

EMSCRIPTEN_BINDINGS(random) {
  emscripten::function("randomNormal", &drawJs<randomNormal>);
  emscripten::function("randomUniform", &drawJs<randomUniform>);
}

}  // namespace gramlab::wasm
