#pragma once
// One converter per C++ type between emscripten::val and the core's values:
//   Convert<T>::from(v, what) reads a JS value (throwing Error BadArgument/TooLarge naming `what`),
//   Convert<T>::to(x) writes one.
// Numbers are JS numbers, matrices {rows, cols, data: Float64Array (row-major)}, double vectors Float64Array,
// other vectors JS arrays, std::optional null when empty, a seed (std::uint64_t) canonical decimal text
// (JS numbers stop being exact at 2^53). Structs are converted by their field tables (fields.hpp).
#include <emscripten/val.h>

#include <Eigen/Dense>
#include <cmath>
#include <cstdint>
#include <limits>
#include <map>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

#include "gramlab/base/error.hpp"
#include "gramlab/base/limits.hpp"
#include "gramlab/base/number_text.hpp"
#include "gramlab/base/transposed_matrix.hpp"
#include "gramlab/exact/sylvester.hpp"
#include "gramlab/kernels/kernels.hpp"
#include "gramlab/linear_algebra/psd_repair.hpp"

namespace gramlab::wasm {

using emscripten::val;

template <typename T, typename = void>
struct Convert;

[[noreturn]] void badArgument(const std::string& what, const char* expected);
bool isBoolean(const val& v);
bool isObject(const val& v);  // a non-null object (arrays included)
// Object.keys(v), TooLarge past limits::kMaxObjectKeys: counted before any key is copied into WASM.
val ownKeys(const val& v, const std::string& what);
// A JS string into WASM, at most `maxUnits` + 1 UTF-16 units of it: a longer text is cut there, still longer than
// the limit its reader checks, so the reader refuses it without a 10⁸-character copy ever being made.
std::string boundedText(const val& v, std::size_t maxUnits);

template <>
struct Convert<double> {
  static double from(const val& v, const std::string& what) {
    if (!v.isNumber()) badArgument(what, "a number");
    return v.as<double>();
  }
  static val to(double x) { return val(x); }
};

template <>
struct Convert<bool> {
  static bool from(const val& v, const std::string& what) {
    if (!isBoolean(v)) badArgument(what, "true or false");
    return v.as<bool>();
  }
  static val to(bool x) { return val(x); }
};

template <>
struct Convert<std::string> {
  static std::string from(const val& v, const std::string& what) {
    if (!v.isString()) badArgument(what, "a string");
    // The longest text any function reads is an expression: kMaxExpressionLength code points, 2 units each at most.
    return boundedText(v, 2 * static_cast<std::size_t>(limits::kMaxExpressionLength));
  }
  static val to(const std::string& s) { return val(s); }
};

// Counts and sizes: a whole JS number inside T's range; past it TooLarge with the number given, so that
// 2^31 rows on a 32-bit build is "too large", not a wrapped negative size.
template <typename T>
struct Convert<
    T, std::enable_if_t<std::is_integral_v<T> && !std::is_same_v<T, bool> && !std::is_same_v<T, std::uint64_t>>> {
  static T from(const val& v, const std::string& what) {
    const double x = Convert<double>::from(v, what);
    if (!std::isfinite(x)) throw Error(ErrorCode::NotFinite, what + " must be a finite number, got " + numberText(x));
    if (x > static_cast<double>(std::numeric_limits<T>::max()))  // 1e300 included
      throw Error(ErrorCode::TooLarge, what + " = " + fullNumberText(x) + " is far past any limit");
    if (x < static_cast<double>(std::numeric_limits<T>::min()) || x != std::floor(x))
      badArgument(what, "a whole number");
    return static_cast<T>(x);
  }
  static val to(T x) { return val(static_cast<double>(x)); }
};

// A seed 0 … 2^64 − 1 as canonical decimal text (parseSeed's rules).
template <>
struct Convert<std::uint64_t> {
  static std::uint64_t from(const val& v, const std::string& what);
};

// Row-major data set as it lies into column-major storage: one copy, no reordering (the core undoes it).
template <>
struct Convert<TransposedMatrix> {
  static TransposedMatrix from(const val& v, const std::string& what);
};

template <>
struct Convert<Eigen::MatrixXd> {
  static Eigen::MatrixXd from(const val& v, const std::string& what);
  static val to(const Eigen::MatrixXd& m);
};

// Counts per cell (the sigmoid map): whole numbers in the Float64Array of a matrix.
template <>
struct Convert<Eigen::MatrixXi> {
  static val to(const Eigen::MatrixXi& m) { return Convert<Eigen::MatrixXd>::to(m.cast<double>()); }
};

// Yes/no per entry (which eigenvalues are complex): a JS array of true/false.
template <>
struct Convert<Eigen::VectorXi> {
  static val to(const Eigen::VectorXi& v) {
    val out = val::array();
    for (Eigen::Index i = 0; i < v.size(); ++i) out.call<void>("push", val(v(i) != 0));
    return out;
  }
};

template <>
struct Convert<std::vector<double>> {
  static std::vector<double> from(const val& v, const std::string& what);
  static val to(const std::vector<double>& v);
};

template <>
struct Convert<Eigen::VectorXd> {
  static Eigen::VectorXd from(const val& v, const std::string& what);
  static val to(const Eigen::VectorXd& v);
};

// Any other vector: a JS array, element by element.
template <typename T>
struct Convert<std::vector<T>, std::enable_if_t<!std::is_same_v<T, double>>> {
  static val to(const std::vector<T>& items) {
    val out = val::array();
    for (const T& item : items) out.call<void>("push", Convert<T>::to(item));
    return out;
  }
};

// A fixed-size C array (Separation1D's counts per label): a JS array.
template <typename T, std::size_t N>
struct Convert<T[N]> {
  static val to(const T (&items)[N]) {
    val out = val::array();
    for (const T& item : items) out.call<void>("push", Convert<T>::to(item));
    return out;
  }
};

template <typename T>
struct Convert<std::optional<T>> {
  static std::optional<T> from(const val& v, const std::string& what) {
    if (v.isNull() || v.isUndefined()) return std::nullopt;
    return Convert<T>::from(v, what);
  }
  static val to(const std::optional<T>& x) { return x ? Convert<T>::to(*x) : val::null(); }
};

// Named numbers {name: value} (an expression's parameters): every own enumerable key, each a number.
template <>
struct Convert<std::map<std::string, double>> {
  static std::map<std::string, double> from(const val& v, const std::string& what);
};

// Enumerations by the names the core parses.
template <>
struct Convert<RepairMethod> {
  static RepairMethod from(const val& v, const std::string& what) {
    return repairMethodFromName(Convert<std::string>::from(v, what));
  }
};

template <>
struct Convert<KernelKind> {
  static KernelKind from(const val& v, const std::string& what) {
    return kindFromName(Convert<std::string>::from(v, what));
  }
};

template <>
struct Convert<MinorSign> {
  static val to(MinorSign sign) { return val(std::string(signName(sign))); }
};

template <>
struct Convert<MinorMethod> {
  static val to(MinorMethod method) { return val(std::string(methodName(method))); }
};

}  // namespace gramlab::wasm
