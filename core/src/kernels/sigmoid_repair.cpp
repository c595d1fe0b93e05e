#include "gramlab/kernels/sigmoid_repair.hpp"

#include "gramlab/kernels/kernels.hpp"
#include "gramlab/linear_algebra/spectrum.hpp"

namespace gramlab {

SigmoidRepair sigmoidRepair(const Eigen::MatrixXd& points, double a, double b, RepairMethod method) {
  KernelSpec spec;
  spec.kind = KernelKind::Sigmoid;
  spec.a = a;
  spec.b = b;
  requireEigenvectorOrder(points.rows());  // both methods: the page asks for them together
  const Eigen::MatrixXd kernel = kernelMatrix(points, spec);
  const PsdRepair r = repairPSD(kernel, method);
  // |tanh| ≤ 1, so ‖K‖_F ≤ n and never overflows.
  const double norm = kernel.stableNorm();
  return SigmoidRepair{r.frobeniusChange, r.maxChange, r.shift, norm, norm > 0 ? r.frobeniusChange / norm : 0.0};
}

}  // namespace gramlab
