#pragma once
// Arbitrary-precision integers for exact determinants: any integer a double can hold (up to ~1.8e308) and
// any short decimal scaled to an integer stay exact through a 12×12 elimination, where int64 gives up.
// Sign and magnitude, magnitude in base 2³² limbs, least significant first, no leading zero limbs.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace gramlab {

class BigInteger {
 public:
  BigInteger(std::int64_t value = 0);  // implicit: machine integers are big integers
  // Decimal digits, no sign or separators ("12345"); used for the digits of a typed decimal.
  static BigInteger fromDigits(const std::string& digits);
  static BigInteger powerOfTen(int exponent);  // exponent ≥ 0

  int sign() const noexcept { return limbs_.empty() ? 0 : (negative_ ? -1 : 1); }
  bool isZero() const noexcept { return limbs_.empty(); }
  int bitLength() const noexcept;  // of the magnitude; 0 for zero
  BigInteger abs() const;
  // The top 64 bits of the magnitude shifted down by `shift` bits (bitLength − 64 when positive), with
  // the lowest bit set when any dropped bit was 1, so that converting to double rounds correctly.
  std::uint64_t topBits(int shift) const;
  std::string toString() const;  // "−123": minus sign U+2212, as the page writes numbers

  friend BigInteger operator+(const BigInteger& a, const BigInteger& b);
  friend BigInteger operator-(const BigInteger& a, const BigInteger& b);
  friend BigInteger operator*(const BigInteger& a, const BigInteger& b);
  friend BigInteger operator-(BigInteger a) {
    if (!a.isZero()) a.negative_ = !a.negative_;
    return a;
  }
  BigInteger operator<<(int bits) const;
  // Truncating division (quotient rounded towards zero, remainder with the dividend's sign); b ≠ 0.
  friend std::pair<BigInteger, BigInteger> divMod(const BigInteger& a, const BigInteger& b);
  friend bool operator==(const BigInteger& a, const BigInteger& b) {
    return a.negative_ == b.negative_ && a.limbs_ == b.limbs_;
  }
  friend bool operator!=(const BigInteger& a, const BigInteger& b) { return !(a == b); }

 private:
  using Limbs = std::vector<std::uint32_t>;
  static BigInteger fromMagnitude(Limbs limbs, bool negative);
  static int compareMagnitude(const Limbs& a, const Limbs& b);
  static Limbs addMagnitude(const Limbs& a, const Limbs& b);
  static Limbs subtractMagnitude(const Limbs& a, const Limbs& b);  // |a| ≥ |b|
  // Signed sum of (a, negativeA) and (b, negativeB).
  static BigInteger signedSum(const Limbs& a, bool negativeA, const Limbs& b, bool negativeB);

  bool negative_ = false;
  Limbs limbs_;
};

inline BigInteger operator/(const BigInteger& a, const BigInteger& b) { return divMod(a, b).first; }
BigInteger gcd(BigInteger a, BigInteger b);  // ≥ 0; gcd(0, 0) = 0

}  // namespace gramlab
