#pragma once
// What a call throws, for the "bad input gets a stable code" tests: the gramlab::Error, its code, and the
// bad symmetric matrices every function that takes one must refuse.
#include <doctest/doctest.h>

#include <Eigen/Dense>
#include <cmath>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "gramlab/base/error.hpp"

// The gramlab::Error `call` throws; a failed test case when it throws none (FAIL stops the test case).
template <class F>
gramlab::Error errorOf(F&& call) {
  try {
    std::forward<F>(call)();
  } catch (const gramlab::Error& e) {
    return e;
  }
  FAIL("no error thrown");
  return gramlab::Error(gramlab::ErrorCode::BadArgument, "");
}

template <class F>
gramlab::ErrorCode codeOf(F&& call) {
  return errorOf(std::forward<F>(call)).code();
}

// The limit a TooLarge error names (gramlab::LimitError's details), as the page reads them.
struct PastLimit {
  std::string quantity;
  double value = 0;
  double limit = 0;
};

inline PastLimit limitOf(const gramlab::Error& e) {
  PastLimit out;
  for (const auto& [name, detail] : e.details()) {
    const std::string key = name;
    if (key == "quantity") out.quantity = std::get<std::string>(detail);
    if (key == "value") out.value = std::get<double>(detail);
    if (key == "limit") out.limit = std::get<double>(detail);
  }
  return out;
}

// The TooLarge error `call` throws, read as above; a failed test case when it throws another or none.
template <class F>
PastLimit pastLimitOf(F&& call) {
  try {
    std::forward<F>(call)();
  } catch (const gramlab::Error& e) {
    REQUIRE(e.code() == gramlab::ErrorCode::TooLarge);
    return limitOf(e);
  }
  FAIL("no error thrown");
  return {};
}

struct BadInput {
  std::string what;
  Eigen::MatrixXd matrix;
  gramlab::ErrorCode code;
};

// From a valid symmetric n×n `base`: empty, n×(n+1) and (n+1)×n, NaN and ±Inf on each diagonal entry and
// on each symmetric pair (i, j), (j, i), one side of each pair moved off the other, and `tooLarge`.
inline std::vector<BadInput> badSymmetricInputs(const Eigen::MatrixXd& base, const Eigen::MatrixXd& tooLarge) {
  using gramlab::ErrorCode;
  const Eigen::Index n = base.rows();
  std::vector<BadInput> bad{{"0×0", Eigen::MatrixXd(0, 0), ErrorCode::Empty},
                            {"n×(n+1)", Eigen::MatrixXd::Ones(n, n + 1), ErrorCode::NotSquare},
                            {"(n+1)×n", Eigen::MatrixXd::Ones(n + 1, n), ErrorCode::NotSquare},
                            {"too large", tooLarge, ErrorCode::TooLarge}};
  const auto at = [](Eigen::Index i, Eigen::Index j) {
    return "(" + std::to_string(i) + ", " + std::to_string(j) + ")";
  };
  for (const double x : {std::nan(""), HUGE_VAL, -HUGE_VAL})
    for (Eigen::Index i = 0; i < n; ++i)
      for (Eigen::Index j = i; j < n; ++j) {
        Eigen::MatrixXd m = base;
        m(i, j) = m(j, i) = x;
        bad.push_back({std::to_string(x) + " at " + at(i, j), m, ErrorCode::NotFinite});
      }
  for (Eigen::Index i = 0; i < n; ++i)
    for (Eigen::Index j = 0; j < n; ++j)
      if (i != j) {
        Eigen::MatrixXd m = base;
        m(i, j) += 0.5;
        bad.push_back({"asymmetric at " + at(i, j), m, ErrorCode::NotSymmetric});
      }
  return bad;
}

// `call(m)` refuses each of badSymmetricInputs(base, tooLarge) with its code.
template <class F>
void checkBadSymmetricInputs(F&& call, const Eigen::MatrixXd& base,
                             const Eigen::MatrixXd& tooLarge = Eigen::MatrixXd::Identity(2001, 2001)) {
  for (const BadInput& bad : badSymmetricInputs(base, tooLarge)) {
    CAPTURE(bad.what);
    CHECK(codeOf([&] { call(bad.matrix); }) == bad.code);
  }
}
