#pragma once
// The one error type the core throws. `code` is stable (tests and the page key on it);
// `message` is for people and may change.
#include <stdexcept>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace gramlab {

// Every code the core throws, listed once: X(enumerator, "NAME", "when, for the API table").
#define GRAMLAB_ERROR_CODES(X)                                                                                               \
  X(Empty, "EMPTY", "a matrix or list with nothing in it")                                                                   \
  X(NotSquare, "NOT_SQUARE", "an n×m matrix where n×n is needed")                                                            \
  X(NotFinite, "NOT_FINITE", "NaN or ±Infinity (including `1e400`) in the input")                                            \
  X(TooLarge, "TOO_LARGE", "past a documented size limit (below)")                                                           \
  X(NotSymmetric, "NOT_SYMMETRIC", "a symmetric matrix was needed")                                                          \
  X(NotPSD, "NOT_PSD", "a positive semi-definite matrix was needed")                                                         \
  X(DimensionMismatch, "DIMENSION_MISMATCH", "two inputs whose sizes do not fit together")                                   \
  X(Overflow, "OVERFLOW",                                                                                                    \
    "a computed result (an eigenvalue, XXᵀ, cᵀGc, a repair’s change, a trace) is beyond ±1.8e308; the message names " \
    "it")                                                                                                                    \
  X(BadArgument, "BAD_ARGUMENT", "any other malformed or out-of-range argument")                                             \
  X(BadExpression, "BAD_EXPRESSION",                                                                                         \
    "a similarity expression that does not compile or bind; `kind` and `position` say why")                                  \
  X(NotConverged, "NOT_CONVERGED",                                                                                           \
    "an eigenvalue iteration ran past its budget of sweeps (never observed with finite input)")

enum class ErrorCode {
#define GRAMLAB_ERROR_ENUMERATOR(id, name, about) id,
  GRAMLAB_ERROR_CODES(GRAMLAB_ERROR_ENUMERATOR)
#undef GRAMLAB_ERROR_ENUMERATOR
};

// "EMPTY", "NOT_SQUARE", … as listed above.
const char* codeName(ErrorCode code);

// What an error carries besides its code and message, each a named number or text; the page reads them as
// the GramLabError's own fields.
using ErrorDetails = std::vector<std::pair<const char*, std::variant<double, std::string>>>;

class Error : public std::runtime_error {
 public:
  Error(ErrorCode code, const std::string& message, ErrorDetails details = {})
      : std::runtime_error(message), code_(code), details_(std::move(details)) {}
  ErrorCode code() const noexcept { return code_; }
  // None for most. An error that says more carries its own (a limit's quantity, value and limit, a malformed
  // expression's kind and position); a call that names its input in the message passes them on.
  const ErrorDetails& details() const noexcept { return details_; }

 private:
  ErrorCode code_;
  ErrorDetails details_;
};

// TooLarge past one of the documented limits, saying which: the quantity as the article writes it ("n", "n² · d",
// "dim φ"), or "work" for a weighted estimate of a call's cost, with its value and the limit. All but "work" are
// words of no language, so a page in any language can say what went over; the message says it in English.
class LimitError : public Error {
 public:
  LimitError(const std::string& message, const std::string& quantity, double value, double limit)
      : Error(ErrorCode::TooLarge, message, {{"quantity", quantity}, {"value", value}, {"limit", limit}}) {}
};

}  // namespace gramlab
