#include "gramlab/learn/accuracy.hpp"

#include <cmath>
#include <string>

#include "gramlab/base/error.hpp"

namespace gramlab {

Accuracy accuracy(const Eigen::VectorXd& decision, const Eigen::VectorXd& labels, double band) {
  if (decision.size() != labels.size())
    throw Error(ErrorCode::DimensionMismatch,
                std::to_string(decision.size()) + " decision values for " + std::to_string(labels.size()) + " labels");
  if (!decision.allFinite() || !labels.allFinite() || !std::isfinite(band))
    throw Error(ErrorCode::NotFinite, "decision values, labels and the band must be finite numbers");
  if (band < 0) throw Error(ErrorCode::BadArgument, "the band must be 0 or more");
  Accuracy out{0, decision.size(), 0};
  for (Eigen::Index i = 0; i < decision.size(); ++i) {
    if (labels(i) != 1 && labels(i) != -1)
      throw Error(ErrorCode::BadArgument, "label " + std::to_string(i + 1) + " is not +1 or −1");
    if (decision(i) * labels(i) > 0) ++out.correct;
    if (std::abs(decision(i)) <= band) ++out.nearZero;
  }
  return out;
}

}  // namespace gramlab
