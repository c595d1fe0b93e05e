#pragma once
// Every size limit, listed once and enforced in the core, so no caller (page, worker, Node) can ask for a
// tab-freezing job. The WASM module exports this list (name without the k, camelCase, with its value and
// what it bounds); the facade, the panels and docs/api.md read it from there.
#include <cstddef>
#include <cstdint>

namespace gramlab::limits {

// X(type, name, value, "what it bounds — and why this much").
#define GRAMLAB_LIMITS(X)                                                                                                 \
  X(std::size_t, kMaxMatrixOrder, 2000,                                                                                   \
    "order of a symmetric matrix (`eigenSymmetric`, `psdCheck`, repairs): ~1 s and 32 MB in WASM")                        \
  X(std::size_t, kMaxPoints, 2000, "points n in a point set: the γ sweep's largest case")                                 \
  X(std::size_t, kMaxDimension, 1000, "dimension d of a point set")                                                       \
  X(std::size_t, kMaxPrincipalMinorOrder, 10, "`principalMinors`, `negativeDirection` order: 2¹⁰ − 1 = 1023 minors")      \
  X(std::size_t, kMaxSylvesterOrder, 12, "`sylvester` order: its working is meant to be followed by hand")                \
  X(std::size_t, kMaxGammas, 64, "γ values in one sweep: each is an O(n³) decomposition")                                 \
  X(int, kMaxPolynomialDegree, 10, "polynomial kernel degree (from 1)")                                                   \
  X(std::size_t, kMaxSigmoidMapSide, 64, "values of a, and of b, in one `sigmoidMap` call")                               \
  X(std::size_t, kMaxSigmoidMapPoints, 300, "points in one `sigmoidMap` call: the article's n")                           \
  X(double, kMaxSigmoidMapWork, 64.0 * 64.0 * 100.0 * 100.0 * 100.0,                                                      \
    "cells · n³ in one `sigmoidMap` call (64 × 64 cells of 100 points, ~4 s); the article's 300 points go a row at a " \
    "time")                                                                                                               \
  X(std::ptrdiff_t, kMaxRandomDraws, 4'000'000, "draws in one `randomNormal`/`randomUniform` call: 32 MB of doubles")     \
  X(int, kMaxExactFractionDigits, 6, "decimal places of an entry that determinants treat as exact")                       \
  X(double, kExactMagnitudeBound, 1e9, "magnitude below which an entry can be exact (then N/10⁶ with |N| < 10¹⁵)")        \
  X(int, kMaxExpressionLength, 1000, "characters of a similarity expression (`checkKernel`, `compileExpression`)")        \
  X(int, kMaxExpressionDepth, 64,                                                                                         \
    "nesting of parentheses, calls, unary minus and powers in an expression: bounds the parser's recursion")              \
  X(std::uint64_t, kMaxEvaluationCost, 1'000'000'000,                                                                     \
    "work units (a scalar operation, or d for a d-vector one) per `checkKernel` matrix: ~1–3 s in WASM")                  \
  X(int, kMaxWitnessPoints, 8, "points in a `checkKernel` witness: the search stops growing a subset past this")

#define GRAMLAB_DECLARE_LIMIT(type, name, value, about) constexpr type name = value;
GRAMLAB_LIMITS(GRAMLAB_DECLARE_LIMIT)
#undef GRAMLAB_DECLARE_LIMIT

}  // namespace gramlab::limits
