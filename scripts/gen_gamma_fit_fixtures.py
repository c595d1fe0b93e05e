#!/usr/bin/env python3
"""Write tests/fixtures/gamma_fit.json: what the γ sweep's "γ, seen in predictions" must show, computed here
by independent means. Run with Debian's numpy: /usr/bin/python3 scripts/gen_gamma_fit_fixtures.py

The data (x, y, lambda) are web/src/panels/gamma-sweep/fit-data.js's (a unit test checks they are the same).
At each gamma: K = exp(-gamma (x_i - x_j)^2); alpha = numpy.linalg.solve(K + lambda I, y);
f(m) = sum_i alpha_i k(m, x_i) at the midpoints m of neighbouring x; the largest |f(m)| and the largest |y|;
the three largest eigenvalues of K by numpy.linalg.eigvalsh. Numbers are Python reprs (shortest round-trip).
"""
import json
import os

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "tests", "fixtures", "gamma_fit.json")

X = [-7.1, -5.0, -2.9, -0.9, 1.2, 3.2, 5.1, 7.2]
Y = [-1.9, -1.1, -0.9, 0.1, 0.2, 1.1, 1.2, 2.1]
LAMBDA = 0.1
GAMMAS = [0.05, 3.0]


def rbf(a, b, gamma):
    return np.exp(-gamma * (np.asarray(a)[:, None] - np.asarray(b)[None, :]) ** 2)


def at(gamma):
    x = np.array(X)
    y = np.array(Y)
    alpha = np.linalg.solve(rbf(x, x, gamma) + LAMBDA * np.eye(len(x)), y)
    mids = (x[1:] + x[:-1]) / 2
    mid = np.abs(rbf(mids, x, gamma) @ alpha).max()
    top = np.linalg.eigvalsh(rbf(x, x, gamma))[::-1][:3]
    return {"gamma": gamma, "max_abs_mid": float(mid), "max_abs_target": float(np.abs(y).max()), "top_eigenvalues": [float(v) for v in top]}


def main():
    data = {"x": X, "y": Y, "lambda": LAMBDA, "cases": [at(g) for g in GAMMAS]}
    with open(OUT, "w") as f:
        json.dump(data, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
