#!/usr/bin/python3
"""Write tests/fixtures/exercises.json: the figures that decide the exercises' solutions and near misses
(web/src/exercises.js), computed here by independent means, so tests/wasm/exercises.test.mjs knows which side of
each goal's boundary a state lies on without asking the core. Run with Debian's numpy:

    /usr/bin/python3 scripts/gen_exercise_fixtures.py

- "rankBand": the effective rank (sum λ)² / sum λ² of the RBF Gram matrix of the article's 300 points
  (default_rng(4).normal(size=(300, 5))) at each γ, from numpy.linalg.eigvalsh.
- "ridgeCondition": at γ = 0.05, the condition number (λ_max + λ) / (λ_min + λ) of K + λI for each λ.
- "fewNegatives": tanh(a·x·y + b) on the same points: how many eigenvalues lie below −n·ε·max|λ| (psdCheck's rule).
- "tokenScore": the attention recipe with one token (seed 9, width 16, d_k 16, scale 0.25): S = x W_Q W_Kᵀ xᵀ / 4.
- "smallestDegree": kernel ridge (λ = 10⁻³) with (1 + x·y)^p on the rings (seed 0, 60 + 60 points, noise 0.1): how
  many test points get the sign of their label.
- "startsKernels": the smallest eigenvalue of each kernel matrix on the moons' 60 training points (seed 0,
  noise 0.1): a PSD kernel makes the SVM dual concave, so its starts end alike.
Numbers are Python reprs (shortest round-trip), so strtod gives back the exact doubles.
"""
import json
import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "tests", "fixtures", "exercises.json")
sys.path.insert(0, HERE)
from gen_methods_fixtures import dataset  # noqa: E402  (the core's labelled data sets in numpy)

EPS = np.finfo(float).eps


def article_points():
    return np.random.default_rng(4).normal(size=(300, 5))


def rbf(points, gamma):
    d2 = ((points[:, None, :] - points[None, :, :]) ** 2).sum(-1)
    return np.exp(-gamma * d2)


def rank_band(points):
    out = {}
    for gamma in (0.29, 0.35, 0.4):
        ev = np.linalg.eigvalsh(rbf(points, gamma))
        out[repr(gamma)] = float(ev.sum() ** 2 / (ev**2).sum())
    return out


def ridge_condition(points):
    ev = np.linalg.eigvalsh(rbf(points, 0.05))
    return {repr(lam): float((ev[-1] + lam) / (ev[0] + lam)) for lam in (1e-4, 1e-3, 2e-3)}


def negatives(matrix):
    ev = np.linalg.eigvalsh(matrix)
    tolerance = len(matrix) * EPS * np.abs(ev).max()
    return int((ev < -tolerance).sum())


def few_negatives(points):
    dots = points @ points.T
    return {f"{a!r},{b!r}": negatives(np.tanh(a * dots + b)) for a, b in ((0.001, 1.0), (0.002, 1.0), (1e-08, 1.0), (0.0, 1.0))}


def token_score():
    rng = np.random.default_rng(9)
    x = rng.normal(size=(1, 16))
    wq = rng.normal(size=(16, 16)) * 0.25
    wk = rng.normal(size=(16, 16)) * 0.25
    return float((x @ wq @ wk.T @ x.T / np.sqrt(16))[0, 0])


def smallest_degree():
    x, y, tx, ty = dataset("rings", 0, 60, 60, 0.1)
    out = {}
    for degree in (1, 2, 3):
        k = (x @ x.T + 1.0) ** degree
        alpha = np.linalg.solve(k + 1e-3 * np.eye(len(x)), y)
        predictions = ((tx @ x.T + 1.0) ** degree) @ alpha
        out[str(degree)] = int((np.sign(predictions) == ty).sum())
    return out


def starts_kernels():
    x, _, _, _ = dataset("moons", 0, 60, 60, 0.1)
    d = np.sqrt(((x[:, None, :] - x[None, :, :]) ** 2).sum(-1))
    kernels = {
        "exp(-norm(x-y)^4)": np.exp(-(d**4)),
        "exp(-g*norm(x-y)^2)": np.exp(-(d**2)),
        "tanh(dot(x,y))": np.tanh(x @ x.T),
    }
    return {name: float(np.linalg.eigvalsh(k)[0]) for name, k in kernels.items()}


def main():
    points = article_points()
    fixture = {
        "numpy_version": np.__version__,
        "rankBand": rank_band(points),
        "ridgeCondition": ridge_condition(points),
        "fewNegatives": few_negatives(points),
        "tokenScore": token_score(),
        "smallestDegree": smallest_degree(),
        "startsKernels": starts_kernels(),
    }
    with open(OUT, "w") as out:
        json.dump(fixture, out, indent=1)
        out.write("\n")
    print(json.dumps(fixture, indent=1))


if __name__ == "__main__":
    main()
