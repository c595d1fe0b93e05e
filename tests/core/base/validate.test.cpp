#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <string>
#include <tuple>

#include "gramlab/base/constants.hpp"
#include "gramlab/base/error.hpp"
#include "gramlab/base/validate.hpp"
#include "support/error_code.hpp"
#include "support/special_values.hpp"

using gramlab::ErrorCode;
using gramlab::kEpsilon;

namespace {

// 40 × 40, symmetric, entries (i + j) / 100: past one 32 × 32 tile, so the scan has a diagonal tile, a
// tile below it and its mirror, and a partial tile in each. Its largest entry is 78 / 100.
Eigen::MatrixXd symmetric40() {
  Eigen::MatrixXd m(40, 40);
  for (int j = 0; j < 40; ++j)
    for (int i = 0; i < 40; ++i) m(i, j) = (i + j) / 100.0;
  return m;
}

std::string messageOf(const Eigen::MatrixXd& m) {
  return errorOf([&] { gramlab::requireSymmetricMatrix(m, 100); }).what();
}

}  // namespace

TEST_CASE("requireSymmetricMatrix: returns the largest entry, in any tile") {
  Eigen::MatrixXd m = symmetric40();
  CHECK(gramlab::requireSymmetricMatrix(m, 100) == 0.78);
  m(35, 3) = m(3, 35) = -7.5;  // below the first diagonal tile
  CHECK(gramlab::requireSymmetricMatrix(m, 100) == 7.5);
  m(33, 33) = 9.25;  // on the diagonal of the partial tile
  CHECK(gramlab::requireSymmetricMatrix(m, 100) == 9.25);
}

TEST_CASE("requireSymmetricMatrix: a non-finite entry anywhere is NotFinite, naming the first in column order") {
  const double nan = std::nan("");
  for (const auto& [i, j, value] : {std::tuple{35, 2, nan}, std::tuple{2, 35, nan}, std::tuple{33, 33, kInf},
                                    std::tuple{0, 39, -kInf}, std::tuple{39, 39, nan}}) {
    Eigen::MatrixXd m = symmetric40();
    m(i, j) = value;
    if (i != j) m(j, i) = value;
    // Column order: the copy in the lower column (row max(i, j), column min(i, j)) comes first.
    const int row = std::max(i, j), column = std::min(i, j);
    CHECK(codeOf([&] { gramlab::requireSymmetricMatrix(m, 100); }) == ErrorCode::NotFinite);
    CHECK(messageOf(m) ==
          "entry (" + std::to_string(row + 1) + ", " + std::to_string(column + 1) + ") is not a finite number");
  }
  Eigen::MatrixXd m = symmetric40();
  m(36, 1) = nan;  // one side only: NotFinite, not NotSymmetric
  CHECK(messageOf(m) == "entry (37, 2) is not a finite number");
}

TEST_CASE("requireSymmetricMatrix: asymmetry beyond 64 eps times the largest entry names the first pair") {
  Eigen::MatrixXd m = symmetric40();
  m(35, 4) += 0.5;
  m(38, 1) += 0.5;  // column 2 comes before column 5
  CHECK(codeOf([&] { gramlab::requireSymmetricMatrix(m, 100); }) == ErrorCode::NotSymmetric);
  CHECK(messageOf(m) == "entry (39, 2) differs from entry (2, 39); the matrix must be symmetric");
  // Within the tolerance (largest 0.78; 32·eps·0.78 is half of it) the matrix passes.
  m = symmetric40();
  m(35, 4) += 32 * kEpsilon * 0.78;
  CHECK(gramlab::requireSymmetricMatrix(m, 100) == 0.78);
  // A difference that overflows: ∞ > any tolerance.
  m = symmetric40();
  m(20, 3) = 1e308;
  m(3, 20) = -1e308;
  CHECK(messageOf(m) == "entry (21, 4) differs from entry (4, 21); the matrix must be symmetric");
}

TEST_CASE("requireSymmetricMatrix: shape errors come first") {
  CHECK(codeOf([] { gramlab::requireSymmetricMatrix(Eigen::MatrixXd(0, 0), 100); }) == ErrorCode::Empty);
  Eigen::MatrixXd wide(2, 3);
  wide.setConstant(std::nan(""));
  CHECK(codeOf([&] { gramlab::requireSymmetricMatrix(wide, 100); }) == ErrorCode::NotSquare);
  CHECK(codeOf([] { gramlab::requireSymmetricMatrix(symmetric40(), 39); }) == ErrorCode::TooLarge);
}

TEST_CASE("requireSymmetricTransposed: undoes the transpose in its pass, with the same checks and messages") {
  // symmetric40 with one pair apart by half the tolerance and one pair −0 / +0: the stored transpose must
  // come back as the matrix itself, bit for bit.
  Eigen::MatrixXd m = symmetric40();
  m(35, 4) += 16 * kEpsilon * 0.78;  // within the tolerance: the matrix is this, not its mirror
  m(2, 1) = -0.0;
  m(1, 2) = 0.0;
  gramlab::TransposedMatrix held{m.transpose()};
  CHECK(gramlab::requireSymmetricTransposed(held, 100) == 0.78);
  for (int j = 0; j < 40; ++j)
    for (int i = 0; i < 40; ++i) CHECK(std::memcmp(&held.stored(i, j), &m(i, j), sizeof(double)) == 0);
  // The first offending cell is named in the matrix's terms, not the stored transpose's.
  Eigen::MatrixXd bad = symmetric40();
  bad(38, 1) += 0.5;
  gramlab::TransposedMatrix heldBad{bad.transpose()};
  CHECK(errorOf([&] { gramlab::requireSymmetricTransposed(heldBad, 100); }).what() ==
        std::string("entry (39, 2) differs from entry (2, 39); the matrix must be symmetric"));
  Eigen::MatrixXd notFinite = symmetric40();
  notFinite(36, 1) = std::nan("");
  gramlab::TransposedMatrix heldNan{notFinite.transpose()};
  CHECK(errorOf([&] { gramlab::requireSymmetricTransposed(heldNan, 100); }).what() ==
        std::string("entry (37, 2) is not a finite number"));
  // Shapes in the matrix's terms: 2 × 3 held as 3 × 2.
  gramlab::TransposedMatrix wide{Eigen::MatrixXd::Zero(3, 2)};
  CHECK(errorOf([&] { gramlab::requireSymmetricTransposed(wide, 100); }).what() ==
        std::string("the matrix is 2×3, not square"));
}
