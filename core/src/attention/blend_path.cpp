#include "gramlab/attention/blend_path.hpp"

#include <string>

#include "gramlab/attention/attention.hpp"
#include "gramlab/base/error.hpp"
#include "gramlab/base/number_text.hpp"
#include "gramlab/base/validate.hpp"

namespace gramlab {

AttentionBlendPath attentionBlendPath(const AttentionRequest& request, Eigen::Index steps) {
  requireCount("steps", steps, static_cast<std::size_t>(kMaxAttentionPathSteps));
  const AttentionInputs inputs = attentionInputs(request);
  const Eigen::Index n = inputs.X.rows();
  const double work = static_cast<double>(steps + 1) * static_cast<double>(n) * static_cast<double>(n * n);
  if (work > kMaxAttentionPathWork)
    throw LimitError("(steps + 1)·n³ = " + numberText(work) + " is past the limit " +
                         numberText(kMaxAttentionPathWork) + "; ask fewer steps",
                     "(steps + 1) · n³", work, kMaxAttentionPathWork);
  AttentionBlendPath path{Eigen::VectorXd(steps + 1), Eigen::MatrixXd(steps + 1, 2 * n),
                          std::vector<int>(static_cast<std::size_t>(steps + 1)), Eigen::VectorXd(steps + 1)};
  for (Eigen::Index k = 0; k <= steps; ++k) {
    // k = steps gives exactly 1, the tie.
    const double t = static_cast<double>(k) / static_cast<double>(steps);
    const ScoreSymmetry s = scoreSymmetry(inputs, AttentionOptions{request.tie, false, t});
    path.blends(k) = t;
    for (Eigen::Index i = 0; i < n; ++i) {
      path.eigenvalues(k, 2 * i) = s.spectrum.eigenvalues(i, 0);
      path.eigenvalues(k, 2 * i + 1) = s.spectrum.eigenvalues(i, 1);
    }
    path.complexCounts[static_cast<std::size_t>(k)] = s.spectrum.complexCount;
    path.asymmetryRatios(k) = s.asymmetryRatio;
  }
  return path;
}

}  // namespace gramlab
