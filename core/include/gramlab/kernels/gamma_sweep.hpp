#pragma once
// The article's RBF experiment: one point set, several γ, the spectrum of each kernel matrix; and its
// counterexample, the sigmoid kernel's negative eigenvalues.
#include <Eigen/Dense>
#include <vector>

#include "gramlab/linear_algebra/spectrum_stats.hpp"

namespace gramlab {

struct GammaSweepRow {
  double gamma;
  SpectrumStats stats;       // of K = exp(−γ‖x_i − x_j‖²)
  Eigen::VectorXd spectrum;  // descending; empty unless asked for
};

// Points are rows (checked as in PointGeometry). 1..limits::kMaxGammas values (Empty / TooLarge), each
// finite (NotFinite) and > 0 (BadArgument); all are checked before any decomposition starts. The squared
// distances of the last point set are kept (per thread) for the next call on the same points, bit for bit:
// a γ-slider step then costs its kernel and eigenvalues only.
std::vector<GammaSweepRow> gammaSweep(const Eigen::MatrixXd& points, const std::vector<double>& gammas,
                                      bool withSpectrum = false);

struct SigmoidCheck {
  int negativeCount;  // eigenvalues below −tolerance
  double minEigenvalue;
  double maxEigenvalue;
  double tolerance;  // n·ε·max|λ|: the eigen-solver's rounding, so a PSD matrix's ±tiny values don't count
  bool isPSD;        // negativeCount == 0: psdCheck's verdict
};

// Spectrum of K_ij = tanh(a·x_i·x_j + b); a and b finite (NotFinite).
SigmoidCheck sigmoidCheck(const Eigen::MatrixXd& points, double a, double b);

}  // namespace gramlab
