#include "gramlab/exact/sylvester.hpp"

#include <cstdint>
#include <limits>
#include <numeric>
#include <utility>

#include "gramlab/base/error.hpp"
#include "gramlab/base/limits.hpp"
#include "gramlab/base/validate.hpp"
#include "gramlab/exact/big_integer.hpp"
#include "gramlab/exact/binary_fraction.hpp"
#include "gramlab/exact/exact_decimal.hpp"
#include "gramlab/exact/exact_text.hpp"
#include "gramlab/linear_algebra/spectrum.hpp"

namespace gramlab {

namespace {

using Indices = std::vector<int>;

// ---- Exact: entries as big integers over one power of the base ----------------------------------------

// How a minor's sign was decided (MinorMethod in the header).
struct ExactMatrix {
  Eigen::Index n;
  MinorMethod method;  // Decimals (base 10: the typed short decimals) or Binary (base 2: the doubles themselves)
  int places;          // entry (i, j) = values[i·n + j] / base^places
  std::vector<BigInteger> values;  // kept for the decimal working's 2×2 minors only
  // values with base^rowPower[i] taken out of row i and then base^columnPower[j] out of column j: a typed
  // 1.2345e300 is 12345·10^296, and eliminating 5-digit numbers is far cheaper than 300-digit ones
  // (principalMinors of a 10×10 of such entries: 2 s → milliseconds). det scales by base^Σ(row + column).
  std::vector<BigInteger> reduced;
  std::vector<int> rowPower, columnPower;
  const BigInteger& operator()(Eigen::Index i, Eigen::Index j) const {
    return values[static_cast<std::size_t>(i * n + j)];
  }
  const BigInteger& reducedAt(Eigen::Index i, Eigen::Index j) const {
    return reduced[static_cast<std::size_t>(i * n + j)];
  }
};

// digits · base^e, e ≥ 0.
BigInteger timesPower(const BigInteger& digits, MinorMethod method, int e) {
  return method == MinorMethod::Binary ? digits << e : digits * BigInteger::powerOfTen(e);
}

// Entry (i, j) = digits · base^exponent, row-major.
struct ScaledEntry {
  BigInteger digits;
  int exponent;
};

ExactMatrix reducedMatrix(Eigen::Index n, MinorMethod method, const std::vector<ScaledEntry>& entries) {
  int places = 0;
  for (const ScaledEntry& entry : entries)
    if (!entry.digits.isZero()) places = std::max(places, -entry.exponent);
  // e(i, j): the power of the base of entry (i, j) over base^−places, ≥ 0; zeros take no part in the minimums.
  const auto at = [&](Eigen::Index i, Eigen::Index j) -> const ScaledEntry& {
    return entries[static_cast<std::size_t>(i * n + j)];
  };
  const auto e = [&](Eigen::Index i, Eigen::Index j) { return at(i, j).exponent + places; };
  ExactMatrix q{n,
                method,
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
      if (method == MinorMethod::Decimals) q.values.push_back(timesPower(d, method, e(i, j)));
      const int rest =
          d.isZero() ? 0
                     : e(i, j) - q.rowPower[static_cast<std::size_t>(i)] - q.columnPower[static_cast<std::size_t>(j)];
      q.reduced.push_back(timesPower(d, method, rest));
    }
  return q;
}

// All or nothing: one entry that is not a short decimal makes every minor a floating-point one.
std::optional<ExactMatrix> decimalMatrix(const Eigen::MatrixXd& m) {
  std::vector<ScaledEntry> entries;
  for (Eigen::Index i = 0; i < m.rows(); ++i)
    for (Eigen::Index j = 0; j < m.cols(); ++j) {
      std::optional<ScaledDecimal> entry = exactScaledDecimal(m(i, j));
      if (!entry) return std::nullopt;
      entries.push_back({std::move(entry->digits), entry->exponent});
    }
  return reducedMatrix(m.rows(), MinorMethod::Decimals, entries);
}

// The doubles' own values, m·2^e each: what decides a minor the floating-point bound cannot.
ExactMatrix binaryMatrix(const Eigen::MatrixXd& m) {
  std::vector<ScaledEntry> entries;
  for (Eigen::Index i = 0; i < m.rows(); ++i)
    for (Eigen::Index j = 0; j < m.cols(); ++j) {
      BinaryFraction entry = binaryFraction(m(i, j));
      entries.push_back({std::move(entry.digits), entry.exponent});
    }
  return reducedMatrix(m.rows(), MinorMethod::Binary, entries);
}

// det = reduced · base^power (the row and column powers taken out).
struct ExactDeterminant {
  BigInteger reduced;
  int power;
};

// Fraction-free elimination (Bareiss): every division is exact, and the numbers stay minors of the input,
// so their size grows only linearly with k. Rows are swapped past a zero pivot.
ExactDeterminant exactDeterminant(const ExactMatrix& q, const Indices& idx) {
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
    if (p == k) return {BigInteger(), 0};
    if (p != c) {
      std::swap(a[p], a[c]);
      negate = !negate;
    }
    for (std::size_t r = c + 1; r < k; ++r)
      for (std::size_t j = c + 1; j < k; ++j) a[r][j] = (a[c][c] * a[r][j] - a[r][c] * a[c][j]) / previous;
    previous = a[c][c];
  }
  return {negate ? -a[k - 1][k - 1] : a[k - 1][k - 1], power};
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

// a + b for a, b ≥ 0, rounded up: a part of b below a's last bit still counts as one ulp of a.
ScaledNumber sumOf(const ScaledNumber& a, const ScaledNumber& b) {
  if (b.mantissa == 0) return a;
  if (a.mantissa == 0) return b;
  const ScaledNumber& large = a.exponent >= b.exponent ? a : b;
  const ScaledNumber& small = a.exponent >= b.exponent ? b : a;
  const double rest = std::ldexp(small.mantissa, std::max(small.exponent - large.exponent, -60));
  return timesPowerOfTwo(scaledOf(std::nextafter(large.mantissa + rest, 2.0)), large.exponent);
}

// ---- One minor, either way ----------------------------------------------------------------------------

struct MinorValue {
  ScaledNumber value;
  std::string exact;
  BigInteger exactScaled;  // value·10^(places·k) when decided over the typed decimals
  ScaledNumber bound;      // 0 when exact
  MinorSign sign;
  MinorMethod method;
};

MinorSign signWithin(const ScaledNumber& value, const ScaledNumber& bound) {
  if (!std::isfinite(value.mantissa) || !std::isfinite(bound.mantissa)) return MinorSign::Undecided;
  if (magnitudeAtMost(value, bound)) return bound.mantissa == 0 ? MinorSign::Zero : MinorSign::ZeroWithinRounding;
  return value.mantissa > 0 ? MinorSign::Positive : MinorSign::Negative;
}

MinorValue exactMinor(const ExactMatrix& q, const Indices& idx) {
  const ExactDeterminant det = exactDeterminant(q, idx);
  const int places = q.places * static_cast<int>(idx.size());
  if (q.method == MinorMethod::Binary) {
    const ScaledNumber value = scaledValue(det.reduced, det.power - places);
    return {value, "", {}, {}, signWithin(value, {}), q.method};
  }
  const BigInteger scaled = det.reduced * BigInteger::powerOfTen(det.power);
  const ScaledNumber value = ratioValue(scaled, BigInteger::powerOfTen(places));
  return {value, decimalText(scaled, places), scaled, {}, signWithin(value, {}), q.method};
}

// det(PA) = det(LU); to first order a backward error |ΔA| ≤ γ_k|L||U| + E moves it by at most
// Σᵢ ‖Δaᵢ‖·‖cofactor row i‖ ≤ Σᵢ (γ_k‖(|L||U|)ᵢ‖ + √k·E)·Πₗ≠ᵢ‖aₗ‖ (Hadamard); γ_k doubled for the products
// the determinant itself rounds. E is underflow's share, which no relative bound covers: scaling and each
// operation of the elimination may lose up to half the smallest subnormal, 2^−1075 (counted as 2^−1074), and
// an entry of A gathers at most (k + 1)·(1 + max|U|) of them (k products, a division times u_jj, the scaling).
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
  const Eigen::MatrixXd rows = lu.permutationP() * block;
  const double eps = std::numeric_limits<double>::epsilon();
  const double gamma = 2 * static_cast<double>(k) * eps / (1 - static_cast<double>(k) * eps);
  const double tiny = std::ldexp(1.0, -1074), rootK = std::sqrt(static_cast<double>(k));
  const double underflow = rootK * static_cast<double>(k + 1) * tiny * (1 + u.cwiseAbs().maxCoeff());
  // stableNorm: squares of entries below 1e−162 of the largest underflow, and a row is 0 only when it is.
  std::vector<ScaledNumber> change, norm;
  for (Eigen::Index i = 0; i < k; ++i) {
    change.push_back(scaledOf(gamma * backward.row(i).stableNorm() + underflow));
    norm.push_back(scaledOf(rows.row(i).stableNorm() + rootK * tiny));
  }
  ScaledNumber bound;
  for (Eigen::Index i = 0; i < k; ++i) {
    ScaledNumber term = change[static_cast<std::size_t>(i)];
    for (Eigen::Index j = 0; j < k; ++j)
      if (j != i) term = term * norm[static_cast<std::size_t>(j)];
    bound = sumOf(bound, term);
  }
  ScaledNumber det = scaledOf(lu.permutationP().determinant());
  for (Eigen::Index i = 0; i < k; ++i) det = det * scaledOf(u(i, i));
  const int unscale = s.shift * static_cast<int>(k);
  const ScaledNumber value = timesPowerOfTwo(det, unscale);
  bound = timesPowerOfTwo(bound, unscale);
  return {value, "", {}, bound, signWithin(value, bound), MinorMethod::Bound};
}

// Limb products (32-bit limbs) that a fraction-free elimination of a k × k block of entries of up to `bits` bits
// costs, about: step c updates (k − c − 1)² entries with two products and one division of numbers of (c + 1)·bits.
double eliminationWork(std::size_t k, int bits) {
  double work = 0;
  for (std::size_t c = 0; c < k; ++c) {
    const double limbs = std::ceil(static_cast<double>(c + 1) * bits / 32);
    work += 3 * static_cast<double>((k - c - 1) * (k - c - 1)) * limbs * limbs;
  }
  return work;
}

int largestBits(const ExactMatrix& q, const Indices& idx) {
  int bits = 1;
  for (const int i : idx)
    for (const int j : idx) bits = std::max(bits, q.reducedAt(i, j).bitLength());
  return bits;
}

// The minors of one matrix: over its typed decimals when every entry is one, else in floating point with a
// bound, and from the doubles' exact values when the bound cannot decide (built once, when first needed) while
// the call's exact work stays within limits::kMaxExactMinorWork; past it such a minor stays ZeroWithinRounding.
class MinorSource {
 public:
  explicit MinorSource(const Eigen::MatrixXd& m) : m_(m), decimal_(decimalMatrix(m)) {}
  const std::optional<ExactMatrix>& decimal() const { return decimal_; }
  MinorValue operator()(const Indices& idx) {
    if (decimal_) return exactMinor(*decimal_, idx);
    MinorValue v = floatMinor(m_, idx);
    if (v.sign == MinorSign::Positive || v.sign == MinorSign::Negative) return v;
    if (!binary_) binary_ = binaryMatrix(m_);
    const double work = eliminationWork(idx.size(), largestBits(*binary_, idx));
    if (work_ + work > limits::kMaxExactMinorWork) return v;
    work_ += work;
    return exactMinor(*binary_, idx);
  }

 private:
  const Eigen::MatrixXd& m_;
  std::optional<ExactMatrix> decimal_, binary_;
  double work_ = 0;
};

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
    throw LimitError("n = " + std::to_string(n) + " has " + minorCount(n) + " principal minors; the limit is n = " +
                         std::to_string(limit) + ", " + minorCount(limit) + " minors",
                     "n", static_cast<double>(n), static_cast<double>(limit));
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
  MinorSource minorOf(m);
  const std::optional<ExactMatrix>& exact = minorOf.decimal();
  const ScaledMatrix scaled = scaledMatrix(m);
  std::vector<WorkingNumber> pivots;
  SylvesterResult result{{}, false, 0};
  Indices leading;
  MinorValue previous{scaledOf(1), "1", 1, {}, MinorSign::Positive, MinorMethod::Decimals};
  for (int k = 1; k <= m.rows(); ++k) {
    leading.push_back(k - 1);
    MinorValue v = minorOf(leading);
    // Reached only when D_{k−1} is positive, so the division is safe. d_k = B_k / (10^places · B_{k−1}).
    if (exact) {
      const BigInteger below = BigInteger::powerOfTen(exact->places) * previous.exactScaled;
      pivots.push_back(working(ratioValue(v.exactScaled, below), fractionText(v.exactScaled, below)));
    } else {
      pivots.push_back(working(v.value / previous.value, ""));
    }
    result.minors.push_back({k, asDouble(v.value), v.value, v.exact, pivots.back().value, pivots.back().exact, v.sign,
                             v.method, v.bound, workingOf(m, exact, scaled, k, pivots)});
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
  MinorSource minorOf(m);
  std::vector<PrincipalMinor> result;
  result.reserve((std::size_t{1} << n) - 1);
  for (int size = 1; size <= n; ++size) {
    Indices idx(size);
    std::iota(idx.begin(), idx.end(), 0);
    do {
      const MinorValue v = minorOf(idx);
      result.push_back({idx, asDouble(v.value), v.value, v.exact, v.sign, v.method});
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

const char* methodName(MinorMethod method) {
  switch (method) {
    case MinorMethod::Decimals: return "decimals";
    case MinorMethod::Binary: return "binary";
    case MinorMethod::Bound: return "bound";
  }
  return "bound";
}

std::optional<NegativeDirection> negativeDirection(const Eigen::MatrixXd& m) {
  const std::vector<PrincipalMinor> minors = principalMinors(m);
  for (const PrincipalMinor& minor : minors) {
    if (minor.sign != MinorSign::Negative) continue;
    // Symmetrized (halved first: 1e308 + 1e308 is ∞) and scaled by a power of two, which leaves the
    // eigenvectors as they are: the block must pass the same symmetry test as the whole matrix did.
    const Eigen::MatrixXd block = m(minor.indices, minor.indices);
    const SymmetricEigen eigen = eigenSymmetric(scaledMatrix(block / 2 + block.transpose() / 2).a, true);
    Eigen::VectorXd c = Eigen::VectorXd::Zero(m.rows());
    for (std::size_t i = 0; i < minor.indices.size(); ++i)
      c(minor.indices[i]) = eigen.vectors(static_cast<Eigen::Index>(i), 0);
    // Eigenvectors have no preferred sign; a positive largest component makes the result reproducible.
    Eigen::Index largest = 0;
    c.cwiseAbs().maxCoeff(&largest);
    if (c(largest) < 0) c = -c;
    // cᵀGc of the doubles c and G, exactly: the certificate holds however small it is (−1 among 1e16s). The
    // rounded c may miss a minor whose negativity is below what a double direction resolves; the next one may not.
    const ScaledNumber value = exactQuadraticForm(m, c);
    if (signOf(value) >= 0) continue;
    if (value.exponent > 1024) throw Error(ErrorCode::Overflow, "cᵀGc is beyond ±1.8e308");
    return NegativeDirection{minor.indices, c, toDouble(value), value};
  }
  return std::nullopt;
}

}  // namespace gramlab
