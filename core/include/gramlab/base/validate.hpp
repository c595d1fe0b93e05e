#pragma once
// Input checks shared by every entry point; each throws gramlab::Error with a stable code.
#include <Eigen/Dense>
#include <cstddef>
#include <string>

#include "gramlab/base/transposed_matrix.hpp"

namespace gramlab {

// Non-empty, every entry finite, at most `maxRows` × `maxCols`.
void requireFiniteMatrix(const Eigen::MatrixXd& m, std::size_t maxRows, std::size_t maxCols);
// requireFiniteMatrix plus square, order ≤ maxOrder.
void requireSquareMatrix(const Eigen::MatrixXd& m, std::size_t maxOrder);
// requireSquareMatrix plus |m − mᵀ| ≤ 64·ε·max|m|: rounding relative to the matrix's own scale, at any scale.
// Returns max|m| (one pass over the matrix checks all of it).
double requireSymmetricMatrix(const Eigen::MatrixXd& m, std::size_t maxOrder);
// The same checks for a matrix held as its transpose, in the same one pass that turns `m.stored` into the
// matrix itself (in place); returns max|m|.
double requireSymmetricTransposed(TransposedMatrix& m, std::size_t maxOrder);

// A computed matrix (not an input): every entry finite, else ErrorCode::Overflow "<what>: entry (i, j) is
// beyond double's range". Finite input can overflow in products; the input cell is not to blame.
void requireFiniteResult(const Eigen::MatrixXd& m, const std::string& what);
// The same for a list of computed numbers named one by one: "eigenvalue 2 of 2 (ascending) is beyond …".
void requireFiniteItems(const Eigen::VectorXd& v, const std::string& item, const std::string& order);
// The same for one number.
double finiteResult(double x, const std::string& what);

// A size given by the caller: Empty at 0, BadArgument below it, TooLarge past `limit`; `name` in the message.
void requireCount(const char* name, Eigen::Index value, std::size_t limit);

}  // namespace gramlab
