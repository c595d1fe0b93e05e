#pragma once
// Is the reader's similarity expression a kernel on a sample? Builds K_ij = k(x_i, x_j), checks symmetry
// and positive semi-definiteness (psdCheck's tolerance), and when K fails, finds a small subset of the
// sample whose own Gram matrix already fails: the reader's counterpart to the article's 3 × 3 table.
// Passing says only that this sample's matrix is PSD; Mercer's condition asks it of every finite set.
#include <Eigen/Dense>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "gramlab/base/limits.hpp"
#include "gramlab/expression/expression_evaluator.hpp"
#include "gramlab/random/point_source.hpp"

namespace gramlab {

struct KernelWitness {
  std::vector<Eigen::Index> indices;  // 0-based rows of the sample, ascending
  Eigen::MatrixXd points;             // those rows
  Eigen::MatrixXd matrix;             // their Gram matrix k(p_a, p_b)
  double minEigenvalue;               // < −tolerance
  double tolerance;                   // psdTolerance of `matrix`
  Eigen::VectorXd direction;          // unit c with cᵀ·matrix·c = minEigenvalue < 0
};

struct KernelCheck {
  Eigen::Index n, d;                      // what was checked
  std::vector<std::string> parameters;    // the names the expression uses, in order of first use
  bool isSymmetric;                       // |K_ij − K_ji| ≤ symmetryTolerance for every pair
  double maxAsymmetry;                    // max |K_ij − K_ji|
  double symmetryTolerance;               // 4 · (program length) · ε · max|K|: rounding of reordered operations
  Eigen::Index asymmetricI, asymmetricJ;  // the pair of maxAsymmetry
  // Spectrum of (K + Kᵀ)/2 (K itself when symmetric).
  bool isPSD;
  double minEigenvalue, maxEigenvalue;
  int negativeCount;
  double tolerance;
  std::optional<KernelWitness> witness;  // when !isPSD and a subset of ≤ limits::kMaxWitnessPoints was found
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
// smallest eigenvalue. In order, the first that fails beyond its own tolerance:
//   1. one point with K_ii < 0;
//   2. the pair (i, j) whose 2 × 2 matrix has the most negative eigenvalue (closed form over all pairs);
//   3. the m points with the largest |lowest_i|, m = 3 … limits::kMaxWitnessPoints;
//   4. greedy growth from the best pair: add the point that lowers the smallest eigenvalue most, up to
//      limits::kMaxWitnessPoints.
std::optional<KernelWitness> findWitness(const Eigen::MatrixXd& k, const Eigen::MatrixXd& points,
                                         const Eigen::VectorXd& lowest);

}  // namespace gramlab
