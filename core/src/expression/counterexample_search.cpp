#include "gramlab/expression/counterexample_search.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "gramlab/base/error.hpp"
#include "gramlab/expression/expression_error.hpp"
#include "gramlab/expression/witness_bound.hpp"
#include "gramlab/linear_algebra/psd.hpp"
#include "gramlab/linear_algebra/spectrum.hpp"
#include "gramlab/random/numpy_random.hpp"

namespace gramlab {

namespace {

constexpr Eigen::Index kSampleRows = 24;
constexpr const char* kStrategies[kCounterexampleRounds] = {"scaled", "scaled", "shifted",   "cluster",
                                                            "line",   "far",    "optimised", "optimised"};

// One round's state: the expression, its evaluator, the work spent, and the verified witness once found.
class Search {
 public:
  Search(const CounterexampleRequest& request, Eigen::Index d)
      : tree_(parseExpression(request.expression)),
        program_(compileExpression(request.expression)),
        params_(request.params),
        evaluator_(program_, request.params, d) {}

  // The Gram matrix of `points` as computed, or nullopt (a non-finite value, or the round's work spent).
  std::optional<Eigen::MatrixXd> gram(const Eigen::MatrixXd& points) {
    const std::uint64_t cost = evaluator_.cost(points.rows());
    if (work_ + cost > kMaxSearchWork) return std::nullopt;
    work_ += cost;
    ++pointSets_;
    try {
      const Eigen::MatrixXd k = evaluator_.matrix(points);
      return Eigen::MatrixXd(0.5 * k + 0.5 * k.transpose());
    } catch (const Error&) {
      return std::nullopt;  // a value that is not finite (or a point past the limits): no verdict here
    }
  }

  // Tries one point set; true once a verified witness is held.
  bool tryPoints(const Eigen::MatrixXd& points) {
    if (witness_) return true;
    const std::optional<Eigen::MatrixXd> k = gram(points);
    if (!k) return false;
    const SymmetricEigen eig = eigenSymmetric(*k, true);
    if (psdCheckOf(*k, eig.values).isPSD) return false;
    witness_ = verifiedWitness(tree_, params_, *k, points, eig.vectors.col(0));
    return witness_.has_value();
  }

  // Less than a tenth of the round's work is left: kept for the last point set's check.
  bool spent() const { return work_ >= kMaxSearchWork / 10 * 9; }
  CounterexampleSearch result(int round) {
    if (witness_) {
      witness_->indices.clear();
      witness_->found = kStrategies[round];
    }
    return {round, kCounterexampleRounds, kStrategies[round], pointSets_, static_cast<double>(work_), witness_};
  }

 private:
  SyntaxTree tree_;
  Program program_;
  ParameterValues params_;
  ExpressionEvaluator evaluator_;
  std::uint64_t work_ = 0;
  int pointSets_ = 0;
  std::optional<KernelWitness> witness_;
};

Eigen::MatrixXd normals(NumpyRandom& rng, Eigen::Index rows, Eigen::Index cols) {
  Eigen::MatrixXd m(rows, cols);
  for (Eigen::Index i = 0; i < rows; ++i)
    for (Eigen::Index j = 0; j < cols; ++j) m(i, j) = rng.standardNormal();
  return m;
}

void scaled(Search& s, const Eigen::MatrixXd& sample, std::initializer_list<double> factors) {
  for (double f : factors)
    if (s.tryPoints(sample * f)) return;
}

void shifted(Search& s, const Eigen::MatrixXd& sample) {
  for (double t : {10.0, -10.0, 1000.0, -1000.0})
    if (s.tryPoints((sample.array() + t).matrix())) return;
}

void clusters(Search& s, const Eigen::MatrixXd& sample, NumpyRandom& rng) {
  for (double h : {1e-1, 1e-3})
    for (Eigen::Index i = 0; i < std::min<Eigen::Index>(4, sample.rows()); ++i) {
      Eigen::MatrixXd points = h * normals(rng, 6, sample.cols());
      points.rowwise() += sample.row(i);
      if (s.tryPoints(points)) return;
    }
}

void lines(Search& s, const Eigen::MatrixXd& sample, NumpyRandom& rng) {
  const Eigen::Index d = sample.cols();
  for (double h : {1.0, 0.3, 0.1, 0.03})
    for (const Eigen::RowVectorXd& start :
         {Eigen::RowVectorXd(Eigen::RowVectorXd::Zero(d)), Eigen::RowVectorXd(sample.row(0))}) {
      Eigen::RowVectorXd u = normals(rng, 1, d);
      u /= u.norm();
      Eigen::MatrixXd points(5, d);
      for (Eigen::Index j = 0; j < 5; ++j) points.row(j) = start + static_cast<double>(j) * h * u;
      if (s.tryPoints(points)) return;
    }
}

void far(Search& s, Eigen::Index d) {
  const Eigen::Index axes = std::min<Eigen::Index>(d, 4);
  for (double t : {10.0, 100.0, 1000.0}) {
    Eigen::MatrixXd points = Eigen::MatrixXd::Zero(axes + 1, d);
    for (Eigen::Index k = 0; k < axes; ++k) points(k + 1, k) = t;
    if (s.tryPoints(points)) return;
    if (s.tryPoints(-points)) return;
  }
}

// λ_min / max|λ| of the computed Gram matrix: scale-free, so moving points apart is no gain in itself.
double relativeLowest(Search& s, const Eigen::MatrixXd& points) {
  const std::optional<Eigen::MatrixXd> k = s.gram(points);
  if (!k) return std::numeric_limits<double>::infinity();
  const Eigen::VectorXd values = eigenSymmetric(*k).values;
  const double largest = values.cwiseAbs().maxCoeff();
  return largest == 0 ? 0 : values(0) / largest;
}

void optimised(Search& s, Eigen::Index m, Eigen::Index d, NumpyRandom& rng) {
  Eigen::MatrixXd points = normals(rng, m, d);
  double best = relativeLowest(s, points), step = 0.5;
  for (int tries = 0, still = 0; tries < 400 && !s.spent() && step > 1e-6; ++tries) {
    const Eigen::MatrixXd moved = points + step * normals(rng, m, d);
    const double value = relativeLowest(s, moved);
    if (value < best) {
      best = value;
      points = moved;
      still = 0;
    } else if (++still == 20) {
      step *= 0.5;
      still = 0;
    }
  }
  s.tryPoints(points);
}

}  // namespace

CounterexampleSearch searchCounterexample(const CounterexampleRequest& request) {
  if (request.round < 0 || request.round >= kCounterexampleRounds)
    throw Error(ErrorCode::BadArgument, "round must be 0 … " + std::to_string(kCounterexampleRounds - 1) + ", got " +
                                            std::to_string(request.round));
  const Eigen::MatrixXd all = resolvePoints(PointSource{request.seed, request.n, request.d, request.points});
  const Eigen::MatrixXd sample = all.topRows(std::min(kSampleRows, all.rows()));
  const Eigen::Index d = sample.cols();
  Search s(request, d);
  NumpyRandom rng(static_cast<std::uint64_t>(request.round) + 1);
  switch (request.round) {
    case 0: scaled(s, sample, {1e-3, 1e-1}); break;
    case 1: scaled(s, sample, {10, 1e3}); break;
    case 2: shifted(s, sample); break;
    case 3: clusters(s, sample, rng); break;
    case 4: lines(s, sample, rng); break;
    case 5: far(s, d); break;
    case 6: optimised(s, 3, d, rng); break;
    default: optimised(s, 5, d, rng); break;
  }
  return s.result(request.round);
}

}  // namespace gramlab
