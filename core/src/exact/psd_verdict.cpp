#include "gramlab/exact/psd_verdict.hpp"

#include <numeric>
#include <utility>
#include <vector>

#include "gramlab/base/limits.hpp"

namespace gramlab {

namespace {

// The first certainly negative principal minor in principalMinors() order, or Sylvester's leading one past it.
std::optional<PrincipalMinor> firstNegativeMinor(const Eigen::MatrixXd& m) {
  if (static_cast<std::size_t>(m.rows()) <= limits::kMaxPrincipalMinorOrder) {
    for (PrincipalMinor& minor : principalMinors(m))
      if (minor.sign == MinorSign::Negative) return std::move(minor);
    return std::nullopt;
  }
  const SylvesterResult s = sylvester(m);
  if (s.firstFailure == 0) return std::nullopt;
  const LeadingMinor& d = s.minors[static_cast<std::size_t>(s.firstFailure - 1)];
  if (d.sign != MinorSign::Negative) return std::nullopt;
  std::vector<int> indices(static_cast<std::size_t>(d.k));
  std::iota(indices.begin(), indices.end(), 0);
  return PrincipalMinor{indices, d.determinant, d.scaled, d.exact, d.sign, d.method};
}

}  // namespace

PsdVerdict psdVerdict(const Eigen::MatrixXd& m) {
  ExactPsd exact = exactPsdCheck(m);  // validates
  PsdCheck check = psdCheck(m);
  if (exact.exact) {
    const bool isPSD = exact.isPSD;
    return {isPSD, "exact", std::move(exact), std::nullopt, std::move(check)};
  }
  std::optional<PrincipalMinor> minor = firstNegativeMinor(m);
  std::optional<NegativeMinor> certificate;
  if (minor) certificate = NegativeMinor{minor->indices, toDouble(minor->scaled)};
  const PsdCheck rule = psdRule(check.eigenvalues, certificate);
  return {rule.isPSD, rule.rule, std::move(exact), std::move(minor), std::move(check)};
}

}  // namespace gramlab
