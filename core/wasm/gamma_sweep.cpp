// Embind: the article's γ sweep, the sigmoid counterexample, and K + λI from cached eigenvalues.
#include <emscripten/bind.h>

#include "gramlab/gamma_sweep.hpp"
#include "gramlab/spectrum_stats.hpp"
#include "points.hpp"

namespace gramlab::wasm {

namespace {
// Flat, as JS reads it: {maxEigenvalue, …, trace} beside whatever the caller adds.
void setStats(val& out, const SpectrumStats& s) {
  out.set("maxEigenvalue", s.maxEigenvalue);
  out.set("minEigenvalue", s.minEigenvalue);
  out.set("k95", s.k95);
  out.set("effectiveRank", s.effectiveRank);
  out.set("condition", s.condition);
  out.set("trace", s.trace);
}

val gammaSweepJs(const val& source, const val& gammas, bool withSpectrum) {
  return guarded([&] {
    const Eigen::MatrixXd points = pointsFromJs(source);
    val rows = val::array();
    for (const GammaSweepRow& row : gammaSweep(points, numbersFromJs(gammas), withSpectrum)) {
      val out = val::object();
      out.set("gamma", row.gamma);
      setStats(out, row.stats);
      if (withSpectrum) out.set("spectrum", vectorToJs(row.spectrum));
      rows.call<void>("push", out);
    }
    return rows;
  });
}

val sigmoidCheckJs(const val& source, const val& a, const val& b) {
  return guarded([&] {
    const SigmoidCheck check = sigmoidCheck(pointsFromJs(source), numberFromJs(a, "a"), numberFromJs(b, "b"));
    val out = val::object();
    out.set("negativeCount", check.negativeCount);
    out.set("minEigenvalue", check.minEigenvalue);
    out.set("maxEigenvalue", check.maxEigenvalue);
    out.set("tolerance", check.tolerance);
    out.set("isPSD", check.isPSD);
    return out;
  });
}

val regularizedStatsJs(const val& eigenvalues, const val& lambda) {
  return guarded([&] {
    val out = val::object();
    setStats(out, regularizedStats(vectorFromJs(eigenvalues), numberFromJs(lambda, "lambda")));
    return out;
  });
}
}  // namespace

EMSCRIPTEN_BINDINGS(gamma_sweep) {
  emscripten::function("gammaSweep", &gammaSweepJs);
  emscripten::function("sigmoidCheck", &sigmoidCheckJs);
  emscripten::function("regularizedStats", &regularizedStatsJs);
}

}  // namespace gramlab::wasm
