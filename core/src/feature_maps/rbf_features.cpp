#include "gramlab/feature_maps/rbf_features.hpp"

#include <cmath>
#include <string>

#include "gramlab/base/arguments.hpp"
#include "gramlab/base/constants.hpp"
#include "gramlab/base/error.hpp"
#include "gramlab/base/limits.hpp"
#include "gramlab/base/number_text.hpp"
#include "gramlab/feature_maps/poly_features.hpp"
#include "gramlab/kernels/kernels.hpp"
#include "gramlab/linear_algebra/spectrum.hpp"
#include "gramlab/linear_algebra/spectrum_stats.hpp"
#include "gramlab/random/numpy_random.hpp"
#include "gramlab/random/point_source.hpp"

namespace gramlab {

namespace {

constexpr double kTwoPi = 2 * kPi;  // numpy's 2 * np.pi, exactly (a doubling rounds nothing)

enum class Method { Fourier, Nystrom, Polynomial };

// The points, how Φ is built and the exact kernel: what every D of one request shares.
struct Setup {
  Method method;
  Eigen::MatrixXd points;
  PointGeometry geometry;
  KernelSpec spec;
  int polynomialCount;     // the exact φ's number of features ('polynomial'), else 0
  Eigen::MatrixXd kernel;  // K, full and symmetric: computed once the call's work is known to be within the limit
};

Method methodOf(const std::string& name) {
  if (name == "fourier") return Method::Fourier;
  if (name == "nystrom") return Method::Nystrom;
  if (name == "polynomial") return Method::Polynomial;
  throw Error(ErrorCode::BadArgument,
              "method: expected \"fourier\", \"nystrom\" or \"polynomial\", not \"" + name.substr(0, 40) + "\"");
}

KernelSpec kernelOf(const RbfFeatureRequest& request, Method method) {
  KernelSpec spec;
  if (method == Method::Polynomial) {
    spec.kind = KernelKind::Polynomial;
    spec.degree = request.degree;
    spec.coef0 = request.c;
    if (std::isfinite(request.c) && request.c < 0)
      throw Error(ErrorCode::BadArgument, "c must be 0 or more: (c + x·y)^p has no real φ otherwise");
  } else {
    spec.kind = KernelKind::RBF;
    spec.gamma = request.gamma;
  }
  validateKernelSpec(spec);
  return spec;
}

// Everything but K, which waits for the work check.
Setup setUp(const RbfFeatureRequest& request) {
  const Method method = methodOf(request.method);
  const KernelSpec spec = kernelOf(request, method);
  Eigen::MatrixXd points = resolvePoints(PointSource{request.seed, request.n, request.d, request.points});
  PointGeometry geometry(points);  // validates the points (shape, finite); K itself waits
  int polynomialCount = 0;
  if (method == Method::Polynomial) {
    const BigUnsigned total =
        polyFeatureCount(static_cast<int>(points.cols()), static_cast<int>(spec.degree), spec.coef0 == 0);
    if (total.toDouble() > limits::kMaxRbfFeatures)
      throw LimitError("the exact φ has " + total.toDecimal() + " features; this route builds at most " +
                           std::to_string(limits::kMaxRbfFeatures),
                       "dim φ", total.toDouble(), static_cast<double>(limits::kMaxRbfFeatures));
    polynomialCount = static_cast<int>(total.toDouble());
  }
  return Setup{method, std::move(points), std::move(geometry), spec, polynomialCount, {}};
}

// K, after the work check.
void computeKernel(Setup& setup) {
  setup.kernel = setup.geometry.kernel(setup.spec);  // Overflow if K does
}

int featureCount(const Setup& setup, double features) {
  const int count = integerArgument("features", features, 1, static_cast<int>(limits::kMaxRbfFeatures), true);
  const auto n = setup.points.rows();
  if (setup.method == Method::Nystrom && count > n)
    throw Error(ErrorCode::BadArgument, "features: Nyström's landmarks are points of the sample, so D ≤ n = " +
                                            std::to_string(n) + " (" + std::to_string(count) + " given)");
  if (setup.method == Method::Polynomial && count > setup.polynomialCount)
    throw Error(ErrorCode::BadArgument, "features: the exact φ has " + std::to_string(setup.polynomialCount) +
                                            " features (" + std::to_string(count) + " given)");
  return count;
}

// ---- work ---------------------------------------------------------------------------------------------
// A call's work, counted before any of it, in the units of limits::kMaxRbfFeatureWork: one multiply-add of ΦΦᵀ
// (about 8.4·10⁹ a second in WASM, SIMD). Every other part of the work is weighted by its time per operation
// in those units, measured in WASM (each about 1.2 s per 10¹⁰ units, December 2026; tests/bench/limits.mjs
// times the corners):
constexpr double kKernelWeight = 4;        // n²·d: K's squared distances or dot products
constexpr double kSpectrumWeight = 1;      // n³: one spectrum of ΦΦᵀ or K (eigenvalues alone)
constexpr double kProjectionWeight = 8;    // n·D·d: the Fourier projections Wᵀx + b, each with its cosine
constexpr double kDrawWeight = 120;        // D·d: W's normal draws (numpy's ziggurat)
constexpr double kLandmarkWeight = 3;      // m³ + n·m²: Nyström's landmark decomposition (with vectors) and map
constexpr double kPolynomialWeight = 700;  // n·P: every point's whole exact φ (P features), of which D are kept

struct Shape {
  double n, d;
};
Shape shapeOf(const Setup& setup) {
  return {static_cast<double>(setup.points.rows()), static_cast<double>(setup.points.cols())};
}

double kernelWork(const Setup& setup) {
  const Shape s = shapeOf(setup);
  return kKernelWeight * s.n * s.n * s.d;
}

// One D's Φ and ΦΦᵀ (n²·D), by the request's method.
double featureWork(const Setup& setup, int count) {
  const Shape s = shapeOf(setup);
  const double features = count, gram = s.n * s.n * features;
  switch (setup.method) {
    case Method::Fourier: return gram + kProjectionWeight * s.n * features * s.d + kDrawWeight * features * s.d;
    case Method::Nystrom: return gram + kLandmarkWeight * (features * features * features + s.n * features * features);
    case Method::Polynomial: break;
  }
  return gram + kPolynomialWeight * s.n * setup.polynomialCount;
}

double spectraWork(const Setup& setup) {
  const Shape s = shapeOf(setup);
  return 2 * kSpectrumWeight * s.n * s.n * s.n;
}

void requireWork(double work, const std::string& what) {
  if (work > limits::kMaxRbfFeatureWork)
    throw LimitError(what + ": work " + numberText(std::round(work)) + " in one call; the limit is " +
                         numberText(limits::kMaxRbfFeatureWork) +
                         ": ask for fewer points, dimensions or features per call",
                     "work", work, limits::kMaxRbfFeatureWork);
}

// rng = default_rng(seed); W = rng.normal(0, √(2γ), size=(d, D)); b = rng.uniform(0, 2π, size=D);
// Φ = √(2/D)·cos(XW + b), each projection summed over d in order (numpy's matmul gives these bits).
Eigen::MatrixXd fourierFeatures(const Eigen::MatrixXd& x, double gamma, int count, std::uint64_t seed) {
  NumpyRandom rng(seed);
  const double scale = std::sqrt(2 * gamma);
  if (!std::isfinite(scale)) throw Error(ErrorCode::Overflow, "√(2γ) is beyond ±1.8e308");
  const Eigen::Index d = x.cols();
  Eigen::MatrixXd w(d, count);
  for (Eigen::Index i = 0; i < d; ++i)
    for (int j = 0; j < count; ++j) w(i, j) = rng.normal(0.0, scale);
  Eigen::VectorXd b(count);
  for (int j = 0; j < count; ++j) b(j) = 0.0 + kTwoPi * rng.uniform();  // Generator.uniform: low + (high − low)·u
  const double amplitude = std::sqrt(2.0 / count);
  const Eigen::MatrixXd xt = x.transpose();  // each point's coordinates contiguous, as W's columns are
  Eigen::MatrixXd phi(x.rows(), count);
  for (int j = 0; j < count; ++j) {
    for (Eigen::Index r = 0; r < x.rows(); ++r) {
      double t = xt(0, r) * w(0, j);
      for (Eigen::Index k = 1; k < d; ++k) t += xt(k, r) * w(k, j);
      t += b(j);
      if (!std::isfinite(t)) throw Error(ErrorCode::Overflow, "a projection Wᵀx + b is beyond ±1.8e308");
      phi(r, j) = amplitude * std::cos(t);
    }
  }
  return phi;
}

struct Nystrom {
  Eigen::MatrixXd phi;
  int dropped;
};

// K_mm = UΛUᵀ for the first m points; φ(x) = Λ^(−½)Uᵀk_m(x) over the eigenvalues above m·ε·λ_max, largest first.
Nystrom nystromFeatures(const Eigen::MatrixXd& kernel, int m) {
  const SymmetricEigen e = eigenSymmetric(kernel.topLeftCorner(m, m), true);  // ascending
  const double tolerance = m * kEpsilon * e.values.cwiseAbs().maxCoeff();
  int kept = 0;
  while (kept < m && e.values(m - 1 - kept) > tolerance) ++kept;
  Eigen::MatrixXd basis(m, kept);
  for (int k = 0; k < kept; ++k) basis.col(k) = e.vectors.col(m - 1 - k) / std::sqrt(e.values(m - 1 - k));
  return Nystrom{kernel.leftCols(m) * basis, m - kept};
}

// The first D features of the exact polynomial φ of every point.
Eigen::MatrixXd polynomialFeatures(const Eigen::MatrixXd& x, const RbfFeatureRequest& request, int count) {
  Eigen::MatrixXd phi(x.rows(), count);
  for (Eigen::Index r = 0; r < x.rows(); ++r)
    phi.row(r) = polyFeatureValues(x.row(r).transpose(), request.degree, request.c).head(count).transpose();
  return phi;
}

Nystrom buildFeatures(const Setup& setup, const RbfFeatureRequest& request, int count) {
  switch (setup.method) {
    case Method::Fourier: return Nystrom{fourierFeatures(setup.points, request.gamma, count, request.featureSeed), 0};
    case Method::Nystrom: return nystromFeatures(setup.kernel, count);
    case Method::Polynomial: break;
  }
  return Nystrom{polynomialFeatures(setup.points, request, count), 0};
}

// ΦΦᵀ's lower triangle (the eigensolver reads only that) and its distance from K, from the lower triangle.
struct Approximation {
  Eigen::MatrixXd lower;
  GramError error;
};

Approximation approximate(const Eigen::MatrixXd& phi, const Eigen::MatrixXd& kernel) {
  const Eigen::Index n = kernel.rows();
  Eigen::MatrixXd g = Eigen::MatrixXd::Zero(n, n);
  g.selfadjointView<Eigen::Lower>().rankUpdate(phi);
  double differenceSquares = 0, kernelSquares = 0, maxAbs = 0;
  for (Eigen::Index j = 0; j < n; ++j) {
    for (Eigen::Index i = j; i < n; ++i) {
      const double weight = i == j ? 1.0 : 2.0;
      const double difference = std::abs(g(i, j) - kernel(i, j));
      if (!std::isfinite(g(i, j))) throw Error(ErrorCode::Overflow, "an entry of ΦΦᵀ is beyond ±1.8e308");
      differenceSquares += weight * difference * difference;
      kernelSquares += weight * kernel(i, j) * kernel(i, j);
      maxAbs = std::max(maxAbs, difference);
    }
  }
  const double relative =
      kernelSquares > 0 ? std::sqrt(differenceSquares / kernelSquares) : std::sqrt(differenceSquares);
  if (!std::isfinite(relative)) throw Error(ErrorCode::Overflow, "‖ΦΦᵀ − K‖_F is beyond ±1.8e308");
  return Approximation{std::move(g), GramError{relative, maxAbs}};
}

Eigen::VectorXd descendingEigenvalues(Eigen::MatrixXd lower) {
  const double largest = lower.triangularView<Eigen::Lower>().toDenseMatrix().cwiseAbs().maxCoeff();
  return symmetricEigenvalues(std::move(lower), largest).reverse();
}

}  // namespace

RbfFeatures rbfFeatures(const RbfFeatureRequest& request) {
  Setup setup = setUp(request);
  const int count = featureCount(setup, request.features);
  requireWork(kernelWork(setup) + featureWork(setup, count) + spectraWork(setup), "features");
  computeKernel(setup);
  Nystrom built = buildFeatures(setup, request, count);
  Approximation approximation = approximate(built.phi, setup.kernel);
  RbfFeatures out;
  out.gramError = approximation.error;
  out.eigenvalues = descendingEigenvalues(std::move(approximation.lower));
  out.exactEigenvalues = descendingEigenvalues(setup.kernel);
  out.effectiveRank = spectrumStats(out.eigenvalues).effectiveRank;
  out.exactEffectiveRank = spectrumStats(out.exactEigenvalues).effectiveRank;
  out.droppedEigenvalues = built.dropped;
  out.features = std::move(built.phi);
  return out;
}

std::vector<RbfFeatureError> rbfFeatureErrors(const RbfFeatureRequest& request,
                                              const std::vector<double>& featureCounts) {
  requireListSize("featureCounts", featureCounts.size(), limits::kMaxRbfFeatureCounts);
  Setup setup = setUp(request);
  std::vector<int> counts;
  double work = kernelWork(setup);
  for (double features : featureCounts) {
    counts.push_back(featureCount(setup, features));
    work += featureWork(setup, counts.back());
  }
  requireWork(work, "featureCounts");
  computeKernel(setup);
  std::vector<RbfFeatureError> out;
  out.reserve(counts.size());
  for (int count : counts) {
    const Nystrom built = buildFeatures(setup, request, count);
    out.push_back({count, static_cast<int>(built.phi.cols()), approximate(built.phi, setup.kernel).error});
  }
  return out;
}

}  // namespace gramlab
