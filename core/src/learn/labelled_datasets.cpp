#include "gramlab/learn/labelled_datasets.hpp"

#include <cmath>

#include "gramlab/base/constants.hpp"
#include "gramlab/base/error.hpp"
#include "gramlab/base/limits.hpp"
#include "gramlab/random/numpy_random.hpp"

namespace gramlab {

namespace {

void requireSizes(Eigen::Index nTrain, Eigen::Index nTest, double noise) {
  if (nTrain == 0) throw Error(ErrorCode::Empty, "nTrain is 0; at least 1 training point is needed");
  if (nTrain < 0 || nTest < 0) throw Error(ErrorCode::BadArgument, "nTrain and nTest must not be negative");
  if (static_cast<std::size_t>(nTrain) + static_cast<std::size_t>(nTest) > limits::kMaxPoints)
    throw LimitError(
        "nTrain + nTest = " + std::to_string(nTrain + nTest) + "; the limit is " + std::to_string(limits::kMaxPoints),
        "nTrain + nTest", static_cast<double>(nTrain + nTest), static_cast<double>(limits::kMaxPoints));
  if (!std::isfinite(noise)) throw Error(ErrorCode::NotFinite, "noise must be a finite number");
  if (noise < 0) throw Error(ErrorCode::BadArgument, "noise must be 0 or more");
}

// The noise-free points and their labels, in the draw order of the header's recipe.
void basePoints(DatasetKind kind, NumpyRandom& rng, Eigen::MatrixXd& x, Eigen::VectorXd& y) {
  const Eigen::Index n = x.rows();
  for (Eigen::Index i = 0; i < n; ++i) y(i) = i % 2 == 0 ? 1.0 : -1.0;
  switch (kind) {
    case DatasetKind::Moons:
      for (Eigen::Index i = 0; i < n; ++i) {
        const double t = kPi * rng.uniform();
        x(i, 0) = y(i) > 0 ? std::cos(t) : 1 - std::cos(t);
        x(i, 1) = y(i) > 0 ? std::sin(t) : 0.5 - std::sin(t);
      }
      return;
    case DatasetKind::Rings:
      for (Eigen::Index i = 0; i < n; ++i) {
        const double theta = 2 * kPi * rng.uniform(), r = y(i) > 0 ? 1.0 : 2.0;
        x(i, 0) = r * std::cos(theta);
        x(i, 1) = r * std::sin(theta);
      }
      return;
    case DatasetKind::Xor:
      for (Eigen::Index i = 0; i < n; ++i) {
        x(i, 0) = 2 * rng.uniform() - 1;
        x(i, 1) = 2 * rng.uniform() - 1;
        y(i) = x(i, 0) * x(i, 1) > 0 ? 1.0 : -1.0;
      }
      return;
    case DatasetKind::Blobs: x.col(0) = x.col(1) = y; return;
  }
}

}  // namespace

DatasetKind datasetKindFromName(const std::string& name) {
  if (name == "moons") return DatasetKind::Moons;
  if (name == "rings") return DatasetKind::Rings;
  if (name == "xor") return DatasetKind::Xor;
  if (name == "blobs") return DatasetKind::Blobs;
  throw Error(ErrorCode::BadArgument, "unknown data set \"" + name + "\"; expected moons, rings, xor or blobs");
}

LabelledDataset labelledDataset(const std::string& kind, std::uint64_t seed, Eigen::Index nTrain, Eigen::Index nTest,
                                double noise) {
  const DatasetKind k = datasetKindFromName(kind);
  requireSizes(nTrain, nTest, noise);
  const Eigen::Index n = nTrain + nTest;
  NumpyRandom rng(seed);
  Eigen::MatrixXd x(n, 2);
  Eigen::VectorXd y(n);
  basePoints(k, rng, x, y);
  for (Eigen::Index i = 0; i < n; ++i)
    for (Eigen::Index j = 0; j < 2; ++j) x(i, j) += noise * rng.standardNormal();
  return LabelledDataset{x.topRows(nTrain), y.head(nTrain), x.bottomRows(nTest), y.tail(nTest)};
}

}  // namespace gramlab
