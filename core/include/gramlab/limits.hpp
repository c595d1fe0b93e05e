#pragma once
// Size limits, enforced in the core so no caller (page, worker, Node) can ask for a tab-freezing job.
#include <cstddef>

namespace gramlab::limits {

// A dense symmetric eigenproblem of this order takes ~1 s in WASM and 32 MB; past it the page would stall.
constexpr std::size_t kMaxMatrixOrder = 2000;
// Points for kernel matrices: the γ sweep's n goes up to 2000 (issue #5).
constexpr std::size_t kMaxPoints = 2000;
constexpr std::size_t kMaxDimension = 1000;
// 2^n − 1 principal minors: 1023 at n = 10 is the most a page can list.
constexpr std::size_t kMaxPrincipalMinorOrder = 10;

}  // namespace gramlab::limits
