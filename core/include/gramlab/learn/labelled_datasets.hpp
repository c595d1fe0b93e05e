#pragma once
// 2-D labelled point sets for the learning methods, drawn from a seed so numpy reproduces them exactly:
//   rng = numpy.random.default_rng(seed); N = nTrain + nTest; y = where(arange(N) % 2 == 0, 1.0, −1.0)
//   moons:  t = π·rng.random(N); +1: (cos t, sin t), −1: (1 − cos t, 0.5 − sin t)
//   rings:  θ = 2π·rng.random(N); radius 1 for +1, 2 for −1: r·(cos θ, sin θ)
//   xor:    U = 2·rng.random((N, 2)) − 1; y = where(U₀·U₁ > 0, 1.0, −1.0) (replacing the alternation); U
//   blobs:  centre (1, 1) for +1, (−1, −1) for −1
// then X = base + noise·rng.normal(size=(N, 2)). The first nTrain rows are the training set and the rest the
// test set: the draws are independent, so that is a random split.
#include <Eigen/Dense>
#include <cstdint>
#include <string>

namespace gramlab {

enum class DatasetKind { Moons, Rings, Xor, Blobs };

// "moons" | "rings" | "xor" | "blobs"; anything else is BadArgument.
DatasetKind datasetKindFromName(const std::string& name);

struct LabelledDataset {
  Eigen::MatrixXd trainPoints;  // nTrain × 2
  Eigen::VectorXd trainLabels;  // ±1
  Eigen::MatrixXd testPoints;   // nTest × 2
  Eigen::VectorXd testLabels;
};

// nTrain ≥ 1 (Empty for 0), nTest ≥ 0 (BadArgument below 0), nTrain + nTest ≤ limits::kMaxPoints (TooLarge);
// noise finite (NotFinite) and ≥ 0 (BadArgument).
LabelledDataset labelledDataset(const std::string& kind, std::uint64_t seed, Eigen::Index nTrain, Eigen::Index nTest,
                                double noise);

}  // namespace gramlab
