#include <doctest/doctest.h>

#include <cmath>
#include <initializer_list>
#include <limits>

#include "gramlab/base/error.hpp"
#include "gramlab/linear_algebra/spectrum.hpp"
#include "gramlab/linear_algebra/spectrum_stats.hpp"
#include "support/error_code.hpp"
#include "support/reference.hpp"
#include "support/special_values.hpp"
#include "support/vector_literal.hpp"

using gramlab::ErrorCode;

TEST_CASE("spectrumStats: {3, 1, 0, 0} by hand") {
  // Shares 3/4, 4/4: the first ≥ 0.95 is the 2nd. Participation ratio 4² / (9 + 1) = 1.6.
  for (const auto& ev : {vec({3, 1, 0, 0}), vec({0, 1, 0, 3})}) {  // any order
    const auto s = gramlab::spectrumStats(ev);
    CHECK(s.maxEigenvalue == 3);
    CHECK(s.minEigenvalue == 0);
    CHECK(s.k95 == 2);
    CHECK(s.effectiveRank == doctest::Approx(1.6).epsilon(1e-15));
    CHECK(s.condition == kInf);
    CHECK(s.trace == 4);
  }
}

TEST_CASE("spectrumStats: a flat spectrum uses every axis") {
  const auto s = gramlab::spectrumStats(vec({2, 2, 2, 2}));
  CHECK(s.k95 == 4);
  CHECK(s.effectiveRank == 4);
  CHECK(s.condition == 1);
  CHECK(s.trace == 8);
}

TEST_CASE("spectrumStats: indefinite, zero and negative-trace spectra") {
  // {2, −1}: shares 2, 1; the first already passes. (Σλ)² / Σλ² = 1 / 5.
  const auto indefinite = gramlab::spectrumStats(vec({-1, 2}));
  CHECK(indefinite.k95 == 1);
  CHECK(indefinite.effectiveRank == doctest::Approx(0.2).epsilon(1e-15));
  CHECK(indefinite.condition == kInf);
  CHECK(indefinite.minEigenvalue == -1);

  const auto zero = gramlab::spectrumStats(vec({0, 0, 0}));
  CHECK(zero.k95 == 0);  // no positive total to take a share of
  CHECK(zero.effectiveRank == 0);
  CHECK(zero.condition == kInf);

  CHECK(gramlab::spectrumStats(vec({-1, -2})).k95 == 0);
  CHECK(gramlab::spectrumStats(vec({4, 2})).condition == 2);
}

TEST_CASE("axesForFraction: numpy's left-side searchsorted") {
  // Shares 0.25, 0.5, 0.75, 1: a share equal to the fraction counts as reached.
  const Eigen::VectorXd flat = vec({1, 1, 1, 1});
  CHECK(gramlab::axesForFraction(flat, 0.25) == 1);
  CHECK(gramlab::axesForFraction(flat, 0.5) == 2);
  CHECK(gramlab::axesForFraction(flat, 0.5000001) == 3);
  CHECK(gramlab::axesForFraction(flat, 1.0) == 4);
  CHECK(gramlab::axesForFraction(flat, 1e-12) == 1);
  CHECK(gramlab::axesForFraction(vec({3, 1, 0, 0}), 0.75) == 1);
  CHECK(gramlab::axesForFraction(vec({3, 1, 0, 0}), 0.95) == gramlab::spectrumStats(vec({3, 1, 0, 0})).k95);
}

TEST_CASE("regularizedStats: K + λI shifts every eigenvalue by λ") {
  // {3, 1, 0, 0} + 1 = {4, 2, 1, 1}: trace 8, participation 64 / 22, condition 4.
  const auto s = gramlab::regularizedStats(vec({3, 1, 0, 0}), 1.0);
  CHECK(s.minEigenvalue == 1);
  CHECK(s.maxEigenvalue == 4);
  CHECK(s.condition == 4);
  CHECK(s.trace == 8);
  CHECK(s.effectiveRank == doctest::Approx(64.0 / 22).epsilon(1e-15));
  CHECK(gramlab::regularizedStats(vec({3, 1, 0, 0}), 0).condition == kInf);

  // Same as decomposing S + λI afresh (the article's non-PSD similarity table).
  const double lambda = 0.5;
  const Eigen::MatrixXd shifted = ref::S() + lambda * Eigen::MatrixXd::Identity(3, 3);
  const auto direct = gramlab::spectrumStats(gramlab::eigenSymmetric(shifted).values);
  const auto fromShift = gramlab::regularizedStats(gramlab::eigenSymmetric(ref::S()).values, lambda);
  CHECK(fromShift.minEigenvalue == doctest::Approx(direct.minEigenvalue).epsilon(1e-13));
  CHECK(fromShift.condition == doctest::Approx(direct.condition).epsilon(1e-13));
}

TEST_CASE("spectrum stats: bad input gets a stable code") {
  CHECK(codeOf([] { gramlab::spectrumStats(Eigen::VectorXd()); }) == ErrorCode::Empty);
  CHECK(codeOf([] { gramlab::spectrumStats(vec({1, std::nan("")})); }) == ErrorCode::NotFinite);
  CHECK(codeOf([] { gramlab::spectrumStats(vec({kInf, 1})); }) == ErrorCode::NotFinite);
  CHECK(pastLimitOf([] { gramlab::spectrumStats(Eigen::VectorXd::Ones(2001)); }).quantity == "dim eigenvalues");

  const Eigen::VectorXd ev = vec({3, 1});
  CHECK(codeOf([&] { gramlab::axesForFraction(ev, 0); }) == ErrorCode::BadArgument);
  CHECK(codeOf([&] { gramlab::axesForFraction(ev, -0.5); }) == ErrorCode::BadArgument);
  CHECK(codeOf([&] { gramlab::axesForFraction(ev, 1.0000001); }) == ErrorCode::BadArgument);
  CHECK(codeOf([&] { gramlab::axesForFraction(ev, kInf); }) == ErrorCode::NotFinite);
  CHECK(codeOf([&] { gramlab::axesForFraction(ev, std::nan("")); }) == ErrorCode::NotFinite);
  CHECK(codeOf([&] { gramlab::axesForFraction(Eigen::VectorXd(), 0.95); }) == ErrorCode::Empty);

  CHECK(codeOf([&] { gramlab::regularizedStats(ev, -1e-9); }) == ErrorCode::BadArgument);
  CHECK(codeOf([&] { gramlab::regularizedStats(ev, kInf); }) == ErrorCode::NotFinite);
  CHECK(codeOf([&] { gramlab::regularizedStats(ev, std::nan("")); }) == ErrorCode::NotFinite);
  CHECK(codeOf([&] { gramlab::regularizedStats(Eigen::VectorXd(), 1); }) == ErrorCode::Empty);
}
