#pragma once
// The learning methods as the page calls them: one request struct each, the kernel named as in
// method_kernel.hpp.
#include <cstdint>
#include <optional>
#include <string>

#include "gramlab/learn/kernel_ridge.hpp"
#include "gramlab/learn/labelled_datasets.hpp"
#include "gramlab/learn/method_kernel.hpp"
#include "gramlab/learn/svm_dual.hpp"
#include "gramlab/linear_algebra/psd_repair.hpp"

namespace gramlab {

struct KernelRidgeRequest {
  Eigen::MatrixXd points;
  Eigen::VectorXd targets;
  MethodKernel kernel;
  double lambda = 0;
  std::optional<Eigen::MatrixXd> grid;
  std::optional<Eigen::MatrixXd> test;
};
KernelRidgeResult kernelRidgeRequest(const KernelRidgeRequest& request);

struct SvmDualRequest {
  Eigen::MatrixXd points;
  Eigen::VectorXd labels;
  MethodKernel kernel;
  double c = 1;
  int starts = 1;
  int maxIterations = 10000;
  std::uint64_t seed = 0;              // the random starts' generator (svm_dual.hpp)
  std::optional<RepairMethod> repair;  // run on the repaired K (repairedKernel)
  std::optional<Eigen::MatrixXd> grid;
  std::optional<Eigen::MatrixXd> test;
};
SvmDualResult svmDualRequest(const SvmDualRequest& request);

struct LabelledDatasetRequest {
  std::string kind;
  std::uint64_t seed = 0;
  Eigen::Index nTrain = 0;
  Eigen::Index nTest = 0;
  double noise = 0;
};
LabelledDataset labelledDatasetRequest(const LabelledDatasetRequest& request);

}  // namespace gramlab
