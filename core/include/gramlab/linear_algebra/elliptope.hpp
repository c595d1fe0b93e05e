#pragma once
// The elliptope: every PSD 3×3 correlation matrix [[1, x, y], [x, 1, z], [y, z, 1]] as a body in
// (x, y, z) = (s_AB, s_AC, s_BC). Inside the cube |x|, |y|, |z| ≤ 1 its surface is
// det = 1 + 2xyz − x² − y² − z² = 0: over each (x, y) of the square the body spans z = xy ± √((1 − x²)(1 − y²)).
#include <Eigen/Dense>

namespace gramlab {

struct ElliptopeSurface {
  Eigen::VectorXd coordinates;  // the grid's x (and y) values, −1 … 1, denser near ±1 where the sheets turn
  Eigen::MatrixXd lower;        // lower(i, j): the body's lowest z over (coordinates[i], coordinates[j])
  Eigen::MatrixXd upper;        // upper(i, j): its highest z there; lower = upper on the square's edges
};

// A mesh of the surface: `steps` + 1 coordinates u_k = −cos(πk/steps), mirrored so that u is odd in k and
// exactly −1, 0 (even steps) and 1 where it should be. 2 ≤ steps ≤ limits::kMaxElliptopeSteps.
ElliptopeSurface elliptopeSurface(int steps);

struct ElliptopePoint {
  Eigen::VectorXd point;         // (s_AB, s_AC, s_BC) = (m(0,1), m(0,2), m(1,2))
  double determinant;            // 1 + 2xyz − x² − y² − z², as computed
  double determinantErrorBound;  // |computed − exact| ≤ this, for the point's own doubles
  // +1 inside the body (|x|, |y|, |z| ≤ 1 and det > bound), −1 outside (some |s| > 1, or det < −bound),
  // 0 within rounding of the surface: no verdict from the determinant alone.
  int membership;
  // The angles between unit vectors with these cosines, degrees (θ_AB, θ_AC, θ_BC); empty when some |s| > 1.
  Eigen::VectorXd angles;
  // Which of the sphere's triangle inequalities the angles break, by the computed margins: k = 0, 1, 2 when
  // θ_k > the sum of the other two, 3 when θ_AB + θ_AC + θ_BC > 360°, −1 when none (or no angles). For
  // |s| ≤ 1 these four hold together exactly when the table is PSD, and at most one can fail.
  int brokenInequality;
  double inequalityMargin;  // the broken inequality's left side minus its right side, degrees (0 when none)
  // The clip repair (repairPSD "clip") rescaled to a unit diagonal, D^−½CD^−½: a PSD correlation matrix. Clip
  // keeps every diagonal entry ≥ 1 when the table's diagonal is 1, so the rescaling is defined; when the table is
  // not PSD the result has rank ≤ 2 and lies on the surface. The table itself when psdCheck calls it PSD.
  Eigen::VectorXd repaired;
  double repairDistance;  // ‖repaired − point‖ in (x, y, z)
};

// m: a 3×3 symmetric table (validated like psdCheck) whose diagonal is exactly 1, else ErrorCode::BadArgument.
// A determinant beyond double's range (|s| past ~1e102) is ErrorCode::Overflow.
ElliptopePoint elliptopePoint(const Eigen::MatrixXd& m);

}  // namespace gramlab
