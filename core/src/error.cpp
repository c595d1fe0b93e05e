#include "gramlab/error.hpp"

namespace gramlab {

const char* codeName(ErrorCode code) {
  switch (code) {
    case ErrorCode::Empty: return "EMPTY";
    case ErrorCode::NotSquare: return "NOT_SQUARE";
    case ErrorCode::NotFinite: return "NOT_FINITE";
    case ErrorCode::TooLarge: return "TOO_LARGE";
    case ErrorCode::NotSymmetric: return "NOT_SYMMETRIC";
    case ErrorCode::NotPSD: return "NOT_PSD";
    case ErrorCode::DimensionMismatch: return "DIMENSION_MISMATCH";
    case ErrorCode::BadArgument: return "BAD_ARGUMENT";
    case ErrorCode::BadExpression: return "BAD_EXPRESSION";
  }
  return "UNKNOWN";
}

}  // namespace gramlab
