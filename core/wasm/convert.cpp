#include "convert.hpp"

#include <emscripten/bind.h>

#include <cstdio>
#include <cstring>
#include <utility>

#include "gramlab/base/arguments.hpp"
#include "gramlab/base/tiles.hpp"
#include "guard.hpp"

namespace gramlab::wasm {

namespace {
// A square matrix transposed in place (by tiles: gramlab/tiles.hpp), writing only the entries that differ
// from their mirror (bit for bit: −0 and +0 swap too): a symmetric matrix is read once and not written.
void transposeSquareInPlace(Eigen::MatrixXd& a) {
  forEachBelowDiagonalByTiles(a.rows(), [&](Eigen::Index i, Eigen::Index j) {
    double &lower = a(i, j), &upper = a(j, i);
    if (std::memcmp(&lower, &upper, sizeof(double)) != 0) std::swap(lower, upper);
  });
}

// Row-major JS data into a column-major matrix: the transpose as it arrives (one typed-array copy), which
// a square matrix undoes in place.
Eigen::MatrixXd fromTransposed(Eigen::MatrixXd transposed) {
  const Eigen::Index rows = transposed.cols(), cols = transposed.rows();
  if (rows != cols) {
    Eigen::MatrixXd out(rows, cols);
    forEachByTiles(rows, cols, [&](Eigen::Index i, Eigen::Index j) { out(i, j) = transposed(j, i); });
    return out;
  }
  transposeSquareInPlace(transposed);
  return transposed;
}

std::vector<double> toRowMajor(const Eigen::MatrixXd& m) {
  std::vector<double> out(static_cast<std::size_t>(m.size()));
  const Eigen::Index cols = m.cols();
  forEachByTiles(m.rows(), cols, [&](Eigen::Index i, Eigen::Index j) { out[i * cols + j] = m(i, j); });
  return out;
}

val typedArrayCopy(const double* data, std::size_t n) {
  // The memory view dies with the next allocation; copy it into a JS-owned array now.
  return val::global("Float64Array").new_(emscripten::typed_memory_view(n, data));
}
}  // namespace

void badArgument(const std::string& what, const char* expected) {
  throw Error(ErrorCode::BadArgument, what + " must be " + expected);
}

bool isBoolean(const val& v) { return v.isTrue() || v.isFalse(); }

bool isObject(const val& v) { return !v.isNull() && v.typeOf().as<std::string>() == "object"; }

val ownKeys(const val& v, const std::string& what) {
  val keys = val::global("Object").call<val>("keys", v);
  const auto n = keys["length"].as<double>();
  if (n > limits::kMaxObjectKeys)
    throw LimitError(what + " has " + numberText(n) + " keys; the limit is " + std::to_string(limits::kMaxObjectKeys),
                     "keys", n, limits::kMaxObjectKeys);
  return keys;
}

std::string boundedText(const val& v, std::size_t maxUnits) {
  if (v["length"].as<double>() <= static_cast<double>(maxUnits)) return v.as<std::string>();
  return v.call<val>("slice", 0, static_cast<double>(maxUnits + 1)).as<std::string>();
}

std::uint64_t Convert<std::uint64_t>::from(const val& v, const std::string& what) {
  return parseSeed(Convert<std::string>::from(v, what));
}

std::map<std::string, double> Convert<std::map<std::string, double>>::from(const val& v, const std::string& what) {
  if (!isObject(v) || val::global("Array").call<bool>("isArray", v)) badArgument(what, "an object of numbers");
  const val keys = ownKeys(v, what);
  const auto n = keys["length"].as<unsigned>();
  std::map<std::string, double> out;
  for (unsigned i = 0; i < n; ++i) {
    if (keys[i]["length"].as<double>() > limits::kMaxNameLength)
      throw Error(ErrorCode::BadArgument,
                  what + ": a name is longer than " + std::to_string(limits::kMaxNameLength) + " characters");
    const std::string key = keys[i].as<std::string>();
    out[key] = Convert<double>::from(v[key], what + "." + key);
  }
  return out;
}

std::vector<double> Convert<std::vector<double>>::from(const val& v, const std::string& what) {
  if (!isObject(v) || !v["length"].isNumber()) badArgument(what, "an array of numbers");
  return emscripten::convertJSArrayToNumberVector<double>(v);
}

val Convert<std::vector<double>>::to(const std::vector<double>& v) { return typedArrayCopy(v.data(), v.size()); }

TransposedMatrix Convert<TransposedMatrix>::from(const val& m, const std::string& what) {
  if (!isObject(m)) badArgument(what, "a matrix {rows, cols, data}");
  const auto rows = Convert<Eigen::Index>::from(m["rows"], what + ".rows");
  const auto cols = Convert<Eigen::Index>::from(m["cols"], what + ".cols");
  if (rows < 0 || cols < 0) badArgument(what, "a matrix with rows, cols ≥ 0");
  const val data = m["data"];
  if (!isObject(data) || !data["length"].isNumber()) badArgument(what + ".data", "an array of numbers");
  if (static_cast<double>(rows) * static_cast<double>(cols) != data["length"].as<double>())
    throw Error(ErrorCode::BadArgument, what + ": rows × cols does not match the data length");
  TransposedMatrix out{Eigen::MatrixXd(cols, rows)};
  val(emscripten::typed_memory_view(static_cast<std::size_t>(out.stored.size()), out.stored.data()))
      .call<void>("set", data);
  return out;
}

Eigen::MatrixXd Convert<Eigen::MatrixXd>::from(const val& m, const std::string& what) {
  return fromTransposed(Convert<TransposedMatrix>::from(m, what).stored);
}

val Convert<Eigen::MatrixXd>::to(const Eigen::MatrixXd& m) {
  const std::vector<double> rowMajor = toRowMajor(m);
  val out = val::object();
  out.set("rows", static_cast<double>(m.rows()));
  out.set("cols", static_cast<double>(m.cols()));
  out.set("data", typedArrayCopy(rowMajor.data(), static_cast<std::size_t>(rowMajor.size())));
  return out;
}

Eigen::VectorXd Convert<Eigen::VectorXd>::from(const val& v, const std::string& what) {
  const std::vector<double> data = Convert<std::vector<double>>::from(v, what);
  return Eigen::Map<const Eigen::VectorXd>(data.data(), static_cast<Eigen::Index>(data.size()));
}

val Convert<Eigen::VectorXd>::to(const Eigen::VectorXd& v) {
  return typedArrayCopy(v.data(), static_cast<std::size_t>(v.size()));
}

val errorValue(const char* code, const std::string& message, const val& details) {
  val error = val::object();
  val::global("Object").call<void>("assign", error, details);
  error.set("code", std::string(code));
  error.set("message", message);
  val out = val::object();
  out.set("error", error);
  return out;
}

}  // namespace gramlab::wasm
