#pragma once
// The soft-margin SVM dual, solved by SMO from several starting points, so the page can show what a kernel
// that is not PSD does to it: with K PSD the dual is concave and every start reaches the one maximum;
// without, it has several stationary points, and the starts may end at different ones.
//
//   maximize W(α) = Σ α_i − ½ Σ_ij α_i α_j y_i y_j K_ij   subject to 0 ≤ α_i ≤ C,  Σ α_i y_i = 0.
#include <Eigen/Dense>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "gramlab/kernels/kernels.hpp"
#include "gramlab/learn/kernel_function.hpp"

namespace gramlab {

// The KKT gap at which a run stops: m(α) − M(α) ≤ kSvmEpsilon, in units of the decision function (whose
// margin is 1). LIBSVM's default is 1e−3; a thousand times tighter lets converged starts agree to ~6 digits.
constexpr double kSvmEpsilon = 1e-6;
// The curvature used when K_ii + K_jj − 2K_ij ≤ 0 (LIBSVM's TAU): possible only when K is not PSD (or
// by rounding on duplicate points). The step then goes to the box's edge, which still raises W.
constexpr double kSvmTau = 1e-12;

struct SvmRun {
  Eigen::VectorXd alpha;
  double bias;       // b in f(x) = Σ α_i y_i k(x, x_i) + b
  double objective;  // W(α), recomputed from α at the end
  double gap;        // m(α) − M(α), recomputed from α at the end: ≤ kSvmEpsilon when converged
  int iterations;    // SMO steps taken
  int tauSteps;      // steps whose curvature was ≤ 0 and replaced by kSvmTau
  bool converged;    // gap ≤ kSvmEpsilon within maxIterations
  // Why the run stopped: "converged"; "iterations", maxIterations spent with the gap still open (a step
  // spends one, a recomputation of r from α, n² work, spends n); "rounding", the gap closed on the running
  // residuals r (kept by rank-2 updates) but not on r recomputed from α, twice within n steps: at this C and K
  // the residuals' rounding is above kSvmEpsilon.
  std::string stop;
  Eigen::VectorXd trainDecision;                // f at the training points
  std::optional<Eigen::VectorXd> gridDecision;  // f at the rows of `grid`, when given
  std::optional<Eigen::VectorXd> testDecision;  // f at the rows of `test`, when given
};

struct SvmDualResult {
  bool isPSD;            // psdCheck(K)
  double minEigenvalue;  // of K
  std::vector<SvmRun> runs;
  double objectiveSpread;  // max − min of the runs' W
  // ε·n·C + 4n²·ε_mach·(C²·max|K| + C): for PSD K each converged run's W is within ε·‖α − α*‖₁ ≤ ε·n·C of
  // the maximum (concavity), plus the rounding of recomputing W.
  double agreeBound;
  bool agree;      // every run converged and objectiveSpread ≤ agreeBound
  double epsilon;  // kSvmEpsilon
  double tau;      // kSvmTau
};

// Start 0 is α = 0. Start k ≥ 1 is drawn by rng = numpy.random.default_rng(seed), one shared generator:
// a = C * rng.random(n) for k = 1, 2, … in turn; then the larger of Σ_{y=+1} a and Σ_{y=−1} a is scaled
// down to the smaller, so Σ α_i y_i = 0 and 0 ≤ α ≤ C.
// With r_i = y_i − Σ_j α_j y_j K_ij, I_up the indices whose y_i·α_i can grow and I_low those whose can shrink,
// m(α) = max over I_up of r, M(α) = min over I_low; α is a KKT point when m ≤ M. The working pair is LIBSVM's
// second-order choice (Fan, Chen & Lin 2005, WSS 3): i attains m; j, among I_low with r_j < m, has the
// largest gain (m − r_j)²/a_ij of a step along the pair, a_ij = K_ii + K_jj − 2K_ij (kSvmTau when ≤ 0).
// Validates: points as kernelRidge's; labels one per point, each exactly +1 or −1, both present
// (BadArgument); C finite (NotFinite) > 0 (BadArgument); 1 ≤ starts ≤ kMaxSvmStarts, 1 ≤ maxIterations ≤
// kMaxSvmIterations and starts·maxIterations·n ≤ kMaxSvmWork (BadArgument below, TooLarge above).
SvmDualResult svmDual(const Eigen::MatrixXd& points, const Eigen::VectorXd& labels, const KernelSpec& kernel, double c,
                      int starts, int maxIterations, std::uint64_t seed,
                      const std::optional<Eigen::MatrixXd>& grid = std::nullopt,
                      const std::optional<Eigen::MatrixXd>& test = std::nullopt);

// The same with any kernel (kernel_function.hpp).
SvmDualResult svmDualWith(const Eigen::MatrixXd& points, const Eigen::VectorXd& labels, const KernelFunction& kernel,
                          double c, int starts, int maxIterations, std::uint64_t seed,
                          const std::optional<Eigen::MatrixXd>& grid = std::nullopt,
                          const std::optional<Eigen::MatrixXd>& test = std::nullopt);

}  // namespace gramlab
