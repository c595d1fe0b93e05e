#!/usr/bin/python3
"""The numpy side of `npm run bench` (tests/bench/run.mjs starts it; it is not a test).

    /usr/bin/python3 tests/bench/numpy_bench.py

Reads one JSON request per line on stdin and answers each with one JSON line on stdout, so run.mjs can time
each workload's numpy side right after its WASM side:
- {"name": "sigmoid300", "warmup": 2, "reps": 11}: runs that workload `warmup` times untimed, then `reps`
  times timed; answers its median and minimum in ms, the load average, and the process's peak RSS after it
  (resource.getrusage: ru_maxrss only grows);
- {"about": true}: numpy's and Python's versions and which BLAS/LAPACK numpy really loaded (from
  /proc/self/maps, asked through OpenBLAS's own openblas_get_config / openblas_get_corename /
  openblas_get_num_threads — what threadpoolctl reports).

The workloads are the article's recipes, the same computations the WASM side runs through the facade, and
the eigensolver's: eigvalsh of the RBF matrices (γ = 1) at n = 300, 1000, 2000, eigh at n = 300 and 1000, and one
γ-slider step done well (distances cached, computed by the norm expansion as scikit-learn does). run.mjs
starts this process with one BLAS thread.
"""
import ctypes
import json
import os
import platform
import resource
import statistics
import sys
import time

import numpy as np

ARTICLE_GAMMAS = (0.05, 0.3, 1.0, 3.0)


def points(n, d=5, seed=4):
    return np.random.default_rng(seed).normal(size=(n, d))


def rbf_gram(A, gamma):
    """The article's RBF Gram matrix, as printed there."""
    d2 = ((A[:, None, :] - A[None, :, :]) ** 2).sum(-1)
    return np.exp(-gamma * d2)


def sweep(n, gammas, seed=4):
    """The article's γ loop: points drawn, then per γ the spectrum and its summary numbers."""
    Z = points(n, seed=seed)
    rows = []
    for gamma in gammas:
        ev = np.linalg.eigvalsh(rbf_gram(Z, gamma))[::-1]
        eff = ev.sum() ** 2 / (ev**2).sum()
        k95 = int(np.searchsorted(np.cumsum(ev) / ev.sum(), 0.95) + 1)
        rows.append((ev[0], ev[-1], k95, eff))
    return rows


def sigmoid(n, a, b, seed=4):
    """The article's counterexample, with the core's negative-count rule."""
    Z = points(n, seed=seed)
    ev = np.linalg.eigvalsh(np.tanh(a * (Z @ Z.T) + b))
    tol = len(ev) * np.finfo(float).eps * np.abs(ev).max()
    return int((ev < -tol).sum()), ev[0], ev[-1]


def map_row(n, b, seed=4):
    """One row of the page's (a, b) map: 33 values of a, one eigvalsh each."""
    Z = points(n, seed=seed)
    G = Z @ Z.T
    out = []
    for a in np.linspace(-1, 1, 33):
        ev = np.linalg.eigvalsh(np.tanh(a * G + b))
        tol = len(ev) * np.finfo(float).eps * np.abs(ev).max()
        out.append((ev[0], int((ev < -tol).sum())))
    return out


def squared_distances(A):
    """Squared distances by the norm expansion ‖x‖² + ‖y‖² − 2x·y, as scikit-learn's rbf_kernel computes them
    (one matrix product; clipped at 0 and exactly 0 on the diagonal)."""
    sq = np.einsum("ij,ij->i", A, A)
    d2 = sq[:, None] + sq[None, :] - 2.0 * (A @ A.T)
    np.maximum(d2, 0.0, out=d2)
    np.fill_diagonal(d2, 0.0)
    return d2


def gamma_step(d2, gamma):
    """One γ-slider step done well: the RBF matrix from cached distances, all eigenvalues, the statistics."""
    K = np.exp(-gamma * d2)
    ev = np.linalg.eigvalsh(K)[::-1]
    total = ev.sum()
    eff = total**2 / (ev**2).sum()
    k95 = int(np.searchsorted(np.cumsum(ev) / total, 0.95) + 1)
    return ev[0], ev[-1], k95, eff, ev[0] / ev[-1], total


def workloads():
    Z300, Z2000 = points(300), points(2000)
    K300 = rbf_gram(Z300, 1.0)
    eigen = {}
    for n in (300, 1000, 2000):
        Z = points(n)
        K, d2 = rbf_gram(Z, 1.0), squared_distances(Z)
        eigen[f"eigvals{n}"] = lambda K=K: np.linalg.eigvalsh(K)
        eigen[f"step{n}"] = lambda d2=d2: gamma_step(d2, 1.0)
        if n < 2000:
            eigen[f"eigh{n}"] = lambda K=K: np.linalg.eigh(K)
    return {
        **eigen,
        "normals": lambda: np.random.default_rng(4).normal(size=(1000, 1000)),
        "rbf300": lambda: rbf_gram(Z300, 1.0),
        "rbf2000": lambda: rbf_gram(Z2000, 1.0),
        "eigvalsh300": lambda: np.linalg.eigvalsh(K300),
        "sweep300": lambda: sweep(300, ARTICLE_GAMMAS),
        "gamma300": lambda: sweep(300, (1.0,)),
        "gamma1000": lambda: sweep(1000, (1.0,)),
        "gamma2000": lambda: sweep(2000, (1.0,)),
        "sigmoid300": lambda: sigmoid(300, 0.5, 0.1),
        "maprow100": lambda: map_row(100, 0.1),
    }


def blas_info():
    """Which BLAS/LAPACK this process loaded, and OpenBLAS's own account of itself."""
    np.linalg.eigvalsh(np.eye(2))  # make sure LAPACK is loaded
    with open("/proc/self/maps") as maps:
        libraries = sorted({line.split()[-1] for line in maps if "blas" in line or "lapack" in line})
    info = {"libraries": libraries}
    try:  # threadpoolctl's account, when it is installed
        from threadpoolctl import threadpool_info

        info["threadpoolctl"] = threadpool_info()
    except ImportError:
        pass
    for path in libraries:
        try:
            lib = ctypes.CDLL(path)
            lib.openblas_get_config.restype = ctypes.c_char_p
            lib.openblas_get_corename.restype = ctypes.c_char_p
            info.update(
                openblas=path,
                config=lib.openblas_get_config().decode(),
                corename=lib.openblas_get_corename().decode(),
                threads=lib.openblas_get_num_threads(),
            )
            break
        except (OSError, AttributeError):
            continue
    return info


def timed(run, warmup, reps):
    """One workload: its median and fastest time in ms after the warm-up, and the process's state after it."""
    for _ in range(warmup):
        run()
    times = []
    for _ in range(reps):
        start = time.perf_counter()
        run()
        times.append((time.perf_counter() - start) * 1000)
    return {
        "load": os.getloadavg()[0],
        "ms": statistics.median(times),
        "min": min(times),
        "reps": reps,
        "maxrssBytes": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024,  # KiB on Linux
    }


def about():
    return {
        "numpy": np.__version__,
        "python": platform.python_version(),
        "blas": blas_info(),
        "env": {key: os.environ.get(key) for key in ("OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE", "OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS")},
    }


def main():
    table = workloads()
    for line in sys.stdin:
        request = json.loads(line)
        answer = about() if request.get("about") else timed(table[request["name"]], request["warmup"], request["reps"])
        print(json.dumps(answer), flush=True)


if __name__ == "__main__":
    main()
