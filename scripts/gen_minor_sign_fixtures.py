#!/usr/bin/python3
"""Writes tests/fixtures/minor_signs.json: the exact signs and values of leading and principal minors of
matrices whose entries span the whole range of double (1e±200, 1e±300, subnormals, mixed scales), computed
apart from the C++ core with Python's fractions.Fraction on each double's exact binary value.

    /usr/bin/python3 scripts/gen_minor_sign_fixtures.py

Format:
{
  "cases": [
    { "name": "...", "n": 2,
      "entries": [row-major doubles],            # Python repr: strtod / JSON.parse give the same doubles
      "principal": [                             # every principal minor, by size then lexicographically
        { "indices": [0, 1],                     # 0-based
          "sign": "positive" | "negative" | "zero",
          "mantissa": m, "exponent": e }],       # the exact minor correctly rounded as m·2^e, 0.5 ≤ |m| < 1
                                                 # (0 and 0 for zero): ScaledNumber's form, any size
      "leading": [index into principal of D_1 … D_n],
      "decimals": true | false,                  # every entry's shortest decimal has ≤ 6 places: the core reads
                                                 # the entries as those decimals (as typed), and so does this
                                                 # script; otherwise each double's exact binary value
      "psd": true | false,                       # exactly: every principal minor ≥ 0
      "negativeDiagonal": true | false }]        # some entry a_ii < 0 (an exact 1×1 minor)
}
"""
import json
import math
from decimal import Decimal
from fractions import Fraction
from itertools import combinations
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "tests" / "fixtures" / "minor_signs.json"

THIRD = 1 / 3
TINY = 5e-324  # the smallest subnormal, 2^-1074


def diag(*values):
    n = len(values)
    return [[values[i] if i == j else 0.0 for j in range(n)] for i in range(n)]


def tridiagonal(n, scale):
    """scale·(2 on the diagonal, 1 beside it), each entry rounded once to a double."""
    return [[2 * scale if i == j else (scale if abs(i - j) == 1 else 0.0) for j in range(n)] for i in range(n)]


def with_corner(rows, value):
    """rows with a_1n = a_n1 = value: one entry that is not a short decimal makes the core read the doubles."""
    rows = [row[:] for row in rows]
    rows[0][-1] = rows[-1][0] = value
    return rows


def outer(x):
    """x·xᵀ as doubles: each product rounded once, so the exact minors of order ≥ 2 need not be 0."""
    return [[a * b for b in x] for a in x]


CASES = {
    # The cases: a positive minor past 1e−161 of the largest entry used to read as exactly "zero".
    "issue: [[1, 0], [0, 1e-170]]": diag(1.0, 1e-170),
    "issue: [[1, 0], [0, -1e-170]]": diag(1.0, -1e-170),
    **{f"issue: diag(1/3, 1e{k})": diag(THIRD, float(f"1e{k}")) for k in (161, 162, 200, 250, 300, 308)},
    "diag(1/3, 1e-162)": diag(THIRD, 1e-162),
    "diag(1/3, -1e-300)": diag(THIRD, -1e-300),
    # Whole matrices at the ends of the range: tridiagonal (2, 1)·s, D_k = (k + 1)·s^k before rounding.
    "tridiagonal 4x4 times 1e200/3": tridiagonal(4, 1e200 / 3),
    "tridiagonal 4x4 times 1e-200/3": tridiagonal(4, 1e-200 / 3),
    "tridiagonal 3x3 times 1e300/7": tridiagonal(3, 1e300 / 7),
    "tridiagonal 3x3 times 1e-300/7": tridiagonal(3, 1e-300 / 7),
    # Huge integers are short decimals (6.666666666666667e+199 has no decimal places), read as typed: a corner
    # entry 1/3 makes the same tables binary.
    "tridiagonal 4x4 times 1e200/3, corner 1/3": with_corner(tridiagonal(4, 1e200 / 3), THIRD),
    "tridiagonal 3x3 times 1e300/7, corner -1/3": with_corner(tridiagonal(3, 1e300 / 7), -THIRD),
    "[[-1/3, 0], [0, 1e16]]": diag(-THIRD, 1e16),
    # Subnormals: the smallest double and its neighbours, beside 1 and alone.
    "subnormal diagonal": diag(TINY, 3 * TINY),
    "subnormal beside 1": [[1.0, TINY], [TINY, TINY]],
    "negative subnormal beside 1e308": [[1e308, 0.0], [0.0, -TINY]],
    "subnormal off-diagonal, det 1e-300·2^-1074 - 2^-2148": [[1e-300, TINY], [TINY, TINY]],
    # Mixed scales in one row and column.
    "1e300 beside 1e-300, 2x2": [[1e300, 1e-300 / 3], [1e-300 / 3, 1e-300]],
    "mixed 3x3, 1e-200 to 1e200": [[1e200 / 3, 1.0, 1e-200], [1.0, THIRD, 1e-100 / 7], [1e-200, 1e-100 / 7, 1e-200 / 3]],
    "mixed 4x4, 1e-300 to 1e300": [
        [1e300, 1e150 / 3, 1.0, 0.0],
        [1e150 / 3, 1.0, 1e-150 / 3, 1e-200],
        [1.0, 1e-150 / 3, 1e-150, 1e-250 / 7],
        [0.0, 1e-200, 1e-250 / 7, 1e-300],
    ],
    # Rank one in exact arithmetic, but each product is rounded: the exact minors of order ≥ 2 of the doubles
    # are tiny and of either sign (or 0), far below any floating-point bound on their rounding.
    "x·xᵀ, x = (1/3, 2/7, 1/11)": outer([THIRD, 2 / 7, 1 / 11]),
    "x·xᵀ, x = (1e-160, 1/3, 1e150)": outer([1e-160, THIRD, 1e150]),
    "x·xᵀ, x = (1/3, 1e-100/7, 1e100/3, 1)": outer([THIRD, 1e-100 / 7, 1e100 / 3, 1.0]),
    # The same as sylvester.test.cpp's old "no negative minor" case: s·x, then (s·x)(s·x)ᵀ, each step rounded.
    **{
        f"(s·x)(s·x)ᵀ, x = ({first}, 2/7, 1/11, √2), s = {s}": outer([s * v for v in (x0, 2 / 7, 1 / 11, math.sqrt(2))])
        for s, first, x0 in ((1.0, "1/3", THIRD), (1e150, "1e-160", 1e-160), (1e-130, "1/3", THIRD))
    },
    # Exactly singular though no entry is a short decimal: "zero" must mean 0.
    "[[1/3, 1/3], [1/3, 1/3]]": [[THIRD, THIRD], [THIRD, THIRD]],
    "[[1/3, 0.1], [0.1, 0.03]]": [[THIRD, 0.1], [0.1, 0.03]],
    # The rounding-aware rule against a certain sign (issue 37, item 3).
    "[[-1, 0], [0, 1e16]]": diag(-1.0, 1e16),
    "[[1e16, 1e8 + 1], [1e8 + 1, 1]]": [[1e16, 1e8 + 1], [1e8 + 1, 1.0]],
}


def det(rows):
    """Exact determinant by Gaussian elimination over Fractions."""
    a = [row[:] for row in rows]
    n, d = len(a), Fraction(1)
    for c in range(n):
        p = next((r for r in range(c, n) if a[r][c] != 0), None)
        if p is None:
            return Fraction(0)
        if p != c:
            a[p], a[c], d = a[c], a[p], -d
        d *= a[c][c]
        for r in range(c + 1, n):
            f = a[r][c] / a[c][c]
            a[r] = [a[r][j] - f * a[c][j] for j in range(n)]
    return d


def scaled(q):
    """q as (m, e) with q ≈ m·2^e, 0.5 ≤ |m| < 1, m correctly rounded to 53 bits (Fraction → float rounds once)."""
    if q == 0:
        return 0.0, 0
    e = abs(q.numerator).bit_length() - abs(q.denominator).bit_length()
    if abs(q) >= Fraction(2) ** e:  # now 2^(e−1) ≤ |q| < 2^e
        e += 1
    while abs(q) < Fraction(2) ** (e - 1):
        e -= 1
    m = float(q / Fraction(2) ** e)
    if abs(m) == 1.0:  # rounded up to the next binade
        m, e = m / 2, e + 1
    return m, e


MAX_EXACT_FRACTION_DIGITS = 6  # limits.hpp, kMaxExactFractionDigits


def short_decimal(x):
    """x's shortest decimal (repr) when it has at most MAX_EXACT_FRACTION_DIGITS places, else None."""
    d = Decimal(repr(x))
    return Fraction(d) if d.as_tuple().exponent >= -MAX_EXACT_FRACTION_DIGITS else None


def case(name, rows):
    n = len(rows)
    decimals = all(short_decimal(x) is not None for row in rows for x in row)
    # As the core reads them: the typed decimals when all are short, else each double's exact binary value.
    exact = [[short_decimal(x) if decimals else Fraction(x) for x in row] for row in rows]
    principal = []
    for size in range(1, n + 1):
        for idx in combinations(range(n), size):
            q = det([[exact[i][j] for j in idx] for i in idx])
            m, e = scaled(q)
            sign = "positive" if q > 0 else "negative" if q < 0 else "zero"
            principal.append({"indices": list(idx), "sign": sign, "mantissa": m, "exponent": e})
    leading = [next(k for k, p in enumerate(principal) if p["indices"] == list(range(size))) for size in range(1, n + 1)]
    return {
        "name": name,
        "n": n,
        "entries": [x for row in rows for x in row],
        "principal": principal,
        "leading": leading,
        "decimals": decimals,
        "psd": all(p["sign"] != "negative" for p in principal),
        "negativeDiagonal": any(rows[i][i] < 0 for i in range(n)),
    }


def main():
    cases = [case(name, rows) for name, rows in CASES.items()]
    OUT.write_text(json.dumps({"generator": "scripts/gen_minor_sign_fixtures.py", "cases": cases}, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}: {len(cases)} cases")


if __name__ == "__main__":
    main()
