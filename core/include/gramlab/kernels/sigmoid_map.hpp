#pragma once
// Where on the (a, b) plane is the sigmoid kernel tanh(a·x·y + b) PSD for a given point set? One map
// cell per (a, b): the smallest eigenvalue of K and how many eigenvalues fall below −tolerance.
#include <Eigen/Dense>
#include <cstddef>
#include <vector>

#include "gramlab/base/limits.hpp"

namespace gramlab {

// A cell costs one O(n³) decomposition; limits.hpp bounds the sides, the points and cells·n³.
using limits::kMaxSigmoidMapPoints;
using limits::kMaxSigmoidMapSide;
using limits::kMaxSigmoidMapWork;

struct SigmoidMap {
  std::vector<double> aValues;    // as given, the columns
  std::vector<double> bValues;    // as given, the rows
  Eigen::MatrixXd minEigenvalue;  // bValues.size() × aValues.size(): row i is b = bValues[i], column j a = aValues[j]
  Eigen::MatrixXi negativeCount;  // same layout: eigenvalues below −tolerance
  Eigen::MatrixXd tolerance;      // same layout: psdTolerance (n·ε·max|λ|) of that cell's spectrum
  int psdCells;                   // cells with negativeCount == 0
  Eigen::Index size;              // n, the number of points
};

// Validated before any decomposition: points as in PointGeometry, then n ≤ kMaxSigmoidMapPoints
// (TooLarge); 1..kMaxSigmoidMapSide values of a and of b (Empty / TooLarge), each finite (NotFinite);
// cells·n³ ≤ kMaxSigmoidMapWork (TooLarge). XXᵀ is formed once; each cell is one tanh pass over it and
// one eigenvalues-only decomposition. The negative count uses psdCheck's rule, as sigmoidCheck does.
SigmoidMap sigmoidMap(const Eigen::MatrixXd& points, const std::vector<double>& aValues,
                      const std::vector<double>& bValues);

}  // namespace gramlab
