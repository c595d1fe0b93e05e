#include "gramlab/exact/big_integer.hpp"

#include <algorithm>
#include <stdexcept>
#include <tuple>

namespace gramlab {

namespace {

constexpr std::uint64_t kBase = std::uint64_t{1} << 32;

void trim(std::vector<std::uint32_t>& limbs) {
  while (!limbs.empty() && limbs.back() == 0) limbs.pop_back();
}

// limbs · m + add, in place.
void multiplyAdd(std::vector<std::uint32_t>& limbs, std::uint32_t m, std::uint32_t add) {
  std::uint64_t carry = add;
  for (std::uint32_t& limb : limbs) {
    carry += std::uint64_t{limb} * m;
    limb = static_cast<std::uint32_t>(carry);
    carry >>= 32;
  }
  if (carry != 0) limbs.push_back(static_cast<std::uint32_t>(carry));
}

// limbs / d in place, returning the remainder.
std::uint32_t divideSmall(std::vector<std::uint32_t>& limbs, std::uint32_t d) {
  std::uint64_t rest = 0;
  for (std::size_t i = limbs.size(); i-- > 0;) {
    rest = (rest << 32) | limbs[i];
    limbs[i] = static_cast<std::uint32_t>(rest / d);
    rest %= d;
  }
  trim(limbs);
  return static_cast<std::uint32_t>(rest);
}

int leadingZeros(std::uint32_t x) {
  int n = 0;
  for (std::uint32_t bit = 0x80000000u; bit != 0 && (x & bit) == 0; bit >>= 1) ++n;
  return n;
}

// Knuth's algorithm D (TAOCP §4.3.1) on magnitudes, v with at least two limbs; returns (quotient, remainder).
std::pair<std::vector<std::uint32_t>, std::vector<std::uint32_t>> longDivide(std::vector<std::uint32_t> u,
                                                                             std::vector<std::uint32_t> v) {
  const int s = leadingZeros(v.back());  // normalize so v's top limb has its high bit set
  const std::size_t n = v.size(), m = u.size() - n;
  auto shiftLeft = [s](std::vector<std::uint32_t>& x) {
    if (s == 0) return;
    for (std::size_t i = x.size(); i-- > 1;) x[i] = (x[i] << s) | (x[i - 1] >> (32 - s));
    x[0] <<= s;
  };
  u.push_back(0);
  shiftLeft(u);
  shiftLeft(v);
  std::vector<std::uint32_t> q(m + 1, 0);
  for (std::size_t j = m + 1; j-- > 0;) {
    const std::uint64_t top = (std::uint64_t{u[j + n]} << 32) | u[j + n - 1];
    std::uint64_t qhat = top / v[n - 1], rhat = top % v[n - 1];
    while (qhat >= kBase || qhat * v[n - 2] > ((rhat << 32) | u[j + n - 2])) {
      --qhat;
      rhat += v[n - 1];
      if (rhat >= kBase) break;
    }
    std::int64_t borrow = 0;
    std::uint64_t carry = 0;
    for (std::size_t i = 0; i < n; ++i) {
      const std::uint64_t p = qhat * v[i] + carry;
      carry = p >> 32;
      const std::int64_t t = static_cast<std::int64_t>(u[i + j]) - borrow - static_cast<std::int64_t>(p & 0xffffffffu);
      u[i + j] = static_cast<std::uint32_t>(t);
      borrow = t < 0 ? 1 : 0;
    }
    const std::int64_t t = static_cast<std::int64_t>(u[j + n]) - borrow - static_cast<std::int64_t>(carry);
    u[j + n] = static_cast<std::uint32_t>(t);
    if (t < 0) {  // qhat was one too large: add v back
      --qhat;
      std::uint64_t c = 0;
      for (std::size_t i = 0; i < n; ++i) {
        c += std::uint64_t{u[i + j]} + v[i];
        u[i + j] = static_cast<std::uint32_t>(c);
        c >>= 32;
      }
      u[j + n] = static_cast<std::uint32_t>(u[j + n] + c);
    }
    q[j] = static_cast<std::uint32_t>(qhat);
  }
  u.resize(n);
  if (s != 0) {
    for (std::size_t i = 0; i + 1 < n; ++i) u[i] = (u[i] >> s) | (u[i + 1] << (32 - s));
    u[n - 1] >>= s;
  }
  trim(q);
  trim(u);
  return {q, u};
}

}  // namespace

BigInteger::BigInteger(std::int64_t value) : negative_(value < 0) {
  std::uint64_t magnitude = value < 0 ? 0 - static_cast<std::uint64_t>(value) : static_cast<std::uint64_t>(value);
  while (magnitude != 0) {
    limbs_.push_back(static_cast<std::uint32_t>(magnitude));
    magnitude >>= 32;
  }
}

BigInteger BigInteger::fromMagnitude(Limbs limbs, bool negative) {
  trim(limbs);
  BigInteger r;
  r.negative_ = negative && !limbs.empty();
  r.limbs_ = std::move(limbs);
  return r;
}

BigInteger BigInteger::fromDigits(const std::string& digits) {
  Limbs limbs;
  for (const char c : digits) {
    if (c < '0' || c > '9') throw std::invalid_argument("not a decimal digit");
    multiplyAdd(limbs, 10, static_cast<std::uint32_t>(c - '0'));
  }
  return fromMagnitude(std::move(limbs), false);
}

BigInteger BigInteger::powerOfTen(int exponent) {
  Limbs limbs{1};
  for (; exponent >= 9; exponent -= 9) multiplyAdd(limbs, 1000000000u, 0);
  for (; exponent > 0; --exponent) multiplyAdd(limbs, 10, 0);
  return fromMagnitude(std::move(limbs), false);
}

int BigInteger::bitLength() const noexcept {
  return limbs_.empty() ? 0 : static_cast<int>(32 * limbs_.size()) - leadingZeros(limbs_.back());
}

BigInteger BigInteger::abs() const { return fromMagnitude(limbs_, false); }

std::uint64_t BigInteger::topBits(int shift) const {
  std::uint64_t top = 0;
  bool dropped = false;
  for (int bit = 0; bit < bitLength(); ++bit) {
    const bool set = (limbs_[static_cast<std::size_t>(bit / 32)] >> (bit % 32)) & 1u;
    if (bit < shift)
      dropped = dropped || set;
    else if (set)
      top |= std::uint64_t{1} << (bit - shift);
  }
  return dropped ? top | 1 : top;
}

std::string BigInteger::toString() const {
  if (limbs_.empty()) return "0";
  Limbs rest = limbs_;
  std::string digits;
  while (!rest.empty()) {
    std::uint32_t chunk = divideSmall(rest, 1000000000u);
    for (int i = 0; i < 9 && (chunk != 0 || !rest.empty()); ++i, chunk /= 10)
      digits += static_cast<char>('0' + chunk % 10);
  }
  std::reverse(digits.begin(), digits.end());
  return (negative_ ? "\u2212" : "") + digits;
}

int BigInteger::compareMagnitude(const Limbs& a, const Limbs& b) {
  if (a.size() != b.size()) return a.size() < b.size() ? -1 : 1;
  for (std::size_t i = a.size(); i-- > 0;)
    if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
  return 0;
}

BigInteger::Limbs BigInteger::addMagnitude(const Limbs& a, const Limbs& b) {
  Limbs r(std::max(a.size(), b.size()) + 1, 0);
  std::uint64_t carry = 0;
  for (std::size_t i = 0; i + 1 < r.size(); ++i) {
    carry += (i < a.size() ? a[i] : 0u) + std::uint64_t{i < b.size() ? b[i] : 0u};
    r[i] = static_cast<std::uint32_t>(carry);
    carry >>= 32;
  }
  r.back() = static_cast<std::uint32_t>(carry);
  return r;
}

BigInteger::Limbs BigInteger::subtractMagnitude(const Limbs& a, const Limbs& b) {
  Limbs r(a.size(), 0);
  std::int64_t borrow = 0;
  for (std::size_t i = 0; i < a.size(); ++i) {
    const std::int64_t t = std::int64_t{a[i]} - (i < b.size() ? b[i] : 0) - borrow;
    r[i] = static_cast<std::uint32_t>(t);
    borrow = t < 0 ? 1 : 0;
  }
  return r;
}

BigInteger BigInteger::signedSum(const Limbs& a, bool negativeA, const Limbs& b, bool negativeB) {
  if (negativeA == negativeB) return fromMagnitude(addMagnitude(a, b), negativeA);
  return compareMagnitude(a, b) >= 0 ? fromMagnitude(subtractMagnitude(a, b), negativeA)
                                     : fromMagnitude(subtractMagnitude(b, a), negativeB);
}

BigInteger operator+(const BigInteger& a, const BigInteger& b) {
  return BigInteger::signedSum(a.limbs_, a.negative_, b.limbs_, b.negative_);
}

BigInteger operator-(const BigInteger& a, const BigInteger& b) {
  return BigInteger::signedSum(a.limbs_, a.negative_, b.limbs_, !b.negative_);
}

BigInteger operator*(const BigInteger& a, const BigInteger& b) {
  if (a.isZero() || b.isZero()) return BigInteger();
  BigInteger::Limbs r(a.limbs_.size() + b.limbs_.size(), 0);
  for (std::size_t i = 0; i < a.limbs_.size(); ++i) {
    std::uint64_t carry = 0;
    for (std::size_t j = 0; j < b.limbs_.size(); ++j) {
      carry += std::uint64_t{a.limbs_[i]} * b.limbs_[j] + r[i + j];
      r[i + j] = static_cast<std::uint32_t>(carry);
      carry >>= 32;
    }
    r[i + b.limbs_.size()] = static_cast<std::uint32_t>(carry);
  }
  return BigInteger::fromMagnitude(std::move(r), a.negative_ != b.negative_);
}

BigInteger BigInteger::operator<<(int bits) const {
  if (isZero() || bits == 0) return *this;
  Limbs r(static_cast<std::size_t>(bits / 32), 0);
  const int s = bits % 32;
  std::uint32_t carry = 0;
  for (const std::uint32_t limb : limbs_) {
    r.push_back(s == 0 ? limb : (limb << s) | carry);
    carry = s == 0 ? 0 : limb >> (32 - s);
  }
  r.push_back(carry);
  return fromMagnitude(std::move(r), negative_);
}

std::pair<BigInteger, BigInteger> divMod(const BigInteger& a, const BigInteger& b) {
  if (b.isZero()) throw std::domain_error("division by zero");
  if (BigInteger::compareMagnitude(a.limbs_, b.limbs_) < 0) return {BigInteger(), a};
  BigInteger::Limbs q, r;
  if (b.limbs_.size() == 1) {
    q = a.limbs_;
    const std::uint32_t rest = divideSmall(q, b.limbs_[0]);
    if (rest != 0) r.push_back(rest);
  } else {
    std::tie(q, r) = longDivide(a.limbs_, b.limbs_);
  }
  return {BigInteger::fromMagnitude(std::move(q), a.negative_ != b.negative_),
          BigInteger::fromMagnitude(std::move(r), a.negative_)};
}

BigInteger gcd(BigInteger a, BigInteger b) {
  a = a.abs();
  b = b.abs();
  while (!b.isZero()) a = std::exchange(b, divMod(a, b).second);
  return a;
}

}  // namespace gramlab
