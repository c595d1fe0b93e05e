#include "gramlab/exact/sylvester.hpp"

#include <cstdint>
#include <limits>
#include <numeric>
#include <utility>

#include "gramlab/base/error.hpp"
#include "gramlab/base/limits.hpp"
#include "gramlab/base/validate.hpp"
#include "gramlab/exact/big_integer.hpp"
#include "gramlab/exact/exact_decimal.hpp"
#include "gramlab/exact/exact_text.hpp"
#include "gramlab/linear_algebra/psd.hpp"
#include "gramlab/linear_algebra/spectrum.hpp"

namespace gramlab {

namespace {

using Indices = std::vector<int>;

// ---- Exact: entries as big integers over one power of ten --------------------------------------------

struct ExactMatrix {
  Eigen::Index n;
  int places;  // entry (i, j) = values[i·n + j] / 10^places
  std::vector<BigInteger> values;
  // values with 10^rowPower[i] taken out of row i and then 10^columnPower[j] out of column j: a typed
  // 1.2345e300 is 12345·10^296, and eliminating 5-digit numbers is far cheaper than 300-digit ones
  // (principalMinors of a 10×10 of such entries: 2 s → milliseconds). det scales by 10^Σ(row + column).
  std::vector<BigInteger> reduced;
  std::vector<int> rowPower, columnPower;
  const BigInteger& operator()(Eigen::Index i, Eigen::Index j) const {
    return values[static_cast<std::size_t>(i * n + j)];
  }
  const BigInteger& reducedAt(Eigen::Index i, Eigen::Index j) const {
    return reduced[static_cast<std::size_t>(i * n + j)];
  }
};

// All or nothing: one entry that is not a short decimal makes every minor a floating-point one.
std::optional<ExactMatrix> exactMatrix(const Eigen::MatrixXd& m) {
  const Eigen::Index n = m.rows();
  std::vector<ScaledDecimal> entries;
  int places = 0;
  for (Eigen::Index i = 0; i < n; ++i)
    for (Eigen::Index j = 0; j < n; ++j) {
      std::optional<ScaledDecimal> entry = exactScaledDecimal(m(i, j));
      if (!entry) return std::nullopt;
      places = std::max(places, -entry->exponent);
      entries.push_back(std::move(*entry));
    }
  // e(i, j): the power of ten of entry (i, j) over 10^−places, ≥ 0; zeros take no part in the minimums.
  const auto at = [&](Eigen::Index i, Eigen::Index j) -> const ScaledDecimal& {
    return entries[static_cast<std::size_t>(i * n + j)];
  };
  const auto e = [&](Eigen::Index i, Eigen::Index j) { return at(i, j).exponent + places; };
  ExactMatrix q{n,
                places,
                {},
                {},
                std::vector<int>(static_cast<std::size_t>(n), 0),
                std::vector<int>(static_cast<std::size_t>(n), 0)};
  for (Eigen::Index i = 0; i < n; ++i) {
    int low = -1;
    for (Eigen::Index j = 0; j < n; ++j)
      if (!at(i, j).digits.isZero()) low = low < 0 ? e(i, j) : std::min(low, e(i, j));
    q.rowPower[static_cast<std::size_t>(i)] = std::max(low, 0);
  }
  for (Eigen::Index j = 0; j < n; ++j) {
    int low = -1;
    for (Eigen::Index i = 0; i < n; ++i)
      if (!at(i, j).digits.isZero()) {
        const int rest = e(i, j) - q.rowPower[static_cast<std::size_t>(i)];
        low = low < 0 ? rest : std::min(low, rest);
      }
    q.columnPower[static_cast<std::size_t>(j)] = std::max(low, 0);
  }
  for (Eigen::Index i = 0; i < n; ++i)
    for (Eigen::Index j = 0; j < n; ++j) {
      const BigInteger& d = at(i, j).digits;
      q.values.push_back(d * BigInteger::powerOfTen(e(i, j)));
      const int rest =
          d.isZero() ? 0
                     : e(i, j) - q.rowPower[static_cast<std::size_t>(i)] - q.columnPower[static_cast<std::size_t>(j)];
      q.reduced.push_back(d * BigInteger::powerOfTen(rest));
    }
  return q;
}

// Fraction-free elimination (Bareiss): every division is exact, and the numbers stay minors of the input,
// so their size grows only linearly with k. Rows are swapped past a zero pivot.
BigInteger exactDeterminant(const ExactMatrix& q, const Indices& idx) {
  const std::size_t k = idx.size();
  std::vector<std::vector<BigInteger>> a(k, std::vector<BigInteger>(k));
  for (std::size_t i = 0; i < k; ++i)
    for (std::size_t j = 0; j < k; ++j) a[i][j] = q.reducedAt(idx[i], idx[j]);
  int power = 0;
  for (const int i : idx) power += q.rowPower[static_cast<std::size_t>(i)] + q.columnPower[static_cast<std::size_t>(i)];
  bool negate = false;
  BigInteger previous = 1;
  for (std::size_t c = 0; c < k; ++c) {
    std::size_t p = c;
    while (p < k && a[p][c].isZero()) ++p;
    if (p == k) return BigInteger();
    if (p != c) {
      std::swap(a[p], a[c]);
      negate = !negate;
    }
    for (std::size_t r = c + 1; r < k; ++r)
      for (std::size_t j = c + 1; j < k; ++j) a[r][j] = (a[c][c] * a[r][j] - a[r][c] * a[c][j]) / previous;
    previous = a[c][c];
  }
  const BigInteger det = a[k - 1][k - 1] * BigInteger::powerOfTen(power);
  return negate ? -det : det;
}

// num / den (den > 0) correctly rounded to 53 bits: a 64-bit quotient with a sticky bit for the rest.
ScaledNumber ratioValue(const BigInteger& num, const BigInteger& den) {
  if (num.isZero()) return {};
  const int shift = 65 + den.bitLength() - num.bitLength();
  const auto qr = divMod(shift >= 0 ? num.abs() << shift : num.abs(), shift >= 0 ? den : den << -shift);
  const int dropped = qr.first.bitLength() - 64;
  const std::uint64_t top = qr.first.topBits(dropped) | (qr.second.isZero() ? 0u : 1u);
  return timesPowerOfTwo(scaledOf(num.sign() * static_cast<double>(top)), dropped - shift);
}

// ---- Floating point: the matrix scaled by a power of two ---------------------------------------------

struct ScaledMatrix {
  Eigen::MatrixXd a;  // m·2^−shift, entries below 1 in magnitude
  int shift;
};

ScaledMatrix scaledMatrix(const Eigen::MatrixXd& m) {
  const double largest = m.cwiseAbs().maxCoeff();
  if (largest == 0) return {m, 0};
  int shift = 0;
  std::frexp(largest, &shift);
  return {m.unaryExpr([shift](double x) { return std::ldexp(x, -shift); }), shift};
}

ScaledNumber productOf(const Eigen::VectorXd& v) {
  ScaledNumber p = scaledOf(1);
  for (Eigen::Index i = 0; i < v.size(); ++i) p = p * scaledOf(v(i));
  return p;
}

// ---- One minor, either way ----------------------------------------------------------------------------

struct MinorValue {
  ScaledNumber value;
  std::string exact;
  BigInteger exactScaled;  // value·10^(places·k) when exact
  ScaledNumber bound;      // 0 when exact
  MinorSign sign;
};

MinorSign signWithin(const ScaledNumber& value, const ScaledNumber& bound) {
  if (!std::isfinite(value.mantissa) || !std::isfinite(bound.mantissa)) return MinorSign::Undecided;
  if (magnitudeAtMost(value, bound)) return bound.mantissa == 0 ? MinorSign::Zero : MinorSign::ZeroWithinRounding;
  return value.mantissa > 0 ? MinorSign::Positive : MinorSign::Negative;
}

MinorValue exactMinor(const ExactMatrix& q, const Indices& idx) {
  const BigInteger det = exactDeterminant(q, idx);
  const int places = q.places * static_cast<int>(idx.size());
  const ScaledNumber value = ratioValue(det, BigInteger::powerOfTen(places));
  return {value, decimalText(det, places), det, {}, signWithin(value, {})};
}

// det(PA) = det(LU); to first order a backward error |ΔA| ≤ γ_k|L||U| moves it by at most
// Σᵢ ‖Δaᵢ‖·‖cofactor row i‖ ≤ Σᵢ ‖(|L||U|)ᵢ‖·Πₗ≠ᵢ‖aₗ‖ (Hadamard), γ_k times; doubled for the
// products the determinant itself rounds.
// Each block is scaled by its own largest entry, so a tiny block beside huge entries keeps its digits.
MinorValue floatMinor(const Eigen::MatrixXd& m, const Indices& idx) {
  const ScaledMatrix s = scaledMatrix(m(idx, idx));
  const Eigen::MatrixXd& block = s.a;
  const auto k = static_cast<Eigen::Index>(idx.size());
  const Eigen::PartialPivLU<Eigen::MatrixXd> lu(block);
  const Eigen::MatrixXd& packed = lu.matrixLU();
  const Eigen::MatrixXd l = packed.triangularView<Eigen::UnitLower>();
  const Eigen::MatrixXd u = packed.triangularView<Eigen::Upper>();
  const Eigen::MatrixXd backward = l.cwiseAbs() * u.cwiseAbs();
  const Eigen::VectorXd rowNorms = (lu.permutationP() * block).rowwise().norm();
  const double eps = std::numeric_limits<double>::epsilon();
  const double gamma = 2 * static_cast<double>(k) * eps / (1 - static_cast<double>(k) * eps);
  ScaledNumber bound;
  double sum = 0;  // Σᵢ ‖(|L||U|)ᵢ‖ / ‖aᵢ‖, then times Πₗ ‖aₗ‖; a zero row makes the minor exactly 0
  bool zeroRow = false;
  for (Eigen::Index i = 0; i < k; ++i) {
    if (rowNorms(i) == 0)
      zeroRow = true;
    else
      sum += backward.row(i).norm() / rowNorms(i);
  }
  if (!zeroRow) bound = scaledOf(gamma * sum) * productOf(rowNorms);
  const ScaledNumber det =
      zeroRow ? ScaledNumber{} : scaledOf(lu.permutationP().determinant()) * productOf(u.diagonal());
  const int unscale = s.shift * static_cast<int>(k);
  const ScaledNumber value = timesPowerOfTwo(det, unscale);
  return {value, "", {}, timesPowerOfTwo(bound, unscale), signWithin(value, timesPowerOfTwo(bound, unscale))};
}

MinorValue minorOf(const Eigen::MatrixXd& m, const std::optional<ExactMatrix>& q, const Indices& idx) {
  return q ? exactMinor(*q, idx) : floatMinor(m, idx);
}

std::optional<double> asDouble(const ScaledNumber& x) {
  return inDoubleRange(x) ? std::optional<double>(toDouble(x)) : std::nullopt;
}

// ---- The working --------------------------------------------------------------------------------------

WorkingNumber working(const ScaledNumber& x, std::string exact) { return {asDouble(x), x, std::move(exact)}; }

WorkingNumber entryNumber(const Eigen::MatrixXd& m, int i, int j) {
  return working(scaledOf(m(i, j)), shortestDecimal(m(i, j)));
}

// p·q − r·s for rows 1, 2 and columns c0, c1 of the top-left block (0-based).
WorkingNumber twoByTwo(const std::optional<ExactMatrix>& q, const ScaledMatrix& s, int c0, int c1) {
  if (q) {
    const BigInteger det = (*q)(1, c0) * (*q)(2, c1) - (*q)(1, c1) * (*q)(2, c0);
    const BigInteger scale = BigInteger::powerOfTen(2 * q->places);
    return working(ratioValue(det, scale), decimalText(det, 2 * q->places));
  }
  const double det = s.a(1, c0) * s.a(2, c1) - s.a(1, c1) * s.a(2, c0);
  return working(timesPowerOfTwo(scaledOf(det), 2 * s.shift), "");
}

MinorWorking workingOf(const Eigen::MatrixXd& m, const std::optional<ExactMatrix>& q, const ScaledMatrix& s, int k,
                       const std::vector<WorkingNumber>& pivots) {
  MinorWorking w;
  if (k == 1) w.factors = {entryNumber(m, 0, 0)};
  if (k == 2) w.factors = {entryNumber(m, 0, 0), entryNumber(m, 1, 1), entryNumber(m, 0, 1), entryNumber(m, 1, 0)};
  if (k == 3) {
    const int others[3][2] = {{1, 2}, {0, 2}, {0, 1}};
    for (int j = 0; j < 3; ++j) {
      const int c0 = others[j][0], c1 = others[j][1];
      w.cofactors.push_back(
          {entryNumber(m, 0, j),
           {entryNumber(m, 1, c0), entryNumber(m, 2, c1), entryNumber(m, 1, c1), entryNumber(m, 2, c0)},
           twoByTwo(q, s, c0, c1)});
    }
  }
  if (k >= 4) w.pivots = pivots;
  return w;
}

std::string minorCount(std::size_t n) {
  return n < 64 ? std::to_string((std::uint64_t{1} << n) - 1) : "2^" + std::to_string(n) + " \u2212 1";
}

// Checked before the entries so the message can say why: the count doubles with every row.
void requirePrincipalMinorOrder(const Eigen::MatrixXd& m) {
  const std::size_t limit = limits::kMaxPrincipalMinorOrder;
  const auto n = static_cast<std::size_t>(m.rows());
  if (m.rows() == m.cols() && n > limit)
    throw Error(ErrorCode::TooLarge, "n = " + std::to_string(n) + " has " + minorCount(n) +
                                         " principal minors; the limit is n = " + std::to_string(limit) + ", " +
                                         minorCount(limit) + " minors");
  requireSymmetricMatrix(m, limit);
}

// Advances idx to the next subset of {0…n−1} of the same size in lexicographic order; false after the last.
bool nextSubset(Indices& idx, int n) {
  const int k = static_cast<int>(idx.size());
  int i = k - 1;
  while (i >= 0 && idx[i] == n - k + i) --i;
  if (i < 0) return false;
  ++idx[i];
  for (int j = i + 1; j < k; ++j) idx[j] = idx[j - 1] + 1;
  return true;
}

}  // namespace

SylvesterResult sylvester(const Eigen::MatrixXd& m) {
  requireSymmetricMatrix(m, limits::kMaxSylvesterOrder);
  const std::optional<ExactMatrix> exact = exactMatrix(m);
  const ScaledMatrix scaled = scaledMatrix(m);
  std::vector<WorkingNumber> pivots;
  SylvesterResult result{{}, false, 0};
  Indices leading;
  MinorValue previous{scaledOf(1), "1", 1, {}, MinorSign::Positive};
  for (int k = 1; k <= m.rows(); ++k) {
    leading.push_back(k - 1);
    MinorValue v = minorOf(m, exact, leading);
    // Reached only when D_{k−1} is positive, so the division is safe. d_k = B_k / (10^places · B_{k−1}).
    if (exact) {
      const BigInteger below = BigInteger::powerOfTen(exact->places) * previous.exactScaled;
      pivots.push_back(working(ratioValue(v.exactScaled, below), fractionText(v.exactScaled, below)));
    } else {
      pivots.push_back(working(v.value / previous.value, ""));
    }
    result.minors.push_back({k, asDouble(v.value), v.value, v.exact, pivots.back().value, pivots.back().exact, v.sign,
                             v.bound, workingOf(m, exact, scaled, k, pivots)});
    if (v.sign != MinorSign::Positive) {
      result.firstFailure = k;
      return result;
    }
    previous = std::move(v);
  }
  result.positiveDefinite = true;
  return result;
}

std::vector<PrincipalMinor> principalMinors(const Eigen::MatrixXd& m) {
  requirePrincipalMinorOrder(m);
  const int n = static_cast<int>(m.rows());
  const std::optional<ExactMatrix> exact = exactMatrix(m);
  std::vector<PrincipalMinor> result;
  result.reserve((std::size_t{1} << n) - 1);
  for (int size = 1; size <= n; ++size) {
    Indices idx(size);
    std::iota(idx.begin(), idx.end(), 0);
    do {
      const MinorValue v = minorOf(m, exact, idx);
      result.push_back({idx, asDouble(v.value), v.value, v.exact, v.sign});
    } while (nextSubset(idx, n));
  }
  return result;
}

const char* signName(MinorSign sign) {
  switch (sign) {
    case MinorSign::Positive: return "positive";
    case MinorSign::Negative: return "negative";
    case MinorSign::Zero: return "zero";
    case MinorSign::ZeroWithinRounding: return "zeroWithinRounding";
    case MinorSign::Undecided: return "undecided";
  }
  return "undecided";
}

std::optional<NegativeDirection> negativeDirection(const Eigen::MatrixXd& m) {
  const std::vector<PrincipalMinor> minors = principalMinors(m);
  // A PSD matrix that is numerically singular can show minors like −1e−17; only a direction negative
  // beyond rounding is a certificate, by psdCheck's own rule (n · ε · max|λ|), so the two agree.
  const double tolerance = psdTolerance(eigenSymmetric(m).values, m.rows());
  for (const PrincipalMinor& minor : minors) {
    if (minor.sign != MinorSign::Negative) continue;
    // Symmetrized: the block must pass the same symmetry test as the whole matrix did.
    const Eigen::MatrixXd block = m(minor.indices, minor.indices);
    const Eigen::MatrixXd sub = (block + block.transpose()) / 2;
    const SymmetricEigen eigen = eigenSymmetric(sub, true);
    Eigen::VectorXd c = Eigen::VectorXd::Zero(m.rows());
    for (std::size_t i = 0; i < minor.indices.size(); ++i)
      c(minor.indices[i]) = eigen.vectors(static_cast<Eigen::Index>(i), 0);
    // Eigenvectors have no preferred sign; a positive largest component makes the result reproducible.
    Eigen::Index largest = 0;
    c.cwiseAbs().maxCoeff(&largest);
    if (c(largest) < 0) c = -c;
    const double value = c.dot(m * c);
    if (value < -tolerance) return NegativeDirection{minor.indices, c, value};
  }
  return std::nullopt;
}

}  // namespace gramlab
