#pragma once
// The four kernels as the core takes them (gramlab::KernelSpec), one line each for the tests that build many.
#include "gramlab/kernels/kernels.hpp"

inline gramlab::KernelSpec linearSpec() { return {gramlab::KernelKind::Linear}; }

inline gramlab::KernelSpec polynomialSpec(double degree, double coef0) {
  gramlab::KernelSpec s{gramlab::KernelKind::Polynomial};
  s.degree = degree;
  s.coef0 = coef0;
  return s;
}

inline gramlab::KernelSpec rbfSpec(double gamma) { return {gramlab::KernelKind::RBF, gamma}; }

inline gramlab::KernelSpec sigmoidSpec(double a, double b) {
  gramlab::KernelSpec s{gramlab::KernelKind::Sigmoid};
  s.a = a;
  s.b = b;
  return s;
}
