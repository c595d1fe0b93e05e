#include "gramlab/learn/method_requests.hpp"

#include <utility>

namespace gramlab {

KernelRidgeResult kernelRidgeRequest(const KernelRidgeRequest& r) {
  return kernelRidgeWith(r.points, r.targets, methodKernel(r.kernel), r.lambda, r.grid, r.test);
}

SvmDualResult svmDualRequest(const SvmDualRequest& r) {
  KernelFunction kernel = methodKernel(r.kernel);
  if (r.repair) kernel = repairedKernel(std::move(kernel), *r.repair);
  return svmDualWith(r.points, r.labels, kernel, r.c, r.starts, r.maxIterations, r.seed, r.grid, r.test);
}

LabelledDataset labelledDatasetRequest(const LabelledDatasetRequest& r) {
  return labelledDataset(r.kind, r.seed, r.nTrain, r.nTest, r.noise);
}

}  // namespace gramlab
