#pragma once
// A matrix held as its transpose: row-major data (the layout JavaScript gives a matrix) read into Eigen's
// column-major storage as it lies, without reordering. A function that must pass over its input anyway
// (a symmetric matrix's checks) undoes the transpose in that pass, instead of a pass of its own first.
#include <Eigen/Core>

namespace gramlab {

struct TransposedMatrix {
  Eigen::MatrixXd stored;  // the transpose of the matrix meant: stored(j, i) is entry (i, j)
};

}  // namespace gramlab
