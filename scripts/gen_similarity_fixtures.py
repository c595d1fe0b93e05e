#!/usr/bin/python3
"""Writes the similarity panel's facade fixtures, computed independently of the core by numpy.

    /usr/bin/python3 scripts/gen_similarity_fixtures.py

tests/fixtures/similarity.json  eigenvalues of the edited S and of the 8×8 Hilbert matrix, both repairs of
                                S, a Gram matrix and its XᵀX from hand-picked vectors, a quadratic form, and
                                default_rng(seed).normal(size=(n, d)) → XXᵀ for the page's random preset.
"""
import json
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "tests" / "fixtures" / "similarity.json"

S = np.array([[1, 0.9, 0.2], [0.9, 1, 0.9], [0.2, 0.9, 1]])
S_AC_08 = np.array([[1, 0.9, 0.8], [0.9, 1, 0.9], [0.8, 0.9, 1]])  # the reader raises A–C from 0.2 to 0.8
X = np.array([[1.0, 0.0], [0.6, 0.8], [0.0, 1.0]])  # the panel's default: three unit vectors in the plane, n = 3 > d = 2
C = np.array([1.0, -1.0, 1.0])  # the panel's default c
RANDOM_SEED, RANDOM_N, RANDOM_D = 7, 4, 3


def hilbert(n):
    i = np.arange(n)
    return 1.0 / (i[:, None] + i[None, :] + 1)


def clip(m):
    w, v = np.linalg.eigh(m)
    return (v * np.maximum(w, 0)) @ v.T


def repair_summary(original, repaired):
    change = repaired - original
    return {
        "matrix": repaired.tolist(),
        "frobeniusChange": float(np.linalg.norm(change)),
        "maxChange": float(np.abs(change).max()),
    }


def main():
    lam_min = float(np.linalg.eigvalsh(S)[0])
    random_x = np.random.default_rng(RANDOM_SEED).normal(size=(RANDOM_N, RANDOM_D))
    gram, cov = X @ X.T, X.T @ X
    fixtures = {
        "S_ac_08": {"matrix": S_AC_08.tolist(), "eigenvalues_ascending": np.linalg.eigvalsh(S_AC_08).tolist()},
        "hilbert8": {"matrix": hilbert(8).tolist(), "eigenvalues_ascending": np.linalg.eigvalsh(hilbert(8)).tolist()},
        "S_clip": repair_summary(S, clip(S)),
        "S_shift": {**repair_summary(S, S - lam_min * np.eye(3)), "shift": -lam_min},
        "vectors": {
            "X": X.tolist(),
            "gram": gram.tolist(),
            "covariance": cov.tolist(),
            "gram_eigenvalues_ascending": np.linalg.eigvalsh(gram).tolist(),
            "shared_eigenvalues_descending": np.linalg.eigvalsh(cov)[::-1].tolist(),
            "rank": int(np.linalg.matrix_rank(X)),
        },
        "quadratic": {"c": C.tolist(), "S": float(C @ S @ C), "XXt": float(C @ gram @ C), "XtC_squared": float(np.sum((X.T @ C) ** 2))},
        "random_gram": {
            "seed": RANDOM_SEED,
            "n": RANDOM_N,
            "d": RANDOM_D,
            "vectors": random_x.tolist(),
            "gram": (random_x @ random_x.T).tolist(),
        },
    }
    OUT.write_text(json.dumps(fixtures, indent=1) + "\n")
    print(f"wrote {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
