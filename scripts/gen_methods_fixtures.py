#!/usr/bin/env python3
"""Write tests/fixtures/methods.json: what kernel ridge regression, the SVM dual and the labelled data sets must
give, computed here by independent means. Run with Debian's numpy: /usr/bin/python3 scripts/gen_methods_fixtures.py

- "datasets": the recipes of core/include/gramlab/learn/labelled_datasets.hpp in numpy, every coordinate.
- "ridge": alpha = numpy.linalg.solve(K + lam*I, y); condition = numpy.linalg.cond(K + lam*I) (2-norm, SVD);
  min_eig = numpy.linalg.eigvalsh(K + lam*I)[0]; predictions K_test @ alpha.
- "svm": the exact maximizer of the SVM dual for a few points, by enumerating every active set (each alpha_i at
  0, free, or at C), solving the KKT equations of the free ones and keeping the KKT point with the largest W.
- "ill_conditioned": the article's gamma = 0.05 with lambda = 0 on a moons set: numpy.linalg.cond(K) (SVD) and
  the largest eigenvalue, so a test can check that K is numerically singular without our own solver.
Numbers are Python reprs (shortest round-trip), so strtod gives back the exact doubles.
"""
import itertools
import json
import os

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "tests", "fixtures", "methods.json")


def dataset(kind, seed, n_train, n_test, noise):
    rng = np.random.default_rng(seed)
    n = n_train + n_test
    y = np.where(np.arange(n) % 2 == 0, 1.0, -1.0)
    if kind == "moons":
        t = np.pi * rng.random(n)
        upper = np.stack([np.cos(t), np.sin(t)], 1)
        lower = np.stack([1 - np.cos(t), 0.5 - np.sin(t)], 1)
        base = np.where(y[:, None] > 0, upper, lower)
    elif kind == "rings":
        theta = 2 * np.pi * rng.random(n)
        r = np.where(y > 0, 1.0, 2.0)
        base = r[:, None] * np.stack([np.cos(theta), np.sin(theta)], 1)
    elif kind == "xor":
        base = 2 * rng.random((n, 2)) - 1
        y = np.where(base[:, 0] * base[:, 1] > 0, 1.0, -1.0)
    else:
        base = np.where(y[:, None] > 0, np.array([1.0, 1.0]), np.array([-1.0, -1.0]))
    x = base + noise * rng.normal(size=(n, 2))
    return x[:n_train], y[:n_train], x[n_train:], y[n_train:]


def kernel(a, b, spec):
    dots = a @ b.T
    kind = spec["kind"]
    if kind == "linear":
        return dots
    if kind == "polynomial":
        return (dots + spec["coef0"]) ** spec["degree"]
    if kind == "sigmoid":
        return np.tanh(spec["a"] * dots + spec["b"])
    d2 = ((a[:, None, :] - b[None, :, :]) ** 2).sum(-1)
    return np.exp(-spec["gamma"] * d2)


def ridge_case(name, x, y, spec, lam, test):
    k = kernel(x, x, spec)
    m = k + lam * np.eye(len(x))
    alpha = np.linalg.solve(m, y)
    return {
        "name": name, "kernel": spec, "lambda": lam, "points": x.tolist(), "targets": y.tolist(),
        "test": test.tolist(), "alpha": alpha.tolist(), "condition": float(np.linalg.cond(m)),
        "min_eig": float(np.linalg.eigvalsh(m)[0]), "train_predictions": (k @ alpha).tolist(),
        "test_predictions": (kernel(test, x, spec) @ alpha).tolist(),
    }


def svm_exact(k, y, c):
    """Max of W over every active set: KKT points only, so a PSD K gives the global maximum."""
    n = len(y)
    q = (y[:, None] * y[None, :]) * k
    best = None
    tol = 1e-9 * max(1.0, c)
    for status in itertools.product((0, 1, 2), repeat=n):  # 0: alpha = 0, 1: free, 2: alpha = C
        free = [i for i in range(n) if status[i] == 1]
        if not free:
            continue
        bound = [i for i in range(n) if status[i] != 1]
        a = np.array([c if s == 2 else 0.0 for s in status])
        f = np.array(free)
        system = np.zeros((len(f) + 1, len(f) + 1))
        system[:-1, :-1] = q[np.ix_(f, f)]
        system[:-1, -1] = y[f]
        system[-1, :-1] = y[f]
        rhs = np.append(1 - q[np.ix_(f, bound)] @ a[bound] if bound else np.ones(len(f)), -(y[bound] @ a[bound]))
        try:
            sol = np.linalg.solve(system, rhs)
        except np.linalg.LinAlgError:
            continue
        a[f] = sol[:-1]
        b = sol[-1]
        if np.any(a[f] <= tol) or np.any(a[f] >= c - tol):
            continue
        margin = y * (k @ (a * y) + b)
        if any(margin[i] < 1 - tol for i in range(n) if status[i] == 0):
            continue
        if any(margin[i] > 1 + tol for i in range(n) if status[i] == 2):
            continue
        w = a.sum() - 0.5 * a @ q @ a
        if best is None or w > best[0]:
            best = (w, a.copy(), b)
    assert best is not None
    return best


def svm_case(name, x, y, spec, c, test):
    k = kernel(x, x, spec)
    w, alpha, b = svm_exact(k, y, c)
    assert np.linalg.eigvalsh(k)[0] > -1e-12, name + ": the enumeration's maximum is global only for PSD K"
    return {
        "name": name, "kernel": spec, "C": c, "points": x.tolist(), "labels": y.tolist(), "test": test.tolist(),
        "alpha": alpha.tolist(), "bias": float(b), "objective": float(w),
        "test_decision": (kernel(test, x, spec) @ (alpha * y) + b).tolist(),
    }


def main():
    datasets = []
    for kind, seed, n_train, n_test, noise in [("moons", 0, 30, 10, 0.1), ("rings", 1, 20, 6, 0.05),
                                               ("xor", 2, 24, 8, 0.0), ("blobs", 3, 16, 4, 0.5),
                                               ("moons", 2**64 - 1, 7, 0, 0.0)]:
        xtr, ytr, xte, yte = dataset(kind, seed, n_train, n_test, noise)
        datasets.append({"kind": kind, "seed": str(seed), "n_train": n_train, "n_test": n_test, "noise": noise,
                         "train_points": xtr.tolist(), "train_labels": ytr.tolist(), "test_points": xte.tolist(),
                         "test_labels": yte.tolist()})

    rbf = lambda g: {"kind": "rbf", "gamma": g}  # noqa: E731
    mx, my, mtx, _ = dataset("moons", 0, 30, 10, 0.1)
    z = np.random.default_rng(7).normal(size=(12, 3))
    zt = np.random.default_rng(8).normal(size=(5, 3))
    ridge = [
        ridge_case("moons rbf 1, lambda 0.1", mx, my, rbf(1.0), 0.1, mtx),
        ridge_case("moons rbf 20, lambda 1e-3", mx, my, rbf(20.0), 1e-3, mtx),
        ridge_case("normal 12x3 linear, lambda 0.5", z, z[:, 0] - 2 * z[:, 2], {"kind": "linear"}, 0.5, zt),
        ridge_case("normal 12x3 polynomial 3, lambda 0.01", z, np.sin(z[:, 1]),
                   {"kind": "polynomial", "degree": 3.0, "coef0": 1.0}, 0.01, zt),
        ridge_case("normal 12x3 sigmoid, lambda 0.2", z, np.cos(z[:, 0]), {"kind": "sigmoid", "a": 0.5, "b": -0.3},
                   0.2, zt),
    ]

    svm = []
    sep = np.array([[2.0, 2.0], [1.5, 0.5], [-1.0, -1.5], [-2.0, 0.0]])
    svm.append(svm_case("separable linear 4", sep, np.array([1.0, 1.0, -1.0, -1.0]), {"kind": "linear"}, 10.0,
                        np.array([[0.0, 0.0], [1.0, -1.0]])))
    over = np.array([[1.0, 1.0], [2.0, 0.0], [-0.5, 0.2], [-1.0, -1.0], [-2.0, 0.5], [0.6, 0.3]])
    svm.append(svm_case("overlapping linear 6, C 1", over, np.array([1.0, 1.0, 1.0, -1.0, -1.0, -1.0]),
                        {"kind": "linear"}, 1.0, np.array([[0.0, 0.0], [0.5, 0.5]])))
    xx, xy, xt, _ = dataset("xor", 5, 8, 3, 0.0)
    svm.append(svm_case("xor 8 rbf 2, C 5", xx, xy, rbf(2.0), 5.0, xt))
    bx, by, bt, _ = dataset("blobs", 6, 8, 3, 1.0)
    svm.append(svm_case("blobs 8 rbf 0.5, C 2", bx, by, rbf(0.5), 2.0, bt))

    ill = []
    for n_train in (30, 60):
        ix, iy, _, _ = dataset("moons", 0, n_train, 20, 0.1)
        k = kernel(ix, ix, rbf(0.05))
        ill.append({"kind": "moons", "seed": "0", "n_train": n_train, "n_test": 20, "noise": 0.1, "gamma": 0.05,
                    "condition": float(np.linalg.cond(k)), "max_eig": float(np.linalg.eigvalsh(k)[-1])})

    with open(OUT, "w") as f:
        json.dump({"numpy_version": np.__version__, "datasets": datasets, "ridge": ridge, "svm": svm,
                   "ill_conditioned": ill}, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
