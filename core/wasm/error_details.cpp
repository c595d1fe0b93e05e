// The details an error class carries to JS: {kind, position} of a malformed expression (position an
// integer, 0-based, in characters), {i, j} of the pair whose value was not finite. Add a class here.
#include <string>

#include "gramlab/expression/expression_error.hpp"
#include "guard.hpp"

namespace gramlab::wasm {

val errorDetails(const Error& e) {
  val out = val::object();
  if (const auto* expression = dynamic_cast<const ExpressionError*>(&e)) {
    out.set("kind", std::string(expressionErrorKindName(expression->kind())));
    out.set("position", expression->position());
  } else if (const auto* value = dynamic_cast<const NonFiniteValueError*>(&e)) {
    out.set("i", static_cast<double>(value->i()));
    out.set("j", static_cast<double>(value->j()));
  }
  return out;
}

}  // namespace gramlab::wasm
