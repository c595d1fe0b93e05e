#!/usr/bin/python3
"""Writes tests/fixtures/kernel_witness.json: issue 37's sample that is certainly not PSD, computed apart
from the C++ core, so a test can check the witness checkKernel returns for it.

    /usr/bin/python3 scripts/gen_kernel_witness_fixtures.py

The sample is numpy's default_rng(seed).normal(size=(n, d)) (the core draws the same bits); each Gram entry
k(x_i, x_j) = exp(−r²)·(1 − 1.5·r²), r² = Σ (x_i − x_j)², is evaluated with Python's decimal at 50 digits
from the doubles' exact values, then rounded once to a double. Format:
{
  "expression": "...", "seed": 31337, "n": 20, "d": 2,
  "points": [[x, y], ...],           # the sample, as numpy draws it
  "gram": [[k_ij, ...], ...],        # the exact Gram matrix, each entry correctly rounded
  "minEigenvalue": λ                 # numpy.linalg.eigvalsh(gram)[0]
}
"""
import json
from decimal import Decimal, getcontext
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "tests" / "fixtures" / "kernel_witness.json"

EXPRESSION = "exp(-norm(x-y)^2) * (1 - 1.5*norm(x-y)^2)"
SEED, N, D = 31337, 20, 2


def kernel(x, y):
    r2 = sum((Decimal(a) - Decimal(b)) ** 2 for a, b in zip(x, y))  # Decimal(float) is exact
    return (-r2).exp() * (1 - Decimal("1.5") * r2)


def main():
    getcontext().prec = 50
    points = np.random.default_rng(SEED).normal(size=(N, D))
    gram = [[float(kernel(p, q)) for q in points] for p in points]
    doc = {
        "generator": "scripts/gen_kernel_witness_fixtures.py",
        "numpy": np.__version__,
        "expression": EXPRESSION,
        "seed": SEED,
        "n": N,
        "d": D,
        "points": points.tolist(),
        "gram": gram,
        "minEigenvalue": float(np.linalg.eigvalsh(np.array(gram))[0]),
    }
    OUT.write_text(json.dumps(doc, indent=1) + "\n")
    print(f"wrote {OUT.relative_to(ROOT)}: λ_min = {doc['minEigenvalue']:.6g}")


if __name__ == "__main__":
    main()
