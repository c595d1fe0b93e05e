#pragma once
// Reading the bindings' arguments beyond matrices: counts, numbers, text, a repair method, and a point set
// named either by a seed ({seed: "decimal", n, d}, drawn here in C++) or by its rows ({points: {rows, cols, data}}).
#include <Eigen/Dense>
#include <string>

#include "gramlab/psd_repair.hpp"
#include "marshal.hpp"

namespace gramlab::wasm {

// A JS number that is a whole number ≥ 0 (BadArgument otherwise; TooLarge past 10^15, so that no size
// product can overflow before the core's own limits speak).
Eigen::Index countFromJs(const val& v, const char* name);
// A JS number, finite or not (the core says NotFinite); anything else is BadArgument.
double numberFromJs(const val& v, const char* name);
// A JS string (BadArgument otherwise).
std::string textFromJs(const val& v, const char* name);
// "clip" or "shift"; anything else, a non-string included, is BadArgument (checked here: Embind would reject
// a non-string before `guarded` could name the problem).
RepairMethod repairMethodFromJs(const val& v);
// {seed, n, d} → default_rng(seed).normal(size=(n, d)); {points} → those rows.
Eigen::MatrixXd pointsFromJs(const val& source);

}  // namespace gramlab::wasm
