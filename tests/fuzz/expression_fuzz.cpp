// libFuzzer target for the similarity-expression language: parser, compiler, evaluator and kernel check.
// The input is the expression text. A gramlab::Error is an expected answer; anything else (another
// exception, a sanitizer report, a broken invariant below) is a finding. Build and run: scripts/fuzz.sh.
#include <Eigen/Dense>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "gramlab/base/error.hpp"
#include "gramlab/expression/counterexample_search.hpp"
#include "gramlab/expression/expression_error.hpp"
#include "gramlab/expression/expression_evaluator.hpp"
#include "gramlab/expression/expression_program.hpp"
#include "gramlab/expression/expression_syntax.hpp"
#include "gramlab/expression/interval_evaluation.hpp"
#include "gramlab/expression/kernel_check.hpp"
#include "gramlab/expression/normal_form.hpp"

namespace {

void require(bool ok) {
  if (!ok) std::abort();
}

int codePoints(const std::string& text) {
  int count = 0;
  for (unsigned char c : text)
    if ((c & 0xC0) != 0x80) ++count;
  return count;
}

// Six points in 3-D: a zero point (0/0 in cosine-like expressions), a repeated point, mixed scales.
const Eigen::MatrixXd& samplePoints() {
  static const Eigen::MatrixXd p = [] {
    Eigen::MatrixXd m(6, 3);
    m << 0, 0, 0, 1, 0, 0, 1, 0, 0, -0.5, 2, 1e-3, 3, -1, 0.25, 1e3, 1e-3, -7;
    return m;
  }();
  return p;
}

// Every step covers a span of the text, inside its parent's, and names a rule.
void checkProof(const gramlab::ProofStep& step, int start, int end) {
  require(!step.rule.empty());
  require(start <= step.start && step.start < step.end && step.end <= end);
  for (const gramlab::ProofStep& child : step.children) checkProof(child, step.start, step.end);
}

// The prover's normal form is the same function: at every pair of the six points where both are defined, the
// intervals around the text's value and the normal form's share a point (each holds the exact value).
void checkNormalForm(const std::string& text, const gramlab::ParameterValues& params) {
  const gramlab::SyntaxTree tree = gramlab::parseExpression(text);
  const gramlab::NormalForm form = gramlab::normalForm(tree);
  require(form.printed.size() == form.tree.nodes.size());
  const Eigen::MatrixXd& p = samplePoints();
  const Eigen::MatrixXd rows = p.transpose();  // each point's coordinates contiguous
  for (Eigen::Index i = 0; i < p.rows(); ++i)
    for (Eigen::Index j = 0; j < p.rows(); ++j) {
      const double *x = rows.col(i).data(), *y = rows.col(j).data();
      const gramlab::Interval a = gramlab::intervalScalar(tree, tree.root, params, x, y, 3);
      const gramlab::Interval b = gramlab::intervalScalar(form.tree, form.tree.root, params, x, y, 3);
      if (a.valid() && b.valid()) require(!(a.hi < b.lo || b.hi < a.lo));
    }
}

void checkPositions(const gramlab::ExpressionError& e, const std::string& text) {
  require(e.code() == gramlab::ErrorCode::BadExpression);
  require(e.position() >= 0 && e.position() <= std::max(codePoints(text), gramlab::limits::kMaxExpressionLength));
  require(std::string(gramlab::expressionErrorKindName(e.kind())) != "UNKNOWN");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  gramlab::Program program;
  try {
    program = gramlab::compileExpression(text);
  } catch (const gramlab::ExpressionError& e) {
    checkPositions(e, text);
    return 0;
  }
  require(program.result >= 0 && program.result < program.scalarSlots);
  gramlab::ParameterValues params;
  for (const auto& p : program.parameters) params[p.name] = 0.5 + 0.25 * static_cast<double>(p.name.size());
  checkNormalForm(text, params);
  try {
    gramlab::ExpressionEvaluator evaluator(program, params, 3);
    const Eigen::MatrixXd k = evaluator.matrix(samplePoints());
    require(k.allFinite());
    const gramlab::KernelCheck check = gramlab::checkKernel(text, params, samplePoints());
    // The one rule (psd.hpp): PSD only when no eigenvalue is below −tolerance and no principal minor is certainly
    // negative; "minor" names the case where that minor alone said no (a negative k(x_i, x_i) beside eigenvalues
    // whose tolerance, n·ε·max|λ|, covers it).
    require(check.isPSD == (check.negativeCount == 0 && !check.minor));
    require((check.rule == "minor") == (check.negativeCount == 0 && check.minor.has_value()));
    // A proof and a verified counterexample cannot both hold: either would be a soundness bug.
    require(check.status == (check.proof ? "proved" : check.witness ? "refuted" : "unknown"));
    if (check.proof) {
      require(!check.witness);
      checkProof(*check.proof, 0, codePoints(text));
      // The search's line round (5 points on a line at four spacings) must not refute a proved kernel.
      gramlab::CounterexampleRequest request{text, params, std::nullopt, 0, 0, samplePoints(), 4};
      require(!gramlab::searchCounterexample(request).witness);
    }
    if (check.witness) {
      require(check.witness->verified && check.witness->upperBound < 0);
      require(check.witness->minEigenvalue < -check.witness->tolerance);
      require(check.witness->indices.size() <= static_cast<std::size_t>(gramlab::limits::kMaxWitnessPoints));
      const Eigen::VectorXd& c = check.witness->direction;
      require(c.dot(check.witness->matrix * c) < 0);
    }
  } catch (const gramlab::ExpressionError& e) {
    checkPositions(e, text);
  } catch (const gramlab::NonFiniteValueError& e) {
    require(e.i() >= 0 && e.i() < 6 && e.j() >= 0 && e.j() < 6 && !std::isfinite(e.value()));
  } catch (const gramlab::Error&) {
    // NOT_FINITE from the eigen-solver's input checks and the like: coded answers.
  }
  return 0;
}
