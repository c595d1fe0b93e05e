#!/usr/bin/python3
"""Writes tests/fixtures/article.json: every figure the article prints, from the article's own numpy recipes.

    /usr/bin/python3 scripts/gen_article_fixtures.py

The native tests (tests/core/support/reference.hpp) and the WASM tests (tests/wasm/load.mjs) read this file, so the
repository tests itself with nothing from outside it. Each section keeps its recipe beside its numbers:

  gamma_sweep         the RBF γ table on Z = default_rng(4).normal(size=(300, 5))
  Z_seed4_first_rows  the first three points of Z, and Z_seed4_sum = Z.sum() (numpy's pairwise sum)
  sigmoid             tanh(0.5 z_i·z_j + 0.1) on the same Z: 142 of 300 eigenvalues negative
  attention           seed 9: X (8×16), then W_Q and W_K (16×16, ×0.25); M = W_Q W_Kᵀ, S = X M Xᵀ / √16
  small_matrices      the similarity table S and Sylvester's A and B: eigvalsh, leading minors by det
  poly2_phi           the degree-2 feature map of a = (1, 2), b = (3, −1)
  feature_dimension   C(d + p, p) features and their float32 bytes
  rng_vectors         default_rng(seed).normal(size=16) and .random(4) for seeds 0, 4, 9, 12345
  printed             the article's text for those figures (ARTICLE_PRINTS), checked against the numbers

Numbers are written as Python's repr (shortest round trip), so strtod and JSON.parse read back the same double.
Eigenvalues depend on the BLAS/LAPACK numpy runs on only at rounding level (~ε‖K‖; Debian's netlib and OpenBLAS
differ there in the γ table; the committed file was made with netlib), and the tests compare within tolerances
that allow it. Before writing, the figures are checked against the article's text as printed (ARTICLE_PRINTS).
"""
import json
from math import comb, sqrt
from pathlib import Path

import numpy as np

OUT = Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "article.json"

GAMMAS = (0.05, 0.3, 1.0, 3.0)
SMALL = {
    "S_similarity": [[1, 0.9, 0.2], [0.9, 1, 0.9], [0.2, 0.9, 1]],
    "A": [[2, 1, 0], [1, 2, 1], [0, 1, 2]],
    "B": [[1, 2, 0], [2, 1, 0], [0, 0, 3]],
}
FEATURE_DIMENSIONS = ((2, 2), (768, 2), (768, 3), (768, 4))
RNG_SEEDS = (0, 4, 9, 12345)

# The figures as the article prints them, typed from its text: the generated numbers must round to these.
ARTICLE_PRINTS = {
    "gamma_max": ("%.2f", ["192.17", "53.14", "12.33", "3.02"]),
    "gamma_min": ("%.1e", ["3.6e-09", "7.7e-05", "9.7e-03", "8.3e-02"]),
    "gamma_k95": ("%d", ["13", "106", "222", "269"]),
    "gamma_effective_rank": ("%.2f", ["2.35", "20.24", "130.38", "270.75"]),
    "sigmoid_negative_count": ("%d", ["142"]),
    "sigmoid_min": ("%.2f", ["-12.72"]),
    "attention_sym_part": ("%.3f %.3f", ["-1.254 1.383"]),
    "attention": ("%.2f %d of %d", ["1.11 6 of 8"]),
    "S_eigenvalues": ("%.3f", ["-0.177", "0.800", "2.377"]),
    "A": ("%.0f %.0f %.0f / %.3f %.0f %.3f", ["2 3 4 / 0.586 2 3.414"]),
    "B": ("%.0f %.0f %.0f / %.0f %.0f %.0f", ["1 -3 -9 / -1 3 3"]),
    "poly2": ("%d %d %.0f", ["1 4 4"]),
    "feature_dimension": ("%d", ["6", "296065", "76088705", "14685120065"]),
    "float32_GB_768_4": ("%.0f", ["59"]),
}


def article_points():
    return np.random.default_rng(4).normal(size=(300, 5))


def rbf_gram(A, gamma):
    d2 = ((A[:, None, :] - A[None, :, :]) ** 2).sum(-1)
    return np.exp(-gamma * d2)


def gamma_sweep(Z):
    rows = []
    for gamma in GAMMAS:
        ev = np.linalg.eigvalsh(rbf_gram(Z, gamma))[::-1]
        rows.append({
            "gamma": gamma,
            "max_eig": float(ev[0]),
            "min_eig": float(ev[-1]),
            "k95": int(np.searchsorted(np.cumsum(ev) / ev.sum(), 0.95) + 1),
            "effective_rank": float(ev.sum() ** 2 / (ev**2).sum()),
            "trace": float(ev.sum()),
        })
    return {
        "recipe": "Z = default_rng(4).normal(size=(300, 5)); K = exp(-gamma * ||z_i - z_j||^2); eigenvalues by "
                  "eigvalsh, sorted descending; effective rank = (sum ev)^2 / sum ev^2; "
                  "k95 = 1 + searchsorted(cumsum(ev)/sum(ev), 0.95)",
        "rows": rows,
    }


def sigmoid(Z):
    ev = np.linalg.eigvalsh(np.tanh(0.5 * (Z @ Z.T) + 0.1))
    tolerance = len(ev) * np.finfo(float).eps * np.abs(ev).max()
    # The count is a verdict: it must not depend on where the rounding-level cut-off falls.
    assert (ev < -tolerance).sum() == (ev < 0).sum()
    return {
        "recipe": "same Z; K = tanh(0.5 * z_i.z_j + 0.1)",
        "negative_count": int((ev < -tolerance).sum()),
        "min_eig": float(ev[0]),
        "max_eig": float(ev[-1]),
    }


def attention():
    rng = np.random.default_rng(9)
    X = rng.normal(size=(8, 16))
    W_Q = rng.normal(size=(16, 16)) * 0.25
    W_K = rng.normal(size=(16, 16)) * 0.25
    M = W_Q @ W_K.T
    S = X @ M @ X.T / np.sqrt(16)
    sym = np.linalg.eigvalsh((M + M.T) / 2)
    ev = np.sort(np.linalg.eigvals(S))  # by real part, then imaginary part
    return {
        "recipe": "rng = default_rng(9); X = rng.normal(size=(8,16)); W_Q = rng.normal(size=(16,16)) * 0.25; "
                  "W_K = rng.normal(size=(16,16)) * 0.25 (drawn in that order); M = W_Q W_K^T; "
                  "S = X M X^T / sqrt(16)",
        "sym_part_min_eig": float(sym[0]),
        "sym_part_max_eig": float(sym[-1]),
        "asymmetry_ratio": float(np.abs(S - S.T).mean() / np.abs(S).mean()),
        "complex_eigenvalue_count": int((ev.imag != 0).sum()),
        "eigenvalues": [[float(z.real), float(z.imag)] for z in ev],
    }


def small_matrices():
    out = {}
    for name, rows in SMALL.items():
        m = np.array(rows, dtype=float)
        out[name] = {
            "matrix": rows,
            "eigenvalues_ascending": np.linalg.eigvalsh(m).tolist(),
            "leading_principal_minors": [float(np.linalg.det(m[:k, :k])) for k in range(1, len(m) + 1)],
        }
    return out


def phi(x):
    r2 = sqrt(2)
    return [1.0, r2 * x[0], r2 * x[1], float(x[0] ** 2), float(x[1] ** 2), r2 * x[0] * x[1]]


def poly2_phi():
    a, b = [1, 2], [3, -1]
    dot = a[0] * b[0] + a[1] * b[1]
    phi_a, phi_b = phi(a), phi(b)
    return {
        "a": a,
        "b": b,
        "dot": dot,
        "kernel": (1 + dot) ** 2,
        "phi_a": phi_a,
        "phi_b": phi_b,
        "phi_dot": float(np.dot(phi_a, phi_b)),
    }


def feature_dimension():
    return [{"d": d, "p": p, "dim": comb(d + p, p), "float32_bytes": 4 * comb(d + p, p)} for d, p in FEATURE_DIMENSIONS]


def rng_vectors():
    return {
        str(seed): {
            "normal_first_16": np.random.default_rng(seed).normal(size=16).tolist(),
            "random_first_4": np.random.default_rng(seed).random(4).tolist(),
        }
        for seed in RNG_SEEDS
    }


def printed(doc):
    """The doc's figures formatted as ARTICLE_PRINTS formats them."""
    rows = doc["gamma_sweep"]["rows"]
    sig, att, small = doc["sigmoid"], doc["attention"], doc["small_matrices"]
    a, b = small["A"], small["B"]
    values = {
        "gamma_max": [(r["max_eig"],) for r in rows],
        "gamma_min": [(r["min_eig"],) for r in rows],
        "gamma_k95": [(r["k95"],) for r in rows],
        "gamma_effective_rank": [(r["effective_rank"],) for r in rows],
        "sigmoid_negative_count": [(sig["negative_count"],)],
        "sigmoid_min": [(sig["min_eig"],)],
        "attention_sym_part": [(att["sym_part_min_eig"], att["sym_part_max_eig"])],
        "attention": [(att["asymmetry_ratio"], att["complex_eigenvalue_count"], len(att["eigenvalues"]))],
        "S_eigenvalues": [(x,) for x in small["S_similarity"]["eigenvalues_ascending"]],
        "A": [tuple(a["leading_principal_minors"] + a["eigenvalues_ascending"])],
        "B": [tuple(b["leading_principal_minors"] + b["eigenvalues_ascending"])],
        "poly2": [(doc["poly2_phi"]["dot"], doc["poly2_phi"]["kernel"], doc["poly2_phi"]["phi_dot"])],
        "feature_dimension": [(f["dim"],) for f in doc["feature_dimension"]],
        "float32_GB_768_4": [(doc["feature_dimension"][3]["float32_bytes"] / 1e9,)],
    }
    return {key: [ARTICLE_PRINTS[key][0] % v for v in vs] for key, vs in values.items()}


def check_against_article(doc):
    for key, shown in printed(doc).items():
        # "%.0f" of −8.999999999999998 is "-9" and of −0.0 would be "-0": compare as printed, no fixing up.
        assert shown == ARTICLE_PRINTS[key][1], f"{key}: {shown} but the article prints {ARTICLE_PRINTS[key][1]}"


def main():
    Z = article_points()
    doc = {
        "_about": f"Generated by scripts/gen_article_fixtures.py with numpy {np.__version__} "
                  "(default_rng = PCG64 seeded through SeedSequence; eigvalsh / eigvals); do not edit.",
        "gamma_sweep": gamma_sweep(Z),
        "Z_seed4_first_rows": Z[:3].tolist(),
        "Z_seed4_sum": float(Z.sum()),
        "sigmoid": sigmoid(Z),
        "attention": attention(),
        "small_matrices": small_matrices(),
        "poly2_phi": poly2_phi(),
        "feature_dimension": feature_dimension(),
        "rng_vectors": rng_vectors(),
    }
    check_against_article(doc)
    doc["printed"] = {key: shown for key, (_, shown) in ARTICLE_PRINTS.items()}
    with open(OUT, "w") as f:
        json.dump(doc, f, indent=1, ensure_ascii=False)
        f.write("\n")
    print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
