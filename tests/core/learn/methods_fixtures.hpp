#pragma once
// tests/fixtures/methods.json (scripts/gen_methods_fixtures.py): numpy's ridge solutions, the SVM duals' exact
// maxima by active-set enumeration, and the labelled data sets' recipes.
#include <Eigen/Dense>
#include <string>

#include "gramlab/kernels/kernels.hpp"
#include "support/json.hpp"
#include "support/reference.hpp"

namespace methods_fixtures {

inline const fixture_json::Json& doc() {
  static const fixture_json::Json d = fixture_json::read("methods.json");
  return d;
}

inline Eigen::VectorXd vector(const fixture_json::Json& list) {
  const auto v = ref::numbers(list);
  return Eigen::Map<const Eigen::VectorXd>(v.data(), static_cast<Eigen::Index>(v.size()));
}

inline gramlab::KernelSpec kernel(const fixture_json::Json& spec) {
  gramlab::KernelSpec s;
  s.kind = gramlab::kindFromName(spec["kind"].text);
  for (const auto& f : spec.fields) {
    if (f.first == "gamma") s.gamma = f.second.number();
    if (f.first == "degree") s.degree = f.second.number();
    if (f.first == "coef0") s.coef0 = f.second.number();
    if (f.first == "a") s.a = f.second.number();
    if (f.first == "b") s.b = f.second.number();
  }
  return s;
}

// ‖a − b‖ / ‖b‖, without over- or underflow.
inline double relativeError(const Eigen::VectorXd& a, const Eigen::VectorXd& b) {
  return (a - b).stableNorm() / b.stableNorm();  // stableNorm: no overflow at 1e300
}

}  // namespace methods_fixtures
