// Embind: Sylvester's criterion step by step, every principal minor, and a direction with cᵀGc < 0.
#include <emscripten/bind.h>

#include "gramlab/sylvester.hpp"
#include "marshal.hpp"

namespace gramlab::wasm {

namespace {

// The core writes "" for "not exact"; JS reads null, so `if (minor.exact)` means what it says.
val exactToJs(const std::string& exact) { return exact.empty() ? val::null() : val(exact); }
// A value outside double's range is null: JS reads `scaled` for it, never a silent ∞ or 0.
val doubleToJs(const std::optional<double>& x) { return x ? val(*x) : val::null(); }

val scaledToJs(const ScaledNumber& x) {
  val out = val::object();
  out.set("mantissa", x.mantissa);
  out.set("exponent", x.exponent);
  return out;
}

val numberToJs(const WorkingNumber& x) {
  val out = val::object();
  out.set("value", doubleToJs(inDoubleRange(x.value) ? std::optional<double>(toDouble(x.value)) : std::nullopt));
  out.set("scaled", scaledToJs(x.value));
  out.set("exact", exactToJs(x.exact));
  return out;
}

val numbersToJs(const std::vector<WorkingNumber>& xs) {
  val out = val::array();
  for (const WorkingNumber& x : xs) out.call<void>("push", numberToJs(x));
  return out;
}

val workingToJs(const MinorWorking& w) {
  val cofactors = val::array();
  for (const CofactorTerm& term : w.cofactors) {
    val out = val::object();
    out.set("entry", numberToJs(term.entry));
    out.set("factors", numbersToJs(term.factors));
    out.set("minor", numberToJs(term.minor));
    cofactors.call<void>("push", out);
  }
  val out = val::object();
  out.set("factors", numbersToJs(w.factors));
  out.set("cofactors", cofactors);
  out.set("pivots", numbersToJs(w.pivots));
  return out;
}

val leadingMinorToJs(const LeadingMinor& m) {
  val out = val::object();
  out.set("k", m.k);
  out.set("determinant", doubleToJs(m.determinant));
  out.set("scaled", scaledToJs(m.scaled));
  out.set("exact", exactToJs(m.exact));
  out.set("pivot", doubleToJs(m.pivot));
  out.set("exactPivot", exactToJs(m.exactPivot));
  out.set("sign", std::string(signName(m.sign)));
  out.set("bound", scaledToJs(m.bound));
  out.set("working", workingToJs(m.working));
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
      out.set("determinant", doubleToJs(m.determinant));
      out.set("scaled", scaledToJs(m.scaled));
      out.set("exact", exactToJs(m.exact));
      out.set("sign", std::string(signName(m.sign)));
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
