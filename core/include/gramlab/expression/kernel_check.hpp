#pragma once
// Is the reader's similarity expression a kernel? Three answers, each with its certificate:
//   proved   a proof tree from textbook rules (kernel_proof.hpp): PSD on every finite set of points;
//   refuted  a small set of points whose exact Gram matrix is certainly not PSD (witness_bound.hpp);
//   unknown  neither, on this sample: counterexample_search.hpp searches further.
// The sample check runs in every case: K_ij = k(x_i, x_j), its symmetry and its eigenvalues with psdCheck's
// tolerance (a rounding-aware verdict on the computed matrix), and when K fails, a small subset of the
// sample whose own Gram matrix fails: the reader's counterpart to the article's 3 × 3 table. It becomes the
// witness only when the failure is certain for the exact values, never on rounding noise.
#include <Eigen/Dense>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "gramlab/base/limits.hpp"
#include "gramlab/expression/expression_evaluator.hpp"
#include "gramlab/expression/kernel_proof.hpp"
#include "gramlab/linear_algebra/psd.hpp"
#include "gramlab/random/point_source.hpp"

namespace gramlab {

struct KernelWitness {
  std::vector<Eigen::Index> indices;  // 0-based rows of the sample, ascending; empty when found by the search
  Eigen::MatrixXd points;             // the witness's points, one per row
  Eigen::MatrixXd matrix;             // their Gram matrix k(p_a, p_b) as computed
  double minEigenvalue;               // < −tolerance
  double tolerance;                   // psdTolerance of `matrix`
  Eigen::VectorXd direction;          // unit c with cᵀ·matrix·c = minEigenvalue < 0
  bool verified = false;              // upperBound < 0: the exact Gram matrix of `points` is not PSD
  double upperBound = 0;              // λ_min of the exact Gram matrix ≤ upperBound (witness_bound.hpp)
  std::string found = "sample";       // where: "sample", or the search's strategy (counterexample_search.hpp)
};

// The verdict: "proved", "refuted" or "unknown".
enum class KernelStatus { Proved, Refuted, Unknown };
const char* kernelStatusName(KernelStatus status);

struct KernelCheck {
  Eigen::Index n, d;                      // what was checked
  std::vector<std::string> parameters;    // the names the expression uses, in order of first use
  bool isSymmetric;                       // |K_ij − K_ji| ≤ symmetryTolerance for every pair
  double maxAsymmetry;                    // max |K_ij − K_ji|
  double symmetryTolerance;               // 4 · (program length) · ε · max|K|: rounding of reordered operations
  Eigen::Index asymmetricI, asymmetricJ;  // the pair of maxAsymmetry
  // Spectrum of (K + Kᵀ)/2 (K itself when symmetric), judged by the one rule (psd.hpp) on its eigenvalues and
  // its diagonal.
  bool isPSD;
  double minEigenvalue, maxEigenvalue;
  int negativeCount;
  double tolerance;
  std::string rule;                      // psdCheck's: "rounding" or "minor" (a computed k(x_i, x_i) < 0)
  std::optional<NegativeMinor> minor;    // that diagonal entry
  std::optional<KernelWitness> witness;  // a verified subset of the sample, the smallest found (!isPSD)
  std::optional<ProofStep> proof;        // the rules' proof, when they reach one
  std::string status;                    // kernelStatusName: proved (proof), refuted (witness), unknown
};

// Points one per row. Throws ExpressionError (compile, ParameterWithoutValue, TooCostly), Error for bad
// points or parameters, NonFiniteValueError for the first pair whose value is not finite.
KernelCheck checkKernel(const std::string& expression, const ParameterValues& params, const Eigen::MatrixXd& points);
// The sample drawn by randomPoints(seed, n, d).
KernelCheck checkKernel(const std::string& expression, const ParameterValues& params, std::uint64_t seed,
                        Eigen::Index n, Eigen::Index d);

// One request as the page sends it: the expression, its parameter values and the sample, named by a seed
// ({seed, n, d}) or by its rows ({points}) as resolvePoints reads a PointSource.
struct KernelCheckRequest {
  std::string expression;
  ParameterValues params;
  std::optional<std::uint64_t> seed;
  Eigen::Index n = 0;
  Eigen::Index d = 0;
  std::optional<Eigen::MatrixXd> points;
};
KernelCheck checkKernelRequest(const KernelCheckRequest& request);
// The request's matrix as checkKernelRequest checks it, ½K + ½Kᵀ (for the page's reconstruction view).
Eigen::MatrixXd expressionMatrix(const KernelCheckRequest& request);

// The witness search on a symmetric K (of `points`) that is not PSD; `lowest` is K's eigenvector of its
// smallest eigenvalue. In order, the first that fails beyond its own tolerance and that `keep` (when given)
// keeps — it may annotate the witness:
//   1. one point with K_ii < 0;
//   2. the pair (i, j) whose 2 × 2 matrix has the most negative eigenvalue (closed form over all pairs);
//   3. the m points with the largest |lowest_i|, m = 3 … limits::kMaxWitnessPoints;
//   4. greedy growth from the best pair: add the point that lowers the smallest eigenvalue most, up to
//      limits::kMaxWitnessPoints.
using WitnessFilter = std::function<bool(KernelWitness&)>;
std::optional<KernelWitness> findWitness(const Eigen::MatrixXd& k, const Eigen::MatrixXd& points,
                                         const Eigen::VectorXd& lowest, const WitnessFilter& keep = {});

// findWitness, kept only when witness_bound verifies it: a counterexample certain for the exact values of
// `expression`.
std::optional<KernelWitness> verifiedWitness(const SyntaxTree& expression, const ParameterValues& params,
                                             const Eigen::MatrixXd& k, const Eigen::MatrixXd& points,
                                             const Eigen::VectorXd& lowest);

// When the small subsets give no verified witness: the 16, 32, 64, … points with the largest |lowest_i|, then
// the whole sample, each its own Gram matrix's failing direction verified by witness_bound, while m² interval
// evaluations of `pairCost` work each fit limits::kMaxWitnessWork. The first verified one, or nullopt.
std::optional<KernelWitness> largerWitness(const SyntaxTree& expression, const ParameterValues& params,
                                           const Eigen::MatrixXd& k, const Eigen::MatrixXd& points,
                                           const Eigen::VectorXd& lowest, std::uint64_t pairCost);

}  // namespace gramlab
