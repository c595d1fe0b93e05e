#include "points.hpp"

#include <cmath>

#include "gramlab/random_points.hpp"

namespace gramlab::wasm {

Eigen::Index countFromJs(const val& v, const char* name) {
  const double x = numberFromJs(v, name);
  if (!(x >= 0) || x != std::floor(x))
    throw Error(ErrorCode::BadArgument, std::string(name) + " must be a whole number ≥ 0");
  if (x > 1e15) throw Error(ErrorCode::TooLarge, std::string(name) + " is far past any limit");
  return static_cast<Eigen::Index>(x);
}

double numberFromJs(const val& v, const char* name) {
  if (!v.isNumber()) throw Error(ErrorCode::BadArgument, std::string(name) + " must be a number");
  return v.as<double>();
}

std::string textFromJs(const val& v, const char* name) {
  if (!v.isString()) throw Error(ErrorCode::BadArgument, std::string(name) + " must be a string");
  return v.as<std::string>();
}

RepairMethod repairMethodFromJs(const val& v) {
  if (!v.isString()) throw Error(ErrorCode::BadArgument, "the repair method must be \"clip\" or \"shift\"");
  return repairMethodFromName(v.as<std::string>());
}

Eigen::MatrixXd pointsFromJs(const val& source) {
  if (source.isNull() || source.isUndefined()) throw Error(ErrorCode::BadArgument, "expected {seed, n, d} or {points}");
  if (!source["points"].isUndefined()) return matrixFromJs(source["points"]);
  return randomPoints(parseSeed(textFromJs(source["seed"], "seed")), countFromJs(source["n"], "n"),
                      countFromJs(source["d"], "d"));
}

}  // namespace gramlab::wasm
