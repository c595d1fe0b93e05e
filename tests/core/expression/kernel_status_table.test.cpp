// The checker's verdicts on expressions whose status is known from the literature, each with its source.
// A "kernel" must come back proved, or — where the rules do not reach it — unknown, never refuted; a
// non-kernel must come back refuted (on the sample or by the search), never proved.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "gramlab/expression/counterexample_search.hpp"
#include "gramlab/expression/kernel_check.hpp"
#include "gramlab/random/random_points.hpp"

using gramlab::ParameterValues;

namespace {

enum class Known { Proved, KernelUnproved, Refuted };

struct StatusCase {
  const char* expression;
  ParameterValues params;
  Eigen::Index d;
  Known status;
};

// checkKernel on 30 points of N(0, I_d) (seed 11), then the search's rounds while unknown.
std::string finalStatus(const StatusCase& c, std::string* found = nullptr) {
  const Eigen::MatrixXd sample = gramlab::randomPoints(11, 30, c.d);
  const gramlab::KernelCheck check = gramlab::checkKernel(c.expression, c.params, sample);
  if (check.status != "unknown") return check.status;
  for (int round = 0; round < gramlab::kCounterexampleRounds; ++round) {
    gramlab::CounterexampleRequest request{c.expression, c.params, std::nullopt, 0, 0, sample, round};
    const gramlab::CounterexampleSearch s = gramlab::searchCounterexample(request);
    if (s.witness) {
      if (found) *found = s.witness->found;
      return "refuted";
    }
  }
  return "unknown";
}

// Sources: [STC] Shawe-Taylor & Cristianini, Kernel Methods for Pattern Analysis (2004), ch. 3 and 9;
// [RW] Rasmussen & Williams, Gaussian Processes for Machine Learning (2006), ch. 4; [BCR] Berg,
// Christensen & Ressel, Harmonic Analysis on Semigroups (1984), ch. 3; [S38] Schoenberg, "Metric spaces
// and positive definite functions" (1938); [M86] Micchelli, "Interpolation of scattered data" (1986);
// [LL03] Lin & Lin, "A study on sigmoid kernels for SVM" (2003); the article's 3 × 3 table (article).
const std::vector<StatusCase>& statusCases() {
  static const std::vector<StatusCase> all = {
      {"dot(x,y)", {}, 3, Known::Proved},                                   // linear kernel [STC 9.1]
      {"(1 + dot(x,y))^2", {}, 3, Known::Proved},                           // polynomial [STC 9.1], [RW 4.2.2]
      {"(c + dot(x,y))^p", {{"c", 0.5}, {"p", 3}}, 3, Known::Proved},       // polynomial, c ≥ 0 [STC 9.1]
      {"dot(x,y)^3", {}, 2, Known::Proved},                                 // homogeneous polynomial [STC 9.1]
      {"exp(-g*norm(x-y)^2)", {{"g", 0.5}}, 3, Known::Proved},              // Gaussian RBF [RW 4.2.1]
      {"exp(-norm(x-y)/l)", {{"l", 2}}, 3, Known::Proved},                  // exponential / Laplacian [RW 4.2.1]
      {"exp(-norm(x-y)^p)", {{"p", 1.5}}, 3, Known::Proved},                // γ-exponential, p ≤ 2 [RW 4.2.1], [S38]
      {"exp(-(norm(x)^2+norm(y)^2-2*dot(x,y)))", {}, 3, Known::Proved},     // the RBF expanded (the issue)
      {"dot(x,y)/(norm(x)*norm(y))", {}, 3, Known::Proved},                 // cosine: normalised linear [STC 2.3]
      {"exp(k*dot(x,y)/(norm(x)*norm(y)))", {{"k", 2}}, 3, Known::Proved},  // exp of a kernel [STC 3.4]
      {"exp(dot(x,y))", {}, 2, Known::Proved},                              // exp of a kernel [STC 3.4]
      {"1/(1 + norm(x-y)^2)", {}, 3, Known::Proved},                        // Cauchy [RW 4.2.1, RQ α = 1]
      {"(1 + norm(x-y)^2/(2*a))^(-a)", {{"a", 1.5}}, 3, Known::Proved},     // rational quadratic [RW 4.2.1]
      {"1/sqrt(c^2 + norm(x-y)^2)", {{"c", 1}}, 3, Known::Proved},          // inverse multiquadric [M86]
      {"sum(x)*sum(y)", {}, 3, Known::Proved},                              // f(x)f(y) [STC 3.4]
      {"norm(x)*norm(y)", {}, 3, Known::Proved},                            // f(x)f(y) [STC 3.4]
      {"2", {}, 3, Known::Proved},                                          // constant ≥ 0 [STC 3.4]
      {"dot(x,y) + 2*exp(-norm(x-y)^2)", {}, 3, Known::Proved},             // sum, scale [STC 3.4]
      {"dot(x,y)*exp(-norm(x-y)^2)", {}, 3, Known::Proved},                 // product [STC 3.4]
      {"exp(-log(1 + norm(x-y)^2))", {}, 3, Known::Proved},                 // log(1 + ψ) [BCR 3.2.10]
      {"exp(-sqrt(1 + norm(x-y)^2))", {}, 3, Known::Proved},                // multiquadric is CND [M86]
      {"exp(-abs(sum(x)-sum(y)))", {}, 3, Known::Proved},                   // Laplacian of a feature [S38]
      {"dot(x/norm(x), y/norm(y))", {}, 3, Known::Proved},                  // feature map [STC 3.1]
      {"cos(sum(x) - sum(y))", {}, 2, Known::KernelUnproved},               // cos a cos b + sin a sin b (Bochner)
      {"min(norm(x), norm(y))", {}, 2, Known::KernelUnproved},              // Brownian motion on |x| ≥ 0 [RW 4.2.1]
      {"dot(x,y) - sum(x)*sum(y)/2", {}, 2, Known::KernelUnproved},  // (x₁−x₂)(y₁−y₂)/2 in 2-D (the issue)
      {"norm(x-y)", {}, 3, Known::Refuted},                          // a distance: zero diagonal
      {"-dot(x,y)", {}, 3, Known::Refuted},                          // K_ii < 0
      {"dot(x,y) - 1", {}, 3, Known::Refuted},                       // kernel minus a constant: k(0,0) < 0
      {"exp(-norm(x-y)^2) - 0.5", {}, 3, Known::Refuted},            // kernel minus a constant
      {"tanh(a*dot(x,y)+b)", {{"a", 0.5}, {"b", 0.1}}, 5, Known::Refuted},     // sigmoid [LL03], the article
      {"exp(-norm(x-y)^3)", {}, 3, Known::Refuted},                            // p > 2 [S38]
      {"max(sum(x), sum(y))", {}, 1, Known::Refuted},                          // max of coordinates
      {"min(sum(x), sum(y))", {}, 1, Known::Refuted},                          // min(s, t) with s < 0: K_ii < 0
      {"norm(x)*norm(y) - dot(x,y)", {}, 2, Known::Refuted},                   // the issue: [[0, a], [a, 0]]
      {"exp(g*norm(x-y)^2)", {{"g", 0.5}}, 3, Known::Refuted},                 // off-diagonal above the diagonal
      {"exp(-g*norm(x-y)^2)", {{"g", -0.5}}, 3, Known::Refuted},               // the RBF with γ < 0
      {"(c + norm(x-y)^2)^(-b)", {{"c", 1}, {"b", -0.5}}, 3, Known::Refuted},  // the multiquadric as a similarity [M86]
      {"exp(-norm(x-y)^p)", {{"p", 3}}, 3, Known::Refuted},                    // γ-exponential, p > 2 [S38]
      {"a*dot(x,y)", {{"a", -2}}, 3, Known::Refuted},                          // negative multiple
      {"dot(x,y) - sum(x)*sum(y)/2", {}, 3, Known::Refuted},  // xᵀ(I − 11ᵀ/2)y, eigenvalue −1/2 in 3-D
  };
  return all;
}

}  // namespace

TEST_CASE("checkKernel: at least 30 expressions with known status come back with it") {
  REQUIRE(statusCases().size() >= 30);
  for (const StatusCase& c : statusCases()) {
    std::string found;
    const std::string status = finalStatus(c, &found);
    INFO(std::string(c.expression), " → ", status, " ", found);
    switch (c.status) {
      case Known::Proved: CHECK(status == "proved"); break;
      case Known::KernelUnproved: CHECK(status == "unknown"); break;
      case Known::Refuted: CHECK(status == "refuted"); break;
    }
  }
}

TEST_CASE("checkKernel: every proved expression passes the sample check at several scales, never refuted") {
  for (const StatusCase& c : statusCases()) {
    if (c.status != Known::Proved) continue;
    for (const double scale : {1e-3, 1.0, 3.0})
      for (const std::uint64_t seed : {1u, 2u}) {
        const Eigen::MatrixXd points = scale * gramlab::randomPoints(seed, 25, c.d);
        const gramlab::KernelCheck check = gramlab::checkKernel(c.expression, c.params, points);
        INFO(std::string(c.expression), " at scale ", scale, " seed ", seed);
        CHECK(check.status == "proved");
        CHECK_FALSE(check.witness);
        CHECK(check.isPSD);
      }
  }
}
