#pragma once
// How a classifier's decision values f(x) compare with ±1 labels: the page's train and test accuracy, and
// how many points the method predicts as (nearly) 0 — the large-γ RBF's answer far from the data.
#include <Eigen/Dense>

namespace gramlab {

struct Accuracy {
  Eigen::Index correct;   // sign(f_i) = y_i (f_i = 0 counts as wrong: no class was predicted)
  Eigen::Index total;     // the number of points
  Eigen::Index nearZero;  // |f_i| ≤ band
};

// decision and labels of equal length (DimensionMismatch), finite (NotFinite), labels ±1 (BadArgument);
// band finite and ≥ 0 (NotFinite / BadArgument). An empty set is 0 of 0.
Accuracy accuracy(const Eigen::VectorXd& decision, const Eigen::VectorXd& labels, double band);

}  // namespace gramlab
