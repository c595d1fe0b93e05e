#include "gramlab/base/error.hpp"

namespace gramlab {

const char* codeName(ErrorCode code) {
  switch (code) {
#define GRAMLAB_ERROR_CASE(id, name, about) \
  case ErrorCode::id: return name;
    GRAMLAB_ERROR_CODES(GRAMLAB_ERROR_CASE)
#undef GRAMLAB_ERROR_CASE
  }
  return "UNKNOWN";
}

}  // namespace gramlab
