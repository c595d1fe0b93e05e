#pragma once
// The article's 1-D lift: two colours of points on a line that no threshold separates become separable
// by a line after x ↦ (x, x²) — and x² is exactly the x₁² coordinate of the degree-2 polynomial φ.
//
// Both verdicts are exact. A threshold separates when every point of one colour lies strictly left of
// every point of the other; a line in the lifted plane separates when one colour's points, sorted, form
// a block [min, max] with no point of the other colour in it (a quadratic is negative exactly between
// its roots l < r, so the line v = (l + r)u − lr, through (l, l²) and (r, r²), puts x² below it exactly
// for l < x < r). Each is decided by comparing the input doubles with each other, never by arithmetic on
// them, so no rounding enters and no tolerance is needed. Two points at the same x with different
// colours are never separated (neither rule can split one x).
#include <Eigen/Dense>

namespace gramlab {

struct Separation1D {
  int count[2];    // points of label 0 and of label 1
  bool oneColour;  // a single label present: nothing to separate, the fields below are unset (0, −1)

  bool thresholdSeparates;
  int leftLabel;                       // the label on x < t
  double thresholdLow, thresholdHigh;  // every t strictly between them separates
  double threshold;                    // their midpoint
  double thresholdMargin;              // half the gap

  bool liftSeparates;        // true whenever thresholdSeparates, and sometimes when not
  int insideLabel;           // the colour between l and r, below the line in the lifted plane
  double lineLow, lineHigh;  // l < r: the midpoints to the nearest other-colour points (when a
                             // side has none, l or r sits as far out as the other side's gap)
  double slope, intercept;   // v = slope·u + intercept, slope = l + r, intercept = −l·r (rounded)
  double margin;             // min over points of |(x − l)(x − r)| / √(1 + (l + r)²)
  bool lineChecked;          // every point is on its side by the exact signs of x − l and x − r
                             // (false only when l or r rounds onto a point: one ulp gaps)

  Eigen::VectorXd lifted;         // x_i², the lifted second coordinate of each point
  int liftFeatureIndex;           // where x₁² sits in polyFeatures' order for d = 1, p = 2 (0-based)
  double liftFeatureCoefficient;  // its coefficient: 1, so φ's coordinate is exactly x²
};

// x and labels of the same length (DimensionMismatch), 1..limits::kMaxLiftPoints (Empty / TooLarge); x finite
// (NotFinite) with |x| ≤ limits::kMaxLiftCoordinate (TooLarge); each label exactly 0 or 1 (NotFinite /
// BadArgument).
Separation1D separate1D(const Eigen::VectorXd& x, const Eigen::VectorXd& labels);

}  // namespace gramlab
