#pragma once
// The article's two repairs applied to a sigmoid kernel matrix, reported only by how much they change it:
// the n×n tables (32 MB at n = 2000) need not leave the core.
#include <Eigen/Dense>

#include "gramlab/linear_algebra/psd_repair.hpp"

namespace gramlab {

struct SigmoidRepair {
  double frobeniusChange;  // as PsdRepair
  double maxChange;
  double shift;
  double kernelFrobenius;  // ‖K‖_F of K = tanh(a·XXᵀ + b)
  double relativeChange;   // frobeniusChange / kernelFrobenius; 0 for an all-zero K (nothing to change)
};

// Points validated as in PointGeometry, a and b finite (NotFinite), then repairPSD(K, method).
SigmoidRepair sigmoidRepair(const Eigen::MatrixXd& points, double a, double b, RepairMethod method);

}  // namespace gramlab
