#pragma once
// Whether the core proves `text` a kernel (gramlab::proveKernel found a proof).
#include <string>

#include "gramlab/expression/kernel_proof.hpp"

inline bool proves(const std::string& text, const gramlab::ParameterValues& params = {}) {
  return gramlab::proveKernel(text, params).has_value();
}
