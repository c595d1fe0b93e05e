#pragma once
// Input checks shared by every entry point; each throws gramlab::Error with a stable code.
#include <Eigen/Dense>
#include <cstddef>

namespace gramlab {

// Non-empty, every entry finite, at most `maxRows` × `maxCols`.
void requireFiniteMatrix(const Eigen::MatrixXd& m, std::size_t maxRows, std::size_t maxCols);
// requireFiniteMatrix plus square, order ≤ maxOrder.
void requireSquareMatrix(const Eigen::MatrixXd& m, std::size_t maxOrder);
// requireSquareMatrix plus |m − mᵀ| within rounding of the matrix's scale.
void requireSymmetricMatrix(const Eigen::MatrixXd& m, std::size_t maxOrder);

}  // namespace gramlab
