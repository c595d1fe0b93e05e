#include "gramlab/linear_algebra/psd_repair.hpp"

#include <utility>

#include "gramlab/base/error.hpp"
#include "gramlab/base/validate.hpp"
#include "gramlab/linear_algebra/psd.hpp"
#include "gramlab/linear_algebra/spectrum.hpp"

namespace gramlab {

namespace {

// V·Λ·Vᵀ is symmetric only up to rounding; downstream checks want it exact. Halved first: m + mᵀ can overflow.
Eigen::MatrixXd symmetrized(const Eigen::MatrixXd& m) { return m / 2 + m.transpose() / 2; }

Eigen::MatrixXd clipped(const SymmetricEigen& e) {
  return symmetrized(e.vectors * e.values.cwiseMax(0.0).asDiagonal() * e.vectors.transpose());
}

PsdRepair measured(const Eigen::MatrixXd& input, Eigen::MatrixXd result, double shift) {
  requireFiniteResult(result, "the repaired matrix");
  Eigen::MatrixXd change = result - input;
  requireFiniteResult(change, "the change to the matrix");
  // stableNorm: squaring entries of 1e200 overflows and of 1e−200 underflows; the norm itself does neither.
  const double frobenius = finiteResult(change.stableNorm(), "the Frobenius norm of the change");
  const double largest = change.cwiseAbs().maxCoeff();
  return PsdRepair{std::move(result), std::move(change), frobenius, largest, shift};
}

}  // namespace

PsdRepair repairPSD(const Eigen::MatrixXd& m, RepairMethod method) {
  const SymmetricEigen e = eigenSymmetric(m, method == RepairMethod::Clip);
  const PsdCheck check = psdCheckOf(m, e.values);
  if (check.isPSD) return PsdRepair{m, Eigen::MatrixXd::Zero(m.rows(), m.cols()), 0.0, 0.0, 0.0};
  if (method == RepairMethod::Clip) return measured(m, clipped(e), 0.0);
  // A hair above −λ_min (see the header): one tolerance width each for the λ_min we computed,
  // the rounding of G + εI, and the check that recomputes the result's spectrum.
  const double shift = finiteResult(-check.minEigenvalue + 3 * check.tolerance, "the shift ε");
  Eigen::MatrixXd shifted = m;
  shifted.diagonal().array() += shift;
  return measured(m, std::move(shifted), shift);
}

RepairMethod repairMethodFromName(const std::string& name) {
  if (name == "clip") return RepairMethod::Clip;
  if (name == "shift") return RepairMethod::Shift;
  throw Error(ErrorCode::BadArgument, "unknown repair method \"" + name + "\"; expected \"clip\" or \"shift\"");
}

}  // namespace gramlab
