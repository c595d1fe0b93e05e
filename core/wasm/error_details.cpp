// An error's details as fields of the object sent to JS. Each error class lists its own (Error::details), so
// this file, linked into every part, needs no domain's error classes.
#include <variant>

#include "guard.hpp"

namespace gramlab::wasm {

val errorDetails(const Error& e) {
  val out = val::object();
  for (const auto& detail : e.details())
    std::visit([&](const auto& value) { out.set(detail.first, value); }, detail.second);
  return out;
}

}  // namespace gramlab::wasm
