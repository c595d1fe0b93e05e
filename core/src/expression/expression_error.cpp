#include "gramlab/expression/expression_error.hpp"

namespace gramlab {

const char* expressionErrorKindName(ExpressionErrorKind kind) {
  switch (kind) {
    case ExpressionErrorKind::UnexpectedCharacter: return "UNEXPECTED_CHARACTER";
    case ExpressionErrorKind::BadNumber: return "BAD_NUMBER";
    case ExpressionErrorKind::UnknownName: return "UNKNOWN_NAME";
    case ExpressionErrorKind::WrongArgumentCount: return "WRONG_ARGUMENT_COUNT";
    case ExpressionErrorKind::UnbalancedParentheses: return "UNBALANCED_PARENTHESES";
    case ExpressionErrorKind::VectorWhereNumberNeeded: return "VECTOR_WHERE_NUMBER_NEEDED";
    case ExpressionErrorKind::NumberWhereVectorNeeded: return "NUMBER_WHERE_VECTOR_NEEDED";
    case ExpressionErrorKind::StrayOperator: return "STRAY_OPERATOR";
    case ExpressionErrorKind::MissingOperator: return "MISSING_OPERATOR";
    case ExpressionErrorKind::UnexpectedEnd: return "UNEXPECTED_END";
    case ExpressionErrorKind::ParameterWithoutValue: return "PARAMETER_WITHOUT_VALUE";
    case ExpressionErrorKind::TooLong: return "TOO_LONG";
    case ExpressionErrorKind::NameTooLong: return "NAME_TOO_LONG";
    case ExpressionErrorKind::TooDeep: return "TOO_DEEP";
    case ExpressionErrorKind::TooCostly: return "TOO_COSTLY";
  }
  return "UNKNOWN";
}

}  // namespace gramlab
