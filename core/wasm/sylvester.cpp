// Embind: Sylvester's criterion step by step, every principal minor, and a direction with cᵀGc < 0.
#include <emscripten/bind.h>

#include "gramlab/sylvester.hpp"
#include "marshal.hpp"

namespace gramlab::wasm {

namespace {

// The core writes "" for "not exact"; JS reads null, so `if (minor.exact)` means what it says.
val exactToJs(const std::string& exact) { return exact.empty() ? val::null() : val(exact); }

val leadingMinorToJs(const LeadingMinor& m) {
  val out = val::object();
  out.set("k", m.k);
  out.set("determinant", m.determinant);
  out.set("exact", exactToJs(m.exact));
  out.set("steps", val::array(m.steps));
  out.set("pivot", m.pivot);
  return out;
}

val sylvesterJs(const val& matrix) {
  return guarded([&] {
    const SylvesterResult r = sylvester(matrixFromJs(matrix));
    val minors = val::array();
    for (const LeadingMinor& m : r.minors) minors.call<void>("push", leadingMinorToJs(m));
    val out = val::object();
    out.set("minors", minors);
    out.set("positiveDefinite", r.positiveDefinite);
    // The core's 0 ("none") would read as a step number in JS.
    out.set("firstFailure", r.firstFailure == 0 ? val::null() : val(r.firstFailure));
    return out;
  });
}

val principalMinorsJs(const val& matrix) {
  return guarded([&] {
    val minors = val::array();
    for (const PrincipalMinor& m : principalMinors(matrixFromJs(matrix))) {
      val out = val::object();
      out.set("indices", val::array(m.indices));
      out.set("determinant", m.determinant);
      out.set("exact", exactToJs(m.exact));
      minors.call<void>("push", out);
    }
    return minors;
  });
}

val negativeDirectionJs(const val& matrix) {
  return guarded([&] {
    const std::optional<NegativeDirection> d = negativeDirection(matrixFromJs(matrix));
    if (!d) return val::null();
    val out = val::object();
    out.set("indices", val::array(d->indices));
    out.set("c", vectorToJs(d->c));
    out.set("value", d->value);
    return out;
  });
}

}  // namespace

EMSCRIPTEN_BINDINGS(sylvester) {
  emscripten::function("sylvester", &sylvesterJs);
  emscripten::function("principalMinors", &principalMinorsJs);
  emscripten::function("negativeDirection", &negativeDirectionJs);
}

}  // namespace gramlab::wasm
