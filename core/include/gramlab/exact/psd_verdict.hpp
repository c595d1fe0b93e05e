#pragma once
// The PSD verdict on a typed table with every certificate its size affords, by the one rule (psd.hpp): what
// the similarity panel prints, so that it never contradicts Sylvester's panel on the same table.
#include <Eigen/Dense>
#include <optional>
#include <string>

#include "gramlab/exact/exact_psd.hpp"
#include "gramlab/exact/sylvester.hpp"
#include "gramlab/linear_algebra/psd.hpp"

namespace gramlab {

struct PsdVerdict {
  bool isPSD;
  // "exact": every entry is a short decimal and exactPsdCheck decided, either way; "minor": a principal minor is
  // certainly negative though the eigenvalues are within their tolerance; "rounding": the eigenvalues decided.
  std::string rule;
  ExactPsd exact;                       // exactPsdCheck(m); `exact` false when an entry is not a short decimal
  std::optional<PrincipalMinor> minor;  // the first certainly negative principal minor looked at (not "exact")
  PsdCheck check;                       // psdCheck(m): the eigenvalues, their tolerance, the diagonal
};

// Validates as sylvester() (order ≤ limits::kMaxSylvesterOrder). Exactly when every entry is a short decimal;
// otherwise psdCheck and the principal minors — every one up to limits::kMaxPrincipalMinorOrder (principalMinors'
// order), the leading ones past it (sylvester) — the first certainly negative one saying no.
PsdVerdict psdVerdict(const Eigen::MatrixXd& m);

}  // namespace gramlab
