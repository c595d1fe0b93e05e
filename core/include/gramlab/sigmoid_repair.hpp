#pragma once
// The article's two repairs applied to one sigmoid kernel matrix K = tanh(a·XXᵀ + b), reported only by how
// much they change it: a page never needs the n×n tables (32 MB at n = 2000) to cross a worker boundary.
#include <Eigen/Dense>

#include "gramlab/psd_repair.hpp"

namespace gramlab {

struct SigmoidRepair {
  double frobeniusChange;  // ‖ΔK‖_F
  double maxChange;        // max |ΔK_ij|
  double shift;            // ε for Shift, 0 for Clip
  double kernelFrobenius;  // ‖K‖_F
  double relativeChange;   // ‖ΔK‖_F / ‖K‖_F (0 when K = 0)
};

// Points as for kernelMatrix; a and b finite (NotFinite).
SigmoidRepair sigmoidRepair(const Eigen::MatrixXd& points, double a, double b, RepairMethod method);

}  // namespace gramlab
