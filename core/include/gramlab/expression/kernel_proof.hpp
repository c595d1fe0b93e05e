#pragma once
// A proof, built from the expression's normal form (normal_form.hpp: the syntax tree with sums, products
// and squares written one way), that the reader's similarity is a kernel: positive
// semi-definite on every finite set of points at which it is defined. Each step names a textbook rule and
// the sub-expression it covers; a rule's condition on a constant (a parameter, a number) is checked on its
// value with interval arithmetic and stated. No proof found is not a refutation: the rules are sufficient,
// not necessary, and only certain ones are used.
//
// A step claims one of (f symmetric in every case):
//   kernel                 Σᵢⱼ cᵢcⱼ f(xᵢ, xⱼ) ≥ 0 for all c;
//   conditionallyPositive  the same for every c with Σᵢ cᵢ = 0 (f is conditionally positive definite);
//   conditionallyNegative  −f is conditionally positive definite (as ‖x − y‖² is).
//
// The rules (Shawe-Taylor & Cristianini 2004, ch. 3 "Properties of kernels"; Berg, Christensen & Ressel
// 1984, ch. 3 "Positive and negative definite functions"; Schoenberg 1938):
//   kernel
//     constant             c, when c ≥ 0 (its Gram matrix is c·11ᵀ)
//     linear               dot(x, y)
//     featureInnerProduct  dot(φ(x), φ(y)): the same vector expression of each point
//     rankOne              f(x)·f(y): the same number expression of each point
//     sum                  k₁ + k₂
//     product              k₁·k₂ (Schur's product theorem)
//     scale                c·k, k·c for c ≥ 0; k / c for c > 0
//     power                k^p for p ∈ {0, 1, 2, …} (repeated product)
//     exp                  exp(k) (the limit of Σ kⁿ/n!)
//     schoenberg           exp(φ), φ conditionally positive (Schoenberg; BCR 3.2.2): exp(−t·ψ), t ≥ 0
//     normalise            k / (f(x)·f(y)) = k · (1/f(x))·(1/f(y)); also k / √(f(x)·f(y)) when f ≥ 0
//     inversePower         c / ψ^β, c·ψ^(−β) for c ≥ 0, β > 0, ψ conditionally negative and > 0
//                          (ψ^(−β) = Γ(β)⁻¹ ∫₀^∞ s^(β−1) e^(−sψ) ds; BCR 3.2.10 and 4.3)
//   conditionallyPositive / conditionallyNegative
//     constantConditional  any constant: Σ cᵢcⱼ·a = a·(Σ cᵢ)² = 0
//     kernelConditional    every kernel is conditionally positive
//     mirrorSum            f(x) + f(y): Σ cᵢcⱼ (fᵢ + fⱼ) = 2(Σ cᵢfᵢ)(Σ cⱼ) = 0
//     sum, difference, negate, scale   the cone's rules; a factor < 0 swaps positive and negative
//     distancePower        ‖φ(x) − φ(y)‖^p and |f(x) − f(y)|^p for 0 < p ≤ 2 (BCR 3.2.10, 3.3.2)
//     cndPower             ψ^a for 0 < a ≤ 1, ψ conditionally negative and ≥ 0 (BCR 3.2.10)
//     logarithm            log(c + ψ) for c > 0, ψ conditionally negative and ≥ 0 (BCR 3.2.10)
#include <optional>
#include <string>
#include <vector>

#include "gramlab/expression/expression_evaluator.hpp"
#include "gramlab/expression/expression_syntax.hpp"

namespace gramlab {

struct ProofCondition {
  std::string subject;          // source text of what the rule needs ("g", "p", "1 + norm(x-y)^2")
  std::optional<double> value;  // its value when it is a constant (the parameters as given)
  std::string relation;         // "> 0", "≥ 0", "≤ 0", "< 0", "∈ (0, 2]", "∈ (0, 1]", "∈ {0, 1, 2, …}"
};

struct ProofStep {
  std::string rule;        // one of the ids above
  std::string claim;       // "kernel", "conditionallyPositive" or "conditionallyNegative"
  std::string expression;  // the sub-expression's source text
  int start = 0, end = 0;  // where it is in the text, [start, end) in code points
  std::vector<ProofCondition> conditions;
  std::vector<ProofStep> children;
};

// A proof that `text` (which must compile) is a kernel for these parameter values (every parameter it
// uses must be given); nullopt when the rules do not reach one.
std::optional<ProofStep> proveKernel(const std::string& text, const ParameterValues& params);

}  // namespace gramlab
