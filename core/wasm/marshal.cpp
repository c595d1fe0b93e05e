#include "marshal.hpp"

#include <emscripten/bind.h>

namespace gramlab::wasm {

namespace {
using RowMajor = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

// A JS number that is a non-negative integer small enough to be a size, else BadArgument.
Eigen::Index sizeFromJs(const val& v, const char* name) {
  if (!v.isNumber()) throw Error(ErrorCode::BadArgument, std::string(name) + " must be a number");
  const double d = v.as<double>();
  if (!(d >= 0 && d <= 1e7) || d != static_cast<double>(static_cast<long long>(d)))
    throw Error(ErrorCode::BadArgument, std::string(name) + " must be a whole number ≥ 0");
  return static_cast<Eigen::Index>(d);
}

val typedArrayCopy(const double* data, std::size_t n) {
  // The memory view dies with the next allocation; copy it into a JS-owned array now.
  return val::global("Float64Array").new_(emscripten::typed_memory_view(n, data));
}
}  // namespace

std::vector<double> numbersFromJs(const val& v) {
  if (v.isNull() || v.isUndefined() || !v["length"].isNumber())
    throw Error(ErrorCode::BadArgument, "expected an array of numbers");
  return emscripten::convertJSArrayToNumberVector<double>(v);
}

Eigen::MatrixXd matrixFromJs(const val& m) {
  if (m.isNull() || m.isUndefined()) throw Error(ErrorCode::BadArgument, "expected a matrix");
  const Eigen::Index rows = sizeFromJs(m["rows"], "rows");
  const Eigen::Index cols = sizeFromJs(m["cols"], "cols");
  const std::vector<double> data = numbersFromJs(m["data"]);
  if (static_cast<std::size_t>(rows * cols) != data.size())
    throw Error(ErrorCode::BadArgument, "rows × cols does not match the data length");
  return Eigen::Map<const RowMajor>(data.data(), rows, cols);
}

Eigen::VectorXd vectorFromJs(const val& v) {
  const std::vector<double> data = numbersFromJs(v);
  return Eigen::Map<const Eigen::VectorXd>(data.data(), static_cast<Eigen::Index>(data.size()));
}

val matrixToJs(const Eigen::MatrixXd& m) {
  const RowMajor rowMajor = m;
  val out = val::object();
  out.set("rows", static_cast<double>(m.rows()));
  out.set("cols", static_cast<double>(m.cols()));
  out.set("data", typedArrayCopy(rowMajor.data(), static_cast<std::size_t>(rowMajor.size())));
  return out;
}

val vectorToJs(const Eigen::VectorXd& v) {
  return typedArrayCopy(v.data(), static_cast<std::size_t>(v.size()));
}

val numbersToJs(const std::vector<double>& v) { return typedArrayCopy(v.data(), v.size()); }

val errorValue(const char* code, const std::string& message) {
  val error = val::object();
  error.set("code", std::string(code));
  error.set("message", message);
  val out = val::object();
  out.set("error", error);
  return out;
}

}  // namespace gramlab::wasm
