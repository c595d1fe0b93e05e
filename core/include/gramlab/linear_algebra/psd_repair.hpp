#pragma once
// The article's two fixes for a similarity table that is not PSD: clip the negative eigenvalues to
// zero, or add εI. Either way the table changes; the result says by how much.
#include <Eigen/Dense>
#include <string>

namespace gramlab {

enum class RepairMethod {
  Clip,   // V·max(Λ, 0)·Vᵀ: the nearest PSD matrix in the Frobenius norm
  Shift,  // G + εI, ε ≈ −λ_min: keeps every eigenvector and every gap between eigenvalues
};

struct PsdRepair {
  Eigen::MatrixXd matrix;
  Eigen::MatrixXd change;  // matrix − input, cell by cell
  double frobeniusChange;  // ‖change‖_F, computed without over- or underflow (Eigen's stableNorm)
  double maxChange;        // max |change| over the entries
  double shift;            // ε for Shift, 0 for Clip
};

// A matrix psdCheck already calls PSD comes back unchanged (all changes 0), whichever the method.
// Shift lands a hair above λ_min = 0: ε = −λ_min + 3·psdTolerance(G), about 5e−15 more than −λ_min
// for the article's S. Landing exactly on 0 leaves the new zero eigenvalue at ±(several ε·‖G‖),
// but psdCheck judges G + εI by its own norm, which cancellation can make far smaller than ‖G‖
// (a large negative eigenvalue shifted to 0); then it is called not PSD — about 1 in 200 random
// mixed-scale 2×2…5×5 tables was. Clip needs no margin: its zeros carry rounding of the result's
// own norm.
// Validates like eigenSymmetric. A result or change past ±1.8e308 is ErrorCode::Overflow.
PsdRepair repairPSD(const Eigen::MatrixXd& m, RepairMethod method);

// "clip" or "shift"; anything else throws ErrorCode::BadArgument.
RepairMethod repairMethodFromName(const std::string& name);

}  // namespace gramlab
