#pragma once
// Input checks shared by the learning methods (kernel ridge, the SVM).
#include <Eigen/Dense>
#include <optional>

namespace gramlab {

// Training points: rows, finite, 1..limits::kMaxMethodPoints rows, ≤ limits::kMaxDimension columns
// (Empty / NotFinite / TooLarge, the message naming the input).
void requireTrainingPoints(const Eigen::MatrixXd& points);

// One finite value per training point: DimensionMismatch for a wrong length, NotFinite otherwise.
void requirePerPoint(const Eigen::VectorXd& values, Eigen::Index n, const char* what);

// The rows of an optional grid or test set, 0 when absent.
inline Eigen::Index queryRows(const std::optional<Eigen::MatrixXd>& at) { return at ? at->rows() : 0; }

}  // namespace gramlab
