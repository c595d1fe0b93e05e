#pragma once
// exportFunction<&gramlab::f>("f") registers a core function with Embind: it deduces the argument and
// result types from the pointer, converts each argument from a JS value (Convert<T>, in order), calls f
// inside guarded() and converts the result. exportFunction<&f, PointsFromSource> reads the first argument
// as a PointSource ({seed, n, d} or {points}) and hands f the resolved points.
#include <emscripten/bind.h>

#include <string>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#include "gramlab/random/point_source.hpp"
#include "guard.hpp"
#include "structs.hpp"

namespace gramlab::wasm {

struct AsDeclared {};
struct PointsFromSource {};

// Every name registered, in order: the facade checks that it declares each one exactly once.
std::vector<std::string>& exportedNames();

template <typename T>
using AsVal = val;

template <std::size_t I, typename T, typename First>
T readArgument(const val& v) {
  const std::string what = "argument " + std::to_string(I + 1);
  if constexpr (I == 0 && std::is_same_v<First, PointsFromSource>) {
    return resolvePoints(Convert<PointSource>::from(v, "the point source"));
  } else {
    return Convert<T>::from(v, what);
  }
}

template <auto F, typename First, typename Fn = decltype(F)>
struct Exported;

template <auto F, typename First, typename R, typename... A>
struct Exported<F, First, R (*)(A...)> {
  template <std::size_t... I>
  static val run(std::index_sequence<I...>, const std::array<val, sizeof...(A)>& args) {
    return guarded([&] {
      // Braced: the arguments are read left to right, so the first bad one is the one reported. Moved into
      // f: a parameter taken by value (a matrix f works on in place) is not copied.
      std::tuple<std::decay_t<A>...> converted{readArgument<I, std::decay_t<A>, First>(args[I])...};
      return Convert<std::decay_t<R>>::to(std::apply(F, std::move(converted)));
    });
  }
  static val entry(AsVal<A>... args) { return run(std::index_sequence_for<A...>{}, {std::move(args)...}); }
};

template <auto F, typename First = AsDeclared>
void exportFunction(const char* name) {
  exportedNames().emplace_back(name);
  emscripten::function(name, &Exported<F, First>::entry);
}

}  // namespace gramlab::wasm
