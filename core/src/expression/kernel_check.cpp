#include "gramlab/expression/kernel_check.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

#include "gramlab/base/constants.hpp"
#include "gramlab/expression/witness_bound.hpp"
#include "gramlab/linear_algebra/psd.hpp"
#include "gramlab/linear_algebra/spectrum.hpp"
#include "gramlab/random/random_points.hpp"

namespace gramlab {

namespace {

// K restricted to `indices`, checked with psdCheck's own rule; a witness when it fails and `keep` keeps it.
std::optional<KernelWitness> subsetWitness(const Eigen::MatrixXd& k, const Eigen::MatrixXd& points,
                                           std::vector<Eigen::Index> indices, const WitnessFilter& keep) {
  std::sort(indices.begin(), indices.end());
  const auto m = static_cast<Eigen::Index>(indices.size());
  Eigen::MatrixXd sub(m, m);
  Eigen::MatrixXd rows(m, points.cols());
  for (Eigen::Index a = 0; a < m; ++a) {
    rows.row(a) = points.row(indices[a]);
    for (Eigen::Index b = 0; b < m; ++b) sub(a, b) = k(indices[a], indices[b]);
  }
  const SymmetricEigen eig = eigenSymmetric(sub, true);
  const PsdCheck check = psdCheckOf(sub, eig.values);
  if (check.isPSD) return std::nullopt;
  KernelWitness w{indices, rows, sub, check.minEigenvalue, check.tolerance, eig.vectors.col(0)};
  if (keep && !keep(w)) return std::nullopt;
  return w;
}

// Smallest eigenvalue of [[a, b], [b, c]], without forming the matrix.
double pairMinEigenvalue(double a, double b, double c) { return 0.5 * (a + c) - std::hypot(0.5 * (a - c), b); }

std::vector<Eigen::Index> mostNegativePair(const Eigen::MatrixXd& k) {
  const Eigen::Index n = k.rows();
  double best = std::numeric_limits<double>::infinity();
  std::vector<Eigen::Index> pair;
  for (Eigen::Index j = 1; j < n; ++j)
    for (Eigen::Index i = 0; i < j; ++i) {
      const double lambda = pairMinEigenvalue(k(i, i), k(i, j), k(j, j));
      if (lambda < best) {
        best = lambda;
        pair = {i, j};
      }
    }
  return pair;
}

double subsetMinEigenvalue(const Eigen::MatrixXd& k, const std::vector<Eigen::Index>& indices) {
  const auto m = static_cast<Eigen::Index>(indices.size());
  Eigen::MatrixXd sub(m, m);
  for (Eigen::Index a = 0; a < m; ++a)
    for (Eigen::Index b = 0; b < m; ++b) sub(a, b) = k(indices[a], indices[b]);
  return Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd>(sub, Eigen::EigenvaluesOnly).eigenvalues()(0);
}

std::optional<KernelWitness> greedyGrowth(const Eigen::MatrixXd& k, const Eigen::MatrixXd& points,
                                          std::vector<Eigen::Index> chosen, const WitnessFilter& keep) {
  const Eigen::Index n = k.rows();
  while (static_cast<int>(chosen.size()) < std::min<Eigen::Index>(limits::kMaxWitnessPoints, n)) {
    double best = std::numeric_limits<double>::infinity();
    Eigen::Index bestIndex = -1;
    for (Eigen::Index c = 0; c < n; ++c) {
      if (std::find(chosen.begin(), chosen.end(), c) != chosen.end()) continue;
      chosen.push_back(c);
      const double lambda = subsetMinEigenvalue(k, chosen);
      chosen.pop_back();
      if (lambda < best) {
        best = lambda;
        bestIndex = c;
      }
    }
    chosen.push_back(bestIndex);
    if (auto w = subsetWitness(k, points, chosen, keep)) return w;
  }
  return std::nullopt;
}

}  // namespace

std::optional<KernelWitness> findWitness(const Eigen::MatrixXd& k, const Eigen::MatrixXd& points,
                                         const Eigen::VectorXd& lowest, const WitnessFilter& keep) {
  const Eigen::Index n = k.rows();
  Eigen::Index lowestDiagonal = 0;
  k.diagonal().minCoeff(&lowestDiagonal);
  if (auto w = subsetWitness(k, points, {lowestDiagonal}, keep)) return w;
  if (n < 2) return std::nullopt;
  const std::vector<Eigen::Index> pair = mostNegativePair(k);
  if (auto w = subsetWitness(k, points, pair, keep)) return w;
  std::vector<Eigen::Index> order(n);
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(),
                   [&](Eigen::Index a, Eigen::Index b) { return std::abs(lowest(a)) > std::abs(lowest(b)); });
  for (Eigen::Index m = 3; m <= std::min<Eigen::Index>(limits::kMaxWitnessPoints, n); ++m)
    if (auto w = subsetWitness(k, points, std::vector<Eigen::Index>(order.begin(), order.begin() + m), keep)) return w;
  return greedyGrowth(k, points, pair, keep);
}

namespace {

WitnessFilter verifying(const SyntaxTree& expression, const ParameterValues& params) {
  return [tree = &expression, values = &params](KernelWitness& w) {
    const NegativityBound bound = boundSmallestEigenvalue(*tree, *values, w.points, w.direction);
    w.verified = bound.verified;
    w.upperBound = bound.upperBound;
    return bound.verified;
  };
}

}  // namespace

std::optional<KernelWitness> verifiedWitness(const SyntaxTree& expression, const ParameterValues& params,
                                             const Eigen::MatrixXd& k, const Eigen::MatrixXd& points,
                                             const Eigen::VectorXd& lowest) {
  return findWitness(k, points, lowest, verifying(expression, params));
}

std::optional<KernelWitness> largerWitness(const SyntaxTree& expression, const ParameterValues& params,
                                           const Eigen::MatrixXd& k, const Eigen::MatrixXd& points,
                                           const Eigen::VectorXd& lowest, std::uint64_t pairCost) {
  const Eigen::Index n = k.rows();
  std::vector<Eigen::Index> order(n);
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(),
                   [&](Eigen::Index a, Eigen::Index b) { return std::abs(lowest(a)) > std::abs(lowest(b)); });
  for (Eigen::Index m = 2 * limits::kMaxWitnessPoints;; m = std::min(2 * m, n)) {
    const auto size = static_cast<double>(std::min(m, n));
    if (size * size * static_cast<double>(pairCost) > limits::kMaxWitnessWork) return std::nullopt;
    const std::vector<Eigen::Index> subset(order.begin(), order.begin() + std::min(m, n));
    if (auto w = subsetWitness(k, points, subset, verifying(expression, params))) return w;
    if (m >= n) return std::nullopt;
  }
}

const char* kernelStatusName(KernelStatus status) {
  switch (status) {
    case KernelStatus::Proved: return "proved";
    case KernelStatus::Refuted: return "refuted";
    case KernelStatus::Unknown: return "unknown";
  }
  return "unknown";
}

KernelCheck checkKernel(const std::string& expression, const ParameterValues& params, const Eigen::MatrixXd& points) {
  const Program program = compileExpression(expression);
  ExpressionEvaluator evaluator(program, params, points.cols());
  requireEigenvectorOrder(points.rows());  // before the matrix: its eigenvectors order the witness search
  const Eigen::MatrixXd k = evaluator.matrix(points);
  const Eigen::Index n = k.rows();

  KernelCheck out{};
  out.n = n;
  out.d = points.cols();
  for (const ParameterSlot& p : program.parameters) out.parameters.push_back(p.name);
  // Reordered operations (x·y+norm(x) vs y·x+norm(y)) round differently; allow a few ε per operation.
  const Eigen::MatrixXd asymmetry = (k - k.transpose()).cwiseAbs();
  out.maxAsymmetry = asymmetry.maxCoeff(&out.asymmetricI, &out.asymmetricJ);
  const double steps = static_cast<double>(evaluator.cost(1));
  out.symmetryTolerance = 4 * steps * kEpsilon * k.cwiseAbs().maxCoeff();
  out.isSymmetric = out.maxAsymmetry <= out.symmetryTolerance;

  const Eigen::MatrixXd symmetric =
      out.isSymmetric && out.maxAsymmetry == 0 ? k : Eigen::MatrixXd(0.5 * k + 0.5 * k.transpose());
  const SymmetricEigen eig = eigenSymmetric(symmetric, true);
  const PsdCheck check = psdCheckOf(symmetric, eig.values);
  out.isPSD = check.isPSD;
  out.minEigenvalue = check.minEigenvalue;
  out.maxEigenvalue = eig.values(n - 1);
  out.negativeCount = check.negativeCount;
  out.tolerance = check.tolerance;
  out.rule = check.rule;
  out.minor = check.minor;
  const SyntaxTree tree = parseExpression(expression);
  if (!check.isPSD) out.witness = verifiedWitness(tree, params, symmetric, points, eig.vectors.col(0));
  // A sample certainly not PSD is itself a witness: past the search's small subsets, larger ones up to the
  // whole sample, verified the same way.
  if (!check.isPSD && !out.witness)
    out.witness = largerWitness(tree, params, symmetric, points, eig.vectors.col(0), evaluator.pairCost());
  out.proof = proveKernel(expression, params);
  out.status = kernelStatusName(out.proof     ? KernelStatus::Proved
                                : out.witness ? KernelStatus::Refuted
                                              : KernelStatus::Unknown);
  return out;
}

KernelCheck checkKernel(const std::string& expression, const ParameterValues& params, std::uint64_t seed,
                        Eigen::Index n, Eigen::Index d) {
  return checkKernel(expression, params, randomPoints(seed, n, d));
}

namespace {
Eigen::MatrixXd sampleOf(const KernelCheckRequest& request) {
  return resolvePoints(PointSource{request.seed, request.n, request.d, request.points});
}
}  // namespace

KernelCheck checkKernelRequest(const KernelCheckRequest& request) {
  return checkKernel(request.expression, request.params, sampleOf(request));
}

Eigen::MatrixXd expressionMatrix(const KernelCheckRequest& request) {
  const Eigen::MatrixXd points = sampleOf(request);
  const Program program = compileExpression(request.expression);
  ExpressionEvaluator evaluator(program, request.params, points.cols());
  const Eigen::MatrixXd k = evaluator.matrix(points);
  return 0.5 * k + 0.5 * k.transpose();
}

}  // namespace gramlab
