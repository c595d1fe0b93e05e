#include "gramlab/feature_maps/separate_1d.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>

#include "gramlab/base/arguments.hpp"
#include "gramlab/base/error.hpp"
#include "gramlab/base/limits.hpp"
#include "gramlab/feature_maps/poly_features.hpp"

namespace gramlab {

namespace {

void checkInput(const Eigen::VectorXd& x, const Eigen::VectorXd& labels) {
  requireFiniteVector("x", x, limits::kMaxLiftPoints);
  if (labels.size() != x.size())
    throw Error(ErrorCode::DimensionMismatch,
                std::to_string(x.size()) + " points but " + std::to_string(labels.size()) + " labels");
  requireFiniteVector("labels", labels, limits::kMaxLiftPoints);
  for (Eigen::Index i = 0; i < x.size(); ++i) {
    if (std::abs(x(i)) > limits::kMaxLiftCoordinate)
      throw LimitError("x: entry " + std::to_string(i + 1) + " is beyond ±1e150", "|x|", std::abs(x(i)),
                       limits::kMaxLiftCoordinate);
    if (labels(i) != 0 && labels(i) != 1)
      throw Error(ErrorCode::BadArgument, "labels: entry " + std::to_string(i + 1) + " must be 0 or 1");
  }
}

// a/2 + b/2: no overflow; equal to a or b only when they are adjacent doubles.
double midpoint(double a, double b) { return a / 2 + b / 2; }

struct Span {
  double min = HUGE_VAL, max = -HUGE_VAL;
};

// The nearest point of `label` strictly below `below` and strictly above `above`, if any.
struct Neighbours {
  std::optional<double> below, above;
};

Neighbours neighbours(const Eigen::VectorXd& x, const Eigen::VectorXd& labels, int label, const Span& span) {
  Neighbours n;
  for (Eigen::Index i = 0; i < x.size(); ++i) {
    if (labels(i) != label) continue;
    if (x(i) < span.min && (!n.below || x(i) > *n.below)) n.below = x(i);
    if (x(i) > span.max && (!n.above || x(i) < *n.above)) n.above = x(i);
  }
  return n;
}

// No point of `other` inside [span.min, span.max].
bool blockFree(const Eigen::VectorXd& x, const Eigen::VectorXd& labels, int other, const Span& span) {
  for (Eigen::Index i = 0; i < x.size(); ++i)
    if (labels(i) == other && x(i) >= span.min && x(i) <= span.max) return false;
  return true;
}

void setThreshold(Separation1D& out, const Span spans[2]) {
  for (int left = 0; left < 2; ++left)
    if (spans[left].max < spans[1 - left].min) {
      out.thresholdSeparates = true;
      out.leftLabel = left;
      out.thresholdLow = spans[left].max;
      out.thresholdHigh = spans[1 - left].min;
      out.threshold = midpoint(out.thresholdLow, out.thresholdHigh);
      out.thresholdMargin = out.thresholdHigh / 2 - out.thresholdLow / 2;
      return;
    }
}

void setLine(Separation1D& out, const Eigen::VectorXd& x, const Eigen::VectorXd& labels, int inside, const Span& span,
             const Neighbours& n) {
  out.liftSeparates = true;
  out.insideLabel = inside;
  // A side with no other-colour point gets the other side's half gap (both sides empty is one colour).
  const double lowGap = n.below ? span.min / 2 - *n.below / 2 : 0;
  const double highGap = n.above ? *n.above / 2 - span.max / 2 : 0;
  out.lineLow = n.below ? midpoint(*n.below, span.min) : span.min - highGap;
  out.lineHigh = n.above ? midpoint(span.max, *n.above) : span.max + lowGap;
  out.slope = out.lineLow + out.lineHigh;
  out.intercept = -out.lineLow * out.lineHigh;
  const double norm = std::hypot(1.0, out.slope);
  out.lineChecked = true;
  out.margin = HUGE_VAL;
  for (Eigen::Index i = 0; i < x.size(); ++i) {
    // The signs are exact: a rounded difference of two doubles has the true sign, and is 0 only if equal.
    const double low = x(i) - out.lineLow, high = x(i) - out.lineHigh;
    const bool between = low > 0 && high < 0;
    if (between != (labels(i) == inside) || low == 0 || high == 0) out.lineChecked = false;
    out.margin = std::min(out.margin, std::abs(low) * std::abs(high) / norm);
  }
}

// Prefer a colour with the other on both sides (the lift's own case); else any colour that is a block.
void setLift(Separation1D& out, const Eigen::VectorXd& x, const Eigen::VectorXd& labels, const Span spans[2]) {
  std::optional<int> chosen;
  Neighbours chosenNeighbours;
  for (int inside = 0; inside < 2; ++inside) {
    if (!blockFree(x, labels, 1 - inside, spans[inside])) continue;
    const Neighbours n = neighbours(x, labels, 1 - inside, spans[inside]);
    if (!chosen || (n.below && n.above)) {
      chosen = inside;
      chosenNeighbours = n;
    }
  }
  if (chosen) setLine(out, x, labels, *chosen, spans[*chosen], chosenNeighbours);
}

// Where polyFeatures puts x₁² for d = 1, p = 2 (c = 1; its coefficient does not depend on c).
void setLiftFeature(Separation1D& out) {
  const PolyFeatures phi = polyFeatures(Eigen::VectorXd::Ones(1), 2, 1, 3);
  for (std::size_t i = 0; i < phi.terms.size(); ++i) {
    const auto& monomial = phi.terms[i].monomial;
    if (monomial.size() == 1 && monomial[0].variable == 0 && monomial[0].power == 2) {
      out.liftFeatureIndex = static_cast<int>(i);
      out.liftFeatureCoefficient = phi.terms[i].coefficient.value;
    }
  }
}

}  // namespace

Separation1D separate1D(const Eigen::VectorXd& x, const Eigen::VectorXd& labels) {
  checkInput(x, labels);
  Separation1D out{};
  out.leftLabel = out.insideLabel = -1;
  out.lifted = x.cwiseProduct(x);
  setLiftFeature(out);
  Span spans[2];
  for (Eigen::Index i = 0; i < x.size(); ++i) {
    const int label = static_cast<int>(labels(i));
    ++out.count[label];
    spans[label].min = std::min(spans[label].min, x(i));
    spans[label].max = std::max(spans[label].max, x(i));
  }
  out.oneColour = out.count[0] == 0 || out.count[1] == 0;
  if (out.oneColour) return out;
  setThreshold(out, spans);
  setLift(out, x, labels, spans);
  return out;
}

}  // namespace gramlab
