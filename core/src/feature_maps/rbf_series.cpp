#include "gramlab/feature_maps/rbf_series.hpp"

#include <cmath>
#include <limits>

#include "gramlab/base/arguments.hpp"
#include "gramlab/base/constants.hpp"
#include "gramlab/base/error.hpp"
#include "gramlab/base/limits.hpp"

namespace gramlab {

namespace {

constexpr double kTiny = 4 * std::numeric_limits<double>::denorm_min();

struct Features {
  std::vector<double> phi;  // φ_m for m = 0 … count − 1
  // Σ of |each part of log|φ_m||: exp turns an absolute error δ of the log into a relative error δ,
  // and the log's error is a few ε times this.
  std::vector<double> logScale;
};

// x = 0 is exact: φ_0 = 1 and every other φ_m is 0 (log 0 would give NaN).
Features features(double x, double gamma, int count) {
  Features f{std::vector<double>(static_cast<std::size_t>(count), 0.0),
             std::vector<double>(static_cast<std::size_t>(count), 0.0)};
  const double gaussian = -gamma * x * x;  // −∞ past overflow: every φ_m is then 0
  if (x == 0) {
    f.phi[0] = 1;
    return f;
  }
  // log 2γ as log 2 + log γ: 2γ itself overflows for γ near DBL_MAX.
  const double logTwoGamma = std::log(2.0) + std::log(gamma);
  const double logAbsX = std::log(std::abs(x));
  for (int m = 0; m < count; ++m) {
    const double parts[] = {gaussian, 0.5 * m * logTwoGamma, -0.5 * std::lgamma(m + 1.0), m * logAbsX};
    const double magnitude = std::exp(parts[0] + parts[1] + parts[2] + parts[3]);
    const auto i = static_cast<std::size_t>(m);
    f.phi[i] = (x < 0 && m % 2 == 1) ? -magnitude : magnitude;
    for (double part : parts) f.logScale[i] += std::abs(part);
  }
  return f;
}

// z = 2γ|xy| without an intermediate overflow or underflow: the three mantissas multiplied, the exponents
// added, so z is +∞ only when it is past DBL_MAX itself (no tail bound is ever reached then).
double peakOf(double gamma, double x, double y) {
  if (x == 0 || y == 0) return 0;
  int eg = 0, ex = 0, ey = 0;
  const double m = std::frexp(gamma, &eg) * std::frexp(std::abs(x), &ex) * std::frexp(std::abs(y), &ey);
  return std::ldexp(m, 1 + eg + ex + ey);
}

}  // namespace

RbfSeries rbfSeries(double x, double y, double gamma, double terms) {
  requireFiniteNumber("x", x);
  requireFiniteNumber("y", y);
  requireFiniteNumber("gamma", gamma);
  if (gamma <= 0) throw Error(ErrorCode::BadArgument, "gamma must be greater than 0");
  const int count = integerArgument("terms", terms, 1, limits::kMaxRbfTerms, true);

  RbfSeries out;
  const double difference = x - y;  // may overflow to ±∞: the kernel is then exactly 0
  out.kernel = std::exp(-gamma * difference * difference);
  out.peak = peakOf(gamma, x, y);
  const Features fx = features(x, gamma, count + 1);  // one more term for the tail bound
  const Features fy = features(y, gamma, count + 1);
  // exp's argument −γ(x−y)² carries a relative error of a few ε, an absolute one of a few ε·γ(x−y)².
  // A value that underflowed (to 0 or a subnormal) is off by at most a few of the smallest subnormals;
  // skipping the relative part for 0 also keeps ∞ · 0 out of the bound.
  const double kernelRounding =
      (out.kernel == 0 ? 0 : 4 * kEpsilon * (1 + gamma * difference * difference) * out.kernel) + kTiny;
  double sum = 0, termRounding = 0, absoluteSum = 0;
  for (int m = 0; m < count; ++m) {
    const auto i = static_cast<std::size_t>(m);
    RbfSeriesTerm t{m, fx.phi[i], fy.phi[i], fx.phi[i] * fy.phi[i], 0, 0, false, 0, 0};
    sum += t.term;
    absoluteSum += std::abs(t.term);
    if (t.term != 0) termRounding += std::abs(t.term) * 4 * kEpsilon * (2 + fx.logScale[i] + fy.logScale[i]);
    termRounding += kTiny;
    t.partialSum = sum;
    t.error = std::abs(out.kernel - sum);
    t.hasTailBound = m + 2 > out.peak;
    if (t.hasTailBound) t.tailBound = std::abs(fx.phi[i + 1] * fy.phi[i + 1]) / (1 - out.peak / (m + 2));
    t.roundingBound = termRounding + (m + 2) * kEpsilon * absoluteSum + kernelRounding;
    out.terms.push_back(t);
  }
  return out;
}

}  // namespace gramlab
