#!/usr/bin/python3
"""Where numpy's γ step spends its time: the same RBF matrix as the bench's step (n = 1000, d = 5, seed 4,
γ = 1), and the LAPACK routines eigvalsh runs, called through ctypes on the OpenBLAS library numpy loaded.

    env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE OPENBLAS_NUM_THREADS=1 /usr/bin/python3 tests/bench/numpy_step_parts.py

Prints the median of 15 calls of each, in ms: the kernel's exp, eigvalsh whole, its reduction to tridiagonal form
(dsytrd, lower, on a Fortran-order copy) and its root-free QL (dsterf). Not a test; docs/performance.md quotes it.
"""
import ctypes
import statistics
import time

import numpy as np

N = 1000


def openblas():
    with open("/proc/self/maps") as maps:
        paths = {line.split()[-1] for line in maps if "openblas" in line and line.rstrip().endswith(".so")}
    for path in sorted(paths):
        library = ctypes.CDLL(path)
        if hasattr(library, "dsytrd_") and hasattr(library, "dsterf_"):
            return library
    raise SystemExit("numpy is not running on an OpenBLAS with LAPACK (install libopenblas0-pthread)")


def median_ms(run, reps=15):
    times = []
    for _ in range(reps):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return 1e3 * statistics.median(times)


def main():
    lapack = openblas()
    z = np.random.default_rng(4).normal(size=(N, 5))
    d2 = ((z[:, None, :] - z[None, :, :]) ** 2).sum(-1)
    k = np.exp(-1.0 * d2)
    by = ctypes.byref
    n, lwork = ctypes.c_int(N), ctypes.c_int(64 * N)
    ptr = lambda a: a.ctypes.data_as(ctypes.c_void_p)  # noqa: E731

    def sytrd():
        a = np.asfortranarray(k.copy())
        d, e, tau, work = np.empty(N), np.empty(N - 1), np.empty(N - 1), np.empty(64 * N)
        info = ctypes.c_int(0)
        lapack.dsytrd_(ctypes.c_char_p(b"L"), by(n), ptr(a), by(n), ptr(d), ptr(e), ptr(tau), ptr(work), by(lwork), by(info))
        assert info.value == 0
        return d, e

    d, e = sytrd()

    def sterf():
        dd, ee, info = d.copy(), e.copy(), ctypes.c_int(0)
        lapack.dsterf_(by(n), ptr(dd), ptr(ee), by(info))
        assert info.value == 0

    print(f"n = {N}: exp {median_ms(lambda: np.exp(-1.0 * d2)):.1f} ms, eigvalsh {median_ms(lambda: np.linalg.eigvalsh(k)):.1f} ms, "
          f"dsytrd (with its copy) {median_ms(sytrd):.1f} ms, dsterf {median_ms(sterf):.1f} ms")


main()
