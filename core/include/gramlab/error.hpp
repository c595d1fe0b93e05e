#pragma once
// The one error type the core throws. `code` is stable (tests and the page key on it);
// `message` is for people and may change.
#include <stdexcept>
#include <string>

namespace gramlab {

enum class ErrorCode {
  Empty,              // a matrix or list with nothing in it
  NotSquare,          // an n×m matrix where n×n is required
  NotFinite,          // NaN or ±Inf in the input
  TooLarge,           // past a documented size limit (see limits.hpp)
  NotSymmetric,       // a symmetric matrix was required
  NotPSD,             // a positive semi-definite matrix was required
  DimensionMismatch,  // two inputs whose sizes do not fit together
  BadArgument,        // any other out-of-range or malformed argument
  BadExpression,      // a similarity expression that does not compile or bind (expression_error.hpp)
};

const char* codeName(ErrorCode code);

class Error : public std::runtime_error {
 public:
  Error(ErrorCode code, const std::string& message) : std::runtime_error(message), code_(code) {}
  ErrorCode code() const noexcept { return code_; }

 private:
  ErrorCode code_;
};

}  // namespace gramlab
