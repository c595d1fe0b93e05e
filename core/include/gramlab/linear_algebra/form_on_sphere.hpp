#pragma once
// cᵀSc over the unit circle (2 × 2) or the unit sphere (3 × 3): the form sampled on a grid of directions, each
// sample's sign decided with quadraticFormSign's rounding bound, and the direction where it is smallest
// (the eigenvector of λ_min, where cᵀSc = λ_min).
#include <Eigen/Dense>
#include <vector>

namespace gramlab {

struct FormOnSphere {
  Eigen::MatrixXd directions;   // one unit vector c per row, in grid order (below)
  Eigen::VectorXd values;       // cᵀSc at each direction
  Eigen::VectorXd errorBounds;  // quadraticFormSign's bound on each value's rounding error
  std::vector<int> signs;       // −1 or +1 when certain, 0 within rounding
  int rows;                     // grid shape: rows × columns = directions.rows()
  int columns;
  Eigen::VectorXd minDirection;  // unit eigenvector of the smallest eigenvalue, its largest entry positive
  double minValue;               // cᵀSc at minDirection (λ_min up to rounding)
  double minErrorBound;
  int minSign;
  double minEigenvalue;
  double maxEigenvalue;
};

// S symmetric and finite (validated as eigenSymmetric), of order 2 or 3 (else BadArgument).
// steps in [4, limits::kMaxSphereSteps] (else BadArgument / TooLarge). Order 2: one row of `steps` angles
// θ_k = 2πk/steps, c = (cos θ, sin θ). Order 3: `steps` rows of polar angle φ_i = π(i + ½)/steps and 2·steps
// columns of azimuth θ_j = πj/steps, c = (sin φ cos θ, sin φ sin θ, cos φ), row-major.
FormOnSphere quadraticFormOnSphere(const Eigen::MatrixXd& s, int steps);

}  // namespace gramlab
