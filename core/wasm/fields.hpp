#pragma once
// Structs cross the boundary by a field table, declared once per struct (structs.hpp):
//   template <> struct Fields<PsdCheck> { static constexpr auto list = std::make_tuple(
//       field("eigenvalues", &PsdCheck::eigenvalues), …); };
// A result becomes a plain object with those keys. An option struct is read from one: each declared key
// that is present replaces the C++ default, an absent one keeps it, and any other key is BadArgument
// naming it (a misspelt option must not be silently ignored).
// A field may name how it crosses: Plain (its type's Convert), Required (an option that must be given), EmptyAsNull (""
// → null), ZeroAsNull (0 → null), OmitEmpty (an empty vector/matrix leaves the key out) or Flatten (a nested struct's
// fields are written beside the others).
#include <tuple>

#include "convert.hpp"

namespace gramlab::wasm {

template <typename T>
struct Fields;

struct Plain {
  template <typename M>
  static void put(val& out, const char* name, const M& x) {
    out.set(name, Convert<M>::to(x));
  }
  template <typename M>
  static void take(const val& in, const char* name, M& x) {
    x = Convert<M>::from(in[name], name);
  }
};
// An option that has no useful default: absent is BadArgument.
struct Required : Plain {};
struct EmptyAsNull {
  template <typename M>
  static void put(val& out, const char* name, const M& x) {
    out.set(name, x.empty() ? val::null() : Convert<M>::to(x));
  }
};
struct ZeroAsNull {
  template <typename M>
  static void put(val& out, const char* name, const M& x) {
    out.set(name, x == 0 ? val::null() : Convert<M>::to(x));
  }
};
struct OmitEmpty {
  template <typename M>
  static void put(val& out, const char* name, const M& x) {
    if (x.size() > 0) out.set(name, Convert<M>::to(x));
  }
};

template <typename S, typename M, typename How>
struct Field {
  const char* name;
  M S::*member;
};

template <typename How = Plain, typename S, typename M>
constexpr Field<S, M, How> field(const char* name, M S::*member) {
  return {name, member};
}

// The How of a field, for the folds below.
template <typename S, typename M, typename How>
How howOf(const Field<S, M, How>&);

template <typename T, typename = void>
struct HasFields : std::false_type {};
template <typename T>
struct HasFields<T, std::void_t<decltype(Fields<T>::list)>> : std::true_type {};

// Writes every field of `s` into `out`.
template <typename S>
void putFields(val& out, const S& s);

struct Flatten {
  template <typename M>
  static void put(val& out, const char*, const M& x) {
    putFields(out, x);
  }
};

template <typename S>
void putFields(val& out, const S& s) {
  std::apply([&](const auto&... f) { (decltype(howOf(f))::put(out, f.name, s.*(f.member)), ...); }, Fields<S>::list);
}

// BadArgument unless every own key of `v` is one of S's fields.
template <typename S>
void requireKnownKeys(const val& v, const std::string& what) {
  const val keys = ownKeys(v, what);
  const auto n = keys["length"].as<unsigned>();
  for (unsigned i = 0; i < n; ++i) {
    const std::string key = boundedText(keys[i], limits::kMaxNameLength);  // no field's name is longer
    bool known = false;
    std::string expected;
    std::apply(
        [&](const auto&... f) {
          ((known = known || key == f.name, expected += std::string(expected.empty() ? "" : ", ") + f.name), ...);
        },
        Fields<S>::list);
    if (!known)
      throw Error(ErrorCode::BadArgument, "unknown option \"" + key + "\" in " + what + "; expected " + expected);
  }
}

// An option field: present → converted; absent → the C++ default, or BadArgument when Required.
template <typename S, typename M, typename How>
void readField(const val& v, const Field<S, M, How>& f, S& out, const std::string& what) {
  if (v[f.name].isUndefined()) {
    if (std::is_same_v<How, Required>) throw Error(ErrorCode::BadArgument, what + " needs \"" + f.name + "\"");
    return;
  }
  Plain::take(v, f.name, out.*(f.member));
}

template <typename S>
struct Convert<S, std::enable_if_t<HasFields<S>::value>> {
  static val to(const S& s) {
    val out = val::object();
    putFields(out, s);
    return out;
  }
  static S from(const val& v, const std::string& what) {
    if (!isObject(v)) badArgument(what, "an options object");
    requireKnownKeys<S>(v, what);
    S out{};
    std::apply([&](const auto&... f) { (readField(v, f, out, what), ...); }, Fields<S>::list);
    return out;
  }
};

}  // namespace gramlab::wasm
