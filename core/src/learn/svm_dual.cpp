#include "gramlab/learn/svm_dual.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

#include "gramlab/base/error.hpp"
#include "gramlab/base/limits.hpp"
#include "gramlab/base/number_text.hpp"
#include "gramlab/base/validate.hpp"
#include "gramlab/learn/method_inputs.hpp"
#include "gramlab/linear_algebra/psd.hpp"
#include "gramlab/linear_algebra/spectrum.hpp"
#include "gramlab/random/numpy_random.hpp"

namespace gramlab {

namespace {

void requireLabels(const Eigen::VectorXd& labels, Eigen::Index n) {
  requirePerPoint(labels, n, "labels");
  for (Eigen::Index i = 0; i < n; ++i)
    if (labels(i) != 1 && labels(i) != -1)
      throw Error(ErrorCode::BadArgument, "labels: value " + std::to_string(i + 1) + " is not +1 or −1");
  if ((labels.array() > 0).all() || (labels.array() < 0).all())
    throw Error(ErrorCode::BadArgument, "labels: both classes (+1 and −1) are needed");
}

void requireRunSizes(double c, int starts, int maxIterations, Eigen::Index n) {
  if (!std::isfinite(c)) throw Error(ErrorCode::NotFinite, "C must be a finite number");
  if (c <= 0) throw Error(ErrorCode::BadArgument, "C must be greater than 0");
  const auto count = [](const char* name, int value, int limit) {
    if (value < 1) throw Error(ErrorCode::BadArgument, std::string(name) + " must be at least 1");
    if (value > limit)
      throw LimitError(std::string(name) + " = " + std::to_string(value) + "; the limit is " + std::to_string(limit),
                       name, value, limit);
  };
  count("starts", starts, limits::kMaxSvmStarts);
  count("maxIterations", maxIterations, limits::kMaxSvmIterations);
  const double work = static_cast<double>(starts) * maxIterations * static_cast<double>(n);
  if (work > limits::kMaxSvmWork)
    throw LimitError(
        "starts × maxIterations × points = " + numberText(work) + "; the limit is " + numberText(limits::kMaxSvmWork),
        "starts · maxIterations · n", work, limits::kMaxSvmWork);
}

// Start k ≥ 1: C·uniform per point, the heavier class scaled down to the lighter (see the header).
Eigen::VectorXd randomFeasibleStart(NumpyRandom& rng, const Eigen::VectorXd& y, double c) {
  Eigen::VectorXd a(y.size());
  for (Eigen::Index i = 0; i < a.size(); ++i) a(i) = c * rng.uniform();
  const double plus = (y.array() > 0).select(a.array(), 0.0).sum();
  const double minus = (y.array() < 0).select(a.array(), 0.0).sum();
  if (plus > minus) {
    a = (y.array() > 0).select(a.array() * (minus / plus), a.array()).matrix();
  } else if (minus > plus) {
    a = (y.array() < 0).select(a.array() * (plus / minus), a.array()).matrix();
  }
  return a;
}

// Every run's decision values at the grid and test points: each block of kernel values once for all runs.
void predictRuns(std::vector<SvmRun>& runs, const KernelFunction& kernel, const Eigen::MatrixXd& points,
                 const Eigen::VectorXd& labels, const std::optional<Eigen::MatrixXd>& grid,
                 const std::optional<Eigen::MatrixXd>& test) {
  const auto count = static_cast<Eigen::Index>(runs.size());
  Eigen::MatrixXd weights(points.rows(), count);
  Eigen::VectorXd biases(count);
  for (Eigen::Index r = 0; r < count; ++r) {
    weights.col(r) = runs[r].alpha.cwiseProduct(labels);
    biases(r) = runs[r].bias;
  }
  const auto decide = [&](const std::optional<Eigen::MatrixXd>& at, const char* what,
                          std::optional<Eigen::VectorXd> SvmRun::*field) {
    if (!at) return;
    const Eigen::MatrixXd f = kernelExpansions(kernel, points, weights, biases, *at, what);
    for (Eigen::Index r = 0; r < count; ++r) runs[r].*field = Eigen::VectorXd(f.col(r));
  };
  decide(grid, "grid points", &SvmRun::gridDecision);
  decide(test, "test points", &SvmRun::testDecision);
}

// One SMO solve in the variables of the header: r = y − K(α∘y), kept up to date by rank-2 updates.
class Smo {
 public:
  Smo(const Eigen::MatrixXd& k, const Eigen::VectorXd& y, double c) : k_(k), y_(y), c_(c) {}

  SvmRun run(Eigen::VectorXd alpha, int maxIterations) const {
    Eigen::VectorXd r = residuals(alpha);
    SvmRun out{};
    const auto n = static_cast<int>(y_.size());
    int fresh = 0;               // the step at which r was last recomputed from α
    int budget = maxIterations;  // steps left; a recomputation of r (n² work) spends n of them
    for (;;) {
      Eigen::Index i = -1, j = -1;
      out.gap = selectPair(alpha, r, i, j);
      if (out.gap <= kSvmEpsilon) {
        // The updates' rounding adds up in r: a gap closed on updated residuals is checked on recomputed ones,
        // at most once per n steps; closed again sooner, the gap is below what the residuals' rounding lets
        // the steps resolve.
        if (out.iterations == fresh) break;
        if (out.iterations - fresh < n) {
          out.stop = "rounding";
          break;
        }
        if (budget < n) {
          out.stop = "iterations";
          break;
        }
        budget -= n;
        r = residuals(alpha);
        fresh = out.iterations;
        continue;
      }
      if (budget == 0) {
        out.stop = "iterations";
        break;
      }
      --budget;
      double a = k_(i, i) + k_(j, j) - 2 * k_(i, j);
      if (a <= 0) {
        a = kSvmTau;
        ++out.tauSteps;
      }
      // Along α_i += y_i t, α_j −= y_j t (Σ α y stays), W rises by t(r_i − r_j) − ½at².
      const double roomI = y_(i) > 0 ? c_ - alpha(i) : alpha(i);
      const double roomJ = y_(j) > 0 ? alpha(j) : c_ - alpha(j);
      const double t = std::min({(r(i) - r(j)) / a, roomI, roomJ});
      // A step that reaches a box edge lands on it exactly, so the index leaves the free set cleanly.
      alpha(i) = t == roomI ? (y_(i) > 0 ? c_ : 0.0) : alpha(i) + y_(i) * t;
      alpha(j) = t == roomJ ? (y_(j) > 0 ? 0.0 : c_) : alpha(j) - y_(j) * t;
      r -= t * (k_.col(i) - k_.col(j));
      ++out.iterations;
    }
    finish(alpha, out);
    return out;
  }

 private:
  bool canRise(const Eigen::VectorXd& alpha, Eigen::Index t) const {  // I_up: y_t α_t can grow
    return y_(t) > 0 ? alpha(t) < c_ : alpha(t) > 0;
  }
  bool canFall(const Eigen::VectorXd& alpha, Eigen::Index t) const {  // I_low: y_t α_t can shrink
    return y_(t) > 0 ? alpha(t) > 0 : alpha(t) < c_;
  }

  // Returns m(α) − M(α) (−∞ when I_up or I_low is empty); sets the WSS 3 pair when it is positive.
  double selectPair(const Eigen::VectorXd& alpha, const Eigen::VectorXd& r, Eigen::Index& i, Eigen::Index& j) const {
    constexpr double kInf = std::numeric_limits<double>::infinity();
    double m = -kInf, bigM = kInf;
    for (Eigen::Index t = 0; t < r.size(); ++t)
      if (canRise(alpha, t) && r(t) > m) m = r(t), i = t;
    if (i < 0) return -kInf;
    double best = kInf;
    for (Eigen::Index t = 0; t < r.size(); ++t) {
      if (!canFall(alpha, t)) continue;
      bigM = std::min(bigM, r(t));
      const double b = m - r(t);
      if (b <= 0) continue;
      double a = k_(i, i) + k_(t, t) - 2 * k_(i, t);
      if (a <= 0) a = kSvmTau;
      const double score = -b * b / a;
      if (score < best) best = score, j = t;
    }
    return m - bigM;  // positive only if some r_t < m in I_low, so then j is set
  }

  // r = y − K(α∘y), from α.
  Eigen::VectorXd residuals(const Eigen::VectorXd& alpha) const { return y_ - k_ * alpha.cwiseProduct(y_); }

  // W, b and the training decision values recomputed from α, not from the running r.
  void finish(const Eigen::VectorXd& alpha, SvmRun& out) const {
    const Eigen::VectorXd ay = alpha.cwiseProduct(y_);
    const Eigen::VectorXd s = k_ * ay;
    requireFiniteResult(s, "Σ α_j y_j K_ij");
    out.objective = finiteResult(alpha.sum() - 0.5 * ay.dot(s), "the dual objective W(α)");
    const Eigen::VectorXd r = y_ - s;
    double freeSum = 0, m = -HUGE_VAL, bigM = HUGE_VAL;
    int freeCount = 0;
    for (Eigen::Index t = 0; t < r.size(); ++t) {
      if (alpha(t) > 0 && alpha(t) < c_) freeSum += r(t), ++freeCount;
      if (canRise(alpha, t)) m = std::max(m, r(t));
      if (canFall(alpha, t)) bigM = std::min(bigM, r(t));
    }
    // A free α_t pins b = r_t; with none, any b in [m, M] satisfies the KKT conditions: take the middle.
    if (freeCount > 0) {
      out.bias = freeSum / freeCount;
    } else if (std::isfinite(m) && std::isfinite(bigM)) {
      out.bias = 0.5 * (m + bigM);
    } else {
      out.bias = std::isfinite(m) ? m : bigM;
    }
    out.bias = finiteResult(out.bias, "the bias b");
    // Converged is decided on the recomputed r alone, whatever the updated one said.
    out.gap = std::isfinite(m) && std::isfinite(bigM) ? m - bigM : 0.0;
    out.converged = out.gap <= kSvmEpsilon;
    if (out.converged) out.stop = "converged";
    if (out.stop.empty()) out.stop = "rounding";  // closed on fresh residuals, open on these: the same rounding
    out.trainDecision = (s.array() + out.bias).matrix();
    requireFiniteResult(out.trainDecision, "the decision values at the training points");
    out.alpha = alpha;
  }

  const Eigen::MatrixXd& k_;
  const Eigen::VectorXd& y_;
  double c_;
};

}  // namespace

SvmDualResult svmDualWith(const Eigen::MatrixXd& points, const Eigen::VectorXd& labels, const KernelFunction& kernel,
                          double c, int starts, int maxIterations, std::uint64_t seed,
                          const std::optional<Eigen::MatrixXd>& grid, const std::optional<Eigen::MatrixXd>& test) {
  requireTrainingPoints(points);
  const Eigen::Index n = points.rows();
  requireLabels(labels, n);
  requireRunSizes(c, starts, maxIterations, n);
  requireKernelWork(kernel, n, points.cols(), queryRows(grid) + queryRows(test));
  const Eigen::MatrixXd k = kernel.matrix(points);
  const PsdCheck psd = psdCheck(k);

  SvmDualResult result{psd.isPSD, psd.minEigenvalue, {}, 0, 0, true, kSvmEpsilon, kSvmTau};
  const Smo smo(k, labels, c);
  NumpyRandom rng(seed);
  for (int start = 0; start < starts; ++start) {
    Eigen::VectorXd alpha0 = start == 0 ? Eigen::VectorXd::Zero(n) : randomFeasibleStart(rng, labels, c);
    SvmRun run = smo.run(std::move(alpha0), maxIterations);
    result.agree = result.agree && run.converged;
    result.runs.push_back(std::move(run));
  }
  predictRuns(result.runs, kernel, points, labels, grid, test);
  double lo = HUGE_VAL, hi = -HUGE_VAL;
  for (const SvmRun& run : result.runs) lo = std::min(lo, run.objective), hi = std::max(hi, run.objective);
  result.objectiveSpread = hi - lo;
  const double nd = static_cast<double>(n), eps = std::numeric_limits<double>::epsilon();
  result.agreeBound = kSvmEpsilon * nd * c + 4 * nd * nd * eps * (c * c * k.cwiseAbs().maxCoeff() + c);
  result.agree = result.agree && result.objectiveSpread <= result.agreeBound;
  return result;
}

SvmDualResult svmDual(const Eigen::MatrixXd& points, const Eigen::VectorXd& labels, const KernelSpec& kernel, double c,
                      int starts, int maxIterations, std::uint64_t seed, const std::optional<Eigen::MatrixXd>& grid,
                      const std::optional<Eigen::MatrixXd>& test) {
  return svmDualWith(points, labels, kernelFunction(kernel), c, starts, maxIterations, seed, grid, test);
}

}  // namespace gramlab
