#pragma once
// The RBF kernel's φ is infinite, yet a finite φ approximates it: Φ (n × D) with ΦΦᵀ ≈ K. Two ways, and the
// polynomial kernel's exact φ as the third route:
//   'fourier' (Rahimi & Recht): rng = default_rng(featureSeed); W = rng.normal(0, √(2γ), size=(d, D)) first,
//     then b = rng.uniform(0, 2π, size=D); φ(x) = √(2/D)·cos(Wᵀx + b), numpy's recipe bit for bit (the
//     projection summed over d in order, as numpy's matmul does for these shapes);
//   'nystrom': the first m = D points are the landmarks; φ(x) = Λ^(−½)Uᵀk_m(x) from K_mm = UΛUᵀ, its
//     eigenvalues at or below m·ε·λ_max (the PSD verdict's tolerance) dropped;
//   'polynomial': the first D features of the exact φ of (c + x·y)^p (polyFeatures' order), compared with
//     that kernel: the error reaches rounding at D = C(d + p, p).
#include <Eigen/Dense>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gramlab {

struct RbfFeatureRequest {
  std::string method;  // "fourier" | "nystrom" | "polynomial"
  // The point source ({seed, n, d} or {points}), as PointSource.
  std::optional<std::uint64_t> seed;
  Eigen::Index n = 0;
  Eigen::Index d = 0;
  std::optional<Eigen::MatrixXd> points;
  double gamma = 1.0;             // RBF γ > 0 ('fourier', 'nystrom')
  double features = 1.0;          // D: an integer in 1..limits::kMaxRbfFeatures
  std::uint64_t featureSeed = 0;  // 'fourier'
  double degree = 2.0, c = 1.0;   // 'polynomial': (c + x·y)^degree
};

struct GramError {
  double relativeFrobenius;  // ‖ΦΦᵀ − K‖_F / ‖K‖_F
  double maxAbs;             // max |ΦΦᵀ − K|
};

struct RbfFeatures {
  Eigen::MatrixXd features;  // Φ, n × columns (Nyström: the landmarks' eigenvalues kept)
  GramError gramError;
  Eigen::VectorXd eigenvalues;       // of ΦΦᵀ, descending
  Eigen::VectorXd exactEigenvalues;  // of K, descending
  double effectiveRank;              // participation ratio (Σλ)²/Σλ² of ΦΦᵀ
  double exactEffectiveRank;         // of K
  int droppedEigenvalues;            // Nyström: landmark eigenvalues at or below the tolerance; else 0
};

struct RbfFeatureError {
  int features;  // D asked for
  int columns;   // Φ's columns (Nyström: D minus the dropped eigenvalues)
  GramError gramError;
};

// Validates: method one of the three (BadArgument); the point source as resolvePoints and PointGeometry do;
// γ finite and > 0; D an integer in 1..kMaxRbfFeatures (TooLarge above), Nyström D ≤ n, polynomial D ≤ its
// feature count (BadArgument); degree and c as polyFeatures; the call's work ≤ kMaxRbfFeatureWork (TooLarge),
// counted before any of it over every dimension: K's n²·d, Φ's (Fourier: W's D·d draws and n·D·d projections;
// Nyström: m³ and n·m²; polynomial: n times the exact φ's size), ΦΦᵀ's n²·D and the two spectra's n³, each
// weighted by its measured cost (rbf_features.cpp).
RbfFeatures rbfFeatures(const RbfFeatureRequest& request);

// The Gram error alone for each D in `featureCounts` (the request's own `features` is ignored): one exact K
// for all, no eigenvalues of ΦΦᵀ, so a curve costs Σ n²·D. Each D is drawn afresh from featureSeed, as the
// recipe run once per D. 1..kMaxRbfFeatureCounts counts (Empty / TooLarge), each checked as `features`;
// K's work plus every D's (as rbfFeatures counts them, without the spectra) ≤ kMaxRbfFeatureWork.
std::vector<RbfFeatureError> rbfFeatureErrors(const RbfFeatureRequest& request,
                                              const std::vector<double>& featureCounts);

}  // namespace gramlab
